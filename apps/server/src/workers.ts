import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { ServerConfig } from './config.js';
import { dailySecretIn } from './daily-secret.js';
import { primaryScrape, workerMetrics } from './metrics-cluster.js';
import { startMetricsServer } from './metrics-http.js';

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
 * METRICS_PORT is the primary's: the sum of all workers' metrics.
 */
export function runWorkers(config: ServerConfig, say: (line: string) => void = (l) => process.stderr.write(`${l}\n`)) {
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
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    if (code !== 0 && signal === null && Date.now() - since < START_FAILURE_MS) {
      say(`a worker failed at start (exit ${code}); stopping the cluster`);
      stop(1);
      return;
    }
    say(`worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    workerMetrics.restarted(signal === null ? 'exit' : 'signal');
    setTimeout(() => stopping || start(), RESTART_MS);
  });
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (started.size === 0) process.exit(code);
    for (const w of started.keys()) w.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  // METRICS_PORT is served here, with every worker's metrics summed (one scrape for the machine).
  if (config.metricsPort !== undefined)
    startMetricsServer(config.metricsPort, config.metricsHost, primaryScrape()).then(
      (m) => say(`metrics of all workers on ${config.metricsHost}:${m.port}`),
      (e: unknown) => {
        say(`METRICS_PORT ${config.metricsPort}: ${e instanceof Error ? e.message : String(e)}`);
        stop(1);
      },
    );
  for (let i = 0; i < config.workers; i++) start();
}

/** Whether this process starts workers instead of serving (WORKERS > 1, and it is not a worker itself). */
export const isPrimary = (config: ServerConfig) => config.workers > 1 && cluster.isPrimary;
