import type { ColumnType } from 'kysely';

/**
 * A 64-bit integer column: SQLite returns a number, PostgreSQL a string (`int8`); read it with
 * `toNumber` from `dialect.ts`.
 */
export type Int8 = ColumnType<number | string, number, number>;

/** A registered player or a guest (A1). A guest has no password and no ledger account. */
export interface PlayersTable {
  id: string;
  name: string;
  /** The name folded for uniqueness (case, accents, look-alike letters); null for guests. */
  name_key: string | null;
  /** 1 for a guest, 0 once registered (SQLite has no boolean). */
  guest: number;
  /** `scrypt$N$r$p$salt$hash` (base64), null for guests. */
  password_hash: string | null;
  created_at: Int8;
}

/** A login session; only the SHA-256 of the cookie's token is stored. */
export interface SessionsTable {
  token_hash: string;
  player_id: string;
  created_at: Int8;
  expires_at: Int8;
}

/** A ledger account: `house`, `player:<id>` or `pot:<gameId>`. */
export interface LedgerAccountsTable {
  id: string;
  kind: 'house' | 'player' | 'pot';
  /** Integer Taler; never below zero except for the house, which issues all Taler. */
  balance: Int8;
}

/** One atomic movement of Taler under a unique idempotency key (`signup:<user>`, …). */
export interface LedgerTransfersTable {
  key: string;
  kind: 'signup' | 'topup' | 'stake' | 'payout';
  created_at: Int8;
}

/** One leg of a transfer: `amount` Taler from `debit` to `credit`. */
export interface LedgerPostingsTable {
  transfer_key: string;
  leg: number;
  debit: string;
  credit: string;
  amount: Int8;
}

/** A game as accounts see it: stake, fairness hash, status and the recorded result. */
export interface PlayedGamesTable {
  id: string;
  game: string;
  stake: number;
  solo: number;
  /** Tagesfahrt date (YYYY-MM-DD, Europe/Berlin) or null. */
  daily: string | null;
  /** SHA-256 (hex) of the seed, published at the start. */
  seed_hash: string | null;
  /** The seed, revealed only once the game has ended. */
  seed: string | null;
  status: 'running' | 'settled';
  /** The seats at the start (JSON of SeatRecord[]). */
  seats_json: string;
  /** The GameResult plus leavers (JSON), set at the end. */
  result_json: string | null;
  started_at: Int8;
  ended_at: Int8 | null;
}

/** Which players sat in a game (history per player, guests included so registering keeps it). */
export interface PlayedSeatsTable {
  game_id: string;
  seat: number;
  player_id: string;
}

/** Leaderboard entry of one registered player in one finished game (S14, L9). */
export interface ResultsTable {
  game_id: string;
  player_id: string;
  game: string;
  points: number;
  place: number;
  left_early: number;
  /** ISO week in Europe/Berlin, e.g. `2026-W48`, for "this week". */
  week: string;
  finished_at: Int8;
}

/** The one counted Tagesfahrt attempt per player and day (L8): primary key (player, day). */
export interface DailyAttemptsTable {
  player_id: string;
  day: string;
  game_id: string;
  /** Set when the game ends. */
  points: number | null;
  penalty: number | null;
}

/** A registered player's web settings (flat JSON object; the web app owns their meaning). */
export interface PlayerSettingsTable {
  player_id: string;
  settings: string;
  updated_at: Int8;
}

/** Failed logins of one account (`scope` `account`, key the folded name) or one address. */
export interface LoginFailuresTable {
  scope: 'account' | 'address';
  key: string;
  failures: number;
  last_failure: Int8;
  blocked_until: Int8;
}

/** An address an account logged in from: its failures elsewhere do not hold it back. */
export interface LoginKnownTable {
  /** The folded name. */
  account: string;
  address: string;
  last_login: Int8;
}

/** Tables of accounts, sessions, the ledger and leaderboards. */
export interface AccountTables {
  players: PlayersTable;
  sessions: SessionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  played_games: PlayedGamesTable;
  played_seats: PlayedSeatsTable;
  results: ResultsTable;
  daily_attempts: DailyAttemptsTable;
  player_settings: PlayerSettingsTable;
  login_failures: LoginFailuresTable;
  login_known: LoginKnownTable;
}
