import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import { dailySecretIn } from './daily-secret.js';
import { createLogger } from './logger.js';
import { primaryScrape, workerMetrics } from './metrics-cluster.js';
import { startMetricsServer } from './metrics-http.js';
import { listenError, reasonOf } from './start-error.js';

/** A worker that ends this soon after it started failed to start (bad Redis, PostgreSQL): no restart loop. */
export const START_FAILURE_MS = 15_000;
/** A worker that died later is started again after this pause. */
export const RESTART_MS = 1_000;

/**
 * `WORKERS=n` (docs/server.md "Scale-out"): this process becomes node:cluster's primary and starts
 * n server processes on the one port. The primary accepts the connections and hands them to the
 * workers in turn — any worker takes any socket, no sticky sessions: a worker runs the tables
 * whose lease it holds and forwards the rest (REDIS_URL, DATABASE_URL; config.ts refuses WORKERS
 * without them). A worker that dies is started again (its tables are taken over meanwhile); one
 * that fails at start stops the whole cluster with its one-line error. SIGTERM/SIGINT go to every
 * worker, which hands its tables over as a single process does; the primary ends after the last.
 * METRICS_PORT is the primary's: the sum of all workers' metrics. What happens to the workers is
 * logged as the workers log (pino JSON on stdout, `pid` the primary's, `worker` the worker's pid),
 * so a worker's death and its tables' takeover read in one log with their times.
 */
export function runWorkers(
  config: ServerConfig,
  log: FastifyBaseLogger = createLogger(config.logLevel),
  /** A start failure of the primary itself: one line on stderr, as a single server's (main.ts). */
  fail: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
) {
  // One Tagesfahrt secret for all: made here once (workers that made it side by side would race).
  if (config.dailySecret === undefined) dailySecretIn(config.dataDir);
  // The computer threads of the machine shared out (each worker has its own pool).
  const env =
    config.botThreads === undefined
      ? { BOT_THREADS: String(Math.max(1, Math.floor((availableParallelism() - 1) / config.workers))) }
      : {};
  let stopping = false;
  let exitCode = 0;
  const started = new Map<Worker, number>();
  const start = () => {
    started.set(cluster.fork(env), Date.now());
    workerMetrics.running(started.size);
  };
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    workerMetrics.running(started.size);
    const ended = { worker: worker.process.pid, signal, code: signal === null ? code : null };
    if (stopping) {
      log.info(ended, 'worker stopped');
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    if (code !== 0 && signal === null && Date.now() - since < START_FAILURE_MS) {
      log.fatal(ended, 'a worker failed at start; stopping the cluster');
      stop(1);
      return;
    }
    log.error({ ...ended, restartMs: RESTART_MS }, 'worker ended unasked; starting another');
    workerMetrics.restarted(signal === null ? 'exit' : 'signal');
    setTimeout(() => stopping || start(), RESTART_MS);
  });
  const stop = (code: number, signal?: string) => {
    if (stopping) return;
    stopping = true;
    if (signal) log.info({ signal, workers: started.size }, 'shutting down');
    exitCode = code;
    if (started.size === 0) process.exit(code);
    for (const w of started.keys()) w.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop(0, 'SIGTERM'));
  process.on('SIGINT', () => stop(0, 'SIGINT'));
  // METRICS_PORT is served here, with every worker's metrics summed (one scrape for the machine).
  if (config.metricsPort !== undefined)
    startMetricsServer(config.metricsPort, config.metricsHost, primaryScrape()).then(
      (m) => log.info({ port: m.port, host: config.metricsHost, workers: config.workers }, 'metrics listening'),
      (e: unknown) => {
        const why = listenError(e, 'METRICS_PORT', config.metricsPort!, config.metricsHost);
        fail(why instanceof Error ? why.message : `METRICS_PORT ${config.metricsPort}: ${reasonOf(e)}`);
        stop(1);
      },
    );
  log.info({ workers: config.workers, botThreads: Number(env.BOT_THREADS ?? config.botThreads) }, 'starting workers');
  for (let i = 0; i < config.workers; i++) start();
}

/** Whether this process starts workers instead of serving (WORKERS > 1, and it is not a worker itself). */
export const isPrimary = (config: ServerConfig) => config.workers > 1 && cluster.isPrimary;
