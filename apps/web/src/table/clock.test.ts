import { describe, expect, it } from 'vitest';
import { formatClock, GRACE_MS, inGrace, remaining } from './clock.js';

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
});
