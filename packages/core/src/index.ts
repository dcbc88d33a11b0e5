export * from './result.js';
export * from './errors.js';
export * from './rng.js';
export * from './seats.js';
export * from './cards.js';
export * from './game.js';
export * from './table.js';
export * from './replay.js';
export * from './sample.js';
export * from './stats.js';
export * from './options.js';
export { playMatch, rotateLabels, type MatchRecord } from './runner/match.js';
export { summarize, type BotSummary, type CompetitiveSummary, type CooperativeSummary } from './runner/summary.js';
export {
  playDuplicateDeal,
  dealGain,
  summarizeDuplicate,
  WIN_SHARE,
  type DuplicateDeal,
  type DuplicateSummary,
} from './runner/duplicate.js';
export { defineBenchmarks, type Benchmark } from './bench/benchmark.js';
export type { BenchFigure } from './bench/benchmark.js';
