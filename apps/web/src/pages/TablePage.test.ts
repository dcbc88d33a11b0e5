import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { tableMoved } from './TablePage.js';

describe('a refused command goes once the table moved on', () => {
  const waiting = sampleTableInfo({
    phase: 'waiting',
    seats: [sampleSeat(0, 'human', 'Anna'), sampleSeat(1, 'human', 'Ben'), sampleSeat(2, 'empty', null)],
  });
  it('someone sitting down, getting up or taken over, or a new phase, moves the table; a clock tick does not', () => {
    const sat = { ...waiting, seats: waiting.seats.map((s) => (s.seat === 2 ? sampleSeat(2, 'human', 'Cem') : s)) };
    expect(tableMoved(waiting, sat)).toBe(true);
    expect(tableMoved(waiting, { ...waiting, phase: 'playing' })).toBe(true);
    expect(tableMoved(waiting, { ...waiting, seats: waiting.seats.map((s) => ({ ...s, away: s.seat === 1 })) })).toBe(
      true,
    );
    expect(tableMoved(waiting, { ...waiting, seats: waiting.seats.map((s) => ({ ...s, clockMs: 5_000 })) })).toBe(
      false,
    );
    expect(tableMoved(waiting, { ...waiting, timerMs: 1_000 })).toBe(false);
  });
});
