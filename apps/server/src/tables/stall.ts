import type { Cancel, Clock } from '../clock.js';

/** What the stall watch needs from its table (closures over the table's own state). */
export interface StallHost {
  readonly clock: Clock;
  /** T13: how long one step may keep the others waiting before leaving costs them nothing. */
  readonly stallMs: number;
  /**
   * Whether a wait counts at all now: an online turn-based game "ohne Uhr" that runs (playing or
   * its round summary). With a clock the computer decides for a human who runs out of time (A3).
   */
  counts(): boolean;
  /** The table seats of the humans (not away) the table waits on now: to act, or not yet "Weiter". */
  waitedOn(): number[];
  /** The stalling seats changed: publish the table. */
  changed(): void;
  /** A wait reached `stallMs`: these table seats are stalling (the log and the metrics). */
  marked(seats: readonly number[]): void;
  stopped(): boolean;
}

/**
 * T13: who has kept a table "ohne Uhr" waiting. "Ohne Uhr wartet der Tisch, bis du dich entschieden
 * hast" — the table waits, but a human who never decides held the others until they left, each with
 * the leaver's −10 (S14, L9). Once one step (a decision, or the round summary's "Weiter") has kept
 * the table waiting for `stallMs`, the humans it waits on are *stalling* (`SeatInfo.stalling`), and
 * another human who leaves then is not a leaver (like a seat taken over after timeouts, A3).
 *
 * A step is the table's phase and the game's move count: a move or a new phase starts a new wait,
 * a "Weiter" does not. One timer per table, armed at a new step and re-armed only when it fires
 * early, so a move costs no timer. The wait is kept in memory only: after a restart it begins anew
 * (in the stalling player's favour).
 */
export class StallWatch {
  private phase: string | null = null;
  private n = -1;
  private since = 0;
  private timer: Cancel | null = null;
  private seats: readonly number[] = [];

  constructor(private readonly host: StallHost) {}

  /** The table seats that have kept the table waiting for `stallMs` or more; empty otherwise. */
  get stalling(): readonly number[] {
    return this.seats;
  }

  /** Whether leaving now costs table seat `ts` nothing: the table waits on others who stall. */
  excuses(ts: number): boolean {
    return this.seats.length > 0 && !this.seats.includes(ts);
  }

  /** After every change at the table: a new step begins a new wait. */
  step(phase: string, n: number): void {
    if (phase === this.phase && n === this.n) {
      // The same step: one who stalled may have clicked "Weiter" or been taken over since.
      if (this.seats.length === 0) return;
      const still = this.host.waitedOn();
      const seats = this.seats.filter((s) => still.includes(s));
      if (seats.length === this.seats.length) return;
      this.seats = seats;
      this.host.changed();
      return;
    }
    this.phase = phase;
    this.n = n;
    this.since = this.host.clock.now();
    this.arm();
    // The mark goes with the step; tell the table (its update may already have been sent).
    if (this.seats.length > 0) {
      this.seats = [];
      this.host.changed();
    }
  }

  stop(): void {
    this.timer?.();
    this.timer = null;
  }

  private arm(): void {
    if (this.timer || this.host.stopped() || !this.host.counts()) return;
    const left = this.since + this.host.stallMs - this.host.clock.now();
    this.timer = this.host.clock.after(Math.max(0, left), () => this.fire());
  }

  private fire(): void {
    this.timer = null;
    if (this.host.stopped() || !this.host.counts()) return;
    if (this.host.clock.now() - this.since < this.host.stallMs) return this.arm();
    const seats = this.host.waitedOn();
    if (seats.length === 0) return;
    this.seats = seats;
    this.host.marked(seats);
    this.host.changed();
  }
}
