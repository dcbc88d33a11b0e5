import { describe, expect, it } from 'vitest';
import { berlinDay, isDay, isoWeek, isWeek } from './time.js';

describe('days and weeks', () => {
  it('takes the day in Europe/Berlin, not UTC', () => {
    expect(berlinDay(Date.parse('2026-11-29T22:30:00Z'))).toBe('2026-11-29');
    expect(berlinDay(Date.parse('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(berlinDay(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02'); // summer time
  });

  it('numbers ISO weeks across year ends', () => {
    expect(isoWeek('2026-11-29')).toBe('2026-W48'); // a Sunday
    expect(isoWeek('2026-11-30')).toBe('2026-W49'); // Monday
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });

  it('recognises real ISO weeks only (52 or 53 a year)', () => {
    expect(['2026-W01', '2026-W48', '2026-W53', '2020-W53'].map(isWeek)).toEqual([true, true, true, true]);
    expect(['2025-W53', '2026-W00', '2026-W99', '2026-W4', '26-W48', '2026W48'].map(isWeek)).toEqual(
      Array(6).fill(false),
    );
  });

  it('recognises real dates only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-02-28')).toBe(false);
  });
});
