import type { ColumnType } from 'kysely';

/** A table: its settings, seats and phase; one row, updated when the table (not the game) changes. */
export interface GameTablesRow {
  id: string;
  game: string;
  /** TableSettings as JSON. */
  settings: string;
  phase: string;
  host_id: string | null;
  /** Seats as JSON (kind, player, away, ready, …). */
  seats: string;
  game_no: number;
  /** The running or last game. */
  game_id: string | null;
  created_at: string;
  updated_at: string;
  /** The fencing token of the table's owner (migration 103; 0 without scale-out). */
  fence: ColumnType<number | string, number | undefined, number>;
}

/** One game at a table: config + seed + seats; the moves are in `game_moves`. */
export interface GamesRow {
  id: string;
  table_id: string;
  game: string;
  /** The parsed game config as JSON. */
  config: string;
  /** Never leaves the server before the game ends. */
  seed: string;
  /** Seat records (player ids) as JSON. */
  seats: string;
  started_at: string;
  ended_at: string | null;
  /** GameResult as JSON once the game ended. */
  result: string | null;
  /** The Tagesfahrt's date (L8), or null (migration 101). */
  daily: string | null;
}

/** The move log: one committed row per accepted move (or server tick), in order. */
export interface GameMovesRow {
  game_id: string;
  n: number;
  /** The acting seat; −1 for a server tick (real-time games). */
  seat: number;
  /** Move notation. */
  move: string;
  /** Game time in ms (monotonic, downtime excluded). */
  at: number;
  /** Who sent it (null: computer, tick); with `seq` the exactly-once key. */
  player_id: string | null;
  seq: number | null;
  /** The table version the move was published at (migration 102; null before it, and for old rows). */
  v?: number | null;
}

/** Tables of the game server (tables, games, move logs). */
export interface TableTables {
  game_tables: GameTablesRow;
  games: GamesRow;
  game_moves: GameMovesRow;
}
