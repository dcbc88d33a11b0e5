import { describe, expect, it } from 'vitest';
import { GoneWatch } from './gone.js';

describe('GoneWatch (T14)', () => {
  it('reports a seat once it has been gone for the whole time, once, then afresh', () => {
    const w = new GoneWatch(15_000);
    expect(w.due(1_000, [1])).toEqual([]);
    expect(w.due(15_999, [1])).toEqual([]);
    expect(w.due(16_000, [1])).toEqual([1]);
    // Reported: it starts afresh (the table takes the seat over; a seat left alone is asked again).
    expect(w.due(16_250, [1])).toEqual([]);
    expect(w.due(31_250, [1])).toEqual([1]);
  });

  it('forgets a seat that has a connection again, and one whose player opened the table', () => {
    const w = new GoneWatch(15_000);
    w.due(0, [0, 2]);
    expect(w.due(10_000, [2])).toEqual([]); // seat 0 is back
    expect(w.due(15_000, [0, 2])).toEqual([2]); // seat 0 gone again: from 15 s on
    expect(w.due(29_999, [0])).toEqual([]);
    expect(w.due(30_000, [0])).toEqual([0]);
    w.due(40_000, [1]);
    w.back(1);
    expect(w.due(55_000, [1])).toEqual([]);
    expect(w.due(70_000, [1])).toEqual([1]);
  });
});
