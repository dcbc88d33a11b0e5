/** One figure a benchmark reports (`npm run bench -- --json`). */
export interface BenchFigure {
  readonly name: string;
  readonly median_ms: number;
  readonly p95_ms: number;
  readonly ops_per_s: number;
  /** Extra figures some benchmarks add (e.g. server/load: `p99_ms`, `rss_mb`). */
  readonly [extra: string]: number | string;
}

/**
 * A named benchmark, `<part>/<what>[/<variant>]`. Either `fn` (timed repeatedly by the harness)
 * or `run` (measures itself, e.g. a load test, and returns its figure).
 */
export type Benchmark =
  | {
      readonly name: string;
      /** Runs once before timing; its value is passed to `fn`. */
      readonly setup?: () => unknown;
      readonly fn: (prepared: never) => unknown;
      /** Timing budget in ms (default 1000). */
      readonly time?: number;
    }
  | { readonly name: string; readonly run: () => Promise<BenchFigure> };

/** Typed helper for a package's `benchmarks` export. */
export const defineBenchmarks = (benchmarks: readonly Benchmark[]): readonly Benchmark[] => benchmarks;
