import cluster from 'node:cluster';
import { workerScrape } from './metrics-cluster.js';
import { buildSite } from './site.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { startMetricsServer } from './metrics-http.js';
import { listenError, StartError } from './start-error.js';
import { isPrimary, runWorkers } from './workers.js';

/** Starts the server and stops it cleanly on SIGTERM/SIGINT (finishes writes, closes sockets). */
export async function main(): Promise<void> {
  const config = checkedConfig();
  // WORKERS=n: this process only starts and watches the n server processes (workers.ts).
  if (isPrimary(config)) return runWorkers(config);
  // A WORKERS worker: its metrics are summed by the primary, which serves METRICS_PORT.
  const worker = cluster.isWorker;
  const { app } = await buildSite(config, worker ? { scrape: workerScrape() } : {}).catch(startFailed);
  // A port another server holds (or one not allowed): one line naming the variable, after the
  // tables opened so far are handed back as at SIGTERM.
  const cannotListen = async (e: unknown, variable: string, port: number, host: string): Promise<never> => {
    const why = listenError(e, variable, port, host);
    if (why instanceof StartError) await app.close().catch(() => {});
    return startFailed(why);
  };
  if (config.metricsPort !== undefined && !worker) {
    const { metricsPort: port, metricsHost: host } = config;
    const m = await startMetricsServer(port, host).catch((e: unknown) => cannotListen(e, 'METRICS_PORT', port, host));
    app.addHook('onClose', () => m.close());
    app.log.info({ port: m.port, host: config.metricsHost }, 'metrics listening');
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const began = performance.now();
    app.close().then(
      () => {
        // The last line: the tables handed over or stored, the sockets closed (an operator reads
        // from it that the stop was clean and how long it took).
        app.log.info({ ms: Math.round(performance.now() - began) }, 'stopped');
        process.exit(0);
      },
      (e: unknown) => {
        app.log.error(e, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app
    .listen({ port: config.port, host: config.host })
    .catch((e: unknown) => cannotListen(e, 'PORT', config.port, config.host));
}

/** What it runs on is missing (PostgreSQL or Redis not answering, DATA_DIR not usable, PORT taken): one line, no stack. */
function startFailed(e: unknown): never {
  if (!(e instanceof StartError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

/** The configuration, or the process ends (1) with one line per bad variable and no stack. */
function checkedConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
