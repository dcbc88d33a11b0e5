import { sql, type Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import type { GameMovesRow } from '../storage/schema-tables.js';

/**
 * The fencing token a table's owner writes with (docs/server.md "Scale-out"): from the Redis
 * counter `INCR`ed when its lease was won. PostgreSQL refuses any write of the table's moves, row
 * or ledger entries whose token is below the table's `fence` column, in the same statement or
 * transaction as the write, so an owner that was paused or cut off past its lease cannot write
 * once another process took the table over (Kleppmann's fencing tokens).
 */
export interface Fence {
  readonly tableId: string;
  readonly token: number;
}

/** A write refused by the fence: another process owns the table now. The move is not acknowledged. */
export class FenceRefused extends Error {
  constructor(readonly tableId: string) {
    super(`table ${tableId}: another process owns it now (fencing token refused)`);
    this.name = 'FenceRefused';
  }
}

/** A move row and the fence of the table it belongs to. */
export interface FencedMove {
  readonly fence: Fence;
  readonly row: GameMovesRow;
}

/**
 * Inserts the moves whose table's `fence` is not above their token, in one statement (PostgreSQL):
 * the `FOR SHARE` row lock on each table makes a takeover's raise of `fence` wait until this
 * statement committed (the new owner then loads these moves), or this statement see the raised
 * fence and leave that table's moves out. Returns the refused rows (their tables are lost).
 */
export async function insertFencedMoves(db: Kysely<Database>, moves: readonly FencedMove[]): Promise<FencedMove[]> {
  const tokens = new Map<string, number>();
  for (const m of moves) tokens.set(m.fence.tableId, m.fence.token);
  const col = <T>(f: (m: FencedMove) => T) => moves.map(f);
  const inserted = await sql<{ game_id: string; n: number | string }>`
    WITH owned AS (
      SELECT t.id FROM game_tables t
      JOIN unnest(${[...tokens.keys()]}::text[], ${[...tokens.values()]}::bigint[]) AS f(id, token) ON t.id = f.id
      WHERE t.fence <= f.token
      FOR SHARE OF t
    )
    INSERT INTO game_moves (game_id, n, seat, move, at, player_id, seq, v)
    SELECT m.game_id, m.n, m.seat, m.move, m.at, m.player_id, m.seq, m.v
    FROM unnest(
      ${col((m) => m.fence.tableId)}::text[], ${col((m) => m.row.game_id)}::text[], ${col((m) => m.row.n)}::int[],
      ${col((m) => m.row.seat)}::int[], ${col((m) => m.row.move)}::text[], ${col((m) => m.row.at)}::bigint[],
      ${col((m) => m.row.player_id)}::text[], ${col((m) => m.row.seq)}::int[], ${col((m) => m.row.v ?? null)}::int[]
    ) AS m(table_id, game_id, n, seat, move, at, player_id, seq, v)
    WHERE m.table_id IN (SELECT id FROM owned)
    RETURNING game_id, n`.execute(db);
  const done = new Set(inserted.rows.map((r) => `${r.game_id}/${toNumber(r.n)}`));
  return moves.filter((m) => !done.has(`${m.row.game_id}/${m.row.n}`));
}

/**
 * A takeover's claim: raises the table's `fence` to the new owner's token (only upwards) and
 * commits, before the new owner loads the table. From then on a write with an older token is refused.
 */
export async function claimFence(db: Kysely<Database>, f: Fence): Promise<boolean> {
  const r = await db
    .updateTable('game_tables')
    .set({ fence: f.token })
    .where('id', '=', f.tableId)
    .where('fence', '<', f.token)
    .where('phase', '!=', 'closed')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Every table that is not closed, with its fence (the takeover loop's candidates). */
export async function openTables(db: Kysely<Database>): Promise<{ id: string; fence: number }[]> {
  const rows = await db.selectFrom('game_tables').select(['id', 'fence']).where('phase', '!=', 'closed').execute();
  return rows.map((r) => ({ id: r.id, fence: toNumber(r.fence) }));
}
