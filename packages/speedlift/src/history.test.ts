import { Rng, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { roundRides, takerOf } from './history.js';
import { legalMoves, play } from './rules.js';
import { view } from './view.js';

describe('the round so far from the taken loads (history.ts)', () => {
  it('an exit leaves the load to the seat after the last card, a catch to the seat before the detective', () => {
    const codes = (['H3', 'H5', 'H9'] as const).map((c) => cardCode(c));
    expect(takerOf(codes, 1, 4)).toBe(0); // cards by 1, 2, 3; seat 0 leaves
    expect(takerOf([...codes, cardCode('HD')], 1, 4)).toBe(3); // seat 0's detective catches seat 3
    expect(takerOf([cardCode('HD'), cardCode('H4')], 2, 4)).toBe(0); // L10: no catch before the opening
  });

  it('gives every card of the round with the seat that laid it, in order, in random games', () => {
    for (const players of [3, 4, 6]) {
      const config = unwrap(parseConfig({ players }));
      for (let g = 0; g < 4; g++) {
        const rng = Rng.fromSeed(`history-${players}-${g}`);
        let s = deal(config, `history-${players}-${g}`);
        let laid: { seat: number; code: number }[][] = [[]];
        let round = s.round;
        let checked = 0;
        while (!s.over) {
          if (s.round !== round) {
            round = s.round;
            laid = [[]];
          }
          const seat = s.turn;
          for (const viewer of [0, players - 1]) {
            expect(roundRides(view(s, viewer))).toEqual(laid);
            checked++;
          }
          const move = rng.pick(legalMoves(s, seat));
          const r = play(s, seat, move);
          if (!r.ok) throw new Error(r.error.code);
          s = r.value.state;
          if (s.round !== round) continue;
          const open = laid[laid.length - 1]!;
          if (move.type === 'play') open.push({ seat, code: cardCode(move.card) });
          if (s.ride.length === 0) laid.push([]); // the ride ended: an exit or a catch
        }
        expect(checked).toBeGreaterThan(50);
      }
    }
  });
});
