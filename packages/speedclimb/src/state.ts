/** The plain-data state of a Speedclimb game, its moves and its events. */
import type { RngState, Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import type { End, Meld, PartAssignment } from './combos.js';
import type { RouteId } from './routes.js';

export interface SpeedclimbConfig {
  readonly players: number;
  readonly route: RouteId;
}

/**
 * `draw`: the player to act must take a card (Meister: may first choose a stage).
 * `play`: after the draw — lay the camp, lay off, then discard / Schneesturm / pack.
 * `carry`: Nordwand, between rounds: players choose the cards they keep (S7).
 * `over`: the game has ended.
 */
export type Phase = 'draw' | 'play' | 'carry' | 'over';

/** What happened to one seat in a finished round (the "Bilanz"). */
export interface RoundRecord {
  readonly round: number;
  /** The seat that got rid of its last card, or null (exhausted piles, or camp 8 laid). */
  readonly finisher: Seat | null;
  readonly campLaid: readonly boolean[];
  /** The camp or stage (0-based index into the route's camps) each seat played this round. */
  readonly stage: readonly number[];
  readonly handCounts: readonly number[];
  /** Expedition routes: penalty points of this round. */
  readonly penalty: readonly number[];
  /** SC19: the round ended because the stock ran out once more after its last allowed renewal. */
  readonly limit?: true;
  /** S9: the seat that laid the Gipfellager in this round; the game ended at once. */
  readonly summit?: Seat;
}

export interface State {
  readonly route: RouteId;
  readonly players: number;
  readonly rng: RngState;
  readonly round: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly phase: Phase;
  readonly hands: readonly (readonly Card[])[];
  /** Face-down stock; the top card is the last element. */
  readonly stock: readonly Card[];
  /** Gipfelsturm/Nordwand: face-up Schneestürme under the stock (S3). */
  readonly stormsUnder: number;
  /** How often the stock was renewed in this round (public; SC19 ends the round at the limit). */
  readonly reshuffles: number;
  /** Depots (one per seat, S1) or the one discard pile (Expedition); top card last. */
  readonly piles: readonly (readonly Card[])[];
  readonly melds: readonly Meld[];
  /** Camps done (Gipfelsturm/Nordwand; 8 = summit) or stages done (Expedition routes). */
  readonly level: readonly number[];
  /** Meister: which stages each seat has completed. */
  readonly stagesDone: readonly (readonly boolean[])[];
  /** The camp/stage index each seat plays this round. */
  readonly stage: readonly number[];
  /** Meister: the stage the game proposed at the start of this round. */
  readonly proposed: readonly number[];
  readonly campLaid: readonly boolean[];
  /** Has the seat acted yet this round (ends the Meister stage choice, S12). */
  readonly acted: readonly boolean[];
  /** A Schneesturm lies in front of the seat. */
  readonly storms: readonly boolean[];
  readonly penalty: readonly number[];
  readonly backpacks: readonly (readonly Card[])[];
  readonly packed: readonly boolean[];
  /** Cards each seat took openly from a depot or the discard pile this round (public). */
  readonly openTakes: readonly (readonly Card[])[];
  /** Nordwand carry-over: cards kept into the next round (S7); null = not eligible or already dealt. */
  readonly keep: readonly (readonly Card[] | null)[];
  /** Nordwand carry-over: seats that still have to confirm their choice. */
  readonly keepPending: readonly boolean[];
  readonly history: readonly RoundRecord[];
  /** Seat that laid the summit camp (game ends at once, S9). */
  readonly summit: Seat | null;
}

/**
 * A raw position for tests and replays; validated by `fromSetup`. `reshuffles` may be missing
 * (positions written before SC19): it then reads as 0.
 */
export type Setup = Omit<State, 'reshuffles'> & { readonly reshuffles?: number };

export type DrawSource =
  | { readonly from: 'stock' }
  | { readonly from: 'pile'; readonly pile: number }
  | { readonly from: 'backpack'; readonly card: Card };

export type Move =
  | ({ readonly type: 'draw' } & DrawSource)
  | { readonly type: 'camp'; readonly parts: readonly PartAssignment[] }
  | { readonly type: 'layoff'; readonly card: Card; readonly meld: number; readonly end: End }
  | { readonly type: 'discard'; readonly card: Card }
  | { readonly type: 'storm'; readonly target: Seat }
  | { readonly type: 'pack'; readonly card: Card }
  | { readonly type: 'stage'; readonly stage: number }
  | { readonly type: 'keep'; readonly cards: readonly Card[] };

export type Event =
  | { readonly type: 'roundStarted'; readonly round: number; readonly dealer: Seat; readonly opening: Card | null }
  | {
      readonly type: 'drew';
      readonly seat: Seat;
      readonly from: DrawSource['from'];
      readonly pile?: number;
      readonly card: Card | null;
    }
  | { readonly type: 'reshuffled'; readonly cards: number; readonly cause: 'empty' | 'storm' }
  | { readonly type: 'campLaid'; readonly seat: Seat; readonly melds: readonly Meld[] }
  | { readonly type: 'laidOff'; readonly seat: Seat; readonly card: Card; readonly meld: number; readonly end: End }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'stormPlaced'; readonly seat: Seat; readonly target: Seat }
  | { readonly type: 'skipped'; readonly seat: Seat }
  | { readonly type: 'packed'; readonly seat: Seat; readonly card: Card | null }
  | { readonly type: 'stageChosen'; readonly seat: Seat; readonly stage: number }
  | { readonly type: 'kept'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'roundEnded'; readonly record: RoundRecord }
  | { readonly type: 'gameEnded' };
