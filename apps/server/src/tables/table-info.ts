import type { Seat } from '@kartenhaus/core';
import type { GameSeatInfo, TableInfo } from '@kartenhaus/protocol';
import type { Receiver } from './outbox.js';
import type { TableRecord } from './records.js';

/** What every receiver of a table is told alike, from the table's plain data. */
export interface InfoSource {
  readonly record: TableRecord;
  /** The dealt game, if any: who plays each game seat, the seed's hash, the result. */
  readonly game: {
    readonly seatMap: readonly number[];
    readonly seats: GameSeatInfo[];
    readonly seedHash: string;
    readonly result: TableInfo['result'];
  } | null;
  readonly receivers: ReadonlySet<Receiver>;
  readonly now: number;
  readonly graceMs: number;
  /** Milliseconds left of a game seat's running decision clock, `null` when none runs. */
  readonly clockLeft: (gs: Seat, now: number) => number | null;
  /** When the phase timer (summary, countdown, Nochmal hold) fires, monotonic; `null`: none. */
  readonly timerAt: number | null;
  /** T13: the table seats that have kept a table "ohne Uhr" waiting too long. */
  readonly stalling: readonly number[];
}

const seatOf = (record: TableRecord, playerId: string): number | null => {
  const i = record.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId);
  return i < 0 ? null : i;
};

/** The shared part of `TableInfo` (everything but `you` and `seq`). Nothing hidden is in it. */
export function sharedTableInfo(x: InfoSource): Omit<TableInfo, 'you' | 'seq'> {
  const { record, game, now } = x;
  const hostSeat = record.seats.findIndex((s) => s.kind === 'human' && s.playerId === record.hostId);
  const host = record.seats[hostSeat];
  const connected = new Set([...x.receivers].map((r) => r.playerId));
  return {
    id: record.id,
    settings: record.settings,
    phase: record.phase,
    seats: record.seats.map((s, i) => {
      const gs = game ? game.seatMap.indexOf(i) : -1;
      const left = gs < 0 ? null : x.clockLeft(gs, now);
      return {
        seat: i,
        kind: s.kind,
        name: s.name,
        away: s.away,
        connected: s.kind === 'computer' || (s.playerId !== null && connected.has(s.playerId)),
        ready: s.ready,
        clockMs: left,
        grace: left !== null && left <= x.graceMs,
        stalling: x.stalling.includes(i),
      };
    }),
    host: host?.name ?? null,
    hostSeat: host ? hostSeat : null,
    gameNo: record.gameNo,
    timerMs: x.timerAt !== null ? Math.max(0, Math.round(x.timerAt - now)) : null,
    result: game?.result ?? null,
    gameId: record.gameId,
    seedHash: game?.seedHash ?? null,
    gameSeats: game?.seats ?? null,
    spectators: spectatorNames(record, x.receivers),
  };
}

/** Names of the subscribers without a seat, once each, in the order they came. */
function spectatorNames(record: TableRecord, receivers: ReadonlySet<Receiver>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of receivers)
    if (!seen.has(r.playerId) && seatOf(record, r.playerId) === null) {
      seen.add(r.playerId);
      out.push(r.playerName);
    }
  return out;
}
