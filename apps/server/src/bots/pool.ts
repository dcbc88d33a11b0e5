import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { metrics } from '../metrics.js';
import { decide } from './decide.js';
import type { BotDecision, BotRequest, BotRunner } from './runner.js';
import { ThinkingQueue, type BotFigures, type ThinkingOptions } from './thinking.js';

/** Budget of a fallback decision (the normal level, in the event loop's thread: a few ms at most). */
export const FALLBACK_BUDGET_MS = 10;

/**
 * Bots in a piscina worker pool: the event loop never waits for a decision. Decisions wait in a
 * `ThinkingQueue` for a free thread, so a decision's budget counts from when a thread takes it;
 * one that overruns its budget by more than `slackMs` is aborted (the worker is replaced). One that
 * waited longer than its budget, was aborted or failed gets the fallback (the normal level at a
 * short budget, in this thread) — counted in `figures`.
 */
export class PoolBotRunner implements BotRunner {
  /** Started at the first decision: a server whose tables have no computers keeps no thread. */
  private started: { readonly pool: Piscina; readonly warm: Promise<void> } | null = null;
  /** Closed: no thread starts again; a decision asked for now is the fallback's. */
  private closed = false;
  private readonly threadCount: number;
  private readonly slackMs: number;
  private readonly queue: ThinkingQueue;
  /** A failure of the pool itself (a worker that died outside a decision), for the log. */
  private readonly onError: ((e: unknown) => void) | undefined;

  constructor(
    opts: { threads?: number; slackMs?: number; onError?: (e: unknown) => void } & Partial<
      Omit<ThinkingOptions, 'threads' | 'slackMs'>
    > = {},
  ) {
    this.threadCount = opts.threads ?? Math.max(1, availableParallelism() - 1);
    this.slackMs = opts.slackMs ?? 2_000;
    this.onError = opts.onError;
    this.queue = new ThinkingQueue((req, signal) => this.think(req, signal), {
      threads: this.threadCount,
      slackMs: this.slackMs,
      ...(opts.maxWaitMs === undefined ? {} : { maxWaitMs: opts.maxWaitMs }),
      fallbackBudgetMs: opts.fallbackBudgetMs ?? FALLBACK_BUDGET_MS,
    });
  }

  private start(): { readonly pool: Piscina; readonly warm: Promise<void> } {
    if (this.started) return this.started;
    const pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: this.threadCount,
      maxThreads: this.threadCount,
      idleTimeout: 60_000,
    });
    if (this.onError) pool.on('error', this.onError);
    // Loading the games into a worker (tsx compiles them) must not count against a decision's budget.
    const warm = pool.run(null).then(() => undefined);
    // A pool closed while still warming rejects the warm-up: decisions awaiting it still see the
    // error, but it must never surface as an unhandled rejection.
    warm.catch(() => {});
    return (this.started = { pool, warm });
  }

  async decide(req: BotRequest): Promise<BotDecision> {
    // A table may still ask while the server shuts down (or the pool closes under a warm-up that
    // then fails with "Terminating worker thread"): it is answered in this thread, as the queue
    // answers the decisions waiting at close — no error for the table's log, no new threads.
    if (this.closed) return this.queue.answerNow(req);
    try {
      await this.start().warm;
    } catch (e) {
      if (this.closed) return this.queue.answerNow(req);
      throw e;
    }
    return this.queue.decide(req);
  }

  /** One decision on a thread that is free now (the queue hands over no more than there are threads). */
  private async think(req: BotRequest, signal: AbortSignal): Promise<BotDecision> {
    const began = performance.now();
    try {
      const { thinkMs, ...decision } = (await this.start().pool.run(req, { signal })) as BotDecision & {
        thinkMs?: number;
      };
      const waitMs = thinkMs === undefined ? undefined : performance.now() - began - thinkMs;
      metrics.botDecision(req.game, req.level, 'ok', { thinkMs, waitMs });
      return decision;
    } catch (e) {
      metrics.botDecision(req.game, req.level, 'failed');
      throw e;
    }
  }

  /** Decisions by the threads and by the fallback (for the server's figures). */
  get figures(): BotFigures {
    return this.queue.figures;
  }

  /** Threads currently alive (for figures); none before the first decision. */
  get threads(): number {
    return this.started?.pool.threads.length ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.drain();
    await this.started?.pool.destroy();
  }
}

/** Decides in-process on a later tick: for unit tests of tables (never the production path). */
export class InlineBotRunner implements BotRunner {
  decide(req: BotRequest): Promise<BotDecision> {
    return new Promise((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(decide(req));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }),
    );
  }

  async close(): Promise<void> {}
}
