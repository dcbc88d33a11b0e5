/** Shared helpers of the test files: play by notation, expect a refusal. */
import { unwrap, type Seat } from '@kartenhaus/core';
import { expect } from 'vitest';
import { speedclimb } from './game.js';
import type { Event, State } from './state.js';

/** Plays a move written in notation; throws when it is refused. */
export function step(s: State, seat: Seat, text: string): { state: State; events: readonly Event[] } {
  const played = speedclimb.play(s, seat, unwrap(speedclimb.parseMove(text)));
  if (!played.ok) throw new Error(`${text}: ${played.error.code} ${played.error.detail ?? ''}`);
  return played.value;
}

/** Plays several moves of one seat. */
export function steps(s: State, seat: Seat, ...texts: string[]): State {
  return texts.reduce((st, t) => step(st, seat, t).state, s);
}

/** Expects the move to be refused with `code`, leaving the state untouched and not listed as legal. */
export function refused(s: State, seat: Seat, text: string, code: string): void {
  const before = JSON.stringify(s);
  const move = unwrap(speedclimb.parseMove(text));
  const r = speedclimb.play(s, seat, move);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  const legal = speedclimb.legalMoves(s, seat).map((m) => speedclimb.makeMove(m));
  expect(legal).not.toContain(speedclimb.makeMove(move));
}

export const legalTexts = (s: State, seat: Seat): string[] =>
  speedclimb.legalMoves(s, seat).map((m) => speedclimb.makeMove(m));
