import { Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { bots, estimateMoves, STARK } from './bots.js';
import { legalMoves } from './rules.js';
import { position } from './testing/positions.js';
import { playAll } from './testing/play.js';
import { view } from './view.js';

const inf = { ms: Infinity };

/**
 * "wer … nicht mehr konnte, hat bis zum Feierabend keine Karte … und keine Sonderkarte mehr":
 * a position from a game of normals (3 players, seed `scen2`) where the fact changes what the
 * next seat can do. Seat 0 had to leave going down at 4 (no card below 4, no special); seat 1
 * opened with H11, the direction is still open, seat 2 is to play.
 */
describe('the exit inference changes decisions where it changes the facts', () => {
  const s = position({
    hands: [
      ['P4', 'S5', 'S7', 'S9', 'H10', 'S11', 'H12', 'S12'],
      ['P1', 'S2', 'S3', 'P7', 'S8', 'LB'],
      ['P2', 'H5', 'P8', 'H9', 'S10', 'P12', 'LB', 'EX'],
    ],
    turn: 2,
    ride: [{ seat: 1, card: 'H11' }],
    exits: [{ seat: 0, floor: 4, dir: -1, specialsAllowed: true, detectiveAllowed: true }],
  });
  const v = view(s, 2);
  const of = (est: ReturnType<typeof estimateMoves>, card: string) =>
    est.find((e) => e.move.type === 'play' && e.move.card === card);

  it('with the facts P12 surely leaves the load to the next seat (up past 12, and it holds no special)', () => {
    const withFacts = estimateMoves(v, new Rng([1, 2, 3, 4]), inf, STARK);
    const without = estimateMoves(v, new Rng([1, 2, 3, 4]), inf, { ...STARK, inference: false });
    expect(of(withFacts, 'P12')?.nextCannotFollow).toBe(1);
    expect(of(without, 'P12')?.nextCannotFollow).toBeLessThan(0.9);
  });

  it('stark feeds the next seat the load, stark-ohne-inferenz does not — and the facts are right', () => {
    const a = bots.stark.decide(v, new Rng([5, 6, 7, 8]), inf);
    const b = bots['stark-ohne-inferenz'].decide(v, new Rng([5, 6, 7, 8]), inf);
    expect(a).toEqual({ type: 'play', card: 'P12' });
    expect(b).not.toEqual(a);
    // in the true deal the next seat must leave and carries H11 and P12 (5 Kartons)
    const after = playAll(s, 'P12').state;
    expect(legalMoves(after, 0)).toEqual([{ type: 'exit' }]);
    const taken = playAll(after, 'A').state;
    expect(taken.loads[0]?.flat()).toEqual(expect.arrayContaining(['H11', 'P12']));
  });
});
