import { describe, expect, it } from 'vitest';
import { median, quantile, wilson } from './stats.js';

describe('stats', () => {
  it('Wilson interval matches a published value (81 of 263 → 0.2553–0.3662)', () => {
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.2553, 3);
    expect(hi).toBeCloseTo(0.3662, 3);
  });

  it('Wilson interval stays inside [0, 1] at the edges', () => {
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('median and quantiles interpolate', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5);
  });
});
