import cluster from 'node:cluster';
import { workerScrape } from './metrics-cluster.js';
import { buildSite } from './site.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { startMetricsServer } from './metrics-http.js';
import { StartError } from './start-error.js';
import { isPrimary, runWorkers } from './workers.js';

/** Starts the server and stops it cleanly on SIGTERM/SIGINT (finishes writes, closes sockets). */
export async function main(): Promise<void> {
  const config = checkedConfig();
  // WORKERS=n: this process only starts and watches the n server processes (workers.ts).
  if (isPrimary(config)) return runWorkers(config);
  // A WORKERS worker: its metrics are summed by the primary, which serves METRICS_PORT.
  const worker = cluster.isWorker;
  const { app } = await buildSite(config, worker ? { scrape: workerScrape() } : {}).catch((e: unknown) => {
    // What it runs on is missing (PostgreSQL or Redis not answering, DATA_DIR not usable): one line, no stack.
    if (!(e instanceof StartError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  });
  if (config.metricsPort !== undefined && !worker) {
    const m = await startMetricsServer(config.metricsPort, config.metricsHost);
    app.addHook('onClose', () => m.close());
    app.log.info({ port: m.port, host: config.metricsHost }, 'metrics listening');
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (e: unknown) => {
        app.log.error(e, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
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
