import { metrics } from '../metrics.js';
import { decide } from './decide.js';
import type { BotDecision, BotRequest } from './runner.js';

/**
 * Why a decision was not the pool's own: it waited too long for a free thread (`queue`), it
 * thought past its budget and was stopped (`overrun`), or the worker failed (`error`).
 */
export type FallbackReason = 'queue' | 'overrun' | 'error';

/** What a bot runner did, for the server's figures (and a later Prometheus export). */
export interface BotFigures {
  /** Decisions answered by the pool's threads. */
  readonly decided: number;
  /** Decisions answered by the fallback instead, by reason. */
  readonly fallbacks: Readonly<Record<FallbackReason, number>>;
  /** Decisions waiting for a free thread right now. */
  readonly waiting: number;
}

/** The level of the fallback decision: cheap at a short budget, and a sensible move (never "the first legal one"). */
export const FALLBACK_LEVEL = 'normal';

/**
 * The fallback: the normal level's decision with a short budget, in this thread. It costs a few
 * milliseconds (Speedlift normal at 10 ms samples fewer worlds; Speedclimb's normal is a rule of
 * thumb), where the pool's answer would have come too late or not at all.
 */
export function fallbackDecision(req: BotRequest, budgetMs: number): BotDecision {
  return decide({ ...req, level: FALLBACK_LEVEL, budgetMs: Math.min(req.budgetMs, budgetMs) });
}

export interface ThinkingOptions {
  /** Threads that think at once: no more decisions are handed to the pool than it has threads. */
  readonly threads: number;
  /** A thinking decision is stopped this long after its budget (counted from when it was handed over). */
  readonly slackMs: number;
  /** A decision that waited this long for a free thread gets the fallback (default: its own budget). */
  readonly maxWaitMs?: number;
  /** Budget of the fallback decision. */
  readonly fallbackBudgetMs: number;
}

type Think = (req: BotRequest, signal: AbortSignal) => Promise<BotDecision>;

/**
 * The decisions waiting for a thread, first come first served. A decision's budget counts from
 * when a thread takes it, not from when it was asked for: only as many decisions as there are
 * threads are handed to the pool, so a handed-over decision starts at once, and its stop signal
 * (budget + slack) starts with it. A decision that waits too long, or that the pool stops or
 * fails, is answered by `fallbackDecision` — counted in `figures`.
 */
export class ThinkingQueue {
  private readonly waiting: { req: BotRequest; resolve: (d: Promise<BotDecision>) => void; timer: NodeJS.Timeout }[] =
    [];
  private thinking = 0;
  private decided = 0;
  private readonly fallbacks: Record<FallbackReason, number> = { queue: 0, overrun: 0, error: 0 };

  constructor(
    private readonly think: Think,
    private readonly opts: ThinkingOptions,
  ) {}

  decide(req: BotRequest): Promise<BotDecision> {
    return new Promise<BotDecision>((resolve) => {
      const entry = {
        req,
        resolve,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i < 0) return;
          this.waiting.splice(i, 1);
          resolve(this.fallback(req, 'queue'));
        }, this.opts.maxWaitMs ?? req.budgetMs),
      };
      entry.timer.unref?.();
      this.waiting.push(entry);
      this.pump();
    });
  }

  private pump(): void {
    while (this.thinking < this.opts.threads) {
      const next = this.waiting.shift();
      if (!next) return;
      clearTimeout(next.timer);
      this.thinking += 1;
      next.resolve(this.handOver(next.req));
    }
  }

  private async handOver(req: BotRequest): Promise<BotDecision> {
    const signal = AbortSignal.timeout(req.budgetMs + this.opts.slackMs);
    try {
      const d = await this.think(req, signal);
      this.decided += 1;
      return d;
    } catch (e) {
      return this.fallback(req, signal.aborted ? 'overrun' : 'error', e);
    } finally {
      this.thinking -= 1;
      this.pump();
    }
  }

  /** The fallback decision; if even that fails, the pool's error (or the fallback's) is the answer. */
  private fallback(req: BotRequest, reason: FallbackReason, cause?: unknown): Promise<BotDecision> {
    this.fallbacks[reason] += 1;
    metrics.botFallback(req.game, req.level, reason);
    // A promise either way: callers hand it to resolve() and never expect a synchronous throw.
    try {
      return Promise.resolve(fallbackDecision(req, this.opts.fallbackBudgetMs));
    } catch (e) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what was thrown, as `throw` did
      return Promise.reject(cause ?? e);
    }
  }

  /** The fallback's decision at once, counted as waiting too long (the pool is closing). */
  answerNow(req: BotRequest): Promise<BotDecision> {
    return this.fallback(req, 'queue');
  }

  /** Answers every waiting decision with the fallback (the pool is closing). */
  drain(): void {
    for (const w of this.waiting.splice(0)) {
      clearTimeout(w.timer);
      w.resolve(this.fallback(w.req, 'queue'));
    }
  }

  get figures(): BotFigures {
    return { decided: this.decided, fallbacks: { ...this.fallbacks }, waiting: this.waiting.length };
  }
}
