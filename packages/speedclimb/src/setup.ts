/** Options, the first deal and the validation of raw positions. */
import {
  err,
  ok,
  Rng,
  ruleError,
  sameMultiset,
  seedRng,
  unknownOptions,
  type Result,
  type RuleError,
} from '@kartenhaus/core';
import { buildDeck, inDeck } from './cards.js';
import { toDraft, fromDraft } from './draft.js';
import { allCards } from './engine.js';
import { startRound } from './round.js';
import { RESHUFFLE_LIMIT, ROUTE_IDS, ROUTES, type RouteId } from './routes.js';
import type { Setup, SpeedclimbConfig, State } from './state.js';

/** "für 1 bis 6 Spieler (allein gegen den Computer …)": a table has 2–6 seats; solo means computer seats. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** The options a Speedclimb table knows. */
export const CONFIG_KEYS = ['players', 'route'] as const;

export function parseConfig(raw: unknown): Result<SpeedclimbConfig, RuleError<'ERR_BAD_CONFIG'>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err(ruleError('ERR_BAD_CONFIG', 'options must be an object'));
  // Options are stored with the table and shown to every viewer: only the known ones pass.
  const unknown = unknownOptions(raw, CONFIG_KEYS);
  if (unknown) return err(ruleError('ERR_BAD_CONFIG', unknown));
  const { players, route = 'gipfelsturm' } = raw as { players?: unknown; route?: unknown };
  if (typeof players !== 'number' || !Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return err(ruleError('ERR_BAD_CONFIG', 'players must be 2–6'));
  if (typeof route !== 'string' || !(ROUTE_IDS as readonly string[]).includes(route))
    return err(ruleError('ERR_BAD_CONFIG', `route must be one of ${ROUTE_IDS.join(', ')}`));
  return ok({ players, route: route as RouteId });
}

/** "Im ersten Durchgang wird der Geber ausgelost." */
export function deal(config: SpeedclimbConfig, seed: string): State {
  const rng = new Rng(seedRng(seed));
  const n = config.players;
  const r = ROUTES[config.route];
  const dealer = rng.int(n);
  const empty = <T>(f: () => T): T[] => Array.from({ length: n }, f);
  const base: State = {
    route: config.route,
    players: n,
    rng: rng.state,
    round: 1,
    dealer,
    turn: dealer,
    phase: 'draw',
    hands: empty(() => []),
    stock: [],
    stormsUnder: 0,
    reshuffles: 0,
    piles: [],
    melds: [],
    level: empty(() => 0),
    stagesDone: empty(() => r.camps.map(() => false)),
    stage: empty(() => 0),
    proposed: empty(() => 0),
    campLaid: empty(() => false),
    acted: empty(() => false),
    storms: empty(() => false),
    penalty: empty(() => 0),
    backpacks: empty(() => []),
    packed: empty(() => false),
    openTakes: empty(() => []),
    keep: empty(() => null),
    keepPending: empty(() => false),
    history: [],
    summit: null,
  };
  const d = toDraft(base);
  startRound(d);
  return fromDraft(d).state;
}

type SetupError = RuleError<'ERR_BAD_SETUP'>;
// Array.isArray narrows a typed array to any[]; this keeps the declared element type.
const isArray = (x: unknown): x is readonly unknown[] => Array.isArray(x);
const bad = (detail: string): Result<State, SetupError> => err(ruleError('ERR_BAD_SETUP', detail));

/** Validates a raw position: shapes, seats, cards of the route's deck, and the whole deck present once. */
export function fromSetup(setup: Setup): Result<State, SetupError> {
  let s: State;
  try {
    s = structuredClone(setup) as State;
  } catch {
    return bad('not plain data');
  }
  if (typeof s !== 'object' || s === null) return bad('not an object');
  // Positions written before SC19 have no renewal count: it reads as 0.
  if ((s as { reshuffles?: number }).reshuffles === undefined) s = { ...s, reshuffles: 0 };
  if (!(ROUTE_IDS as readonly unknown[]).includes(s.route)) return bad('route');
  const r = ROUTES[s.route];
  const n = s.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) return bad('players');
  const perSeat = [
    s.hands,
    s.level,
    s.stagesDone,
    s.stage,
    s.proposed,
    s.campLaid,
    s.acted,
    s.storms,
    s.penalty,
    s.backpacks,
    s.packed,
    s.openTakes,
    s.keep,
    s.keepPending,
  ];
  if (perSeat.some((a) => !Array.isArray(a) || a.length !== n)) return bad('per-seat arrays');
  if (!isArray(s.piles) || s.piles.length !== (r.piles === 'depots' ? n : 1)) return bad('piles');
  const cardLists = [
    s.stock,
    ...s.hands,
    ...s.piles,
    ...s.backpacks,
    ...s.openTakes,
    ...s.keep.filter((k) => k !== null),
  ];
  if (cardLists.some((l) => !Array.isArray(l) || l.some((c) => typeof c !== 'string'))) return bad('card lists');
  if (!isArray(s.melds) || s.melds.some((m) => typeof m !== 'object' || m === null || !Array.isArray(m.cards)))
    return bad('melds');
  if (!Array.isArray(s.history)) return bad('history');
  if (!Number.isInteger(s.stormsUnder) || s.stormsUnder < 0 || s.stormsUnder > r.deck.storms) return bad('stormsUnder');
  if (!Number.isInteger(s.reshuffles) || s.reshuffles < 0 || s.reshuffles >= RESHUFFLE_LIMIT) return bad('reshuffles');
  if (!Number.isInteger(s.round) || s.round < 1) return bad('round');
  const flags = [s.campLaid, s.acted, s.storms, s.packed, s.keepPending, ...s.stagesDone];
  if (flags.some((f) => !Array.isArray(f) || f.some((x) => typeof x !== 'boolean'))) return bad('flags');
  if (s.stagesDone.some((d) => d.length !== r.camps.length)) return bad('stagesDone');
  if (s.penalty.some((p) => !Number.isInteger(p) || p < 0)) return bad('penalty');
  if (s.proposed.some((st) => !Number.isInteger(st) || st < 0 || st >= r.camps.length)) return bad('proposed');
  if (s.summit !== null && !(Number.isInteger(s.summit) && s.summit >= 0 && s.summit < n)) return bad('summit');
  if (!Array.isArray(s.rng) || s.rng.length !== 4) return bad('rng');
  for (const seat of [s.turn, s.dealer]) if (!Number.isInteger(seat) || seat < 0 || seat >= n) return bad('seat');
  if (!['draw', 'play', 'carry', 'over'].includes(s.phase)) return bad('phase');
  if (s.stage.some((st) => !Number.isInteger(st) || st < 0 || st >= r.camps.length)) return bad('stage');
  if (s.level.some((lv) => !Number.isInteger(lv) || lv < 0 || lv > r.camps.length)) return bad('level');
  if (s.backpacks.some((b) => b.length > r.backpack || b.includes('X'))) return bad('backpack');
  const cards = allCards(s);
  if (cards.some((c) => typeof c !== 'string' || !inDeck(c, r.deck))) return bad('card');
  if (!sameMultiset(cards, buildDeck(r.deck))) return bad('cards are not exactly the deck');
  return ok(s);
}
