/**
 * What the pages show of the account API's answers, read once at the edge with the protocol's
 * schemas (packages/protocol `http.ts`; `reader` in api.ts): a field the schema does not have is
 * never guessed here.
 */
import {
  DailyAnswer,
  HistoryAnswer,
  LeaderboardAnswer,
  PlayerAnswer,
  SettingsAnswer,
  SettingsSaved,
  WalletAnswer,
  type DailyLine,
  type LeaderboardLine,
} from '@kartenhaus/protocol';
import { reader } from './api.js';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The player as `/api/me` reports them. */
export interface Me {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  /** Taler balance, from `/api/wallet` (`AccountStore`); guests have none. */
  readonly taler: number | null;
}

/** `/api/me`, `/api/login`, `/api/register`: the player; the balance is asked of the wallet. */
export const parseMe = reader(PlayerAnswer, ({ player }): Me => ({ ...player, taler: null }));

export interface Posting {
  readonly at: string;
  readonly amount: number;
  /** The transfer's kind (`signup`, `topup`, `stake`, `payout`, …). */
  readonly kind: string;
  /** The transfer's idempotency key, e.g. `game:<id>:stake:<seat>`. */
  readonly key: string;
  /**
   * The game of a stake, payout or refund: its id (the replay's) and which game it is (the
   * registry's id). Absent for the others and in an older server's answer (shown as before).
   */
  readonly game?: { readonly id: string; readonly game: string };
}

export interface Wallet {
  readonly balance: number;
  /** A2: whether the daily top-up can be claimed now. */
  readonly topupAvailable: boolean;
  /** Whether today's top-up was claimed already (false in an older server's answer, which does not say). */
  readonly topupClaimedToday: boolean;
  /** Taler staked in games that still run (ruling AC10: they count toward "below 10"). */
  readonly inPlay: number;
  readonly postings: readonly Posting[];
}

export const parseWallet = reader(WalletAnswer, (w): Wallet => ({
  balance: w.balance,
  topupAvailable: w.topupAvailable,
  topupClaimedToday: w.topupClaimedToday ?? false,
  inPlay: w.inPlay,
  postings: w.statement.map((p): Posting => ({
    at: iso(p.at),
    amount: p.amount,
    kind: p.kind,
    key: p.key,
    ...(p.game ? { game: { id: p.game.id, game: p.game.game } } : {}),
  })),
}));

/** One row of a Bestenliste or Tagesliste; `place` is shared when equal points share it. */
export interface BoardRow {
  readonly place: number;
  readonly name: string;
  readonly points: number;
  /** Games counted (the Bestenliste); null in the Tagesliste (one attempt each). */
  readonly games: number | null;
  /** Whether others share this place. */
  readonly shared: boolean;
}

const boardRow = (l: LeaderboardLine | DailyLine): BoardRow => ({
  place: l.place,
  name: l.name,
  points: l.points,
  games: 'games' in l ? l.games : null,
  shared: l.shared,
});

/** `/api/leaderboard/:game`. */
export const parseBoard = reader(LeaderboardAnswer, (a) => a.lines.map(boardRow));

/** One finished (or running) game in the player's history. */
export interface HistoryEntry {
  readonly id: string;
  readonly game: string;
  readonly at: string;
  readonly place: number | null;
  readonly points: number | null;
  /** A cooperative game's outcome (Gipfelsturm): everyone shares place 1, won or lost. */
  readonly won: boolean | null;
  /** The game has ended (else it runs: no place or points yet). */
  readonly finished: boolean;
  /** It entered the player's lists: not a guest's game (A1), not a second Tagesfahrt (L8). */
  readonly counted: boolean;
  /** The player left it early: its points are −10 (AC2) or 0 (AC11), not the seat's. */
  readonly leftEarly: boolean;
  /** The Tagesfahrt's date (YYYY-MM-DD) when the game is one; absent for a table game. */
  readonly daily?: string;
}

/** `/api/history`. */
export const parseHistory = reader(HistoryAnswer, (a) =>
  a.games.map((g): HistoryEntry => ({
    id: g.gameId,
    game: g.game,
    at: iso(g.startedAt),
    place: g.place,
    points: g.points,
    won: g.team?.won ?? null,
    finished: g.finished,
    counted: g.counted,
    leftEarly: g.leftEarly,
    ...(g.daily !== null ? { daily: g.daily } : {}),
  })),
);

/** Today's Tagesfahrt as `/api/daily` reports it. */
export interface Daily {
  readonly date: string;
  /** The day's seed, published after the day (L8), for verifying the deals. */
  readonly seed: string | null;
  readonly rows: readonly BoardRow[];
}

/** `/api/daily`. */
export const parseDaily = reader(DailyAnswer, (a): Daily => ({
  date: a.day,
  seed: a.seed,
  rows: a.lines.map(boardRow),
}));

/** The account's settings as `GET /api/settings` answers. */
export interface ServerSettings {
  readonly settings: Readonly<Record<string, unknown>> | null;
  readonly updatedAt: number | null;
}

/** `GET /api/settings`. */
export const parseServerSettings = reader(SettingsAnswer, (a): ServerSettings => a);

/** `PUT /api/settings`: the server's stamp of the save. */
export const parseSaved = reader(SettingsSaved, (a) => ({ updatedAt: a.updatedAt }));
