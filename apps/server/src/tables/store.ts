import type { GameResult, RuleError } from '@kartenhaus/core';
import type { Phase, TableSettings } from '@kartenhaus/protocol';
import type { Selectable, Transaction } from 'kysely';
import { FenceRefused, insertFencedMoves, type Fence, type FencedMove } from '../cluster/fence.js';
import { metrics } from '../metrics.js';
import { toNumber } from '../storage/dialect.js';
import type { Storage } from '../storage/db.js';
import type { Database } from '../storage/schema.js';
import type { GameTablesRow } from '../storage/schema-tables.js';
import type { GameRecord, MoveRecord, SeatRecord, TableRecord } from './records.js';

type Trx = Transaction<Database>;
/** Work that must commit together with a write (e.g. the accounts hooks); an error rolls back. */
export type InTransaction = (trx: Trx) => Promise<RuleError | null>;

/** A table restored after a restart: the table, its running game and that game's move log. */
export interface StoredTable {
  readonly table: TableRecord;
  readonly game: GameRecord | null;
  readonly moves: readonly MoveRecord[];
}

/**
 * The writes a table makes (`TableDeps.store`): the store itself for a single process, or its
 * `fenced` view for a table this process owns in a cluster.
 */
export interface TableWrites {
  saveTable(t: TableRecord): Promise<void>;
  startGame(t: TableRecord, g: GameRecord, also: InTransaction): Promise<RuleError | null>;
  appendMove(
    gameId: string,
    m: MoveRecord,
    end?: { table: TableRecord; result: GameResult; also: InTransaction },
  ): Promise<RuleError | null>;
}

class Rollback extends Error {
  constructor(readonly reason: RuleError) {
    super(reason.code);
  }
}

const stamp = () => new Date().toISOString();
/** Rows per group commit (well below SQLite's limit of bound parameters, 8 per row). */
const MAX_BATCH = 500;
const moveRow = (gameId: string, m: MoveRecord) => ({
  game_id: gameId,
  n: m.n,
  seat: m.seat,
  move: m.move,
  at: m.at,
  player_id: m.playerId,
  seq: m.seq,
  v: m.v ?? null,
});

/**
 * Persistence of tables: a table is config + seed + seats + move log (ARCHITECTURE "Server").
 * Every write resolves only after it is committed.
 */
export class TableStore {
  /** Moves waiting for the next group commit (one transaction per event-loop turn). */
  private batch: {
    gameId: string;
    m: MoveRecord;
    fence: Fence | undefined;
    resolve: () => void;
    reject: (e: unknown) => void;
  }[] = [];
  private flushing = false;

  constructor(private readonly storage: Storage) {}

  /**
   * The writes of one table this process owns in a cluster, each checked against the table's
   * `fence` in its own statement or transaction (cluster/fence.ts). The first refused write calls
   * `lost` (the table stops here at once); every later one is refused without asking the database.
   */
  fenced(fence: Fence, lost: () => void): TableWrites {
    let refused = false;
    const guard = async <T>(write: () => Promise<T>): Promise<T> => {
      if (refused) throw new FenceRefused(fence.tableId);
      try {
        return await write();
      } catch (e) {
        if (e instanceof FenceRefused && !refused) {
          refused = true;
          lost();
        }
        throw e;
      }
    };
    return {
      saveTable: (t) => guard(() => this.saveTable(t, fence)),
      startGame: (t, g, also) => guard(() => this.startGame(t, g, also, fence)),
      appendMove: (gameId, m, end) => guard(() => this.appendMove(gameId, m, end, fence)),
    };
  }

