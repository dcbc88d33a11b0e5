/**
 * The server under load, in its own process (so the simulated clients do not share its event
 * loop): SQLite (WAL) in a temporary folder, the real bot pool, loopback. Reports its port, then
 * answers `stats` with its memory, `memory` with its memory after a full collection, `count` with
 * its open connections and their unsent bytes, and `stop` by shutting down. `LOAD_SEND_LIMIT` (bytes, or `off`) sets the slow-client limit (4010),
 * `LOAD_MESSAGES` each connection's message budget per 20 s (`server/slow-clients`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildServer } from '../app.js';
import { PoolBotRunner } from '../bots/pool.js';
import { NO_LIMITS } from '../limits.js';
import { loadConfig } from '../config.js';
import { openStorage } from '../storage/db.js';
import { testSessions } from '../testing/server.js';
import { registry } from '../metrics.js';
import { loopCpuMs } from './loop-cpu.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kh-load-'));
const sendLimit = process.env.LOAD_SEND_LIMIT;
const messages = process.env.LOAD_MESSAGES;
// The pool of BOT_THREADS=1, held here for its figures (decisions and fallbacks).
const bots = new PoolBotRunner({ threads: 1 });
// LOAD_STORAGE=memory: in-memory SQLite, to tell storage cost from the rest. LOAD_DATABASE_URL
// with LOAD_PG_SCHEMA: PostgreSQL in that (migrated) schema; with LOAD_REDIS_URL too, one process
// of a cluster (`server/cluster`), its Redis keys under LOAD_REDIS_PREFIX.
const pgUrl = process.env.LOAD_DATABASE_URL;
const redisUrl = process.env.LOAD_REDIS_URL;
const storage = await openStorage(
  pgUrl
    ? { databaseUrl: pgUrl, pgSchema: process.env.LOAD_PG_SCHEMA }
    : process.env.LOAD_STORAGE === 'memory'
      ? { sqliteFile: ':memory:' }
      : { dataDir },
);
// The site's sessions: each simulated guest gets its cookie from GET /api/me.
const sessions = testSessions(storage);
const server = await buildServer(
  loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BOT_THREADS: '1',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  }),
  {
    ...(redisUrl ? { cluster: { prefix: process.env.LOAD_REDIS_PREFIX ?? 'bench:' } } : {}),
    storage,
    identity: sessions.identity,
    dailySecret: 'bench',
    bots,
    // 4,000 simulated humans from one address
    limits: NO_LIMITS,
    ...(sendLimit ? { sendBufferLimit: sendLimit === 'off' ? Infinity : Number(sendLimit) } : {}),
    ...(messages ? { messageBudget: { messages: Number(messages), windowMs: 20_000 } } : {}),
  },
);
server.app.addHook('onClose', () => storage.close());
await server.app.register(sessions.plugin);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
// LOAD_PROFILE=<file>: a CPU profile of the measured window only (not the ramp), for where the time goes.
const profiler = process.env.LOAD_PROFILE ? new Session() : null;
profiler?.connect();
// LOAD_HEAP_PROFILE=<file>: where the window's allocations are made (sampled); with
// LOAD_HEAP_PROFILE_YOUNG=0 only what outlived a young-generation collection (what is promoted).
const heapProfiler = process.env.LOAD_HEAP_PROFILE ? new Session() : null;
heapProfiler?.connect();
let cpu = process.cpuUsage();
let since = performance.now();
let loop = performance.eventLoopUtilization();
let loopCpu = loopCpuMs();
// rss is sampled through the window: its value at the end alone depends on where the old
// generation's collection cycle happens to be.
let rssPeak = 0;
let heapPeak = 0;
let externalPeak = 0;
setInterval(() => {
  const m = process.memoryUsage();
  rssPeak = Math.max(rssPeak, m.rss);
  heapPeak = Math.max(heapPeak, m.heapUsed);
  externalPeak = Math.max(externalPeak, m.external);
}, 250).unref();
const mb = (bytes: number) => bytes / 2 ** 20;
/** Commands this process forwarded to a table's owner (`server/cluster`). */
const forwardedCommands = async () =>
  (await registry.getSingleMetric('kartenhaus_forwarded_total')!.get()).values.find((v) => v.labels.kind === 'command')
    ?.value ?? 0;
