/**
 * Positions from raw data ("not necessarily legal"): `fromSetup` checks the cards against the
 * table's deck (no duplicate, none missing), the counts, the ride and the score sheets.
 */
import { countBy, err, nextSeat, ok, ruleError, seedRng, type Result, type Seat } from '@kartenhaus/core';
import { cardCode, fullDeck, isNumberCode, parseCard, CODE_HD, type Card } from './cards.js';
import { parseConfig, type Config } from './config.js';
import { dealerOf, HAND_SIZE } from './deal.js';
import type { SpeedliftError, SpeedliftErrorCode } from './moves.js';
import { afterCard, fits, NOT_OPENED, type Dir } from './ride.js';
import { shiftOver } from './scoring.js';
import type { ExitFact, RideCard, RoundScore, State } from './state.js';

/** A raw position. Cards in notation; missing parts default to a fresh round. */
export interface Setup {
  readonly config: unknown;
  readonly round?: number;
  readonly dealer?: Seat;
  readonly turn: Seat;
  readonly hands: readonly (readonly string[])[];
  readonly lager: readonly string[];
  readonly ride?: readonly { readonly seat: Seat; readonly card: string }[];
  readonly loads?: readonly (readonly (readonly string[])[])[];
  readonly exits?: readonly ExitFact[];
  readonly scores?: readonly RoundScore[];
  /** Seeds the deals of the following rounds. */
  readonly seed?: string;
}

type Checked<T> = Result<T, SpeedliftError>;
const fail = (code: SpeedliftErrorCode, detail: string): Checked<never> => err(ruleError(code, detail));

export function fromSetup(setup: Setup): Checked<State> {
  if (!wellFormed(setup)) return fail('ERR_BAD_SETUP', 'malformed setup');
  const config = parseConfig(setup.config);
  if (!config.ok) return config;
  const c = config.value;
  const round = setup.round ?? 0;
  const scores = setup.scores ?? [];
  const isSeat = (x: unknown): x is Seat => Number.isInteger(x) && (x as number) >= 0 && (x as number) < c.players;
  if (!Number.isInteger(round) || round < 0 || round >= c.players) return fail('ERR_BAD_SETUP', 'round');
  if (!isSeat(setup.turn)) return fail('ERR_BAD_SETUP', 'turn');
  const dealer = setup.dealer ?? dealerOf(round, c.players);
  if (!isSeat(dealer)) return fail('ERR_BAD_SETUP', 'dealer');
  if (!Array.isArray(setup.hands) || setup.hands.length !== c.players)
    return fail('ERR_BAD_COUNT', 'one hand per seat');
  const hands = cardLists(setup.hands);
  const lager = cardLists([setup.lager ?? []]);
  const loads = (setup.loads ?? setup.hands.map(() => [])).map((l) => cardLists(l));
  if (!hands.ok) return hands;
  if (!lager.ok) return lager;
  for (const l of loads) if (!l.ok) return l;
  const rideCards = cardLists([(setup.ride ?? []).map((r) => r.card)]);
  if (!rideCards.ok) return rideCards;
  const loadsV = loads.map((l) => (l.ok ? l.value : []));
  if (loadsV.length !== c.players) return fail('ERR_BAD_COUNT', 'one load list per seat');
  const cards = checkDeck(c, [hands.value, lager.value, [rideCards.value[0] ?? []], ...loadsV]);
  if (!cards.ok) return cards;
  const counts = checkCounts(c, hands.value, lager.value[0] ?? []);
  if (!counts.ok) return counts;
  const ride = checkRide(c, setup.ride ?? [], setup.turn);
  if (!ride.ok) return ride;
  const sheets = checkScores(c, scores, round);
  if (!sheets.ok) return sheets;
  const exits = checkExits(c, setup.exits ?? []);
  if (!exits.ok) return exits;
  return ok({
    config: c,
    round,
    dealer,
    turn: setup.turn,
    hands: hands.value,
    lager: lager.value[0] ?? [],
    ride: (setup.ride ?? []).map((r) => ({ seat: r.seat, card: r.card as Card })),
    floor: ride.value.floor,
    dir: ride.value.dir,
    loads: loadsV,
    exits: exits.value,
    scores: scores.map((r) => structuredClone(r)),
    over: false,
    rng: seedRng(setup.seed ?? 'setup'),
  });
}

const isArray = (x: unknown): x is readonly unknown[] => Array.isArray(x);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !isArray(x);
const strings = (x: unknown): boolean => isArray(x) && x.every((c) => typeof c === 'string');

/** The JSON shape of a setup (the values are checked afterwards). */
function wellFormed(x: unknown): x is Setup {
  if (!isRecord(x)) return false;
  const optional = (key: string, ok: (v: unknown) => boolean): boolean => x[key] === undefined || ok(x[key]);
  return (
    isArray(x.hands) &&
    x.hands.every(strings) &&
    strings(x.lager) &&
    optional('ride', (v) => isArray(v) && v.every((r) => isRecord(r) && typeof r.card === 'string')) &&
    optional('loads', (v) => isArray(v) && v.every((l) => isArray(l) && l.every(strings))) &&
    optional('exits', (v) => isArray(v) && v.every(isRecord)) &&
    optional('scores', (v) => isArray(v) && v.every(isRecord))
  );
}

