import { createRequire } from 'node:module';
import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { GameMovesRow } from './schema-tables.js';

/**
 * The move log's group commit on a thread of its own (SQLite file). At full load the commit's
 * work inside SQLite (B-tree inserts, writing the WAL) was 8–9 % of the event loop (docs/server.md);
 * here the loop only hands the rows over and waits for the answer, without blocking. The caller
 * holds the server's one connection meanwhile (see `db.ts`), so SQLite still sees one writer at a
 * time and no transaction of the server's can see the database change under it.
 */
export interface MoveWriter {
  /** Commits the rows in one transaction; rejects (nothing committed) when the batch fails. */
  insert(rows: readonly GameMovesRow[]): Promise<void>;
  /** False once the thread is gone (the caller then writes in its own thread). */
  readonly alive: boolean;
  /** Stops after the batches already handed over are committed. */
  stop(): Promise<void>;
}

const COLUMNS = 'game_id, n, seat, move, at, player_id, seq, v';
const INSERT_MOVE = `insert into game_moves (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)`;
/** Values per row, in the order of `INSERT_MOVE`. */
const WIDTH = 8;

/** The rows as one flat list of values: one cheap copy to the thread instead of an object per row. */
const flat = (rows: readonly GameMovesRow[]): unknown[] => {
  const out: unknown[] = [];
  for (const r of rows) out.push(r.game_id, r.n, r.seat, r.move, r.at, r.player_id, r.seq, r.v ?? null);
  return out;
};

/** The insert, prepared once per connection of the caller's thread. */
const prepared = new WeakMap<SQLite.Database, SQLite.Statement>();

/** In the caller's thread (in-memory databases, or once the writer thread is gone). */
export function insertMovesHere(database: SQLite.Database, rows: readonly GameMovesRow[]): void {
  let insert = prepared.get(database);
  if (!insert) prepared.set(database, (insert = database.prepare(INSERT_MOVE)));
  const statement = insert;
  database.transaction(() => {
    for (const r of rows) statement.run(r.game_id, r.n, r.seat, r.move, r.at, r.player_id, r.seq, r.v ?? null);
  })();
}

// A CommonJS script (an `eval` worker): no file to find next to a bundle or through tsx. The
// connection's settings are per connection, so they are the server's own again here.
const script = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
// Prepared at the first batch, not here: the thread starts before the server has migrated a new
// database, and preparing an insert into a table not yet there killed it (no such table).
let insert = null;
const width = workerData.width;
const commit = db.transaction((values) => {
  insert ??= db.prepare(workerData.insert);
  for (let i = 0; i < values.length; i += width) insert.run(values.slice(i, i + width));
});
parentPort.on('message', (m) => {
  if (m === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    commit(m.values);
    parentPort.postMessage({ id: m.id });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String(e) });
  }
});
`;

export function startMoveWriter(path: string, opts: { onError?: (message: string) => void } = {}): MoveWriter {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(script, {
    eval: true,
    workerData: { path, module, insert: INSERT_MOVE, width: WIDTH },
    // It holds nothing but a connection and one batch at a time.
    resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 32 },
  });
  const pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let next = 0;
  let alive = true;
  worker.on('message', (m: { id: number; error?: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error === undefined) p?.resolve();
    else p?.reject(new Error(m.error));
  });
  const gone = (why: string) => {
    if (!alive) return;
    alive = false;
    opts.onError?.(why);
    // A batch handed over may or may not have committed before the thread died; it fails here and
    // the caller retries it row by row, where the move log's key keeps a committed row from
    // being written twice (that move then fails, though stored: a crash of this thread is the
    // one case in which a client may miss the ack of a move that stands).
    for (const p of pending.values()) p.reject(new Error(why));
    pending.clear();
  };
  // The whole error (its stack, or what was thrown if not an Error), so a failure can be told apart.
  worker.on('error', (e: unknown) =>
    gone(`move writer failed: ${e instanceof Error ? (e.stack ?? e.message) : inspect(e)}`),
  );
  worker.on('exit', (code) => gone(`move writer exited (${code})`));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    get alive() {
      return alive;
    },
    insert: (rows) =>
      new Promise((resolve, reject) => {
        // A thread that is gone answers nothing: the batch fails at once (the caller writes itself).
        if (!alive) return reject(new Error('the move writer is gone'));
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, values: flat(rows) });
      }),
    stop: async () => {
      if (!alive) return;
      alive = false;
      // Held until it has gone: an unref'd thread being waited for keeps nothing alive, so a
      // process with nothing else to do (`npm run ledger:check`) ended with 13 (an unsettled await).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
