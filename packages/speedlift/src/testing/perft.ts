import { legalMoves, play } from '../rules.js';
import type { State } from '../state.js';

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
