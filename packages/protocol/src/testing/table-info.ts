import type { TableSettings } from '../client.js';
import type { SeatInfo, TableInfo, TableSummary } from '../server.js';

/**
 * A table's `info` with every field the schema has, for tests of whatever reads or writes it:
 * a running game at a table without seats, no timer, no result. `over` replaces top-level fields,
 * `settings` the table's settings.
 */
export function sampleTableInfo(over: Partial<TableInfo> = {}, settings: Partial<TableSettings> = {}): TableInfo {
  return {
    id: 't1',
    settings: {
      game: 'tiny',
      mode: 'solo',
      players: 2,
      options: {},
      level: 'normal',
      clock: null,
      tempo: 'normal',
      stake: 0,
      free: 'computer',
      ...settings,
    },
    phase: 'playing',
    seats: [],
    you: 0,
    host: null,
    hostSeat: null,
    gameNo: 1,
    timerMs: null,
    result: null,
    seq: 0,
    gameId: null,
    seedHash: null,
    gameSeats: null,
    spectators: [],
    ...over,
  };
}

/** A seat of `info.seats` for tests: connected, not away, not ready, no clock. */
export const sampleSeat = (seat: number, kind: SeatInfo['kind'], name: string | null = null): SeatInfo => ({
  seat,
  kind,
  name,
  away: false,
  connected: true,
  ready: false,
  clockMs: null,
  grace: false,
  stalling: false,
});

/** A lobby line (`TableSummary`) with every field: a running Speedlift table of four, Anna's, not one's own. */
export const sampleTableSummary = (over: Partial<TableSummary> = {}): TableSummary => ({
  id: 't',
  game: 'speedlift',
  players: 4,
  free: 0,
  phase: 'playing',
  clock: null,
  tempo: 'normal',
  stake: 0,
  host: 'Anna',
  mine: false,
  solo: false,
  options: {},
  ...over,
});
