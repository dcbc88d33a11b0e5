/**
 * A server in its own process for crash tests (kill -9): SQLite in DATA_DIR, inline bots, fast
 * timings; reports its port over IPC. With DATABASE_URL, REDIS_URL and TEST_PG_SCHEMA, one
 * process of a test cluster: PostgreSQL in that schema, Redis keys under TEST_REDIS_PREFIX, the
 * production lease timing. The accounts' game hooks are plugged in as on the site (stakes, the
 * ledger, results). Over IPC it answers `{ t: 'running', tables }` with the tables it runs of those.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app.js';
import { InlineBotRunner } from '../bots/pool.js';
import { loadConfig } from '../config.js';
import { openStorage } from '../storage/db.js';
import { openTestSchema } from '../storage/testing.js';
import { NO_LIMITS } from '../limits.js';
import { FAST, TEST_MESSAGE_BUDGET, testSessions } from './server.js';

const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
const schema = process.env.TEST_PG_SCHEMA;
// In the test schema's turn: other test files migrate and drop their schemas meanwhile.
const storage =
  schema && config.databaseUrl
    ? await openTestSchema(config.databaseUrl, schema)
    : await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const sessions = testSessions(storage);
const server = await buildServer(config, {
  storage,
  identity: sessions.identity,
  bots: new InlineBotRunner(),
  timing: FAST,
  dailySecret: 'test-secret',
  testGames: true,
  // Simulated humans at machine pace, all from 127.0.0.1 (as `startTestServer`).
  messageBudget: TEST_MESSAGE_BUDGET,
  limits: NO_LIMITS,
  hooks: { ...sessions.hooks, checkSeat: (player, stake) => sessions.checkSeat(player, stake) },
  ...(process.env.TEST_REDIS_PREFIX ? { cluster: { prefix: process.env.TEST_REDIS_PREFIX } } : {}),
});
server.app.addHook('onClose', () => storage.close());
await server.app.register(sessions.plugin);
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
process.on('message', (m: { t: 'running'; tables: string[] }) => {
  if (m.t === 'running') process.send?.({ t: 'running', tables: m.tables.filter((id) => server.manager.get(id)) });
});
