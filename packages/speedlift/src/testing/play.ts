/** Test helpers: play moves in notation by whoever is on turn. */
import { unwrap } from '@kartenhaus/core';
import { makeMove, parseMove, type Event } from '../moves.js';
import { legalMoves, play } from '../rules.js';
import type { State } from '../state.js';

/** Plays the moves in order (each by the seat on turn); throws if one is refused. */
export function playAll(state: State, ...moves: string[]): { state: State; events: Event[] } {
  let s = state;
  const events: Event[] = [];
  for (const text of moves) {
    const r = play(s, s.turn, unwrap(parseMove(text)));
    if (!r.ok) throw new Error(`${text} refused: ${r.error.code}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** The legal moves of the seat on turn, in notation. */
export const legal = (s: State): string[] => legalMoves(s, s.turn).map(makeMove);

/** The error code of a move by the seat on turn (or `seat`), `null` if accepted. */
export function refused(s: State, text: string, seat = s.turn): string | null {
  const r = play(s, seat, unwrap(parseMove(text)));
  return r.ok ? null : r.error.code;
}
