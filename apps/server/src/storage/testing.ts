import { randomBytes } from 'node:crypto';
import { openStorage, type Storage } from './db.js';

/**
 * The databases storage tests run on: SQLite always; PostgreSQL too when TEST_DATABASE_URL is
 * set (`.ci/run` sets it). Each call opens a fresh, migrated, isolated database (a new
 * in-memory SQLite, or a new PostgreSQL schema that `close` drops).
 */
export function testStorages(): { name: string; open: () => Promise<Storage> }[] {
  const list = [{ name: 'sqlite', open: () => openStorage({ sqliteFile: ':memory:' }) }];
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
