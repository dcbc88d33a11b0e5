import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { MatchRecord } from './match.js';
import { summarize, type CompetitiveSummary, type CooperativeSummary } from './summary.js';
import type { MatchTask } from './worker.js';

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