function cardLists(lists: readonly (readonly string[])[]): Checked<Card[][]> {
  if (!Array.isArray(lists)) return fail('ERR_BAD_SETUP', 'card list expected');
  const out: Card[][] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) return fail('ERR_BAD_SETUP', 'card list expected');
    const cards: Card[] = [];
    for (const text of list) {
      const card = typeof text === 'string' ? parseCard(text) : null;
      if (!card?.ok || card.value !== text) return fail('ERR_BAD_SETUP', `bad card ${String(text)}`);
      cards.push(card.value);
    }
    out.push(cards);
  }
  return ok(out);
}

/** Every card of the table's deck exactly once (specials twice). */
function checkDeck(c: Config, groups: readonly (readonly (readonly Card[])[])[]): Checked<true> {
  const have = countBy(groups.flat(2));
  const want = countBy(fullDeck(c.players, c.sonderkarten));
  for (const [card, n] of have) {
    const w = want.get(card) ?? 0;
    if (n > w) return fail(w === 0 ? 'ERR_BAD_SETUP' : 'ERR_DUPLICATE_CARD', card);
  }
  for (const [card, n] of want) if ((have.get(card) ?? 0) < n) return fail('ERR_MISSING_CARD', card);
  return ok(true);
}

/** "Jeder bekommt 12 Karten. Die übrigen Karten liegen verdeckt im Lager." No hand is empty mid-round. */
function checkCounts(c: Config, hands: readonly (readonly Card[])[], lager: readonly Card[]): Checked<true> {
  const deck = fullDeck(c.players, c.sonderkarten).length;
  if (lager.length !== deck - HAND_SIZE * c.players) return fail('ERR_BAD_COUNT', `Lager holds ${lager.length}`);
  for (const [seat, h] of hands.entries())
    if (h.length < 1 || h.length > HAND_SIZE) return fail('ERR_BAD_COUNT', `seat ${seat} holds ${h.length}`);
  return ok(true);
}

/** Replays the open ride: clockwise seats, fitting cards, no detective after the opening. */
function checkRide(c: Config, ride: readonly RideCard[] | readonly { seat: Seat; card: string }[], turn: Seat) {
  let floor = NOT_OPENED;
  let dir: Dir = 0;
  let prev: Seat | null = null;
  for (const r of ride) {
    if (!Number.isInteger(r.seat) || r.seat < 0 || r.seat >= c.players) return fail('ERR_BAD_SETUP', 'ride seat');
    if (prev !== null && r.seat !== nextSeat(prev, c.players)) return fail('ERR_BAD_SETUP', 'ride not clockwise');
    const code = cardCode(r.card as Card);
    if (!fits(code, floor, dir, c.gleicheEtageHaelt, isNumberCode(code)) || (code === CODE_HD && floor !== NOT_OPENED))
      return fail('ERR_BAD_SETUP', `ride card ${r.card} does not fit`);
    ({ floor, dir } = afterCard(code, floor, dir));
    prev = r.seat;
  }
  if (prev !== null && turn !== nextSeat(prev, c.players)) return fail('ERR_BAD_SETUP', 'turn after the ride');
  return ok({ floor, dir });
}

function checkScores(c: Config, scores: readonly RoundScore[], round: number): Checked<true> {
  if (!isArray(scores) || scores.length !== round) return fail('ERR_BAD_SETUP', 'one score sheet per round');
  const row = (xs: unknown): xs is number[] =>
    Array.isArray(xs) && xs.length === c.players && xs.every(Number.isInteger);
  for (const r of scores) {
    if (!row(r.kartons) || !row(r.ladenhueter) || !row(r.penalty)) return fail('ERR_BAD_SETUP', 'score sheet');
    if (r.penalty.some((p: number, i: number) => p !== (r.kartons[i] ?? 0) + (r.ladenhueter[i] ?? 0)))
      return fail('ERR_BAD_SETUP', 'penalty ≠ Kartons + Ladenhüter');
  }
  if (round > 0 && shiftOver(c, scores)) return fail('ERR_BAD_SETUP', 'the game is already over');
  return ok(true);
}

function checkExits(c: Config, exits: readonly ExitFact[]): Checked<ExitFact[]> {
  if (!isArray(exits)) return fail('ERR_BAD_SETUP', 'exits');
  if (c.aussteigenJederzeit && exits.length > 0)
    return fail('ERR_BAD_SETUP', 'no exit facts with Aussteigen jederzeit');
  for (const e of exits)
    if (
      !Number.isInteger(e.seat) ||
      e.seat < 0 ||
      e.seat >= c.players ||
      !Number.isInteger(e.floor) ||
      ![1, -1, 0].includes(e.dir) ||
      typeof e.specialsAllowed !== 'boolean' ||
      typeof e.detectiveAllowed !== 'boolean'
    )
      return fail('ERR_BAD_SETUP', 'exit fact');
  return ok(exits.map((e) => ({ ...e })));
}
