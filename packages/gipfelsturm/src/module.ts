import type { GameModule } from '@kartenhaus/core';
import { bots } from './bots.js';
import type { GipfelConfig } from './config.js';
import { gipfelsturm } from './definition.js';
import { simulationTable } from './sim/table.js';
import { tableRules } from './table-rules.js';
import type { GipfelEvent, GipfelMove, GipfelSetup, GipfelState, GipfelView } from './types.js';

/**
 * Simulated time between two moves in the match runner: the team makes a move every 1.5 s, about
 * one card per player every 3 s — so that games with the clock on end by time as well.
 */
export const SIM_STEP_MS = 1500;

/** What `npm run sim` and the server load: the definition and the computer partners. */
export const gameModule: GameModule<GipfelConfig, GipfelSetup, GipfelState, GipfelMove, GipfelView, GipfelEvent> = {
  definition: gipfelsturm,
  bots,
  table: tableRules,
  simStepMs: SIM_STEP_MS,
  simulations: { table: simulationTable },
};
