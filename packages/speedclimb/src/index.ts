/** Speedclimb: rules engine, notation, camp finder, computer opponents and the hint. */
import type { GameModule } from '@kartenhaus/core';
import { bots } from './bots/index.js';
import { speedclimb } from './game.js';
import { tableRules } from './table-rules.js';
import type { Event, Move, Setup, SpeedclimbConfig, State } from './state.js';
import type { View } from './view.js';

export const gameModule: GameModule<SpeedclimbConfig, Setup, State, Move, View, Event> = {
  definition: speedclimb,
  bots,
  table: tableRules,
};

export { speedclimb } from './game.js';
export { proposeCamp, validateCamp, layoffOptions, type CampProposal, type PenaltyOf } from './camp-finder.js';
export { hint } from './hint.js';
export { campVariants } from './moves.js';
export { parseCard, makeCard, sortCards, COLORS, SHERPA, STORM, type Card, type Color } from './cards.js';
export {
  ROUTES,
  ROUTE_IDS,
  describeCamp,
  penaltyOf,
  leftoverPenalty,
  HAND_SIZE,
  RESHUFFLE_LIMIT,
  type Route,
  type RouteId,
  type Camp,
  type Part,
} from './routes.js';
export type { Meld, PartAssignment, End } from './combos.js';
export { SPEEDCLIMB_ERRORS, type SpeedclimbErrorCode } from './errors.js';
export type { Decision, Why, DiscardBecause } from './bots/decide.js';
export type { Event, Move, Setup, SpeedclimbConfig, State, RoundRecord, Phase } from './state.js';
export type { View, PileView } from './view.js';
