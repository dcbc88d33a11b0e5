import type { GameResult } from '@kartenhaus/core';
import type { Kysely } from 'kysely';
import type { GameEnd, GameHooks, SeatRecord } from '../hooks.js';
import type { Database } from '../storage/schema.js';
import { earlyLeavers, type SeatRecord as TableSeatRecord } from '../tables/records.js';
import { abandonGame } from './abandon.js';
import { inTransaction } from './tx.js';

/** Finds how a game ended, from the game server's records; null while it runs. */
export type EndLoader = (gameId: string) => Promise<GameEnd | null>;

/**
 * Reads a finished game from the game server's tables (`games.result`); leavers (and who
 * abandoned it) from the table's seats while the table still shows that game, else none.
 */
export function tablesEndLoader(db: Kysely<Database>): EndLoader {
  return async (gameId) => {
    const g = await db
      .selectFrom('games')
      .select(['id', 'table_id', 'game', 'seats', 'result'])
      .where('id', '=', gameId)
      .executeTakeFirst();
    const mine = await db.selectFrom('played_games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!g?.result || !mine) return null;
    const seatMap = JSON.parse(g.seats) as number[];
    const table = await db
      .selectFrom('game_tables')
      .select(['seats', 'game_id'])
      .where('id', '=', g.table_id)
      .executeTakeFirst();
    const tableSeats = table?.game_id === gameId ? (JSON.parse(table.seats) as TableSeatRecord[]) : [];
    const { leavers, abandoned } = earlyLeavers(seatMap, tableSeats);
    return {
      gameId,
      game: g.game,
      seats: JSON.parse(mine.seats_json) as SeatRecord[],
      result: JSON.parse(g.result) as GameResult,
      leavers,
      abandoned,
      stake: mine.stake,
      solo: mine.solo === 1,
      ...(mine.daily ? { daily: mine.daily } : {}),
    };
  };
}

/**
 * Whether the game server can never continue a game that has no result: its `games` row is
 * gone, or its table is closed or has moved on to another game. The tables never do this
 * themselves (a human who leaves is replaced by the computer, A3, and a table closes only
 * between games), so this is the safety net for tables closed or removed by hand.
 */
export async function isOrphaned(db: Kysely<Database>, gameId: string): Promise<boolean> {
  const g = await db.selectFrom('games').select(['table_id', 'result']).where('id', '=', gameId).executeTakeFirst();
  if (!g) return true;
  if (g.result !== null) return false;
  const table = await db
    .selectFrom('game_tables')
    .select(['phase', 'game_id'])
    .where('id', '=', g.table_id)
    .executeTakeFirst();
  return !table || table.phase === 'closed' || table.game_id !== gameId;
}

/**
 * Run at startup: settles every game that ended without being settled (a crash between the
 * game's end and the payout), and abandons every running game the game server can never
 * continue (`isOrphaned`: every stake back, no results). Settling is idempotent
 * (`game:<id>:payout`), so running this again or racing a late `onGameEnd` never pays twice.
 */
export async function reconcile(
  db: Kysely<Database>,
  hooks: GameHooks,
  now: () => number,
  load: EndLoader = tablesEndLoader(db),
): Promise<{ settled: string[]; abandoned: string[] }> {
  const running = await db.selectFrom('played_games').select('id').where('status', '=', 'running').execute();
  const settled: string[] = [];
  const abandoned: string[] = [];
  for (const { id } of running) {
    const end = await load(id);
    if (end) {
      await inTransaction(db, (trx) => hooks.onGameEnd(trx, end));
      settled.push(id);
    } else if (await isOrphaned(db, id)) {
      if (await inTransaction(db, (trx) => abandonGame(trx, id, now()))) abandoned.push(id);
    }
  }
  return { settled, abandoned };
}
