/**
 * Per-round figures (the match runner reports per game): who finishes rounds. Plays games with
 * the seats rotating like `npm run sim` and counts, per bot label, the rounds it finished (or the
 * summit it laid) out of all rounds that had a finisher.
 *
 *   npx tsx packages/speedclimb/scripts/rounds.ts --route expedition --bots stark,normal --games 500
 */
import { rotateLabels, Rng, wilson } from '@kartenhaus/core';
import { gameModule } from '../src/index.js';
import { speedclimb } from '../src/game.js';
import type { RouteId } from '../src/routes.js';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const route = arg('route', 'gipfelsturm') as RouteId;
const labels = arg('bots', 'stark,normal').split(',');
const games = Number(arg('games', '200'));

const wins = new Map<string, number>();
let decided = 0;
let rounds = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seats = rotateLabels(labels, g);
  const seed = `rounds-${route}-${g}`;
  const rngs = seats.map((_, i) => Rng.fromSeed(`${seed}/bot/${i}`));
  const order = Rng.fromSeed(`${seed}/order`);
  let s = speedclimb.deal({ players: seats.length, route }, seed);
  while (!speedclimb.result(s)) {
    const act = speedclimb.toAct(s);
    const seat = act.length === 1 ? act[0]! : order.pick(act);
    const bot = gameModule.bots[seats[seat]!]!;
    const r = speedclimb.play(s, seat, bot.decide(speedclimb.view(s, seat), rngs[seat]!, { ms: Infinity }));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  const finishers = s.history.map((h) => h.finisher);
  if (s.summit !== null) finishers.push(s.summit);
  rounds += finishers.length;
  for (const f of finishers) {
    if (f === null) continue;
    decided++;
    wins.set(seats[f]!, (wins.get(seats[f]!) ?? 0) + 1);
  }
}
const out: Record<string, unknown> = { route, bots: labels.join(','), games, rounds, decidedRounds: decided };
for (const label of new Set(labels)) {
  const w = wins.get(label) ?? 0;
  const seatsOf = labels.filter((l) => l === label).length;
  out[label] = { roundWins: w, share: w / decided, ci: wilson(w, decided), seatShare: seatsOf / labels.length };
}
out.seconds = (performance.now() - t0) / 1000;
console.log(JSON.stringify(out));
