/** Speedlift as a `GameDefinition`: the contract the server, bots, runner and tests use. */
import { seedRng, type GameDefinition } from '@kartenhaus/core';
import { parseConfig, type Config } from './config.js';
import { makeMove, parseMove, type Event, type Move, type SpeedliftErrorCode } from './moves.js';
import { result } from './result.js';
import { legalMoves, play, startRound, toAct } from './rules.js';
import { fromSetup, type Setup } from './setup.js';
import type { State } from './state.js';
import { view, viewEvent, type View } from './view.js';
import { NAME } from './name.js';

/** Starts a game: round 1 is dealt from the seed; the RNG state in the game deals the later rounds. */
export function deal(config: Config, seed: string): State {
  return startRound(config, 0, seedRng(seedKey(seed)), [], []);
}

/** The RNG key of a game seed (shared with the Tagesfahrt so its published deals match `deal`). */
export const seedKey = (seed: string): string => `${NAME}:${seed}`;

export const speedlift: GameDefinition<Config, Setup, State, Move, View, Event, SpeedliftErrorCode> = {
  name: NAME,
  minPlayers: 3,
  maxPlayers: 6,
  parseConfig,
  fromSetup,
  deal,
  toAct,
  legalMoves,
  play: (s, seat, move) => play(s, seat, move),
  view,
  viewEvent,
  result,
  parseMove,
  makeMove,
};
