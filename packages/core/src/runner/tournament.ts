import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { MatchRecord } from './match.js';
import { summarize, type CompetitiveSummary, type CooperativeSummary } from './summary.js';
import { WIN_SHARE, summarizeDuplicate, type DuplicateDeal, type DuplicateSummary } from './duplicate.js';
import type { GameModule } from '../game.js';
import type { DuplicateTask, MatchTask } from './worker.js';

export interface TournamentOptions {
  /** Game name for the summary. */
  readonly game: string;
  /** Module specifier or file URL of a package exporting `gameModule`. */
  readonly moduleSpecifier: string;
  readonly config: unknown;
  /** One bot label per seat. */
  readonly labels: readonly string[];
  readonly games: number;
  readonly seed: string;
  /** Worker threads (default: the machine's cores). */
  readonly threads?: number;
  /** Called after every finished batch with the number of games done. */
  readonly onProgress?: (done: number) => void;
}

/**
 * Plays `games` games spread over worker threads. Results are sorted by game index before
 * summing, so the figures are the same whatever the threads' timing.
 */
export async function runTournament(
  opts: TournamentOptions,
): Promise<{ records: MatchRecord[]; summary: CompetitiveSummary | CooperativeSummary }> {
  const threads = Math.max(1, opts.threads ?? availableParallelism());
  const pool = new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  const batch = Math.max(1, Math.min(50, Math.ceil(opts.games / (threads * 8))));
  const started = performance.now();
  let done = 0;
  const tasks: Promise<MatchRecord[]>[] = [];
  try {
    for (let first = 0; first < opts.games; first += batch) {
      const task: MatchTask = {
        moduleSpecifier: opts.moduleSpecifier,
        config: opts.config,
        seed: opts.seed,
        labels: opts.labels,
        first,
        count: Math.min(batch, opts.games - first),
      };
      tasks.push(
        (pool.run(task) as Promise<MatchRecord[]>).then((records) => {
          done += records.length;
          opts.onProgress?.(done);
          return records;
        }),
      );
    }
    const records = (await Promise.all(tasks)).flat();
    const seconds = (performance.now() - started) / 1000;
    return { records, summary: summarize(opts.game, records, seconds) };
  } finally {
    await pool.destroy();
  }
}

export interface DuplicateOptions {
  readonly game: string;
  readonly moduleSpecifier: string;
  readonly config: unknown;
  readonly a: string;
  readonly b: string;
  /** The bot on the other seats (default B). */
  readonly others?: string;
  readonly players: number;
  readonly deals: number;
  readonly seed: string;
  readonly threads?: number;
  /** Called after every finished batch with the number of deals done. */
  readonly onProgress?: (done: number) => void;
}

/** The `--duplicate --json` object. */
export interface DuplicateResult {
  game: string;
  /** Games played: deals × (players + 1); with a third bot on the other seats deals × 2 × players. */
  games: number;
  seconds: number;
  duplicate: DuplicateSummary;
}

/**
 * Plays `deals` duplicate deals (A on each seat in turn against B, and B alone) over worker
 * threads; deals are sorted by index before summing, so the figures do not depend on timing.
 */
export async function runDuplicate(
  opts: DuplicateOptions,
): Promise<{ deals: DuplicateDeal[]; result: DuplicateResult }> {
  const threads = Math.max(1, opts.threads ?? availableParallelism());
  const pool = new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  const batch = Math.max(1, Math.min(10, Math.ceil(opts.deals / (threads * 8))));
  const started = performance.now();
  let done = 0;
  const tasks: Promise<DuplicateDeal[]>[] = [];
  try {
    for (let first = 0; first < opts.deals; first += batch) {
      const task: DuplicateTask = {
        kind: 'duplicate',
        moduleSpecifier: opts.moduleSpecifier,
        config: opts.config,
        seed: opts.seed,
        a: opts.a,
        b: opts.b,
        others: opts.others ?? opts.b,
        players: opts.players,
        first,
        count: Math.min(batch, opts.deals - first),
      };
      tasks.push(
        (pool.run(task) as Promise<DuplicateDeal[]>).then((deals) => {
          done += deals.length;
          opts.onProgress?.(done);
          return deals;
        }),
      );
    }
    const deals = (await Promise.all(tasks)).flat().sort((x, y) => x.deal - y.deal);
    const others = opts.others ?? opts.b;
    const mod = ((await import(opts.moduleSpecifier)) as { gameModule: GameModule }).gameModule;
    const seconds = (performance.now() - started) / 1000;
    return {
      deals,
      result: {
        game: opts.game,
        games: deals.length * (others === opts.b ? opts.players + 1 : 2 * opts.players),
        seconds,
        duplicate: summarizeDuplicate(deals, opts.a, opts.b, opts.players, mod.duplicateScore ?? WIN_SHARE, others),
      },
    };
  } finally {
    await pool.destroy();
  }
}
