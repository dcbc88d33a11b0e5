import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { onTestFinished } from 'vitest';
import type { Storage } from '../storage/db.js';
import { startTestServer } from '../testing/server.js';
import type { AppOptions } from '../app.js';
import type { OwnershipTiming } from './ownership.js';

/** Short leases for tests: a dead owner's tables are free after ~1 s. */
export const FAST_OWNERSHIP: OwnershipTiming = { leaseMs: 1_000, renewMs: 300, takeoverMs: 200 };

/** A fresh Redis key prefix (tests run side by side on one Redis). */
export const testPrefix = () => `t${randomBytes(5).toString('hex')}:`;

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
