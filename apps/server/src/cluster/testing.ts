import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { onTestFinished } from 'vitest';
import type { Storage } from '../storage/db.js';
import { sharedTestSchema } from '../storage/testing.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import type { AppOptions } from '../app.js';
import type { OwnershipTiming } from './ownership.js';

/** Short leases for tests: a dead owner's tables are free after ~1 s. */
export const FAST_OWNERSHIP: OwnershipTiming = { leaseMs: 1_000, renewMs: 300, takeoverMs: 200 };

/** A fresh Redis key prefix (tests run side by side on one Redis). */
export const testPrefix = () => `t${randomBytes(5).toString('hex')}:`;

/** Core's tiny game at an online table of two humans, no clock, a free seat left empty. */
export const TINY_ONLINE = { game: 'tiny', mode: 'online', players: 2, clock: null, free: 'leer' } as const;

/**
 * A running tiny table of two players: a connects to `aBase` and creates it, b connects to
 * `bBase` (another process: its commands are forwarded to the owner) and sits, a starts. Both
 * sockets close when the test ends.
 */
export async function startedTable(
  aBase: string,
  bBase = aBase,
): Promise<{ table: string; a: TestClient; b: TestClient }> {
  const a = await TestClient.connect(aBase);
  const b = await TestClient.connect(bBase);
  onTestFinished(() => [a, b].forEach((c) => c.close()));
  const { table } = (await a.request({ t: 'create', settings: TINY_ONLINE })) as { table: string };
  await b.request({ t: 'open', table });
  await b.request({ t: 'sit', table, seat: 1 });
  await a.request({ t: 'start', table });
  return { table, a, b };
}

/** A site of a test cluster in this process: its own storage on the shared schema, its own leases. */
export async function startClusterSite(
  open: () => Promise<Storage>,
  prefix: string,
  opts: AppOptions & { timing?: AppOptions['timing']; ownership?: Partial<OwnershipTiming>; redisUrl?: string } = {},
) {
  const storage = await open();
  const s = await startTestServer(
    { ...opts, storage, cluster: { prefix, timing: { ...FAST_OWNERSHIP, ...opts.ownership } } },
    { REDIS_URL: opts.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  );
  return {
    ...s,
    stop: async () => {
      await s.stop();
      await storage.close();
    },
  };
}

/** A socket to `base` (as the page with `cookie`), closed when the test ends. */
export async function connect(base: string, cookie?: string): Promise<TestClient> {
  const c = await TestClient.connect(base, cookie);
  onTestFinished(() => c.close());
  return c;
}

/** Two processes of one cluster (in this test process) on a fresh schema and key prefix, stopped when the test ends. */
export async function twoClusterSites(opts: Parameters<typeof startClusterSite>[2] = {}) {
  const schema = sharedTestSchema()!;
  await (await schema.open()).close();
  const prefix = testPrefix();
  const one = await startClusterSite(schema.open, prefix, opts);
  const two = await startClusterSite(schema.open, prefix, opts);
  onTestFinished(async () => {
    // (a test may have stopped one already)
    await one.stop().catch(() => undefined);
    await two.stop().catch(() => undefined);
    await schema.drop();
  });
  return { one, two };
}

const childEntry = new URL('../testing/child-server.ts', import.meta.url).pathname;

/** A process of a test cluster (`testing/child-server.ts`), killed when the test ends. */
export interface ChildSite {
  readonly child: ChildProcess;
  readonly base: string;
  /** Which of these tables the process runs now (asked over IPC; one question at a time). */
  running(tables: readonly string[]): Promise<string[]>;
}

/** One process of the cluster: PostgreSQL in `schema`, Redis under `prefix`, the production lease timing. */
export async function spawnSite(schema: string, prefix: string, env: NodeJS.ProcessEnv = {}): Promise<ChildSite> {
  const child = fork(childEntry, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      REDIS_URL: process.env.TEST_REDIS_URL,
      TEST_PG_SCHEMA: schema,
      TEST_REDIS_PREFIX: prefix,
      ...env,
    },
    // stderr is kept: a process that fails at start says why (it failed once in CI with exit 1).
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2_000)));
  onTestFinished(() => void child.kill('SIGKILL'));
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
  const running = (tables: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      const onMessage = (m: { t?: string; tables?: string[] }) => {
        if (m.t !== 'running') return;
        child.off('message', onMessage);
        resolve(m.tables ?? []);
      };
      child.on('message', onMessage);
      child.send({ t: 'running', tables }, (e) => {
        if (!e) return;
        child.off('message', onMessage);
        reject(e);
      });
    });
  return { child, base: `http://127.0.0.1:${port}`, running };
}
