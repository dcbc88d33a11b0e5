import type { TableRecord } from './records.js';

/** What happens in a table's life that the log records (docs/operations.md "Logs"). */
export type TableEvent =
  'created' | 'started' | 'finished' | 'restored' | 'taken over' | 'stalling' | 'closed' | 'lost';

/** The fields of a lifecycle line: public facts only — ids, the game, the settings, a seat number. */
export type TableFields = Readonly<Record<string, string | number | boolean | null>>;

/** Receives the lifecycle of every table (the server logs it). */
export type TableLog = (event: TableEvent, fields: TableFields) => void;

/** A table's public identity for the log: never its game's seed, a hand or a player's session. */
export function tableFields(r: TableRecord): TableFields {
  return {
    table: r.id,
    game: r.settings.game,
    mode: r.settings.mode,
    players: r.settings.players,
    stake: r.settings.stake,
    phase: r.phase,
    gameNo: r.gameNo,
    gameId: r.gameId,
    humans: r.seats.filter((s) => s.kind === 'human').length,
  };
}
