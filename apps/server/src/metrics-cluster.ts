import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import { registry, type Scrape } from './metrics.js';

/** How long a worker's scrape waits for the primary's sum of all workers. */
const ANSWER_MS = 5_000;
const ASK = 'kh:metrics?';
const ANSWER = 'kh:metrics!';

interface Ask {
  readonly type: typeof ASK;
  readonly id: number;
}
interface Answer {
  readonly type: typeof ANSWER;
  readonly id: number;
  readonly body?: string;
  readonly error?: string;
}

/** The primary's own figures (docs/operations.md), served after the workers' sum. */
const own = new Registry();
const running = new Gauge({
  name: 'kartenhaus_workers',
  help: 'WORKERS: server processes running now, as the primary counts them',
  registers: [own],
});
const restarts = new Counter({
  name: 'kartenhaus_worker_restarts_total',
  help: 'WORKERS: server processes that ended unasked and were started again, by cause (signal: killed, e.g. kill -9 or the OOM killer; exit: ended by itself)',
  labelNames: ['cause'],
  registers: [own],
});
// Both causes from the start, so that increase() sees the first restart.
for (const cause of ['signal', 'exit']) restarts.inc({ cause }, 0);

/** The primary's hooks: how many workers run, and each restart of one that ended unasked. */
export const workerMetrics = {
  running(n: number): void {
    running.set(n);
  },
  restarted(cause: 'signal' | 'exit'): void {
    restarts.inc({ cause });
  },
};

/**
 * `WORKERS=n`, in the primary: the metrics of all workers as one (prom-client's
 * `AggregatorRegistry` asks each worker's registry over IPC; counters, gauges and histograms are
 * summed). Workers that scrape on the site's port (METRICS_TOKEN) ask here too. Returns the scrape
 * for METRICS_PORT, which the primary serves; the primary's own figures (`workerMetrics`) follow
 * the sum.
 */
export function primaryScrape(): Scrape {
  const aggregator = new AggregatorRegistry();
  const all = async () => `${(await aggregator.clusterMetrics()).trimEnd()}\n${await own.metrics()}`;
  cluster.on('message', (worker, m: Ask | undefined) => {
    if (m?.type !== ASK) return;
    const answer = (a: Omit<Answer, 'type' | 'id'>) => worker.send({ type: ANSWER, id: m.id, ...a });
    all().then(
      (body) => answer({ body }),
      (e: unknown) => answer({ error: e instanceof Error ? e.message : String(e) }),
    );
  });
  return async () => ({ contentType: aggregator.contentType, body: await all() });
}

/**
 * In a worker: its registry is what the primary sums, and its own scrape (the site's `/metrics`
 * with METRICS_TOKEN, answered by whichever worker took the request) is the primary's sum.
 */
export function workerScrape(): Scrape {
  AggregatorRegistry.setRegistries([registry]);
  // The worker's side of prom-client's IPC is set up by the first AggregatorRegistry made.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (a: Answer) => void>();
  process.on('message', (m: Answer | undefined) => {
    if (m?.type === ANSWER) waiting.get(m.id)?.(m);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => done({ type: ANSWER, id, error: 'the primary did not answer' }), ANSWER_MS);
      const done = (a: Answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (a.body === undefined) reject(new Error(`cluster metrics: ${a.error ?? 'no answer'}`));
        else resolve({ contentType: registry.contentType, body: a.body });
      };
      waiting.set(id, done);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
