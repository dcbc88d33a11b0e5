import { GRACE_MS, STALL_MS } from '@kartenhaus/protocol';

/** The table's timings; tests shorten them. */
export interface Timing {
  /** "danach gibt es 10 Sekunden Nachfrist". */
  readonly graceMs: number;
  /** Pause before a computer's move, by tempo, so humans can follow. */
  readonly botDelayMs: { readonly normal: number; readonly schnell: number; readonly turbo: number };
  /** Reading time of the round summary before the think time runs (tables with a clock). */
  readonly summaryReadMs: number;
  /** "die Plätze der anderen bleiben bis zu zwei Minuten für sie frei". */
  readonly rematchHoldMs: number;
  /** Time budget of one bot decision. */
  readonly botBudgetMs: number;
  /** G5: the visible countdown before the clock of a real-time game starts for everyone. */
  readonly countdownMs: number;
  /** How often a running decision clock's used think time is stored (what a crash can lose, T3). */
  readonly clockCheckpointMs: number;
  /** A finished or waiting table nobody has open is closed (and leaves memory) after this (T9). */
  readonly idleCloseMs: number;
  /** A running solo game nobody has open this long is finished by the computer (T12). */
  readonly soloIdleMs: number;
  /** T13: one step keeping a table "ohne Uhr" waiting this long lets the others leave without −10. */
  readonly stallMs: number;
  /** T14: a human of a real-time deal with no connection this long is taken over by the computer (A3). */
  readonly goneMs: number;
}

export const DEFAULT_TIMING: Timing = {
  graceMs: GRACE_MS,
  botDelayMs: { normal: 1_200, schnell: 500, turbo: 150 },
  summaryReadMs: 8_000,
  rematchHoldMs: 120_000,
  botBudgetMs: 1_000,
  countdownMs: 3_000,
  clockCheckpointMs: 10_000,
  idleCloseMs: 10 * 60_000,
  soloIdleMs: 30 * 60_000,
  stallMs: STALL_MS,
  goneMs: 15_000,
};