let forwardedAt = 0;
/** Group commits of the move log so far, and the moves in them (`kartenhaus_commit_batch_moves`). */
const groupCommits = async () => {
  const values = (await registry.getSingleMetric('kartenhaus_commit_batch_moves')!.get()).values;
  const of = (name: string) => values.find((v) => (v as { metricName?: string }).metricName === name)?.value ?? 0;
  return { commits: of('kartenhaus_commit_batch_moves_count'), moves: of('kartenhaus_commit_batch_moves_sum') };
};
let commitsAt = { commits: 0, moves: 0 };
/** Bytes written to the open sockets and not yet sent (what clients that stop reading hold here). */
const buffered = () => [...server.app.websocketServer.clients].reduce((sum, ws) => sum + ws.bufferedAmount, 0);
const onMessage = async (m: unknown): Promise<void> => {
  // The measured window starts: event-loop delay and CPU time count from here.
  if (m === 'reset') {
    if (profiler) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    if (heapProfiler)
      await heapProfiler.post('HeapProfiler.startSampling', {
        samplingInterval: 16384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: process.env.LOAD_HEAP_PROFILE_YOUNG !== '0',
      });
    delay.reset();
    forwardedAt = await forwardedCommands();
    commitsAt = await groupCommits();
    cpu = process.cpuUsage();
    since = performance.now();
    loop = performance.eventLoopUtilization();
    loopCpu = loopCpuMs();
    rssPeak = 0;
    heapPeak = 0;
    externalPeak = 0;
  }
  if (m === 'count') process.send?.({ connections: server.connections.size, bufferedMb: mb(buffered()) });
  if (m === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    process.send?.({
      rssMb: mb(mem.rss),
      heapMb: mb(mem.heapUsed),
      externalMb: mb(mem.external),
      connections: server.connections.size,
      bufferedMb: mb(buffered()),
    });
  }
  if (m === 'stats') {
    const used = process.cpuUsage(cpu);
    const busy = performance.eventLoopUtilization(loop).utilization;
    const loopCpuNow = loopCpuMs();
    const seconds = (performance.now() - since) / 1000;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.LOAD_PROFILE!, JSON.stringify(profile));
    }
    if (heapProfiler) {
      const { profile } = await heapProfiler.post('HeapProfiler.stopSampling');
      writeFileSync(process.env.LOAD_HEAP_PROFILE!, JSON.stringify(profile));
    }
    const commitsNow = await groupCommits();
    const mem = process.memoryUsage();
    // LOAD_HEAP_SNAPSHOT=<file>: what the heap holds after the window, once collected.
    if (process.env.LOAD_HEAP_SNAPSHOT) {
      (globalThis as { gc?: () => void }).gc?.();
      writeHeapSnapshot(process.env.LOAD_HEAP_SNAPSHOT);
    }
    // After the measured window: what the heap holds once garbage is collected (tables, sockets).
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({
      rssMb: mem.rss / 2 ** 20,
      rssPeakMb: Math.max(rssPeak, mem.rss) / 2 ** 20,
      heapMb: mem.heapUsed / 2 ** 20,
      // reserved by V8 for the heap (what rss holds of it) and Buffers outside it (socket data)
      heapTotalMb: mem.heapTotal / 2 ** 20,
      externalMb: mem.external / 2 ** 20,
      liveHeapMb: process.memoryUsage().heapUsed / 2 ** 20,
      // peaks sampled every 250 ms since `reset`: the heap used and the memory outside it (Buffers)
      heapPeakMb: mb(Math.max(heapPeak, mem.heapUsed)),
      externalPeakMb: mb(Math.max(externalPeak, mem.external)),
      connections: server.connections.size,
      bufferedMb: mb(buffered()),
      // The histogram records the 5 ms interval between its timer's turns; the delay is the excess.
      loopP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 5),
      tables: server.manager.size,
      cpuPct: ((used.user + used.system) / 1000 / (performance.now() - since)) * 100,
      // the share of the window the event loop was working (not waiting for I/O)
      loopBusyPct: busy * 100,
      // the event loop's thread's own CPU time (not the time it waited for a core), null off Linux
      loopCpuPct: loopCpuNow === null || loopCpu === null ? null : (loopCpuNow - loopCpu) / 10 / seconds,
      // computer decisions by the pool's thread and by the fallback (bots/thinking.ts)
      bots: bots.figures,
      forwarded: (await forwardedCommands()) - forwardedAt,
      // the move log's group commits in the window and the moves they held
      groupCommits: commitsNow.commits - commitsAt.commits,
      committedMoves: commitsNow.moves - commitsAt.moves,
    });
  }
  if (m === 'stop')
    void server.app.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
};
// A failed step rejects unhandled: the bench child dies and the bench reports it.
process.on('message', (m: unknown) => void onMessage(m));
