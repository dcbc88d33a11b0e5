import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';

/** One thing readiness depends on: resolves when it answers. */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<void>;
}

type CheckState = 'ok' | 'failed' | 'timeout';

/** The database answers a trivial query (SQLite or PostgreSQL, through the server's own pool). */
export function databaseCheck<DB>(db: Kysely<DB>): ReadinessCheck {
  return {
    name: 'database',
    check: async () => {
      await sql`select 1`.execute(db);
    },
  };
}

/**
 * Redis answers PING (only when REDIS_URL is set). One connection for the server's life; it
 * never queues a command while down (`enableOfflineQueue: false`), so a stopped Redis answers
 * "not ready" at once, and it reconnects by itself.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): void } {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // Its errors are the check's answer; unhandled they would be thrown as an 'error' event.
  client.on('error', () => {});
  let connecting: Promise<void> | null = null;
  return {
    name: 'redis',
    check: async () => {
      if (client.status === 'wait') connecting ??= client.connect();
      if (connecting) await connecting.finally(() => (connecting = null));
      if ((await client.ping()) !== 'PONG') throw new Error('redis: no PONG');
    },
    close: () => client.disconnect(),
  };
}

/** Runs the checks side by side, each given `timeoutMs` (a hung database is "timeout", not a hung probe). */
export async function readiness(
  checks: readonly ReadinessCheck[],
  timeoutMs: number,
  onFailure: (name: string, e: unknown) => void = () => {},
): Promise<{ ready: boolean; checks: Record<string, CheckState> }> {
  const states = await Promise.all(
    checks.map(async (c): Promise<CheckState> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<CheckState>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const state = await Promise.race([c.check().then((): CheckState => 'ok'), timeout]);
        if (state === 'timeout') onFailure(c.name, new Error(`no answer in ${timeoutMs} ms`));
        return state;
      } catch (e) {
        onFailure(c.name, e);
        return 'failed';
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const out: Record<string, CheckState> = {};
  checks.forEach((c, i) => (out[c.name] = states[i]!));
  return { ready: states.every((s) => s === 'ok'), checks: out };
}

/**
 * `/healthz`: the process lives and its event loop answers (always 200 while it does).
 * `/readyz`: the server takes players — 200 when every check answers, 503 while draining (SIGTERM:
 * tables stopping, no new ones) or when a check failed or timed out. The answer names each check's
 * state, never an error's text (that goes to the log).
 */
export function registerHealth(
  app: FastifyInstance,
  opts: { checks: readonly ReadinessCheck[]; draining: () => boolean; timeoutMs?: number },
): void {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_req, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (opts.draining()) return reply.code(503).headers(noStore).send({ status: 'draining' });
    const r = await readiness(opts.checks, timeoutMs, (name, e) => app.log.warn({ check: name, err: e }, 'not ready'));
    return reply
      .code(r.ready ? 200 : 503)
      .headers(noStore)
      .send({ status: r.ready ? 'ready' : 'not ready', checks: r.checks });
  });
}
