/**
 * A server in its own process for crash tests (kill -9): SQLite in DATA_DIR, inline bots, fast
 * timings; reports its port over IPC.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app.js';
import { InlineBotRunner } from '../bots/pool.js';
import { loadConfig } from '../config.js';
import { FAST } from './server.js';

const server = await buildServer(loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }), {
  bots: new InlineBotRunner(),
  timing: FAST,
  dailySecret: 'test-secret',
  testGames: true,
});
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
