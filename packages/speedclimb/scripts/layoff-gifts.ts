/**
 * Counts a bot's "gifts": discards of a card that an opponent with a laid camp could lay off at
 * once ("wirft keine Karten ab, die andere sofort anlegen könnten"), and how many of them were
 * forced (every discardable card was such a gift). Seats rotate like `npm run sim`.
 *
 *   npx tsx packages/speedclimb/scripts/layoff-gifts.ts --route expedition --bots stark,normal,normal,normal --games 200 --level stark
 */
import { rotateLabels, Rng } from '@kartenhaus/core';
import { read, someoneCanLayOff } from '../src/bots/reading.js';
import { speedclimb } from '../src/game.js';
import { gameModule } from '../src/index.js';
import type { RouteId } from '../src/routes.js';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const route = arg('route', 'expedition') as RouteId;
const labels = arg('bots', 'stark,normal,normal,normal').split(',');
const games = Number(arg('games', '200'));
const level = arg('level', 'stark');

let discards = 0;
let gifts = 0;
let forced = 0;
const examples: string[] = [];
for (let g = 0; g < games; g++) {
  const seats = rotateLabels(labels, g);
  const seed = `gifts-${route}-${g}`;
  const rngs = seats.map((_, i) => Rng.fromSeed(`${seed}/bot/${i}`));
  const order = Rng.fromSeed(`${seed}/order`);
  let s = speedclimb.deal({ players: seats.length, route }, seed);
  for (let moves = 0; !speedclimb.result(s); moves++) {
    const act = speedclimb.toAct(s);
    const seat = act.length === 1 ? act[0]! : order.pick(act);
    const v = speedclimb.view(s, seat);
    const move = gameModule.bots[seats[seat]!]!.decide(v, rngs[seat]!, { ms: Infinity });
    if (seats[seat] === level && move.type === 'discard') {
      discards++;
      const rd = read(v);
      if (someoneCanLayOff(rd, move.card)) {
        gifts++;
        const all = v.legalMoves.flatMap((m) => (m.type === 'discard' ? [m.card] : []));
        if (all.every((c) => someoneCanLayOff(rd, c))) forced++;
        else if (examples.length < 5) examples.push(`${seed} move ${moves} seat ${seat}: ${move.card}`);
      }
    }
    const r = speedclimb.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
}
console.log(JSON.stringify({ route, bots: labels.join(','), level, games, discards, gifts, forced, examples }));
