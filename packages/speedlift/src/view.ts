/**
 * What one seat may know: its own hand, everybody's hand count, the ride, floor and direction,
 * the taken loads, the forced exits and the markers derived from them (L6), the score sheets
 * and its legal moves. Never another hand, the Lager's cards or the RNG state.
 */
import { bySeat, type GameResult, type Seat } from '@kartenhaus/core';
import { byHandOrder, type Card } from './cards.js';
import type { Config } from './config.js';
import { boundsOf, markersOf } from './facts.js';
import type { Event, Move, SpeedliftErrorCode } from './moves.js';
import { result } from './result.js';
import type { Dir } from './ride.js';
import { legalMoves, refusal } from './rules.js';
import { totalsOf } from './scoring.js';
import type { ExitFact, RideCard, RoundScore, State } from './state.js';

/** A seat's (or a spectator's) view of the game. */
export interface View {
  readonly config: Config;
  /** The viewing seat; `null` for a spectator. */
  readonly seat: Seat | null;
  readonly round: number;
  /** "Schicht": as many rounds as players. */
  readonly rounds: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  /** The own hand, sorted (empty for a spectator). */
  readonly hand: readonly Card[];
  readonly handCounts: readonly number[];
  /** How many cards lie unseen in the Lager. */
  readonly lagerCount: number;
  readonly ride: readonly RideCard[];
  /** The floor indicator; −1 before the opening number card, 0/13 after an Expresskabine. */
  readonly floor: number;
  readonly dir: Dir;
  /** Taken loads of this round per seat. */
  readonly loads: readonly (readonly (readonly Card[])[])[];
  /** Forced exits of this round (empty under "Aussteigen jederzeit", L6). */
  readonly exits: readonly ExitFact[];
  /** Seat markers `≤7`, `≥4`, `4–9`, `o.S.`, `o.D.` … per seat (L6). */
  readonly markers: readonly (readonly string[])[];
  readonly scores: readonly RoundScore[];
  readonly totals: readonly number[];
  readonly legalMoves: readonly Move[];
  readonly over: boolean;
  readonly result: GameResult | null;
}

/**
 * The hand as shown, in hand order. A dealt hand is in it already (deal.ts) and stays so, so the
 * view shows the state's own list — the same object until the seat plays; only a position built
 * from a setup (lessons, tests: cards in the order given) gets a sorted copy.
 */
function handShown(hand: readonly Card[]): readonly Card[] {
  for (let i = 1; i < hand.length; i++) if (byHandOrder(hand[i - 1]!, hand[i]!) > 0) return [...hand].sort(byHandOrder);
  return hand;
}

/** The part of a view that is the same for every seat. */
type PublicPart = Omit<View, 'seat' | 'hand' | 'legalMoves'>;

/**
 * The public part of the last state viewed: a server builds the views of all seats of a state
 * one after the other, and they share it. One entry, not a map over states: the part dies with
 * the update instead of living as long as the state (garbage the collector would have to copy).
 * States never change once made (`play` builds new lists and shares the unchanged ones — tested
 * in properties.test.ts), so the part holds the state's own lists rather than copies.
 */
let lastPublic: { state: State; part: PublicPart } | null = null;

/**
 * What is derived from a list a move mostly leaves as it was (the exits of a round, the finished
 * rounds), once per list and config rather than once per state.
 */
const markersByExits = new WeakMap<object, { config: Config; value: unknown }>();
const totalsByScores = new WeakMap<object, { config: Config; value: unknown }>();

function perList<T>(
  cache: WeakMap<object, { config: Config; value: unknown }>,
  list: object,
  s: State,
  make: () => T,
): T {
  const known = cache.get(list);
  if (known?.config === s.config) return known.value as T;
  const value = make();
  cache.set(list, { config: s.config, value });
  return value;
}

function publicPart(s: State): PublicPart {
  if (lastPublic?.state === s) return lastPublic.part;
  const part: PublicPart = {
    config: s.config,
    round: s.round,
    rounds: s.config.players,
    dealer: s.dealer,
    turn: s.turn,
    handCounts: s.hands.map((h) => h.length),
    lagerCount: s.lager.length,
    ride: s.ride,
    floor: s.floor,
    dir: s.dir,
    loads: s.loads,
    exits: s.exits,
    markers: perList(markersByExits, s.exits, s, () =>
      bySeat(s.config.players, (q) => markersOf(boundsOf(s.exits, q, s.config.gleicheEtageHaelt))),
    ),
    scores: s.scores,
    totals: perList(totalsByScores, s.scores, s, () => totalsOf(s.scores, s.config.players)),
    over: s.over,
    result: result(s),
  };
  lastPublic = { state: s, part };
  return part;
}

/** One empty list for every empty hand and every seat not on turn (nothing to allocate, or keep). */
const NONE: readonly never[] = Object.freeze([]);

export function view(s: State, seat: Seat | null): View {
  const p = publicPart(s);
  const moves = seat === null ? NONE : legalMoves(s, seat);
  // Field by field (not a spread): the view's keys keep their documented order.
  return {
    config: p.config,
    seat,
    round: p.round,
    rounds: p.rounds,
    dealer: p.dealer,
    turn: p.turn,
    hand: seat === null ? NONE : handShown(s.hands[seat] ?? NONE),
    handCounts: p.handCounts,
    lagerCount: p.lagerCount,
    ride: p.ride,
    floor: p.floor,
    dir: p.dir,
    loads: p.loads,
    exits: p.exits,
    markers: p.markers,
    scores: p.scores,
    totals: p.totals,
    legalMoves: moves.length === 0 ? NONE : moves,
    over: p.over,
    result: p.result,
  };
}

/** Every Speedlift event is public (none carries a hidden card). */
export const viewEvent = (e: Event): Event => e;

/**
 * Why the viewing seat may not make `move` now, from its view alone — the code `play` would
 * answer (a spectator is never on turn). The table says it when a tap or a key is refused.
 */
export function viewRefusal(v: View, move: Move): SpeedliftErrorCode | null {
  if (v.seat === null) return v.over ? 'ERR_GAME_OVER' : 'ERR_NOT_YOUR_TURN';
  return refusal(v, v.seat, move, v.hand);
}
