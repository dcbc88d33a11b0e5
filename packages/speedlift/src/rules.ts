/** The rules of a ride, Feierabend and the shift: the one legal-move generator and `play`. */
import { err, nextSeat, ok, ruleError, type Played, type Result, type Seat } from '@kartenhaus/core';
import { CODE_HD, cardCode, isNumber, isNumberCode, type Card } from './cards.js';
import { dealRound, dealerOf, openerOf } from './deal.js';
import type { Event, Move, SpeedliftError, SpeedliftErrorCode } from './moves.js';
import { afterCard, fits, NOT_OPENED, type Dir } from './ride.js';
import { scoreRound, shiftOver, totalsOf } from './scoring.js';
import type { ExitFact, State } from './state.js';

/** Who may act: the seat whose turn it is, nobody once the game is over. */
export const toAct = (s: State): Seat[] => (s.over ? [] : [s.turn]);

/**
 * A move per card, made once: a server asks for the legal moves after every move, and the same
 * few objects serve every game (frozen — nobody changes a move).
 */
const playMoves = new Map<Card, Move>();
const EXIT: Move = Object.freeze({ type: 'exit' });
function playMove(card: Card): Move {
  let m = playMoves.get(card);
  if (!m) playMoves.set(card, (m = Object.freeze({ type: 'play', card })));
  return m;
}

/**
 * What a refusal reads: the public ride and the seat's own hand — nothing hidden (STYLE 12), so
 * a state and the seat's view of it give the same answer.
 */
export type Ride = Pick<State, 'over' | 'turn' | 'config' | 'ride' | 'floor' | 'dir'>;

/** The card may be laid now by the seat on turn (it holds it). */
function playable(s: Ride, card: Card, hasNumber: boolean): boolean {
  return fits(cardCode(card), s.floor, s.dir, s.config.gleicheEtageHaelt, hasNumber);
}

/** "Wer nicht kann, steigt aus"; house rule "Aussteigen jederzeit": also voluntarily. */
function mayExit(s: Ride, hand: readonly Card[], hasNumber: boolean): boolean {
  return (s.config.aussteigenJederzeit && s.ride.length > 0) || !hand.some((c) => playable(s, c, hasNumber));
}

/** The one generator of legal moves (cards in hand order, each card once, then the exit). */
export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.over || seat !== s.turn) return [];
  const hand = s.hands[seat] ?? [];
  const hasNumber = hand.some(isNumber);
  const moves: Move[] = [];
  for (const [i, card] of hand.entries())
    if (hand.indexOf(card) === i && playable(s, card, hasNumber)) moves.push(playMove(card));
  if (mayExit(s, hand, hasNumber)) moves.push(EXIT);
  return moves;
}

/** Why a move is refused, or null when it is legal (what `legalMoves` lists, without listing). */
export function refusal(s: Ride, seat: Seat, move: Move, hand: readonly Card[]): SpeedliftErrorCode | null {
  if (s.over) return 'ERR_GAME_OVER';
  if (seat !== s.turn) return 'ERR_NOT_YOUR_TURN';
  const hasNumber = hand.some(isNumber);
  switch (move.type) {
    case 'exit':
      if (mayExit(s, hand, hasNumber)) return null;
      return s.ride.length === 0 ? 'ERR_NOTHING_TO_TAKE' : 'ERR_MUST_PLAY';
    case 'play': {
      if (!hand.includes(move.card)) return 'ERR_CARD_NOT_IN_HAND';
      if (playable(s, move.card, hasNumber)) return null;
      const code = cardCode(move.card);
      if (s.floor === NOT_OPENED) return 'ERR_MUST_OPEN_WITH_NUMBER';
      if (!isNumberCode(code)) return 'ERR_SPECIAL_TOO_EARLY';
      return s.dir === 0 ? 'ERR_SAME_FLOOR' : 'ERR_WRONG_DIRECTION';
    }
  }
}

/** Applies a move; refused moves leave the state untouched and return a stable code. */
export function play(s: State, seat: Seat, move: Move): Result<Played<State, Event>, SpeedliftError> {
  const why = refusal(s, seat, move, s.hands[seat] ?? []);
  if (why) return err(ruleError(why, move.type === 'play' ? move.card : 'A'));
  const events: Event[] = [];
  const next = move.type === 'exit' ? exit(s, seat, events) : lay(s, seat, move.card, events);
  return ok({ state: next, events });
}

