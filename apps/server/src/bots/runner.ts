import type { BotFigures } from './thinking.js';

/** One decision a computer seat must make: the seat's view only, never the state. */
export interface BotRequest {
  /** Game key in the registry (`speedlift`, …). */
  readonly game: string;
  /** Bot label (`leicht`, `normal`, `stark`, …); an unknown label falls back to `normal`. */
  readonly level: string;
  readonly view: unknown;
  /** Seeds the bot's private RNG (derived from the game id and move number; not the deal's seed). */
  readonly rngSeed: string;
  readonly budgetMs: number;
}

/**
 * A computer's decision: a move (notation) to play after `delayMs`, or `null` to look again after
 * `delayMs` (a real-time partner holding back, G3). Turn-based games answer with delay 0.
 */
export interface BotDecision {
  readonly move: string | null;
  readonly delayMs: number;
}

/** Runs bot decisions off the event loop. */
export interface BotRunner {
  decide(req: BotRequest): Promise<BotDecision>;
  close(): Promise<void>;
  /** Decisions by the threads and by the fallback (`bots/thinking.ts`); runners for tests may have none. */
  readonly figures?: BotFigures;
}

/** How much nicer than the event loop the bot and replay threads run (they yield the cores to it). */
export const WORKER_NICE = 10;

/** The nice value a worker thread takes: WORKER_NICE above the thread that started it (at most 19),
 * so it stays below the event loop also when the server itself was started with `nice`. */
export function workerNice(parentNice: number): number {
  return Math.min(19, parentNice + WORKER_NICE);
}
