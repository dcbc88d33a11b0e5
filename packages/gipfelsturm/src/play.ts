import { err, ok, ruleError, type Played, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { isCard, rankOf, RANKS, type Card } from './cards.js';
import { dealFrom } from './deal.js';
import { COVERS, FACE_DOWN, isFree } from './layout.js';
import { deadline, fitsPile, isOver, judge } from './table.js';
import type { GameOutcome, GipfelEvent, GipfelMove, GipfelState, HeardCall, QuickCall } from './types.js';

/** The stable codes `play` returns; the state never changes when one is returned. */
export const GIPFEL_ERRORS = [
  'ERR_GAME_OVER',
  'ERR_NO_SUCH_SEAT',
  'ERR_ILLEGAL_MOVE',
  'ERR_BAD_TIME',
  'ERR_TIME_UP',
  'ERR_CARD_GONE',
  /** Any card the seat cannot see: face down in the peaks, in a stock or set aside. */
  'ERR_CARD_COVERED',
  /** No longer returned (hidden cards answer `ERR_CARD_COVERED`); kept so the code stays known. */
  'ERR_CARD_NOT_IN_PEAKS',
  'ERR_NO_SUCH_PILE',
  'ERR_DOES_NOT_FIT',
  'ERR_STOCK_EMPTY',
  'ERR_CALLS_OFF',
  'ERR_ALREADY_STARTED',
] as const;
export type GipfelErrorCode = (typeof GIPFEL_ERRORS)[number] | 'ERR_BAD_SETUP' | 'ERR_BAD_CONFIG' | 'ERR_BAD_NOTATION';
export type GipfelError = RuleError<GipfelErrorCode>;
type Outcome = Result<Played<GipfelState, GipfelEvent>, GipfelError>;

const fail = (code: GipfelErrorCode, detail?: string): Outcome => err(ruleError(code, detail));

/**
 * Applies one action of `seat` at time `at` (ms, the server's monotonic clock; omitted = no time
 * passes). G2: actions are applied in arrival order; a card that no longer fits is refused with
 * `ERR_DOES_NOT_FIT` and stays where it was. The first accepted card move or flip starts the clock
 * if "Los!" has not (G5: the server sends `start` after its countdown); quick calls never do.
 */
export function play(state: GipfelState, seat: Seat, move: GipfelMove, at?: number): Outcome {
  if (isOver(state)) return fail('ERR_GAME_OVER');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.rules.seats) return fail('ERR_NO_SUCH_SEAT', String(seat));
  const shape = checkShape(move, state.rules.seats);
  if (shape) return fail(shape === 'no such pile' ? 'ERR_NO_SUCH_PILE' : 'ERR_ILLEGAL_MOVE', shape);
  const now = at ?? state.clock.now;
  if (at !== undefined && (!Number.isFinite(at) || (state.clock.now !== null && at < state.clock.now)))
    return fail('ERR_BAD_TIME', `at ${at} before ${state.clock.now}`);
  const end = deadline(state);
  // "bevor die Zeit abgelaufen ist": at the deadline the hands are off; the server then calls tick.
  if (end !== null && now !== null && now >= end) return fail('ERR_TIME_UP');
  switch (move.type) {
    case 'call':
      // A quick call changes no card and does not start the clock (it may come during the countdown).
      if (state.config.stillerGipfel) return fail('ERR_CALLS_OFF');
      return ok(called({ state: { ...state, clock: { ...state.clock, now } }, events: [] }, seat, move.call, now));
    case 'start':
      if (state.clock.startedAt !== null) return fail('ERR_ALREADY_STARTED');
      return ok(started(state, now));
    case 'flip': {
      const p = started(state, now);
      return flip(p, seat, p.state.clock.now);
    }
    case 'play': {
      const p = started(state, now);
      return playCard(p, seat, move.card, move.pile, p.state.clock.now);
    }
  }
}

/** Starts the clock at `now` if it has not started; always records `now`. */
function started(state: GipfelState, now: number | null): Played<GipfelState, GipfelEvent> {
  if (state.clock.startedAt !== null) return { state: { ...state, clock: { ...state.clock, now } }, events: [] };
  const startedAt = now ?? 0;
  return {
    state: { ...state, clock: { startedAt, now: now ?? startedAt, lastMoveAt: null } },
    events: [{ type: 'started', at: startedAt }],
  };
}

function called(p: Played<GipfelState, GipfelEvent>, seat: Seat, call: QuickCall, at: number | null) {
  const calls = p.state.calls.map((c, s) => (s === seat ? { call, at } : c));
  return { state: { ...p.state, calls }, events: [...p.events, { type: 'called', seat, call, at } as const] };
}

/** "Wann immer du willst, deckst du die oberste Karte deines Vorrats auf deinen Abwurfstapel auf." */
function flip(p: Played<GipfelState, GipfelEvent>, seat: Seat, at: number | null): Outcome {
  const stock = p.state.stocks[seat] ?? [];
  const card = stock[0];
  // "Es gibt keinen zweiten Durchgang": an empty stock stays empty.
  if (card === undefined) return fail('ERR_STOCK_EMPTY');
  const state: GipfelState = {
    ...p.state,
    stocks: p.state.stocks.map((s, i) => (i === seat ? s.slice(1) : s)),
    piles: p.state.piles.map((pile, i) => (i === seat ? [...pile, card] : pile)),
  };
  return ok(afterChange(state, seat, [...p.events, { type: 'turned', seat, card, at }], at));
}

