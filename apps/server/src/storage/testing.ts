import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type Storage } from './db.js';

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
        const storage = await openStorage({ databaseUrl: url, pgSchema: schema });
        return {
          ...storage,
          close: async () => {
            await storage.db.schema.dropSchema(schema).ifExists().cascade().execute();
            await storage.close();
          },
        };
      },
    });
  }
  return list;
}
