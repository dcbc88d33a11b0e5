import type { AddressInfo } from 'node:net';
import { createAccounts, type Accounts } from '../accounts/index.js';
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

/** The message budget of test servers (their simulated humans play at machine speed). */
export const TEST_MESSAGE_BUDGET = { messages: 100_000, windowMs: 20_000 } as const;

/**
 * The site's sessions for a game server of tests and benchmarks: the accounts' identity and their
 * /api routes (`GET /api/me` gives a guest its cookie), without stakes or leaderboards (the game
 * hooks stay the test's); rate limits lifted, as every simulated client shares 127.0.0.1.
 * `identity` goes to `buildServer`, `plugin` is registered on its app.
 */
export function testSessions(storage: Storage): Accounts {
  return createAccounts(storage, {
    replays: { inline: true },
    rateLimits: { perMinute: 1e9, loginPerMinute: 1e9, replayPerMinute: 1e9 },
  });
}

/**
 * A server listening on a free loopback port, with in-memory SQLite unless a storage is given,
 * and the site's sessions (`testSessions`) unless an identity is given.
 */
export async function startTestServer(
  opts: AppOptions = {},
  /** More settings, as from the environment (e.g. METRICS_TOKEN). */
  env: NodeJS.ProcessEnv = {},
): Promise<Server & { base: string; stop(): Promise<void> }> {
  const storage: Storage = opts.storage ?? (await openStorage({ sqliteFile: ':memory:' }));
  const sessions = testSessions(storage);
  const server = await buildServer(loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PORT: '0', ...env }), {
    bots: new InlineBotRunner(),
    timing: FAST,
    dailySecret: 'test-secret',
    testGames: true,
    // The simulated humans play a whole game in about a second — far above any human's pace and
    // the protocol's budget of 100 messages in 20 s (hardening.test.ts checks that budget).
    messageBudget: TEST_MESSAGE_BUDGET,
    // Every simulated client shares 127.0.0.1 and plays at machine speed (limits.test.ts checks the budgets).
    limits: NO_LIMITS,
    ...opts,
    storage,
    identity: opts.identity ?? sessions.identity,
  });
  if (!opts.identity) await server.app.register(sessions.plugin);
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
