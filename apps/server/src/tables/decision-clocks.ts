import type { Seat } from '@kartenhaus/core';
import type { Cancel, Clock } from '../clock.js';
import type { SeatRecord } from './records.js';

/** What the decision clocks need from their table (closures over the table's own state). */
export interface ClockHost {
  readonly clock: Clock;
  readonly graceMs: number;
  readonly checkpointMs: number;
  /** The table's think time per decision in seconds (`null`: "ohne Uhr"). */
  thinkS(): number | null;
  /** The table seat that plays game seat `gs` (its stored clock checkpoint lives there). */
  seatOf(gs: Seat): SeatRecord | undefined;
  stopped(): boolean;
  /** Think time and grace ran out for the decision `n` of seat `gs`. */
  timedOut(gs: Seat, n: number): void;
  /** Stores the table (the seats' clock checkpoints); runs on the table's queue. */
  checkpoint(save: () => boolean): void;
}

interface Decision {
  readonly n: number;
  readonly deadline: number;
  /** When the think time began (monotonic). */
  readonly thinkFrom: number;
  readonly cancel: Cancel;
}

/**
 * The humans' running decision clocks: think time, then grace. A decision that already ran before
 * a restart resumes with the think time left at its last checkpoint and a fresh grace (T3:
 * downtime is never a player's fault). While a clock runs, its used think time is written into its
 * seat every `checkpointMs`.
 */
export class DecisionClocks {
  private readonly running = new Map<Seat, Decision>();
  private checkpointTimer: Cancel | null = null;

  constructor(private readonly host: ClockHost) {}

  has(gs: Seat): boolean {
    return this.running.has(gs);
  }

  /** Milliseconds left of seat `gs`'s think time plus grace, or `null` when no clock runs for it. */
  leftMs(gs: Seat, now: number): number | null {
    const d = this.running.get(gs);
    return d ? Math.max(0, Math.round(d.deadline - now)) : null;
  }

  /** Stops the clocks of seats that no longer decide `n` (moved, or the computer plays them). */
  keepOnly(decides: (gs: Seat, n: number) => boolean): void {
    for (const [gs, d] of this.running)
      if (!decides(gs, d.n)) {
        d.cancel();
        this.running.delete(gs);
      }
  }

  /** The clock of the decision ran out: it no longer runs. */
  ended(gs: Seat): void {
    this.running.delete(gs);
  }

  /** Starts the clock of decision `n` of seat `gs`. */
  start(gs: Seat, n: number): void {
    const h = this.host;
    const think = (h.thinkS() ?? 0) * 1000;
    const saved = h.seatOf(gs)?.clock;
    const used = saved && saved.n === n ? Math.min(think, Math.max(0, saved.usedMs)) : 0;
    const ms = think - used + h.graceMs;
    const now = h.clock.now();
    const cancel = h.clock.after(ms, () => h.timedOut(gs, n));
    this.running.set(gs, { n, deadline: now + ms, thinkFrom: now - used, cancel });
    this.armCheckpoint();
  }

  /** Writes each running clock's used think time into its seat; whether anything changed. */
  note(): boolean {
    const think = (this.host.thinkS() ?? 0) * 1000;
    const now = this.host.clock.now();
    let changed = false;
    for (const [gs, d] of this.running) {
      const seat = this.host.seatOf(gs);
      if (!seat) continue;
      const usedMs = Math.min(think, Math.max(0, Math.round(now - d.thinkFrom)));
      if (seat.clock?.n === d.n && seat.clock.usedMs === usedMs) continue;
      seat.clock = { n: d.n, usedMs };
      changed = true;
    }
    return changed;
  }

  stop(): void {
    for (const d of this.running.values()) d.cancel();
    this.running.clear();
    this.checkpointTimer?.();
    this.checkpointTimer = null;
  }

  private armCheckpoint(): void {
    if (this.checkpointTimer || this.host.stopped()) return;
    this.checkpointTimer = this.host.clock.after(this.host.checkpointMs, () => {
      this.checkpointTimer = null;
      if (this.running.size === 0) return;
      this.host.checkpoint(() => {
        const changed = this.note();
        if (this.running.size > 0) this.armCheckpoint();
        return changed;
      });
    });
  }
}
