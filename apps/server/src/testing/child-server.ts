/**
 * A server in its own process for crash tests (kill -9): SQLite in DATA_DIR, inline bots, fast
 * timings; reports its port over IPC. With DATABASE_URL, REDIS_URL and TEST_PG_SCHEMA, one
 * process of a test cluster: PostgreSQL in that schema, Redis keys under TEST_REDIS_PREFIX, the
 * production lease timing.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app.js';
import { InlineBotRunner } from '../bots/pool.js';
import { loadConfig } from '../config.js';
import { openStorage } from '../storage/db.js';
import { FAST, testSessions } from './server.js';

const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
const schema = process.env.TEST_PG_SCHEMA;
const storage = await openStorage(
  schema && config.databaseUrl
    ? { databaseUrl: config.databaseUrl, pgSchema: schema }
    : { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
);
const sessions = testSessions(storage);
const server = await buildServer(config, {
  storage,
  identity: sessions.identity,
  bots: new InlineBotRunner(),
  timing: FAST,
  dailySecret: 'test-secret',
  testGames: true,
  ...(process.env.TEST_REDIS_PREFIX ? { cluster: { prefix: process.env.TEST_REDIS_PREFIX } } : {}),
});
server.app.addHook('onClose', () => storage.close());
await server.app.register(sessions.plugin);
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
