import type { Cancel, Clock } from '../clock.js';

/**
 * A timer that runs while a condition holds: `check()` after every change arms it when the
 * condition holds (once) and cancels it when it no longer does; when it fires, `fire` runs (on the
 * table's queue, where it looks at the condition again: the queue may have changed the table).
 */
export class WhileTimer {
  private cancel: Cancel | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ms: number,
    private readonly holds: () => boolean,
    private readonly fire: () => void,
  ) {}

  check(stopped: boolean): void {
    if (!this.holds()) return this.stop();
    if (this.cancel || stopped) return;
    this.cancel = this.clock.after(this.ms, () => {
      this.cancel = null;
      this.fire();
    });
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
