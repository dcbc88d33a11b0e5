import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import { registry, type Scrape } from './metrics.js';

/** How long a worker's scrape waits for the primary's sum of all workers. */
const ANSWER_MS = 5_000;
const ASK = 'kh:metrics?';
const ANSWER = 'kh:metrics!';
/** The primary asks a worker for its registry as JSON; the worker answers with it. */
const ASK_JSON = 'kh:metrics-json?';
const JSON_ANSWER = 'kh:metrics-json!';

/** One process's metrics as `registry.getMetricsAsJSON()` gives them. */
export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

interface AskJson {
  readonly type: typeof ASK_JSON;
  readonly id: number;
}
interface JsonAnswer {
  readonly type: typeof JSON_ANSWER;
  readonly id: number;
  readonly metrics: MetricsJson;
}

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
 * The sum of the workers' metrics that never goes back: counters and histograms only grow, so a
 * worker that ended (kill -9, a restart) keeps what it had counted at its last scrape — without
 * that the sum fell by the dead worker's share and Prometheus read the drop as a counter reset
 * (`rate()`/`increase()` then counted the whole remaining sum again: a spike of every move ever
 * made). Gauges (connections, tables) are the living workers' only. What a worker counted
 * between its last scrape and its end is lost, as it is for a single process.
 */
export class WorkerSum {
  private readonly last = new Map<number, MetricsJson>();
  /** The ended workers' counters and histograms, summed into one. */
  private retired: MetricsJson = [];

  /** The metrics of the living workers (by worker id) summed, the ended workers' counts added. */
  sum(live: ReadonlyMap<number, MetricsJson>): Registry {
    for (const [id, m] of live) this.last.set(id, m);
    return AggregatorRegistry.aggregate([...live.values(), this.retired]);
  }

  /** A worker ended: its last counters and histograms stay in the sum. */
  async ended(id: number): Promise<void> {
    const m = this.last.get(id);
    this.last.delete(id);
    if (m === undefined) return;
    // prom-client's types declare `type` a numeric enum; at run time it is the name ('counter').
    const growing = (x: MetricsJson) =>
      x.filter(
        (metric) =>
          ['counter', 'histogram'].includes(metric.type as unknown as string) && (metric.aggregator ?? 'sum') === 'sum',
      );
    this.retired = growing(await AggregatorRegistry.aggregate([this.retired, growing(m)]).getMetricsAsJSON());
  }
}

/**
 * `WORKERS=n`, in the primary: the metrics of all workers as one (each worker's registry asked
 * over IPC as JSON, then prom-client's `AggregatorRegistry.aggregate`: counters, gauges and
 * histograms summed; an ended worker's counts kept, `WorkerSum`). Workers that scrape on the
 * site's port (METRICS_TOKEN) ask here too. Returns the scrape for METRICS_PORT, which the
 * primary serves; the primary's own figures (`workerMetrics`) follow the sum.
 */
export function primaryScrape(): Scrape {
  const sum = new WorkerSum();
  let ending = Promise.resolve();
  let next = 0;
  const waiting = new Map<number, (worker: Worker, m: MetricsJson) => void>();
  // Dead workers' shares are folded in before the next sum is read (in order).
  cluster.on('exit', (worker) => {
    ending = ending.then(() => sum.ended(worker.id)).catch(() => {});
  });
  const ask = (): Promise<Map<number, MetricsJson>> =>
    new Promise((resolve, reject) => {
      const id = next++;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());
      const got = new Map<number, MetricsJson>();
      const finish = () => {
        clearTimeout(timer);
        waiting.delete(id);
        cluster.off('exit', gone);
      };
      const check = () => {
        if (!workers.every((w) => got.has(w.id) || w.isDead())) return;
        finish();
        resolve(got);
      };
      // A worker that dies while asked is left out (its last counts are carried).
      const gone = () => check();
      const timer = setTimeout(() => {
        finish();
        reject(new Error('Operation timed out.'));
      }, ANSWER_MS);
      waiting.set(id, (w, m) => {
        got.set(w.id, m);
        check();
      });
      cluster.on('exit', gone);
      for (const w of workers) w.send({ type: ASK_JSON, id } satisfies AskJson);
      check();
    });
  cluster.on('message', (worker, m: JsonAnswer | undefined) => {
    if (m?.type === JSON_ANSWER) waiting.get(m.id)?.(worker, m.metrics);
  });
  const all = async () => {
    const live = await ask();
    await ending;
    const summed = await sum.sum(live).metrics();
    return `${summed.trimEnd()}\n${await own.metrics()}`;
  };
  cluster.on('message', (worker, m: Ask | undefined) => {
    if (m?.type !== ASK) return;
    const answer = (a: Omit<Answer, 'type' | 'id'>) => worker.send({ type: ANSWER, id: m.id, ...a });
    all().then(
      (body) => answer({ body }),
      (e: unknown) => answer({ error: e instanceof Error ? e.message : String(e) }),
    );
  });
  return async () => ({ contentType: registry.contentType, body: await all() });
}

/**
 * In a worker: its registry is what the primary sums, and its own scrape (the site's `/metrics`
 * with METRICS_TOKEN, answered by whichever worker took the request) is the primary's sum.
 */
export function workerScrape(): Scrape {
  let next = 0;
  const waiting = new Map<number, (a: Answer) => void>();
  process.on('message', (m: Answer | AskJson | undefined) => {
    if (m?.type === ANSWER) waiting.get(m.id)?.(m);
    // The primary sums every worker's registry (primaryScrape).
    if (m?.type === ASK_JSON)
      void registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: JSON_ANSWER, id: m.id, metrics } satisfies JsonAnswer));
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
