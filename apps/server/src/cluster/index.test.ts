import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { openStorage } from '../storage/db.js';
import { ClusterError, openCluster } from './index.js';
import { testPrefix } from './testing.js';

describe('joining a cluster (REDIS_URL)', () => {
  it('stops at start with one clear line without PostgreSQL, or when Redis does not answer', async () => {
    const sqlite = await openStorage({ sqliteFile: ':memory:' });
    try {
      const e = await openCluster('redis://127.0.0.1:6379', sqlite, {}, () => () => {}).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ClusterError);
      expect((e as Error).message).toMatch(/needs DATABASE_URL/);
      // Port 1: nothing listens there.
      const postgresLike = { ...sqlite, dialect: 'postgres' as const };
      const down = await openCluster('redis://127.0.0.1:1', postgresLike, {}, () => () => {}).catch((x: unknown) => x);
      expect(down).toBeInstanceOf(ClusterError);
      // The line names the cause, not ioredis's "Connection is closed." (QA: an operator saw no port).
      expect((down as Error).message).toBe('Redis at REDIS_URL does not answer: connect ECONNREFUSED 127.0.0.1:1');
    } finally {
      await sqlite.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'closes within its bound when Redis accepts the connection but no longer answers',
    async () => {
      // A proxy to the test Redis that goes silent on demand (a paused Redis, a dead peer behind a live proxy).
      const target = new URL(process.env.TEST_REDIS_URL!);
      let silent = false;
      const peers: Socket[] = [];
      const proxy = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        peers.push(client, upstream);
        client.on('data', (d) => silent || upstream.write(d));
        upstream.on('data', (d) => silent || client.write(d));
        for (const s of [client, upstream]) s.on('error', () => {});
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const sqlite = await openStorage({ sqliteFile: ':memory:' });
      try {
        const { port } = proxy.address() as AddressInfo;
        const postgresLike = { ...sqlite, dialect: 'postgres' as const };
        const cluster = await openCluster(
          `redis://127.0.0.1:${port}`,
          postgresLike,
          { prefix: testPrefix() },
          () => () => {},
        );
        expect(await cluster.redis.ping()).toBe('PONG');
        silent = true;
        const began = performance.now();
        await cluster.close();
        expect(performance.now() - began).toBeLessThan(5_000);
        // the connection is dropped (its close event follows on a later turn)
        await vi.waitFor(() => expect(cluster.redis.status).toBe('end'), { timeout: 2_000 });
      } finally {
        for (const s of peers) s.destroy();
        proxy.close();
        await sqlite.close();
      }
    },
    15_000,
  );
});
