/** Clock arithmetic for the table frame (DOM-free). */

/**
 * Every decision on a clock has its think time, then 10 s of grace ("Nachfrist"); the server's
 * `clockMs` counts both, so the last GRACE_MS of it are the grace. No message marks the moment
 * the think time ends, so the page counts into the grace itself.
 */
import { GRACE_MS } from '@kartenhaus/protocol/limits';

export { GRACE_MS };

/** Whether a clock with `left` ms (think time + grace) is in its grace now. */
export const inGrace = (left: number, serverSaysGrace: boolean): boolean => serverSaysGrace || left <= GRACE_MS;

/** Milliseconds left now, given what the server said (`msLeft`) and when that arrived (monotonic ms). */
export const remaining = (msLeft: number, receivedAt: number, now: number): number =>
  Math.max(0, msLeft - Math.max(0, now - receivedAt));

/** "1:05", "0:09": minutes and seconds, rounded up so 0:00 shows only at the end. */
export function formatClock(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