function playCard(
  p: Played<GipfelState, GipfelEvent>,
  seat: Seat,
  card: Card,
  pile: Seat | undefined,
  at: number | null,
): Outcome {
  const { state } = p;
  const pos = state.peaks.indexOf(card);
  if (pos < 0 || !isFree(state.peaks, pos)) {
    // A card on a pile is face up for everyone: gone. Every card the seat cannot see (face down in
    // the peaks, in a stock, set aside) is refused alike, wherever it lies (STYLE 12: a refusal is
    // part of the view; two codes would tell a prober where each hidden card lies).
    const played = state.piles.some((pl) => pl.includes(card));
    return fail(played ? 'ERR_CARD_GONE' : 'ERR_CARD_COVERED');
  }
  // G2: a click goes to the own pile if the card fits there, else to the next partner's that fits.
  const target =
    pile ??
    Array.from({ length: state.rules.seats }, (_, i) => (seat + i) % state.rules.seats).find((s) =>
      fitsPile(state, card, s),
    );
  if (target === undefined || !fitsPile(state, card, target)) return fail('ERR_DOES_NOT_FIT');
  const peaks = state.peaks.map((c) => (c === card ? null : c));
  const events: GipfelEvent[] = [...p.events, { type: 'played', seat, card, pile: target, at }];
  // "Sobald beide Karten weg sind, die eine verdeckte Karte bedecken …, dreht ihr sie um" (G2: by itself).
  for (const parent of COVERS[pos] ?? [])
    if (parent < FACE_DOWN && isFree(peaks, parent))
      events.push({ type: 'flipped', pos: parent, card: peaks[parent] as Card });
  const next: GipfelState = {
    ...state,
    peaks,
    piles: state.piles.map((pl, i) => (i === target ? [...pl, card] : pl)),
    calls: state.calls.map((c, s) =>
      s === target && c?.call.kind === 'brauche' && c.call.rank === rankOf(card) ? null : c,
    ),
  };
  return ok(afterChange(next, seat, events, at));
}

/** After a card moved: the actor's open call is done, the deal may end, a series deals on. */
function afterChange(state: GipfelState, seat: Seat, events: GipfelEvent[], at: number | null) {
  const calls: (HeardCall | null)[] = state.calls.map((c, s) => (s === seat ? null : c));
  const moved: GipfelState = { ...state, calls, clock: { ...state.clock, lastMoveAt: at } };
  const outcome = judge(moved);
  return outcome ? endDeal(moved, outcome, events, at) : { state: moved, events };
}

/** Records a finished deal; in a Rekordjagd series with deals left the next one is dealt at once. */
export function endDeal(
  state: GipfelState,
  outcome: GameOutcome,
  events: readonly GipfelEvent[],
  at: number | null,
): Played<GipfelState, GipfelEvent> {
  const finished = [...state.finished, outcome];
  const out: GipfelEvent[] = [...events, { type: 'gameOver', outcome, at }];
  if (finished.length >= state.config.games) return { state: { ...state, finished }, events: out };
  const next = dealFrom(state.config, state.rules, state.rng, finished);
  return {
    state: { ...next, clock: { ...next.clock, now: at } },
    events: [...out, { type: 'dealt', game: finished.length }],
  };
}

/** Real-time: "Ihr verliert, wenn die Zeit abläuft (sofort Hände weg)". Nothing happens before the deadline. */
export function tick(state: GipfelState, at: number): Played<GipfelState, GipfelEvent> {
  const end = deadline(state);
  if (isOver(state) || !Number.isFinite(at) || (state.clock.now !== null && at < state.clock.now))
    return { state, events: [] };
  const clock = { ...state.clock, now: at };
  if (end === null || at < end) return { state: { ...state, clock }, events: [] };
  return endDeal({ ...state, clock }, { won: false, reason: 'timeUp' }, [], end);
}

/** Why a wire move is malformed, or `null` when it has the right shape. */
function checkShape(move: unknown, seats: number): string | null {
  if (typeof move !== 'object' || move === null) return 'not an object';
  const m = move as Record<string, unknown>;
  switch (m.type) {
    case 'start':
    case 'flip':
      return null;
    case 'play':
      if (!isCard(m.card)) return 'card must be 0–51';
      if (m.pile !== undefined && !(Number.isInteger(m.pile) && (m.pile as number) >= 0 && (m.pile as number) < seats))
        return 'no such pile';
      return null;
    case 'call':
      return checkCall(m.call);
    default:
      return `unknown type ${String(m.type)}`;
  }
}

function checkCall(call: unknown): string | null {
  const c = call as { kind?: unknown; rank?: unknown } | null;
  if (c?.kind === 'warte' || c?.kind === 'deckeAuf') return null;
  if (c?.kind === 'brauche' && Number.isInteger(c.rank) && (c.rank as number) >= 0 && (c.rank as number) < RANKS)
    return null;
  return 'unknown call';
}
