/**
 * "Kleinste Zahl": a tiny game that proves the match runner and the contract before a real game
 * exists. Each seat gets three cards from 1–9; in turn every seat plays one card; after two
 * turns each the lowest sum of played cards wins (equal sums share the place).
 */
import { ruleError, type RuleError } from '../errors.js';
import type { Bot, GameDefinition, GameModule, GameResult } from '../game.js';
import { err, ok, type Result } from '../result.js';
import { Rng, shuffle } from '../rng.js';
import { compareTuples, nextSeat, placesFrom, type Seat } from '../seats.js';

export interface TinyConfig {
  readonly players: number;
}
export interface TinyState {
  readonly hands: number[][];
  readonly played: number[][];
  readonly turn: Seat;
}
export type TinySetup = TinyState;
export interface TinyView {
  readonly seat: Seat | null;
  readonly hand: number[];
  readonly handCounts: number[];
  readonly played: number[][];
  readonly legalMoves: number[];
}
export type TinyEvent = { readonly type: 'played'; readonly seat: Seat; readonly card: number };

const HAND = 3;
const PLAYS = 2;

export const tinyGame: GameDefinition<TinyConfig, TinySetup, TinyState, number, TinyView, TinyEvent> = {
  name: 'tiny',
  minPlayers: 2,
  maxPlayers: 3,
  parseConfig(raw) {
    const players = (raw as { players?: unknown } | null)?.players;
    if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 3)
      return err(ruleError('ERR_BAD_CONFIG', 'players must be 2 or 3'));
    return ok({ players });
  },
  fromSetup(setup) {
    const all = [...setup.hands.flat(), ...setup.played.flat()];
    if (all.some((c) => !Number.isInteger(c) || c < 1 || c > 9))
      return err(ruleError('ERR_BAD_SETUP', 'cards are 1–9'));
    if (setup.turn < 0 || setup.turn >= setup.hands.length) return err(ruleError('ERR_BAD_SETUP', 'turn'));
    return ok(structuredClone(setup));
  },
  deal(config, seed) {
    const deck = shuffle(
      Array.from({ length: 9 }, (_, i) => i + 1),
      Rng.fromSeed(seed),
    );
    const hands = Array.from({ length: config.players }, (_, s) => deck.slice(s * HAND, s * HAND + HAND));
    return { hands, played: hands.map(() => []), turn: 0 };
  },
  toAct: (s) => ((s.played[s.turn]?.length ?? PLAYS) < PLAYS ? [s.turn] : []),
  legalMoves: (s, seat) =>
    seat === s.turn && (s.played[seat]?.length ?? PLAYS) < PLAYS ? [...new Set(s.hands[seat] ?? [])] : [],
  play(s, seat, card): Result<{ state: TinyState; events: TinyEvent[] }, RuleError> {
    if (tinyGame.result(s)) return err(ruleError('ERR_GAME_OVER'));
    if (seat !== s.turn) return err(ruleError('ERR_NOT_YOUR_TURN'));
    const hand = s.hands[seat] ?? [];
    const i = hand.indexOf(card);
    if (i < 0) return err(ruleError('ERR_CARD_NOT_IN_HAND'));
    const hands = s.hands.map((h, j) => (j === seat ? h.filter((_, k) => k !== i) : h));
    const played = s.played.map((p, j) => (j === seat ? [...p, card] : p));
    return ok({
      state: { hands, played, turn: nextSeat(seat, s.hands.length) },
      events: [{ type: 'played', seat, card }],
    });
  },
  view: (s, seat) => ({
    seat,
    hand: seat === null ? [] : (s.hands[seat] ?? []).slice(),
    handCounts: s.hands.map((h) => h.length),
    played: s.played.map((p) => p.slice()),
    legalMoves: seat === null ? [] : tinyGame.legalMoves(s, seat).slice(),
  }),
  viewEvent: (e) => e,
  result(s): GameResult | null {
    if (s.played.some((p) => p.length < PLAYS)) return null;
    const scores = s.played.map((p) => p.reduce((a, b) => a + b, 0));
    const places = placesFrom(
      scores.map((x) => [x]),
      compareTuples,
    );
    return { places, scores, points: places.map((p) => (p === 1 ? 30 : 0)) };
  },
  parseMove(text) {
    const n = Number(text);
    return Number.isInteger(n) && n >= 1 && n <= 9 ? ok(n) : err(ruleError('ERR_BAD_NOTATION', text));
  },
  makeMove: (m) => String(m),
};

/** Plays its lowest card: the best strategy of this game. */
const low: Bot<TinyView, number> = { name: 'low', decide: (v) => Math.min(...v.legalMoves) };
/** Plays any legal card. */
const random: Bot<TinyView, number> = { name: 'random', decide: (v, rng) => rng.pick(v.legalMoves) };

export const gameModule: GameModule<TinyConfig, TinySetup, TinyState, number, TinyView, TinyEvent> = {
  definition: tinyGame,
  // `normal` is the level a site asks for a timed-out seat's decision.
  bots: { low, random, normal: low },
  // A test site's fourth game: 2–3 seats, humans everywhere, computers on free seats.
  table: {
    solo: { min: 2, max: 3 },
    online: { min: 2, max: 3 },
    humanSeats: 3,
    onlineComputers: true,
    stakes: false,
    turbo: false,
    levels: ['normal', 'low', 'random'],
    config: (choice) => ({ players: choice.players }),
    roundEnd: () => false,
  },
};
