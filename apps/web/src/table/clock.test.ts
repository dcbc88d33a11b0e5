import { describe, expect, it } from 'vitest';
import { formatClock, remaining } from './clock.js';

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
});