/** "Wer nicht kann, steigt aus: Er nimmt die ganze Ladung … und eröffnet die nächste Fahrt." */
function exit(s: State, seat: Seat, events: Event[]): State {
  const forced = legalMoves(s, seat).every((m) => m.type === 'exit');
  const load = s.ride.map((r) => r.card);
  events.push({ type: 'exited', seat, forced, load });
  // L6: with "Aussteigen jederzeit" no exit is a public fact.
  const fact: ExitFact | null =
    forced && !s.config.aussteigenJederzeit
      ? {
          seat,
          floor: s.floor,
          dir: s.dir,
          specialsAllowed: s.dir !== 0 && s.config.sonderkarten !== 'keine',
          detectiveAllowed: s.config.sonderkarten === 'alle',
        }
      : null;
  return { ...takeLoad(s, seat, load), exits: fact ? [...s.exits, fact] : s.exits };
}

/** The taker gets the load and opens the next ride (L1). */
function takeLoad(s: State, taker: Seat, load: readonly Card[]): State {
  const loads = s.loads.map((l, i) => (i === taker ? [...l, load] : l));
  return { ...s, loads, ride: [], floor: NOT_OPENED, dir: 0, turn: taker };
}

/** What laying a card does to the ride: `rideAfter`. */
export interface RideStep {
  /** The floor indicator with the card laid (the detective moves nothing). */
  readonly floor: number;
  readonly dir: Dir;
  /** Who acts next: the next seat clockwise, or the caught seat, who opens the next ride (L1). */
  readonly turn: Seat;
  /** L2: a detective in an opened ride catches whoever laid the card before it, with the whole load. */
  readonly caught: { readonly seat: Seat; readonly load: readonly Card[] } | null;
}

/**
 * What `seat` laying `card` does to the ride: floor and direction after it (L4, L5, L10), who is
 * next, whom a detective catches. Public (a view is a `Ride`): `play` applies it, and the page's
 * preview shows it before the card is laid.
 */
export function rideAfter(s: Ride, seat: Seat, card: Card): RideStep {
  const code = cardCode(card);
  const { floor, dir } = afterCard(code, s.floor, s.dir);
  const last = s.ride[s.ride.length - 1];
  if (code === CODE_HD && s.floor !== NOT_OPENED && last) {
    // L2: the detective catches whoever laid the card directly before it; L1: he opens next.
    return { floor, dir, turn: last.seat, caught: { seat: last.seat, load: [...s.ride.map((r) => r.card), card] } };
  }
  return { floor, dir, turn: nextSeat(seat, s.config.players), caught: null };
}

function lay(s: State, seat: Seat, card: Card, events: Event[]): State {
  const hand = s.hands[seat] ?? [];
  const i = hand.indexOf(card);
  const hands = s.hands.map((h, j) => (j === seat ? [...hand.slice(0, i), ...hand.slice(i + 1)] : h));
  const step = rideAfter(s, seat, card);
  const { floor, dir } = step;
  events.push({ type: 'played', seat, card, floor, dir });
  const ride = [...s.ride, { seat, card }];
  let next: State = { ...s, hands, ride, floor, dir, turn: step.turn };
  if (step.caught) {
    events.push({ type: 'caught', seat: step.caught.seat, by: seat, load: step.caught.load });
    next = takeLoad(next, step.caught.seat, step.caught.load);
  }
  // "Sobald jemand seine letzte Karte gelegt hat, ist Feierabend" — after the catch (L3).
  return (hands[seat] ?? []).length === 0 ? feierabend(next, seat, events) : next;
}

/** Scores the round; the open ride counts for nobody. Then the game ends or the next round is dealt. */
function feierabend(s: State, seat: Seat, events: Event[]): State {
  const score = scoreRound(s);
  events.push({ type: 'feierabend', round: s.round, seat, score });
  const scores = [...s.scores, score];
  if (shiftOver(s.config, scores)) {
    events.push({ type: 'gameOver', totals: totalsOf(scores, s.config.players) });
    return { ...s, scores, over: true }; // the open ride stays in the lift
  }
  return startRound(s.config, s.round + 1, s.rng, scores, events);
}

/** Deals round `round` and hands the first ride to the player left of the dealer (L7). */
export function startRound(
  config: State['config'],
  round: number,
  rng: State['rng'],
  scores: State['scores'],
  events: Event[],
): State {
  const dealt = dealRound(config, rng);
  const dealer = dealerOf(round, config.players);
  const opener = openerOf(round, config.players);
  events.push({ type: 'roundStarted', round, dealer, opener });
  return {
    config,
    round,
    dealer,
    turn: opener,
    hands: dealt.deal.hands,
    lager: dealt.deal.lager,
    ride: [],
    floor: NOT_OPENED,
    dir: 0,
    loads: dealt.deal.hands.map(() => []),
    exits: [],
    scores,
    over: false,
    rng: dealt.rng,
  };
}
