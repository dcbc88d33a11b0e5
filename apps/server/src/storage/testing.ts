import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStorage, type Storage } from './db.js';

/** Any fixed key: the advisory lock test files take around a test schema's migration and drop. */
const SCHEMA_LOCK = 7_421_001;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock shared by every test file. Kysely's migrator
 * looks for its tables with an introspection query over all schemas, which fails with "schema
 * t_… does not exist" when another test file drops its schema during that query (seen about
 * once in 80 opens with 8 files opening and dropping at once); migrations and drops therefore
 * take turns. The tests themselves still run side by side.
 */
async function schemaTurn<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await fn();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/**
 * The databases storage tests run on: SQLite always; PostgreSQL too when TEST_DATABASE_URL is
 * set (`.ci/run` sets it). Each call opens a fresh, migrated, isolated database (a new
 * in-memory SQLite, or a new PostgreSQL schema that `close` drops). With `sqliteFile`, also a
 * SQLite file in a fresh folder, as the server runs it (WAL, the move-writer and checkpoint threads).
 */
export function testStorages(opts: { sqliteFile?: boolean } = {}): { name: string; open: () => Promise<Storage> }[] {
  const list = [{ name: 'sqlite', open: () => openStorage({ sqliteFile: ':memory:' }) }];
  if (opts.sqliteFile)
    list.push({
      name: 'sqlite file',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'kh-store-'));
        const storage = await openStorage({ dataDir: dir, sqliteFile: 'k.sqlite' });
        return {
          ...storage,
          close: async () => {
            await storage.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      open: async () => {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const storage = await schemaTurn(url, () => openStorage({ databaseUrl: url, pgSchema: schema }));
        return {
          ...storage,
          close: async () => {
            await schemaTurn(url, () => storage.db.schema.dropSchema(schema).ifExists().cascade().execute());
            await storage.close();
          },
        };
      },
    });
  }
  return list;
}

/**
 * Opens (and migrates) PostgreSQL in `schema` in its turn with every other test's migrations and
 * drops (see `schemaTurn`): for a test's server in a process of its own (`testing/child-server.ts`),
 * which would otherwise meet another test file dropping its schema during the migrator's look-up.
 */
export function openTestSchema(url: string, schema: string): Promise<Storage> {
  return schemaTurn(url, () => openStorage({ databaseUrl: url, pgSchema: schema }));
}

/**
 * A fresh PostgreSQL schema that several storages (several server processes in a cluster test)
 * open side by side; `drop` removes it. Null without TEST_DATABASE_URL.
 */
export function sharedTestSchema(): {
  url: string;
  schema: string;
  open: () => Promise<Storage>;
  drop: () => Promise<void>;
} | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    url,
    schema,
    open: () => openTestSchema(url, schema),
    drop: () =>
      schemaTurn(url, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      }),
  };
}
