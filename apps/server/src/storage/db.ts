import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { reasonOf, StartError } from '../start-error.js';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';
import type { DialectName } from './dialect.js';
import { migrations } from './migrations/index.js';
import { insertMovesHere, startMoveWriter, type MoveWriter } from './move-writer.js';
import type { Database } from './schema.js';
import type { GameMovesRow } from './schema-tables.js';

/** An open database with its dialect; `close` ends the pool or file handle. */
export interface Storage {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /**
   * The move log's group commit: `rows` in one transaction; resolves once committed, rejects with
   * nothing committed. The one hot write (every accepted move), so each dialect does it its
   * fastest way: a SQLite file on a thread of its own (`move-writer.ts`), in-memory SQLite through
   * a statement prepared once, PostgreSQL in one multi-row insert.
   */
  insertMoves(rows: readonly GameMovesRow[]): Promise<void>;
  close(): Promise<void>;
}

export interface StorageOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  readonly databaseUrl?: string | undefined;
  /** Folder for the SQLite file (ignored with PostgreSQL). */
  readonly dataDir?: string;
  /** SQLite file name, or ':memory:' for tests. */
  readonly sqliteFile?: string;
  /**
   * Only a database that is there already (SQLite: the file in `dataDir`), for the tools that read
   * one (`npm run ledger:check`): a `StartError` instead of a new, empty database from a mistyped
   * DATA_DIR.
   */
  readonly existing?: boolean;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  readonly pgSchema?: string;
  /**
   * Where failures of the storage's own threads and connections go (the move writer, the WAL
   * checkpointer, a PostgreSQL connection that broke): the server's log. Default: a process warning.
   */
  readonly onError?: (thread: 'move writer' | 'checkpointer' | 'database', message: string) => void;
}

/** The SQLite database's file name in DATA_DIR. */
export const SQLITE_FILE = 'kartenhaus.sqlite';

const warn: NonNullable<StorageOptions['onError']> = (thread, message) => process.emitWarning(`${thread}: ${message}`);

/** Opens SQLite (WAL, in DATA_DIR) or PostgreSQL, and applies every pending migration. */
export async function openStorage(opts: StorageOptions): Promise<Storage> {
  const storage = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.pgSchema, opts.onError ?? warn)
    : openSqlite(opts);
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
  // With a test schema, the migration tables must live in it too: Kysely otherwise finds
  // another schema's kysely_migration table and skips creating its own.
  const { error, results } = await new Migrator({
    db: storage.db,
    provider,
    // Game-server (1xx) and accounts (2xx) migrations grow side by side: a new 1xx must still
    // apply on a database that already has 2xx.
    allowUnorderedMigrations: true,
    ...(opts.databaseUrl && opts.pgSchema ? { migrationTableSchema: opts.pgSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await storage.close();
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return storage;
}

function openSqlite(opts: StorageOptions): Storage {
  const file = opts.sqliteFile ?? SQLITE_FILE;
  let path = file;
  if (file !== ':memory:') {
    const dir = opts.dataDir ?? './data';
    path = join(dir, file);
    if (opts.existing && !existsSync(path)) throw new StartError(`no database in DATA_DIR ${dir} (no ${file} there)`);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new StartError(`DATA_DIR ${dir} cannot be used for the database: ${reasonOf(e)}`);
    }
  }
  let database: SQLite.Database;
  try {
    database = new SQLite(path);
  } catch (e) {
    throw new StartError(`the database ${path} cannot be opened: ${reasonOf(e)}`);
  }
  database.pragma('journal_mode = WAL');
  // Durable enough for acknowledged moves: a commit survives a process crash in WAL mode.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A file's WAL is checkpointed by a thread of its own, not by whichever commit fills it, and
  // the move log is written by another (both need a connection of their own, so a file).
  let checkpointer: Checkpointer | null = null;
  let writer: MoveWriter | null = null;
  if (file !== ':memory:') {
    database.pragma('wal_autocheckpoint = 0');
    const onError = opts.onError ?? warn;
    checkpointer = startCheckpointer(path, { onError: (m) => onError('checkpointer', `WAL checkpoint: ${m}`) });
    writer = startMoveWriter(path, { onError: (m) => onError('move writer', m) });
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    dialect: 'sqlite',
    // Kysely's one connection is held while the rows are written, so no transaction of the
    // server's own runs meanwhile: SQLite sees one writer at a time, wherever it writes from.
    insertMoves: (rows) =>
      db.connection().execute(async () => {
        if (writer?.alive) await writer.insert(rows);
        else insertMovesHere(database, rows);
      }),
    close: async () => {
      await writer?.stop();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  onError: NonNullable<StorageOptions['onError']>,
): Promise<Storage> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that breaks (the database restarted) emits 'error'; unheard, it would end the
  // process. The query on it fails and is answered; the pool opens a new connection next time.
  const report = (e: Error) => onError('database', `PostgreSQL connection: ${e.message}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  // Asked once now: a PostgreSQL that is not there (or refuses the login, or lacks the database)
  // says so in one line at start, not as a failed migration with a stack.
  try {
    await pool.query('SELECT 1');
  } catch (e) {
    await pool.end();
    throw new StartError(`PostgreSQL at DATABASE_URL is not usable: ${reasonOf(e)}`);
  }
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    insertMoves: async (rows) => {
      await db
        .insertInto('game_moves')
        .values([...rows])
        .execute();
    },
    close: () => db.destroy(),
  };
}
