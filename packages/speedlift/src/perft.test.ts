import { describe, expect, it } from 'vitest';
import { legalMoves, play } from './rules.js';
import type { State } from './state.js';
import { position } from './testing/positions.js';

/** Number of legal move sequences of length `depth` (a finished game ends a sequence early). */
export function perft(s: State, depth: number): number {
  if (depth === 0 || s.over) return 1;
  let n = 0;
  for (const m of legalMoves(s, s.turn)) {
    const r = play(s, s.turn, m);
    if (!r.ok) throw new Error(r.error.code);
    n += perft(r.value.state, depth - 1);
  }
  return n;
}

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
});
