import type { GameModule, Rng, TableChoice, TableRules } from '@kartenhaus/core';
import { gameModule as tiny } from '@kartenhaus/core/testing/tiny-game';
import { gameModule as gipfelsturm } from '@kartenhaus/gipfelsturm';
import { gameModule as speedclimb } from '@kartenhaus/speedclimb';
import { gameModule as speedlift } from '@kartenhaus/speedlift';
import type { TableSettings } from '@kartenhaus/protocol';
import { berlinDay, isDay } from './accounts/time.js';
import { signedDaySeed } from './daily-secret.js';

export type { SeatRange } from '@kartenhaus/core';

/**
 * A registered game as the table server uses it: the package's module with its `TableRules`
 * (limits, options, round ends, pacing, the daily ride), moves as notation. Everything here is
 * derived from the package; the server decides nothing per game.
 */
export interface GameEntry extends Pick<
  TableRules,
  'solo' | 'online' | 'humanSeats' | 'onlineComputers' | 'stakes' | 'turbo' | 'levels'
> {
  /** Whether the game takes this view's seat's decision during the round summary (`TableRules.movesInSummary`). */
  movesInSummary?(view: unknown): boolean;
  /** The game's name (its definition's `name`): registry key, URL segment, stored name. */
  readonly key: string;
  /** The module the bot workers import (exports `gameModule`). */
  readonly specifier: string;
  readonly module: GameModule;
  /** Options the game accepts but a table must not carry: a refusal's detail, or `null`. */
  refuseOptions(options: TableSettings['options']): string | null;
  /** The raw game options for `parseConfig` from the table's settings. */
  config(settings: TableSettings, players: number): unknown;
  /** Whether this event ends a round, after which the table shows the round summary. */
  isRoundEnd(event: unknown): boolean;
  /**
   * A game dealt from a seed the server derives instead of a random one (the daily ride): the
   * seed and the day, `null` for an ordinary game, or a refusal of the settings.
   */
  dailySeed?(settings: TableSettings, secret: () => string, now: Date): { seed: string; date: string } | null | string;
  /** The daily ride's seed of a past Berlin day, for publishing it (`null`: the game has none). */
  daySeed?(day: string, secret: string): string | null;
  /** The bot label the daily ride's computers play on a day (`DailyRide.computers`). */
  dailyComputers?(day: string): string;
  /** What a timed-out human's seat plays (notation), before the computer is asked; `null`: the computer decides. */
  timeoutMove?(view: unknown): string | null;
  /** A game's own computer pacing: which move (notation, `null`: hold back) and when. */
  pace?(view: unknown, level: string, rng: Rng): { move: string | null; delayMs: number };
  /** Real-time games: the start move's notation and how often the server ticks. */
  readonly realtime?: { readonly startMove: string; readonly tickMs: number };
}

const choiceOf = (s: TableSettings, players: number): TableChoice => ({
  mode: s.mode,
  players,
  level: s.level,
  options: s.options,
});

/**
 * The one place a game package becomes a table server's game: everything comes from the module
 * (its definition and `table` rules); moves leave as the game's own notation.
 */
export function siteGame(specifier: string, module: GameModule): GameEntry {
  const def = module.definition;
  const r = module.table;
  const notation = (move: unknown): string | null => (move === null || move === undefined ? null : def.makeMove(move));
  const daily = r.daily;
  return {
    key: def.name,
    specifier,
    module,
    solo: r.solo,
    online: r.online,
    humanSeats: r.humanSeats,
    onlineComputers: r.onlineComputers,
    stakes: r.stakes,
    turbo: r.turbo,
    levels: r.levels,
    ...(r.movesInSummary && { movesInSummary: (v: unknown) => r.movesInSummary!(v) }),
    refuseOptions: (o) => r.refuseOptions?.(o) ?? null,
    config: (s, players) => (r.config ? r.config(choiceOf(s, players)) : { ...s.options, players }),
    isRoundEnd: (e) => r.roundEnd(e),
    ...(daily && {
      dailySeed(s: TableSettings, secret: () => string, now: Date) {
        const asks = daily.asks(choiceOf(s, s.players));
        if (asks !== true) return asks === false ? null : asks;
        const date = berlinDay(now.getTime());
        return { seed: signedDaySeed(secret(), daily.seedText(date)), date };
      },
      daySeed(day: string, secret: string) {
        return isDay(day) ? signedDaySeed(secret, daily.seedText(day)) : null;
      },
      ...(daily.computers && { dailyComputers: (day: string) => daily.computers!(day) }),
    }),
    ...(r.timeoutMove && { timeoutMove: (view: unknown) => notation(r.timeoutMove!(view)) }),
    ...(r.pace && {
      pace(view: unknown, level: string, rng: Rng) {
        const step = r.pace!(view, level, rng);
        return { move: notation(step.move), delayMs: step.delayMs };
      },
    }),
    ...(r.realtime && { realtime: { startMove: def.makeMove(r.realtime.startMove), tickMs: r.realtime.tickMs } }),
  };
}

/** Core's tiny game: proves the server (and the page) before and besides the real games. */
const tinyEntry = siteGame('@kartenhaus/core/testing/tiny-game', tiny);

/** Every game the site offers, by name (production). */
const GAMES = new Map<string, GameEntry>(
  [
    siteGame('@kartenhaus/speedclimb', speedclimb),
    siteGame('@kartenhaus/speedlift', speedlift),
    siteGame('@kartenhaus/gipfelsturm', gipfelsturm),
  ].map((g) => [g.key, g]),
);

/** Games only a server built for tests offers (`AppOptions.testGames`): core's tiny game and variants. */
const TEST_GAMES = new Map<string, GameEntry>([[tinyEntry.key, tinyEntry]]);

/** Adds a game variant for tests (e.g. core's tiny game with rounds); never offered in production. */
export function registerTestGame(entry: GameEntry): void {
  TEST_GAMES.set(entry.key, entry);
}

/** The games one server offers: the site's three, plus the test games when built for tests. */
export interface GameRegistry {
  get(name: string): GameEntry | undefined;
  names(): string[];
}

export function gameRegistry(opts: { readonly testGames?: boolean } = {}): GameRegistry {
  const withTests = opts.testGames === true;
  return {
    get: (name) => GAMES.get(name) ?? (withTests ? TEST_GAMES.get(name) : undefined),
    names: () => [...GAMES.keys(), ...(withTests ? TEST_GAMES.keys() : [])],
  };
}

export const tinyGameEntry = tinyEntry;
/** The site's games (production). */
export const gameNames = (): string[] => [...GAMES.keys()];
/** A production game by name. */
export const gameEntry = (name: string): GameEntry | undefined => GAMES.get(name);
/**
 * Any known game, test games included: for the bot workers, which decide only for tables the
 * server opened (a production server never opens a test game, so none is ever asked for).
 */
export const anyGameEntry = (name: string): GameEntry | undefined => GAMES.get(name) ?? TEST_GAMES.get(name);
