import type { RngState, Seat } from '@kartenhaus/core';
import type { Card, Rank } from './cards.js';
import type { GipfelConfig, TableRules } from './config.js';

/** G3 quick calls: "Ich brauch eine …!", "Warte, noch nicht aufdecken!", "Ich deck auf!". */
export type QuickCall =
  { readonly kind: 'brauche'; readonly rank: Rank } | { readonly kind: 'warte' } | { readonly kind: 'deckeAuf' };

/** Every action a seat can send. */
export type GipfelMove =
  /** A free peak card onto a pile; without `pile` it goes to the own pile if it fits there, else to a partner's (G2). */
  | { readonly type: 'play'; readonly card: Card; readonly pile?: Seat }
  /** "deckst du die oberste Karte deines Vorrats auf deinen Abwurfstapel auf". */
  | { readonly type: 'flip' }
  /** "Los!": starts the clock (G5: the server sends it when its countdown ends). */
  | { readonly type: 'start' }
  /** A quick call (G3); changes nothing on the table. */
  | { readonly type: 'call'; readonly call: QuickCall };

/** How one deal ended. */
export type GameOutcome =
  { readonly won: true; readonly score: number } | { readonly won: false; readonly reason: 'timeUp' | 'stuck' };

/** A call as the table remembers it: who, what, when. */
export interface HeardCall {
  readonly call: QuickCall;
  readonly at: number | null;
}

/** The whole table: plain JSON. */
export interface GipfelState {
  readonly config: GipfelConfig;
  readonly rules: TableRules;
  /** The 28 peak positions (see layout.ts); `null` = gone. */
  readonly peaks: readonly (Card | null)[];
  /** Each seat's stock, top card first. */
  readonly stocks: readonly (readonly Card[])[];
  /** Each seat's pile, bottom first (the last card is the top). */
  readonly piles: readonly (readonly Card[])[];
  /** Cards set aside unseen (levels with fewer stock cards than the deck holds). */
  readonly aside: readonly Card[];
  /** When the clock started (`null`: not yet) and the latest time seen. */
  readonly clock: {
    readonly startedAt: number | null;
    readonly now: number | null;
    readonly lastMoveAt: number | null;
  };
  /** The latest open quick call of each seat. */
  readonly calls: readonly (HeardCall | null)[];
  /** Finished deals of this series (one deal without Rekordjagd). */
  readonly finished: readonly GameOutcome[];
  readonly rng: RngState;
}

/**
 * A raw position ("not necessarily legal"): what tests, replays and the solver start from.
 * Missing fields take the values of a fresh deal.
 */
export interface GipfelSetup {
  readonly config: unknown;
  readonly peaks: readonly (Card | null)[];
  readonly stocks: readonly (readonly Card[])[];
  readonly piles: readonly (readonly Card[])[];
  readonly aside?: readonly Card[];
  /** Solver/simulation only: `false` plays "ohne den Kreis". */
  readonly wrap?: boolean;
  readonly startedAt?: number | null;
  readonly now?: number | null;
  readonly finished?: readonly GameOutcome[];
  readonly seed?: string;
}

/** A peak position as a seat sees it: a face-up card, face down, or gone. */
export type PeakSlot = Card | 'down' | null;

/** What one seat (or a spectator) sees. */
export interface GipfelView {
  readonly seat: Seat | null;
  readonly players: number;
  readonly config: GipfelConfig;
  readonly wrap: boolean;
  readonly peaks: readonly PeakSlot[];
  /** Piles are face up: every card, bottom first. */
  readonly piles: readonly (readonly Card[])[];
  /** Stocks are face down: counts only. */
  readonly stockCounts: readonly number[];
  readonly asideCount: number;
  readonly clock: {
    readonly limitMs: number | null;
    readonly startedAt: number | null;
    readonly now: number | null;
    /** Time left as of `now`; `null` without clock. */
    readonly leftMs: number | null;
    /** When the table last changed (a card played or turned up). */
    readonly lastMoveAt: number | null;
  };
  readonly calls: readonly (HeardCall | null)[];
  readonly finished: readonly GameOutcome[];
  readonly over: boolean;
  readonly legalMoves: readonly GipfelMove[];
}

/** What happened, in order. All of it is public. */
export type GipfelEvent =
  | { readonly type: 'started'; readonly at: number | null }
  | {
      readonly type: 'played';
      readonly seat: Seat;
      readonly card: Card;
      readonly pile: Seat;
      readonly at: number | null;
    }
  | { readonly type: 'flipped'; readonly pos: number; readonly card: Card }
  | { readonly type: 'turned'; readonly seat: Seat; readonly card: Card; readonly at: number | null }
  | { readonly type: 'called'; readonly seat: Seat; readonly call: QuickCall; readonly at: number | null }
  | { readonly type: 'gameOver'; readonly outcome: GameOutcome; readonly at: number | null }
  | { readonly type: 'dealt'; readonly game: number };
