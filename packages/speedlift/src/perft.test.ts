import { describe, expect, it } from 'vitest';
import { unwrap } from '@kartenhaus/core';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { perft } from './testing/perft.js';
import { position } from './testing/positions.js';

describe('perft', () => {
  it('counts by hand: H5/P3 open, any other floor follows, then seat 2 (S2, H1) can only go down from 4', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    // depth 2: 2 openings × 2 followers; depth 3: only H5-H4 (down at 4) leaves seat 2 two cards, else exit
    expect([1, 2, 3].map((d) => perft(s, d))).toEqual([2, 4, 5]);
  });

  // Regression table from fixed deals; the simulator cross-checks the same deals in sim.test.ts.
  it.each([
    ['perft-a', 3, {}, [10, 102, 484, 3481]],
    ['perft-b', 4, {}, [10, 113, 448, 2555]],
    ['perft-c', 4, { gleicheEtageHaelt: true, aussteigenJederzeit: true }, [10, 120, 896, 6282]],
    ['perft-d', 5, { sonderkarten: 'keine' }, [12, 131, 603, 1558]],
  ] as const)('deal %s, %i players: counts to depth 4', (seed, players, rules, counts) => {
    const s = deal(unwrap(parseConfig({ players, ...rules })), seed);
    expect([1, 2, 3, 4].map((d) => perft(s, d))).toEqual(counts);
  });
});
