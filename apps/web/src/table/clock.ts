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

/**
 * What a seat's clock shows for `left` ms of think time + grace: the think time alone while it
 * runs (a "2 Minuten" clock starts at 2:00 and reaches 0:00 as the think time ends), then the
 * grace alone, marked as such (0:10 down to 0:00). The server counts both as one deadline and a
 * resumed decision gets a fresh grace, so the last GRACE_MS of `left` are always the grace.
 */
export function clockFace(left: number, serverSaysGrace: boolean): { readonly grace: boolean; readonly ms: number } {
  if (inGrace(left, serverSaysGrace)) return { grace: true, ms: Math.min(Math.max(0, left), GRACE_MS) };
  return { grace: false, ms: left - GRACE_MS };
}

/** Milliseconds left now, given what the server said (`msLeft`) and when that arrived (monotonic ms). */
export const remaining = (msLeft: number, receivedAt: number, now: number): number =>
  Math.max(0, msLeft - Math.max(0, now - receivedAt));

/** "1:05", "0:09": minutes and seconds, rounded up so 0:00 shows only at the end. */
export function formatClock(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
