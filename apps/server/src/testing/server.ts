import type { AddressInfo } from 'node:net';
import { buildServer, type AppOptions, type Server } from '../app.js';
import { InlineBotRunner } from '../bots/pool.js';
import { loadConfig } from '../config.js';
import { NO_LIMITS } from '../limits.js';
import { openStorage, type Storage } from '../storage/db.js';

/** Fast timings for tests: computers move at once, short grace, short rematch hold. */
export const FAST = {
  graceMs: 50,
  botDelayMs: { normal: 0, schnell: 0, turbo: 0 },
  summaryReadMs: 10,
  rematchHoldMs: 2_000,
  botBudgetMs: 200,
  countdownMs: 20,
} as const;

/** A server listening on a free loopback port, with in-memory SQLite unless a storage is given. */
export async function startTestServer(
  opts: AppOptions = {},
  /** More settings, as from the environment (e.g. METRICS_TOKEN). */
  env: NodeJS.ProcessEnv = {},
): Promise<Server & { base: string; stop(): Promise<void> }> {
  const storage: Storage = opts.storage ?? (await openStorage({ sqliteFile: ':memory:' }));
  const server = await buildServer(loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PORT: '0', ...env }), {
    bots: new InlineBotRunner(),
    timing: FAST,
    dailySecret: 'test-secret',
    testGames: true,
    // The simulated humans play a whole game in about a second — far above any human's pace and
    // the protocol's budget of 100 messages in 20 s (hardening.test.ts checks that budget).
    messageBudget: { messages: 100_000, windowMs: 20_000 },
    // Every simulated client shares 127.0.0.1 and plays at machine speed (limits.test.ts checks the budgets).
    limits: NO_LIMITS,
    ...opts,
    storage,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    ...server,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.app.close();
      if (!opts.storage) await storage.close();
    },
  };
}
