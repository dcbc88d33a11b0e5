import type { Rng } from './rng.js';

/** Seats a table of one mode may have (humans and computers together). */
export interface SeatRange {
  readonly min: number;
  readonly max: number;
}

/** What a player chose for a new table, as far as a game needs to know it. */
export interface TableChoice {
  readonly mode: 'solo' | 'online';
  readonly players: number;
  /** The computers' strength label (one of `TableRules.levels`). */
  readonly level: string;
  /** The game's own options (limit, route, house rules, …), not yet validated. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** A game's daily ride (Speedlift's Tagesfahrt, L8): the same deal for everyone on one day. */
export interface DailyRide {
  /**
   * Whether a table's choice asks for the day's ride: `false` for an ordinary table, `true`, or a
   * refusal's detail when it asks but its settings are not the ride's.
   */
  asks(choice: TableChoice): boolean | string;
  /**
   * The text a site signs for a day's seed (`day`: the Berlin date `YYYY-MM-DD`): the seed is the
   * HMAC-SHA256 of it under the site's secret, in hex, derived on the server (L8: "aus dem Datum
   * und einem Server-Geheimnis"). The secret never leaves the server and the engine hashes
   * nothing; the game deals from the seed as from any other. Never change a game's text: the
   * published seeds of past days must stay what they were.
   */
  seedText(day: string): string;
  /**
   * The bot label the ride's computers play on a day (default: the table's level). Everyone of a
   * day rides against the same computers: a day keeps the ones it began with when a level changes.
   */
  computers?(day: string): string;
}

/** A computer seat's own pacing (Gipfelsturm's partner): what to play and when. */
export interface PacedStep<Move> {
  /** `null`: hold back for now and look again after `delayMs`. */
  readonly move: Move | null;
  readonly delayMs: number;
}

/**
 * Everything a site's tables need to know about a game beyond the rules contract: the table
 * limits and options of its rule text, what ends a round, what a timed-out seat plays, how its
 * computers are paced. The server and the page loop over the registered games and read this;
 * they decide nothing per game. Methods (not function properties) keep a module with its own
 * View/Event/Move types usable where a game's types are unknown.
 */
export interface TableRules<Move = unknown, View = unknown, Event = unknown> {
  /** Solo: the player plus computers. */
  readonly solo: SeatRange;
  readonly online: SeatRange;
  /** Online: humans sit only on seats below this (Speedclimb: "Menschen sitzen auf den Plätzen 1 bis 4"). */
  readonly humanSeats: number;
  /** Online: whether free seats may be given to computers (Gipfelsturm: humans only). */
  readonly onlineComputers: boolean;
  /** Whether online tables may carry a stake in Taler. */
  readonly stakes: boolean;
  /** Whether "Turbo" (the computers' fastest tempo) exists. */
  readonly turbo: boolean;
  /** Strength labels a table may choose for its computers (bots of the module, or `pace` levels). */
  readonly levels: readonly string[];
  /** Options the game accepts but a table must not carry: a refusal's detail, or `null`. */
  refuseOptions?(options: TableChoice['options']): string | null;
  /** The raw options for `parseConfig` (default: the table's options with `players`). */
  config?(choice: TableChoice): unknown;
  /** Whether this event ends a round, after which the table shows the round summary. */
  roundEnd(event: Event): boolean;
  /**
   * Whether the game takes the decision of the seat whose view this is during the round summary
   * (Speedclimb Nordwand's carry-over, S7). Only such decisions: the next round's play waits until
   * every human has read the summary ("Sie bleibt stehen, bis jeder Mensch am Tisch auf „Weiter"
   * geklickt hat") — a flag for the whole summary had let the next Durchgang be played meanwhile.
   */
  movesInSummary?(view: View): boolean;
  /**
   * What a human's seat plays when its think time and grace ran out, from that seat's view, before
   * the computer is asked (`null`: the computer decides).
   */
  timeoutMove?(view: View): Move | null;
  /** A game's own computer pacing; without it the bot of the level decides at once and the table's tempo paces it. */
  pace?(view: View, level: string, rng: Rng): PacedStep<Move>;
  /** Real-time games: no turns; a countdown, then the server plays `startMove` for seat 0. */
  readonly realtime?: {
    readonly startMove: Move;
    /** How often the server calls `tick` while the game runs. */
    readonly tickMs: number;
  };
  readonly daily?: DailyRide;
}
