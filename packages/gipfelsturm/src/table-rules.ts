import type { TableRules } from '@kartenhaus/core';
import { LEVELS, type Level } from './config.js';
import { partnerStep } from './pace.js';
import type { GipfelEvent, GipfelMove, GipfelView } from './types.js';

/**
 * Gipfelsturm (cooperative TriPeaks, real-time) at the site's tables: solo with one computer
 * partner or two ("Variante: Zu dritt", G4), online 2–3 humans only; a countdown precedes "Los!"
 * (G5); a Rekordjagd's next deal gets a summary and a new countdown. The table's level is the
 * partner's pace; the game's own level is `options.level`.
 */
export const tableRules: TableRules<GipfelMove, GipfelView, GipfelEvent> = {
  solo: { min: 2, max: 3 },
  online: { min: 2, max: 3 },
  humanSeats: 3,
  onlineComputers: false,
  stakes: false,
  turbo: false,
  levels: LEVELS,
  // G5's time limit holds at every table; `clock: false` exists for simulations (playMatch) only.
  refuseOptions: (o) =>
    o.clock === false ? 'clock: false is for simulations only; every table plays against the time limit' : null,
  roundEnd: (e) => e.type === 'dealt',
  pace(view, level, rng) {
    const step = partnerStep(view, level as Level, rng);
    switch (step.kind) {
      case 'act':
        return { move: step.move, delayMs: step.delayMs };
      case 'hold':
        return { move: null, delayMs: step.recheckMs };
      case 'idle':
        return { move: null, delayMs: 1_000 };
    }
  },
  realtime: { startMove: { type: 'start' }, tickMs: 250 },
};
