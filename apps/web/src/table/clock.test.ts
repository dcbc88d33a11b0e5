import { describe, expect, it } from 'vitest';
import { clockFace, formatClock, GRACE_MS, inGrace, remaining } from './clock.js';

describe('table clock', () => {
  it('counts down from what the server said, from the moment it arrived', () => {
    expect(remaining(30_000, 1000, 1000)).toBe(30_000);
    expect(remaining(30_000, 1000, 11_000)).toBe(20_000);
    expect(remaining(30_000, 1000, 99_000)).toBe(0);
  });

  it('shows minutes and seconds, rounded up', () => {
    expect(formatClock(120_000)).toBe('2:00');
    expect(formatClock(9_001)).toBe('0:10');
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
  });

  it('counts into the 10 s grace itself: the server sends nothing when the think time ends', () => {
    expect(GRACE_MS).toBe(10_000);
    expect(inGrace(30_000, false)).toBe(false);
    expect(inGrace(10_001, false)).toBe(false);
    expect(inGrace(10_000, false)).toBe(true);
    expect(inGrace(0, false)).toBe(true);
    // What the server said wins when it says grace.
    expect(inGrace(25_000, true)).toBe(true);
  });

  it('shows the think time alone, then the grace alone: "2 Minuten" starts at 2:00, not 2:10 (QA item 8)', () => {
    // The server's clockMs at the start of a 2-minute decision: think time + grace.
    const start = 120_000 + GRACE_MS;
    expect(formatClock(clockFace(start, false).ms)).toBe('2:00');
    expect(clockFace(start, false).grace).toBe(false);
    // 3 s in: 1:57, as a player who chose 2 minutes expects.
    expect(formatClock(clockFace(start - 3_000, false).ms)).toBe('1:57');
    // The last moment of the think time still shows the think time.
    expect(clockFace(GRACE_MS + 1, false)).toEqual({ grace: false, ms: 1 });
    // Then the grace on its own: 0:10 down to 0:00.
    expect(clockFace(GRACE_MS, false)).toEqual({ grace: true, ms: GRACE_MS });
    expect(formatClock(clockFace(GRACE_MS, false).ms)).toBe('0:10');
    expect(formatClock(clockFace(4_200, false).ms)).toBe('0:05');
    expect(clockFace(0, false)).toEqual({ grace: true, ms: 0 });
    // The server saying grace wins; the grace never shows more than its 10 s.
    expect(clockFace(GRACE_MS + 500, true)).toEqual({ grace: true, ms: GRACE_MS });
  });
});