  async saveTable(t: TableRecord, fence?: Fence): Promise<void> {
    const row = {
      game: t.settings.game,
      settings: JSON.stringify(t.settings),
      phase: t.phase,
      host_id: t.hostId,
      seats: JSON.stringify(t.seats),
      game_no: t.gameNo,
      game_id: t.gameId,
      updated_at: stamp(),
    };
    if (!fence) {
      await this.storage.db
        .insertInto('game_tables')
        .values({ id: t.id, created_at: stamp(), ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      return;
    }
    // A new table is stored with its creator's token; an existing one only while it holds.
    const saved = await this.storage.db
      .insertInto('game_tables')
      .values({ id: t.id, created_at: stamp(), fence: fence.token, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('game_tables.fence', '<=', fence.token))
      .returning('id')
      .executeTakeFirst();
    if (!saved) throw new FenceRefused(t.id);
  }

  /** Records a game's start together with the table and `also` (stakes) in one transaction. */
  async startGame(t: TableRecord, g: GameRecord, also: InTransaction, fence?: Fence): Promise<RuleError | null> {
    return this.transaction(async (trx) => {
      // The table's row first: with a fence, its lock holds off a takeover until this commits.
      await this.updateTable(trx, t, fence);
      await trx
        .insertInto('games')
        .values({
          id: g.id,
          table_id: g.tableId,
          game: g.game,
          config: JSON.stringify(g.config),
          seed: g.seed,
          seats: JSON.stringify(g.seatMap),
          started_at: stamp(),
          daily: g.daily,
          ended_at: null,
          result: null,
        })
        .execute();
      return also(trx);
    });
  }

  /**
   * Commits one accepted move. When it ends the game, the result, the table and `end` (payout,
   * leaderboard) commit in the same transaction.
   */
  async appendMove(
    gameId: string,
    m: MoveRecord,
    end?: { table: TableRecord; result: GameResult; also: InTransaction },
    fence?: Fence,
  ): Promise<RuleError | null> {
    if (!end) {
      await this.groupCommit(gameId, m, fence);
      return null;
    }
    return this.transaction(async (trx) => {
      await this.updateTable(trx, end.table, fence);
      await trx.insertInto('game_moves').values(moveRow(gameId, m)).execute();
      await trx
        .updateTable('games')
        .set({ ended_at: stamp(), result: JSON.stringify(end.result) })
        .where('id', '=', gameId)
        .execute();
      return end.also(trx);
    });
  }

  /**
   * Group commit: the moves that arrive in one turn of the event loop (from any tables) are
   * inserted in one transaction; each caller resolves only after that transaction committed, so
   * "committed before acknowledged" holds for every move while the database sees one commit per
   * turn instead of one per move. A failed batch is retried row by row, so one bad row fails
   * only its own move.
   */
  private groupCommit(gameId: string, m: MoveRecord, fence: Fence | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      this.batch.push({ gameId, m, fence, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.batch.splice(0, MAX_BATCH);
    // A cluster's tables are all fenced (PostgreSQL); a single process's never are.
    if (batch.some((b) => b.fence)) await this.flushFenced(batch);
    else await this.flushPlain(batch);
    if (this.batch.length > 0) setImmediate(() => void this.flush());
    else this.flushing = false;
  }

  private async flushPlain(batch: TableStore['batch']): Promise<void> {
    const began = performance.now();
    try {
      await this.storage.insertMoves(batch.map((b) => moveRow(b.gameId, b.m)));
      metrics.commit('moves', 'ok', performance.now() - began, batch.length);
      for (const b of batch) b.resolve();
    } catch {
      metrics.commit('moves', 'failed', performance.now() - began, batch.length);
      for (const b of batch)
        await this.storage.db
          .insertInto('game_moves')
          .values(moveRow(b.gameId, b.m))
          .execute()
          .then(b.resolve, async (e: unknown) => ((await this.isStored(b.gameId, b.m)) ? b.resolve() : b.reject(e)));
    }
  }

  /** The group commit of fenced moves: a refused move fails with `FenceRefused`, the others commit. */
  private async flushFenced(batch: TableStore['batch']): Promise<void> {
    const began = performance.now();
    const moves = batch.map((b): FencedMove => ({
      fence: b.fence ?? { tableId: '', token: 0 },
      row: moveRow(b.gameId, b.m),
    }));
    const settle = (b: TableStore['batch'][number], refused: boolean) =>
      refused ? b.reject(new FenceRefused(b.fence?.tableId ?? '')) : b.resolve();
    try {
      const refused = new Set(await insertFencedMoves(this.storage.db, moves));
      metrics.commit('moves', 'ok', performance.now() - began, batch.length);
      batch.forEach((b, i) => settle(b, refused.has(moves[i]!)));
    } catch {
      metrics.commit('moves', 'failed', performance.now() - began, batch.length);
      for (const [i, b] of batch.entries())
        await insertFencedMoves(this.storage.db, [moves[i]!]).then(
          (refused) => settle(b, refused.length > 0),
          async (e: unknown) => ((await this.isStored(b.gameId, b.m)) ? b.resolve() : b.reject(e)),
        );
    }
  }

  /**
   * Whether exactly this move is in the log already: a batch whose writer failed after its commit
   * (the move-writer thread died) is retried row by row, and a row found stored stands.
   */
  private async isStored(gameId: string, m: MoveRecord): Promise<boolean> {
    const r = await this.storage.db
      .selectFrom('game_moves')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('n', '=', m.n)
      .executeTakeFirst();
    return (
      r !== undefined &&
      toNumber(r.seat) === m.seat &&
      r.move === m.move &&
      r.player_id === m.playerId &&
      (r.seq === null ? null : toNumber(r.seq)) === m.seq
    );
  }

  /** Every table that is not closed, with its unfinished game and moves (restart recovery). */
  async loadOpen(): Promise<StoredTable[]> {
    const rows = await this.storage.db.selectFrom('game_tables').selectAll().where('phase', '!=', 'closed').execute();
    return this.loaded(rows);
  }

  /** One table that is not closed (a cluster's takeover), or null. */
  async loadOne(id: string): Promise<StoredTable | null> {
    const rows = await this.storage.db
      .selectFrom('game_tables')
      .selectAll()
      .where('id', '=', id)
      .where('phase', '!=', 'closed')
      .execute();
    return (await this.loaded(rows))[0] ?? null;
  }

  /** Whether the table exists and is not closed. */
  async isOpen(id: string): Promise<boolean> {
    const r = await this.storage.db
      .selectFrom('game_tables')
      .select('id')
      .where('id', '=', id)
      .where('phase', '!=', 'closed')
      .executeTakeFirst();
    return r !== undefined;
  }

  private async loaded(rows: Selectable<GameTablesRow>[]): Promise<StoredTable[]> {
    const out: StoredTable[] = [];
    for (const r of rows) {
      const table: TableRecord = {
        id: r.id,
        settings: JSON.parse(r.settings) as TableSettings,
        phase: r.phase as Phase,
        hostId: r.host_id,
        seats: JSON.parse(r.seats) as SeatRecord[],
        gameNo: toNumber(r.game_no),
        gameId: r.game_id,
      };
      const g = r.game_id
        ? await this.storage.db.selectFrom('games').selectAll().where('id', '=', r.game_id).executeTakeFirst()
        : undefined;
      const game: GameRecord | null = g
        ? {
            id: g.id,
            tableId: g.table_id,
            game: g.game,
            config: JSON.parse(g.config) as unknown,
            seed: g.seed,
            seatMap: JSON.parse(g.seats) as number[],
            result: g.result ? (JSON.parse(g.result) as GameResult) : null,
            daily: g.daily ?? null,
          }
        : null;
      const moves = game ? await this.moves(game.id) : [];
      out.push({ table, game, moves });
    }
    return out;
  }

  async moves(gameId: string): Promise<MoveRecord[]> {
    const rows = await this.storage.db
      .selectFrom('game_moves')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('n')
      .execute();
    return rows.map((m) => ({
      n: toNumber(m.n),
      seat: toNumber(m.seat),
      move: m.move,
      at: toNumber(m.at),
      playerId: m.player_id,
      seq: m.seq === null ? null : toNumber(m.seq),
      v: m.v === null || m.v === undefined ? null : toNumber(m.v),
    }));
  }

  /** The seed of a finished game (never of a running one). */
  async seedOf(gameId: string): Promise<string | null> {
    const g = await this.storage.db
      .selectFrom('games')
      .select(['seed', 'ended_at'])
      .where('id', '=', gameId)
      .executeTakeFirst();
    return g?.ended_at ? g.seed : null;
  }

  private async updateTable(trx: Trx, t: TableRecord, fence?: Fence): Promise<void> {
    let update = trx
      .updateTable('game_tables')
      .set({
        phase: t.phase,
        seats: JSON.stringify(t.seats),
        game_no: t.gameNo,
        game_id: t.gameId,
        updated_at: stamp(),
      })
      .where('id', '=', t.id);
    if (fence) update = update.where('fence', '<=', fence.token);
    const r = await update.executeTakeFirst();
    // The update rolls the whole transaction back (the move, the result, the ledger's entries).
    if (fence && r.numUpdatedRows === 0n) throw new FenceRefused(t.id);
  }

  private async transaction(work: (trx: Trx) => Promise<RuleError | null>): Promise<RuleError | null> {
    const began = performance.now();
    try {
      await this.storage.db.transaction().execute(async (trx) => {
        const e = await work(trx);
        if (e) throw new Rollback(e);
      });
      metrics.commit('transaction', 'ok', performance.now() - began);
      return null;
    } catch (e) {
      metrics.commit('transaction', e instanceof Rollback ? 'rolledBack' : 'failed', performance.now() - began);
      if (e instanceof Rollback) return e.reason;
      throw e;
    }
  }
}
