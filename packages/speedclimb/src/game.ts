/** The Speedclimb `GameDefinition`. */
import type { GameDefinition } from '@kartenhaus/core';
import { play } from './engine.js';
import type { SpeedclimbErrorCode } from './errors.js';
import { legalMoves } from './moves.js';
import { makeMove, parseMove } from './notation.js';
import { result } from './result.js';
import { deal, fromSetup, MAX_PLAYERS, MIN_PLAYERS, parseConfig } from './setup.js';
import type { Event, Move, Setup, SpeedclimbConfig, State } from './state.js';
import { view, viewEvent, type View } from './view.js';
import { NAME } from './name.js';

export const speedclimb: GameDefinition<SpeedclimbConfig, Setup, State, Move, View, Event, SpeedclimbErrorCode> = {
  name: NAME,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  parseConfig,
  fromSetup,
  deal,
  toAct(s) {
    switch (s.phase) {
      case 'over':
        return [];
      case 'carry':
        return s.keepPending.flatMap((p, seat) => (p ? [seat] : []));
      case 'draw':
      case 'play':
        return [s.turn];
    }
  },
  legalMoves,
  play: (s, seat, move) => play(s, seat, move),
  view,
  viewEvent,
  result,
  parseMove,
  makeMove,
};
