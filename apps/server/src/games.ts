import type { GameModule, Rng } from '@kartenhaus/core';
import { gameModule as tiny } from '@kartenhaus/core/testing/tiny-game';
import { gameModule as speedclimbModule, type View as SpeedclimbView } from '@kartenhaus/speedclimb';
import { dailyDeals, gameModule as speedliftModule } from '@kartenhaus/speedlift';
import {
  gameModule as gipfelsturmModule,
  gipfelsturm,
  LEVELS as GIPFEL_LEVELS,
  partnerStep,
  type GipfelView,
  type Level as GipfelLevel,
} from '@kartenhaus/gipfelsturm';
import type { TableSettings } from '@kartenhaus/protocol';

/** Seats a table of one mode may have (humans and computers together). */
export interface SeatRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What the table server knows about one game beyond the `GameDefinition` contract: the table
 * limits from its rule text and how to recognise a round's end. Rules stay in the game package.
 */
export interface GameEntry {
  readonly key: string;
  /** The module the bot workers import (exports `gameModule`). */
  readonly specifier: string;
  readonly module: GameModule;
  /** Solo: the player plus computers. */
  readonly solo: SeatRange;
  readonly online: SeatRange;
  /** Online: humans sit only on seats below this (Speedclimb: "Menschen sitzen auf den Plätzen 1 bis 4"). */
  readonly humanSeats: number;
  /** Online: whether free seats may be given to computers (Gipfelsturm: humans only, G4). */
  readonly onlineComputers: boolean;
  /** Whether online tables may carry a stake (Speedclimb). */
  readonly stakes: boolean;
  /** Whether "Turbo" exists (Speedclimb solo: "Mit Turbo spielen die Computer schneller"). */
  readonly turbo: boolean;
  /**
   * Options the game accepts but a table must not carry (Gipfelsturm's `clock: false`, for
   * simulations only): a refusal's detail, or `null`.
   */
  refuseOptions?(options: TableSettings['options']): string | null;
  /** The raw game options for `parseConfig` from the table's settings. */
  config(settings: TableSettings, players: number): unknown;
  /** Whether this event ends a round, after which the table shows the round summary. */
  isRoundEnd(event: unknown): boolean;
  /**
   * A game dealt from a seed the server derives instead of a random one (Speedlift's Tagesfahrt,
   * L8): the seed and the day, `null` for an ordinary game, or a refusal of the settings.
   */
  dailySeed?(settings: TableSettings, secret: () => string, now: Date): { seed: string; date: string } | null | string;
  /** Whether the game takes decisions during the summary (Speedclimb Nordwand: cards kept, S7). */
  readonly movesInSummary?: boolean;
  /**
   * What a human's seat plays when its think time and grace ran out, from that seat's view, before
   * the computer is asked (`null`: the computer decides). Speedclimb's Nordwand carry-over keeps
   * the game's proposal (S7: "a timed-out human keeps the proposal").
   */
  timeoutMove?(view: unknown): string | null;
  /** Strength labels a table may choose for its computers (validated at creation). */
  readonly levels: readonly string[];
  /**
   * A game's own computer pacing (Gipfelsturm's partner: which move and when, G3/G4); without it
   * the bot with the level's label decides at once and the table's tempo paces it.
   */
  pace?(view: unknown, level: string, rng: Rng): { move: string | null; delayMs: number };
  /** Real-time games (Gipfelsturm): no turns, a countdown before the clock starts (G5). */
  readonly realtime?: {
    /** The move the server plays for seat 0 when the countdown ends ("Los!"). */
    readonly startMove: string;
    /** How often the server calls `tick` while the game runs. */
    readonly tickMs: number;
  };
}

const typeOf = (event: unknown): unknown => (event as { type?: unknown } | null)?.type;

/** Core's tiny game: proves the server before (and besides) the real games. */
const tinyEntry: GameEntry = {
  key: 'tiny',
  specifier: '@kartenhaus/core/testing/tiny-game',
  module: tiny as unknown as GameModule,
  solo: { min: 2, max: 3 },
  online: { min: 2, max: 3 },
  humanSeats: 3,
  onlineComputers: true,
  stakes: false,
  turbo: false,
  levels: ['normal', 'low', 'random'],
  config: (_s, players) => ({ players }),
  isRoundEnd: () => false,
};

