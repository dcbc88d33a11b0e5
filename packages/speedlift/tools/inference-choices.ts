/**
 * How often the exit inference changes stark's choice (issue 22): over the views that hold a
 * fact about another seat (L6, a marker), stark decides twice with different worlds (the noise of
 * its sampling) and stark-ohne-inferenz once with the first of those generators. If dropping the
 * facts changes the choice hardly more often than sampling other worlds does, the facts seldom
 * decide a move — and a gain from them is too small to show in duplicate play.
 *
 *   npx tsx packages/speedlift/tools/inference-choices.ts [--games 12] [--bot stark]
 *
 * `--bot stark-blind` compares stark-blind with stark-blind-ohne-inferenz (seventh pass).
 */
import { parseArgs } from 'node:util';
import { Rng, unwrap, type RngState } from '@kartenhaus/core';
import { bots } from '../src/bots.js';
import { parseConfig } from '../src/config.js';
import { viewsOfPlay } from '../src/testing/views.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '12' },
    bot: { type: 'string', default: 'stark' },
    players: { type: 'string', default: '4' },
  },
});
const withLabel = values.bot as 'stark' | 'stark-blind';
const withoutLabel = `${withLabel}-ohne-inferenz` as const;
if (!bots[withLabel] || !bots[withoutLabel]) throw new Error(`no labels ${withLabel} and ${withoutLabel}`);
const views = viewsOfPlay(unwrap(parseConfig({ players: Number(values.players) })), Number(values.games), 'diag', 80);
const withFacts = views.filter((v) => v.markers.some((m, q) => q !== v.seat && m.length > 0));

const choice = (label: typeof withLabel | typeof withoutLabel, v: (typeof views)[number], seed: RngState) =>
  JSON.stringify(bots[label].decide(v, new Rng(seed), { ms: Infinity }));
let resampled = 0;
let withoutFacts = 0;
// Among the views where two of stark's samplings agree (a settled choice): how often a third
// sampling differs (the noise left) and how often stark without the facts does.
let settled = 0;
let settledThird = 0;
let settledWithout = 0;
for (const [i, v] of withFacts.entries()) {
  const stark = choice(withLabel, v, [1, 2, 3, i]);
  const again = choice(withLabel, v, [9, 8, 7, i]) === stark;
  const same = choice(withoutLabel, v, [1, 2, 3, i]) === stark;
  if (!again) resampled++;
  if (!same) withoutFacts++;
  if (again) {
    settled++;
    if (choice(withLabel, v, [5, 5, 5, i]) !== stark) settledThird++;
    if (!same) settledWithout++;
  }
}
const share = (n: number) => `${n} (${((100 * n) / withFacts.length).toFixed(1)} %)`;
console.log(
  `${withLabel}: ${views.length} views with a choice, ${withFacts.length} with a fact about another seat; its choice differs ` +
    `with other worlds in ${share(resampled)}, without the facts in ${share(withoutFacts)}; of the ${settled} ` +
    `choices both samplings agree on, a third sampling differs in ${settledThird} (${((100 * settledThird) / settled).toFixed(1)} %), ` +
    `without the facts in ${settledWithout} (${((100 * settledWithout) / settled).toFixed(1)} %)`,
);
