/** The state of a Speedlift game: plain data, the RNG state inside (stripped from views). */
import type { RngState, Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import type { Config } from './config.js';
import type { Dir } from './ride.js';

/** One card of the open ride and who laid it. */
export interface RideCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A public fact: a player had to leave the ride (L6). Recorded only for forced exits. */
export interface ExitFact {
  readonly seat: Seat;
  /** The floor the lift stood at (0 or 13 after an Expresskabine). */
  readonly floor: number;
  readonly dir: Dir;
  /** Liftboy and Expresskabine would have fitted ("sobald die Richtung feststeht"). */
  readonly specialsAllowed: boolean;
  /** The detective would have fitted. */
  readonly detectiveAllowed: boolean;
}

/** The score sheet of a finished round: "Kartons + Ladenhüter = Strafe der Runde". */
export interface RoundScore {
  readonly dealer: Seat;
  readonly kartons: readonly number[];
  readonly ladenhueter: readonly number[];
  readonly penalty: readonly number[];
}

/** The whole game. */
export interface State {
  readonly config: Config;
  /** 0-based round of the shift. */
  readonly round: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** "Die übrigen Karten liegen verdeckt im Lager – niemand kennt sie." */
  readonly lager: readonly Card[];
  readonly ride: readonly RideCard[];
  /** The floor shown by the indicator; −1 while no number card opened the ride. */
  readonly floor: number;
  readonly dir: Dir;
  /** Taken loads of this round per seat (public). */
  readonly loads: readonly (readonly (readonly Card[])[])[];
  /** Forced exits of this round (public, L6). */
  readonly exits: readonly ExitFact[];
  /** Finished rounds. */
  readonly scores: readonly RoundScore[];
  readonly over: boolean;
  /** Deals the following rounds; never in a view. */
  readonly rng: RngState;
}
