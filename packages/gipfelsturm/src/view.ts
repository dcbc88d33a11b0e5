import type { Seat } from '@kartenhaus/core';
import { isFree } from './layout.js';
import { deadline, isOver, legalMoves } from './table.js';
import type { GipfelEvent, GipfelState, GipfelView, PeakSlot } from './types.js';

/**
 * What a seat (or a spectator) sees: face-up peak cards, face-down places, the piles (face up),
 * stock COUNTS only, the clock and the seat's legal moves. Never the stock order, the face-down
 * cards, the cards set aside or the generator state.
 */
export function view(state: GipfelState, seat: Seat | null): GipfelView {
  const peaks: PeakSlot[] = state.peaks.map((c, pos) => (c === null ? null : isFree(state.peaks, pos) ? c : 'down'));
  const end = deadline(state);
  const { startedAt, now, lastMoveAt } = state.clock;
  const leftMs =
    state.rules.timeMs === null ? null : end === null ? state.rules.timeMs : Math.max(0, end - (now ?? startedAt ?? 0));
  return {
    seat,
    players: state.rules.seats,
    config: state.config,
    wrap: state.rules.wrap,
    peaks,
    piles: state.piles.map((p) => p.slice()),
    stockCounts: state.stocks.map((s) => s.length),
    asideCount: state.aside.length,
    clock: { limitMs: state.rules.timeMs, startedAt, now, leftMs, lastMoveAt },
    calls: state.calls.slice(),
    finished: state.finished.slice(),
    over: isOver(state),
    legalMoves: seat === null ? [] : legalMoves(state, seat),
  };
}

/** Every event is public: a flipped card is face up for everyone, a turned stock card lies on a pile. */
export const viewEvent = (event: GipfelEvent, _seat: Seat | null): GipfelEvent | null => event;
