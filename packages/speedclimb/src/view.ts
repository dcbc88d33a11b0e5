/**
 * What one seat may know: its own hand and backpack; of the others only counts; the top card of
 * every pile; the public melds, camps, storms, penalty points and the cards taken openly. Never
 * the stock order, other hands, other backpacks or the generator state.
 */
import type { GameResult, Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import { proposeCamp } from './camp-finder.js';
import type { Meld } from './combos.js';
import { legalMoves } from './moves.js';
import { result } from './result.js';
import { RESHUFFLE_LIMIT, ROUTES, type RouteId } from './routes.js';
import type { Event, Move, Phase, RoundRecord, State } from './state.js';

export interface PileView {
  readonly top: Card | null;
  readonly count: number;
}

export interface View {
  readonly seat: Seat | null;
  readonly route: RouteId;
  readonly players: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly phase: Phase;
  /** The seat's own hand (empty for spectators). */
  readonly hand: readonly Card[];
  readonly handCounts: readonly number[];
  readonly stockCount: number;
  /** Face-up Schneestürme under the stock (Gipfelsturm/Nordwand). */
  readonly stormsUnder: number;
  /** How often the stock was renewed in this round ("Material zum n-ten Mal neu gemischt", SC19). */
  readonly reshuffles: number;
  /** SC19: when the stock runs out after this many renewals, the round ends without a winner. */
  readonly reshuffleLimit: number;
  readonly piles: readonly PileView[];
  readonly melds: readonly Meld[];
  readonly level: readonly number[];
  readonly stagesDone: readonly (readonly boolean[])[];
  /**
   * The camp or stage each seat plays this round. Meister (free order, S12): another seat's stage is
   * `null` until it laid its camp — the game proposed it from that seat's hidden hand (SC10), and the
   * choice is the seat's own plan (SC22).
   */
  readonly stage: readonly (number | null)[];
  readonly campLaid: readonly boolean[];
  readonly acted: readonly boolean[];
  readonly storms: readonly boolean[];
  readonly penalty: readonly number[];
  readonly backpackCounts: readonly number[];
  readonly backpack: readonly Card[];
  readonly packed: readonly boolean[];
  readonly openTakes: readonly (readonly Card[])[];
  /**
   * Meister: the proposed stage of this round (own seat) and, until the seat's first action of the
   * round (S12), per stage whether the hand already holds it (the green dot); empty afterwards.
   */
  readonly proposed: number | null;
  readonly stageReady: readonly boolean[];
  /** Nordwand between rounds: the own carry-over choice and who still chooses. */
  readonly keep: readonly Card[] | null;
  readonly keepPending: readonly boolean[];
  readonly history: readonly RoundRecord[];
  readonly summit: Seat | null;
  readonly legalMoves: readonly Move[];
  /** After the game (`phase` 'over'): the final places, scores and points (public); null before. */
  readonly result: GameResult | null;
}

export function view(s: State, seat: Seat | null): View {
  const r = ROUTES[s.route];
  const own = seat === null ? null : seat;
  const hand = own === null ? [] : s.hands[own]!.slice();
  return {
    seat,
    route: s.route,
    players: s.players,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    phase: s.phase,
    hand,
    handCounts: s.hands.map((h) => h.length),
    stockCount: s.stock.length,
    stormsUnder: s.stormsUnder,
    reshuffles: s.reshuffles,
    reshuffleLimit: RESHUFFLE_LIMIT - 1,
    piles: s.piles.map((p) => ({ top: p[p.length - 1] ?? null, count: p.length })),
    melds: s.melds,
    level: s.level,
    stagesDone: s.stagesDone,
    stage: r.freeOrder ? s.stage.map((st, o) => (o === own || s.campLaid[o] ? st : null)) : s.stage,
    campLaid: s.campLaid,
    acted: s.acted,
    storms: s.storms,
    penalty: s.penalty,
    backpackCounts: s.backpacks.map((b) => b.length),
    backpack: own === null ? [] : s.backpacks[own]!.slice(),
    packed: s.packed,
    openTakes: s.openTakes,
    proposed: own === null ? null : (s.proposed[own] ?? null),
    stageReady:
      own === null || !r.freeOrder || s.phase !== 'draw' || s.acted[own]
        ? []
        : r.camps.map((camp, i) => !s.stagesDone[own]![i] && proposeCamp(hand, camp, r.deck.maxNumber) !== null),
    keep: own === null ? null : (s.keep[own] ?? null),
    keepPending: s.keepPending,
    history: s.history,
    summit: s.summit,
    legalMoves: own === null ? [] : legalMoves(s, own),
    result: result(s),
  };
}

/**
 * What a seat sees of an event: cards drawn from the stock or the backpack and packed cards stay
 * hidden, and so does another seat's Meister stage choice (SC22: it is `null` for the others).
 */
export function viewEvent(e: Event, seat: Seat | null): Event | null {
  switch (e.type) {
    case 'drew':
      return e.seat === seat || e.from === 'pile' ? e : { ...e, card: null };
    case 'packed':
      return e.seat === seat ? e : { ...e, card: null };
    case 'stageChosen':
      return e.seat === seat ? e : null;
    case 'roundStarted':
    case 'reshuffled':
    case 'campLaid':
    case 'laidOff':
    case 'discarded':
    case 'stormPlaced':
    case 'skipped':
    case 'kept':
    case 'roundEnded':
    case 'gameEnded':
      return e;
  }
}
