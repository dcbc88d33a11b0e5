import { describe, expect, it } from 'vitest';
import { openStorage } from '../storage/db.js';
import { ClusterError, openCluster } from './index.js';

describe('joining a cluster (REDIS_URL)', () => {
  it('stops at start with one clear line without PostgreSQL, or when Redis does not answer', async () => {
    const sqlite = await openStorage({ sqliteFile: ':memory:' });
    try {
      const e = await openCluster('redis://127.0.0.1:6379', sqlite, {}, () => {}).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ClusterError);
      expect((e as Error).message).toMatch(/needs DATABASE_URL/);
      // Port 1: nothing listens there.
      const postgresLike = { ...sqlite, dialect: 'postgres' as const };
      const down = await openCluster('redis://127.0.0.1:1', postgresLike, {}, () => {}).catch((x: unknown) => x);
      expect(down).toBeInstanceOf(ClusterError);
      expect((down as Error).message).toMatch(/^Redis at REDIS_URL does not answer/);
    } finally {
      await sqlite.close();
    }
  });
});
