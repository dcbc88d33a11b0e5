import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { decide } from './decide.js';
import type { BotDecision, BotRequest, BotRunner } from './runner.js';

/**
 * Bots in a piscina worker pool: the event loop never waits for a decision. A decision that
 * overruns its budget by more than `slackMs` is aborted (the worker is replaced) and rejected.
 */
export class PoolBotRunner implements BotRunner {
  private readonly pool: Piscina;

  constructor(opts: { threads?: number; slackMs?: number } = {}) {
    const threads = opts.threads ?? Math.max(1, availableParallelism() - 1);
    this.pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
    });
    this.slackMs = opts.slackMs ?? 2_000;
    // Loading the games into a worker (tsx compiles them) must not count against a decision's budget.
    this.warm = this.pool.run(null).then(() => undefined);
    // A pool closed while still warming rejects the warm-up: decisions awaiting it still see the
    // error, but it must never surface as an unhandled rejection.
    this.warm.catch(() => {});
  }

  private readonly slackMs: number;
  private readonly warm: Promise<void>;

  async decide(req: BotRequest): Promise<BotDecision> {
    await this.warm;
    const signal = AbortSignal.timeout(req.budgetMs + this.slackMs);
    return (await this.pool.run(req, { signal })) as BotDecision;
  }

  /** Threads currently alive (for figures). */
  get threads(): number {
    return this.pool.threads.length;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
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
