/**
 * stark's choices and CPU time over fixed positions (issue 22, sixth pass): 350 views with more
 * than one legal move from six games (seeds `same:0…5`; every second move normal's, the others
 * random). Prints a hash of the choices — equal hashes at two commits mean the same choices — and
 * the CPU time per decision. Run it at two commits, alternating, to compare a change of speed:
 *
 *   npx tsx packages/speedlift/tools/stark-decisions.ts [--bot stark]
 */
import { parseArgs } from 'node:util';
import { median, quantile, Rng, unwrap } from '@kartenhaus/core';
import { bots } from '../src/bots.js';
import { parseConfig } from '../src/config.js';
import { viewsOfPlay } from '../src/testing/views.js';

const { values } = parseArgs({ options: { bot: { type: 'string' } } });
const label = (values.bot ?? 'stark') as keyof typeof bots;
const bot = bots[label];
if (!bot) throw new Error(`unknown bot ${label}`);

const views = viewsOfPlay(unwrap(parseConfig({ players: 4 })), 6, 'same', 80);

const rng = new Rng([1, 2, 3, 4]);
const cpu: number[] = [];
let hash = 0;
for (const v of views) {
  const before = process.cpuUsage();
  const choice = JSON.stringify(bot.decide(v, rng, { ms: Infinity }));
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
  for (let i = 0; i < choice.length; i++) hash = (hash * 31 + choice.charCodeAt(i)) | 0;
  hash = (hash * 31 + 124) | 0; // a separator between choices
}
const total = cpu.reduce((a, b) => a + b, 0);
console.log(
  `${label}: ${views.length} positions, choices hash ${hash}, CPU per decision median ${median(cpu).toFixed(1)} ms, p95 ${quantile(cpu, 0.95).toFixed(1)} ms, total ${(total / 1000).toFixed(1)} s`,
);
