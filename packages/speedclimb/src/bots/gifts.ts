/**
 * Counts a bot's "gifts": discards of a card that an opponent with a laid camp could lay off at
 * once ("wirft keine Karten ab, die andere sofort anlegen könnten"), and how many of them were
 * forced (every card it could discard was such a gift). Seats rotate like `npm run sim`; game g
 * is dealt from the seed `<prefix>-<route>-<g>`. Used by `scripts/layoff-gifts.ts` and the bots' test.
 */
import { rotateLabels, Rng } from '@kartenhaus/core';
import { speedclimb } from '../game.js';
import type { RouteId } from '../routes.js';
import { bots } from './index.js';
import { read, someoneCanLayOff } from './reading.js';

export interface GiftCount {
  readonly discards: number;
  readonly gifts: number;
  readonly forced: number;
  /** Up to five unforced gifts: seed, move number, seat and card. */
  readonly examples: readonly string[];
}

export function countGifts(
  route: RouteId,
  labels: readonly string[],
  games: number,
  level: string,
  prefix = 'gifts',
): GiftCount {
  let discards = 0;
  let gifts = 0;
  let forced = 0;
  const examples: string[] = [];
  for (let g = 0; g < games; g++) {
    const seats = rotateLabels(labels, g);
    const seed = `${prefix}-${route}-${g}`;
    const rngs = seats.map((_, i) => Rng.fromSeed(`${seed}/bot/${i}`));
    const order = Rng.fromSeed(`${seed}/order`);
    let s = speedclimb.deal({ players: seats.length, route }, seed);
    for (let moves = 0; !speedclimb.result(s); moves++) {
      const act = speedclimb.toAct(s);
      const seat = act.length === 1 ? act[0]! : order.pick(act);
      const v = speedclimb.view(s, seat);
      const bot = bots[seats[seat] as keyof typeof bots];
      const move = bot.decide(v, rngs[seat]!, { ms: Infinity });
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
  return { discards, gifts, forced, examples };
}
