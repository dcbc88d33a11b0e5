import type { TableRules } from '@kartenhaus/core';
import type { Event, Move } from './state.js';
import type { View } from './view.js';

/**
 * Speedclimb at the site's tables: solo with 1–5 computers and Turbo; online 2–6 seats, humans on
 * seats 1–4, seats 5 and 6 always computers, stakes 10/25/50/100 ("Am Tisch"). Nordwand's
 * carry-over choice (S7) is made during the round summary; a timed-out human keeps the proposal.
 */
export const tableRules: TableRules<Move, View, Event> = {
  solo: { min: 2, max: 6 },
  online: { min: 2, max: 6 },
  humanSeats: 4,
  onlineComputers: true,
  stakes: true,
  turbo: true,
  levels: ['leicht', 'normal', 'stark'],
  roundEnd: (e) => e.type === 'roundEnded',
  // Only the carry-over choice: after it the next Durchgang is dealt, and waits for the summary's end.
  movesInSummary: (v) => v.phase === 'carry',
  timeoutMove(v) {
    if (v.phase !== 'carry' || v.seat === null || !v.keepPending[v.seat] || !v.keep) return null;
    return { type: 'keep', cards: v.keep };
  },
};
