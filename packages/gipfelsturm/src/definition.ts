import { Rng, type GameDefinition } from '@kartenhaus/core';
import { parseConfig, rulesFor, type GipfelConfig } from './config.js';
import { dealFrom } from './deal.js';
import { makeMove, parseMove } from './notation.js';
import { play, tick, type GipfelErrorCode } from './play.js';
import { result } from './result.js';
import { fromSetup } from './setup.js';
import { legalMoves, toAct } from './table.js';
import type { GipfelEvent, GipfelMove, GipfelSetup, GipfelState, GipfelView } from './types.js';
import { view, viewEvent } from './view.js';
import { NAME } from './name.js';

/** Gipfelsturm, the real-time cooperative TriPeaks: the one definition the server, bots and tests use. */
export const gipfelsturm: GameDefinition<
  GipfelConfig,
  GipfelSetup,
  GipfelState,
  GipfelMove,
  GipfelView,
  GipfelEvent,
  GipfelErrorCode
> = {
  name: NAME,
  minPlayers: 2,
  maxPlayers: 3,
  parseConfig,
  fromSetup,
  deal: (config, seed) => dealFrom(config, rulesFor(config), Rng.fromSeed(seed).state),
  toAct,
  legalMoves,
  play,
  tick,
  view,
  viewEvent,
  result,
  parseMove,
  makeMove,
};
