export * from './cards.js';
export * from './config.js';
export * from './moves.js';
export { afterCard, fits, NOT_OPENED, GROUND_FLOOR, ROOF, type Dir } from './ride.js';
export type { State, RideCard, ExitFact, RoundScore } from './state.js';
export type { Setup } from './setup.js';
export { viewRefusal, type View } from './view.js';
export { rideAfter, type RideStep } from './rules.js';
export { speedlift, deal } from './definition.js';
export { boundsOf, markersOf, allowedBy, type HandBounds } from './facts.js';
export { bots, leicht, normal, stark, estimateMoves, bestOf, type MoveEstimate, type Sampling } from './bots.js';
export { hint, whyOf, type Hint, type HintReason, type HintOptions, type HintWhy } from './hint.js';
export { dailyDeals, tagesfahrtText, TAGESFAHRT_CONFIG, type DailyDeals, type DailyDeal } from './daily.js';

import type { GameModule } from '@kartenhaus/core';
import { bots } from './bots.js';
import { tableRules } from './table-rules.js';
import type { Config } from './config.js';
import { speedlift } from './definition.js';
import type { Event, Move } from './moves.js';
import type { Setup } from './setup.js';
import type { State } from './state.js';
import type { View } from './view.js';

/** Speedlift for the match runner, the server and the tools. */
export const gameModule: GameModule<Config, Setup, State, Move, View, Event> = {
  definition: speedlift,
  bots,
  table: tableRules,
  // Duplicate play counts penalty points per game: higher is better, so fewer points are a gain.
  duplicateScore: {
    unit: 'penalty points per game (positive = fewer)',
    value: (result, seat) => -(result.scores[seat] ?? 0),
  },
};