/**
 * Gipfelsturm (cooperative TriPeaks, real-time): solo = with one computer partner or two ("Variante: Zu dritt", G4), online = 2–3
 * humans; the countdown precedes "Los!" (G5); a Rekordjagd's next deal gets a summary and a new
 * countdown. The table level is the partner's pace; the game's own level is `options.level`.
 */
const gipfelsturmEntry: GameEntry = {
  key: 'gipfelsturm',
  specifier: '@kartenhaus/gipfelsturm',
  module: gipfelsturmModule as unknown as GameModule,
  solo: { min: 2, max: 3 },
  online: { min: 2, max: 3 },
  humanSeats: 3,
  onlineComputers: false,
  stakes: false,
  turbo: false,
  levels: GIPFEL_LEVELS,
  // G5's time limit holds at every table; `clock: false` exists for simulations (playMatch) only.
  refuseOptions: (o) =>
    (o as { clock?: unknown } | undefined)?.clock === false
      ? 'clock: false is for simulations only; every table plays against the time limit'
      : null,
  config: (s, players) => ({ ...s.options, players }),
  isRoundEnd: (e) => typeOf(e) === 'dealt',
  pace(view, level, rng) {
    const step = partnerStep(view as GipfelView, level as GipfelLevel, rng);
    switch (step.kind) {
      case 'act':
        return { move: gipfelsturm.makeMove(step.move), delayMs: step.delayMs };
      case 'hold':
        return { move: null, delayMs: step.recheckMs };
      case 'idle':
        return { move: null, delayMs: 1_000 };
    }
  },
  realtime: { startMove: 'Los', tickMs: 250 },
};

/**
 * Speedlift: solo with 2–5 computers ("Allein gegen den Computer mit 2 bis 5 Computern"), online
 * 3–6 seats ("Eröffne einen Tisch für 3 bis 6 Spieler"), free seats to the computer on request;
 * the round summary after every Feierabend.
 */
const speedliftEntry: GameEntry = {
  key: 'speedlift',
  specifier: '@kartenhaus/speedlift',
  module: speedliftModule as unknown as GameModule,
  solo: { min: 3, max: 6 },
  online: { min: 3, max: 6 },
  humanSeats: 6,
  onlineComputers: true,
  stakes: false,
  turbo: false,
  levels: ['leicht', 'normal', 'stark'],
  config: (s, players) => ({ ...s.options, players }),
  isRoundEnd: (e) => typeOf(e) === 'feierabend',
  // L8: "zu viert gegen drei normale Computer, eine Schicht, Standardregeln", the day's deals.
  dailySeed(s, secret, now) {
    if (s.options.tagesfahrt !== true) return null;
    const keys = Object.keys(s.options);
    if (s.mode !== 'solo' || s.players !== 4 || s.level !== 'normal' || keys.length !== 1)
      return 'Tagesfahrt: solo, 4 players, level normal, standard rules';
    const day = dailyDeals(now, secret());
    return day.ok ? { seed: day.value.seed, date: day.value.date } : (day.error.detail ?? day.error.code);
  },
};

/**
 * Speedclimb: solo with 1–5 computers and Turbo; online 2–6 seats, humans on seats 1–4, seats 5
 * and 6 always computer, stakes 10/25/50/100 ("Am Tisch"). The carry-over choice of Nordwand (S7)
 * is made during the round summary.
 */
const speedclimbEntry: GameEntry = {
  key: 'speedclimb',
  specifier: '@kartenhaus/speedclimb',
  module: speedclimbModule as unknown as GameModule,
  solo: { min: 2, max: 6 },
  online: { min: 2, max: 6 },
  humanSeats: 4,
  onlineComputers: true,
  stakes: true,
  turbo: true,
  levels: ['leicht', 'normal', 'stark'],
  config: (s, players) => ({ ...s.options, players }),
  isRoundEnd: (e) => typeOf(e) === 'roundEnded',
  movesInSummary: true,
  timeoutMove(view) {
    const v = view as SpeedclimbView;
    if (v.phase !== 'carry' || v.seat === null || !v.keepPending[v.seat] || !v.keep) return null;
    return speedclimbModule.definition.makeMove({ type: 'keep', cards: v.keep });
  },
};

/** Every game the site offers, by name (production). */
const GAMES = new Map<string, GameEntry>([
  [speedclimbEntry.key, speedclimbEntry],
  [speedliftEntry.key, speedliftEntry],
  [gipfelsturmEntry.key, gipfelsturmEntry],
]);

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
export { typeOf as eventType };
