import { createServer, connect, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseCheck, redisCheck, registerHealth } from './health.js';
import { openStorage } from './storage/db.js';
import { sharedTestSchema } from './storage/testing.js';
import { startTestServer } from './testing/server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/**
 * A TCP proxy to `target` that can be stopped and started again on the same port: the database
 * (or Redis) behind it "stops" for the server and comes back. `blackhole` takes connections but
 * forwards nothing (a database that hangs).
 */
async function proxy(
  targetPort: number,
): Promise<{ port: number; stop(): Promise<void>; start(): Promise<void>; blackhole: boolean }> {
  const sockets = new Set<Socket>();
  let server: NetServer | null = null;
  const me = {
    port: 0,
    blackhole: false,
    start: async () => {
      server = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (me.blackhole) return;
        const up = connect(targetPort, '127.0.0.1');
        sockets.add(up);
        up.on('close', () => sockets.delete(up));
        up.on('error', () => client.destroy());
        client.on('close', () => up.destroy());
        up.on('close', () => client.destroy());
        client.pipe(up).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(me.port, '127.0.0.1', () => resolve()));
      me.port = (server.address() as AddressInfo).port;
    },
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
  await me.start();
  cleanups.push(() => me.stop());
  return me;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const portOf = (url: string) => Number(new URL(url).port || 5432);

describe('/healthz and /readyz', () => {
  it('healthz: the process lives; readyz: the database answers; not ready while draining (SIGTERM)', async () => {
    const s = await startTestServer();
    cleanups.push(() => s.stop());
    expect((await s.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await s.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    // What SIGTERM does first (main.ts → app.close() → preClose): the tables drain.
    await s.manager.shutdown();
    const draining = await s.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the SQLite database is gone (its handle closed)', async () => {
    const storage = await openStorage({ sqliteFile: ':memory:' });
    const s = await startTestServer({ storage });
    cleanups.push(() => s.stop());
    expect((await s.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await storage.close();
    const r = await s.app.inject({ url: '/readyz' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'not ready', checks: { database: 'failed' } });
  });

  it.runIf(pgUrl)('flips with PostgreSQL stopped and started again, and times out on a hung one', async () => {
    const db = await proxy(portOf(pgUrl!));
    const url = new URL(pgUrl!);
    url.host = `127.0.0.1:${db.port}`;
    const pool = new pg.Pool({ connectionString: url.href, max: 2, connectionTimeoutMillis: 1_000 });
    // As the server's pool does (db.ts): a client that loses its connection reports, never throws.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    cleanups.push(() => kysely.destroy());
    const app = Fastify();
    registerHealth(app, { checks: [databaseCheck(kysely)], draining: () => false, timeoutMs: 500 });
    cleanups.push(() => app.close());
    const state = async () => {
      const r = await app.inject({ url: '/readyz' });
      return [r.statusCode, r.json<{ checks: { database: string } }>().checks.database];
    };
    expect(await state()).toEqual([200, 'ok']);
    await db.stop();
    expect(await state()).toEqual([503, 'failed']);
    await db.start();
    expect(await state()).toEqual([200, 'ok']);
    // A database that takes the connection and never answers: "timeout" after 500 ms.
    await db.stop();
    expect(await state()).toEqual([503, 'failed']);
    db.blackhole = true;
    await db.start();
    expect(await state()).toEqual([503, 'timeout']);
  });

  it('checks Redis when REDIS_URL is set: ready with it, not ready with it stopped, ready again', async () => {
    const r = await proxy(6379);
    const redis = redisCheck(`redis://127.0.0.1:${r.port}`);
    cleanups.push(() => redis.close());
    const app = Fastify();
    registerHealth(app, { checks: [redis], draining: () => false, timeoutMs: 500 });
    cleanups.push(() => app.close());
    const state = async () => (await app.inject({ url: '/readyz' })).json<{ checks: { redis: string } }>();
    expect((await state()).checks.redis).toBe('ok');
    await r.stop();
    expect((await state()).checks.redis).not.toBe('ok');
    await r.start();
    // ioredis reconnects by itself (backoff from 50 ms).
    await expect.poll(async () => (await state()).checks.redis, { timeout: 5_000, interval: 100 }).toBe('ok');
  });

  // REDIS_URL means a cluster on PostgreSQL (docs/server.md "Scale-out"); an unreachable Redis
  // stops the start with a ClusterError (cluster/index.test.ts). Here: /readyz asks that Redis.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads REDIS_URL from the configuration: /readyz of a cluster process asks its Redis',
    async () => {
      const schema = sharedTestSchema()!;
      cleanups.push(() => schema.drop());
      const storage = await schema.open();
      cleanups.push(() => storage.close());
      const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
      const s = await startTestServer(
        { storage, cluster: { prefix: `kh-health-${randomBytes(4).toString('hex')}:` } },
        { REDIS_URL: redisUrl },
      );
      cleanups.push(() => s.stop());
      const r = await s.app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
    },
  );
});
