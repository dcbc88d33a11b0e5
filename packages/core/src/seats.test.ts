import { describe, expect, it } from 'vitest';
import { compareTuples, nextSeat, placesFrom, prevSeat, seatsFrom } from './seats.js';

describe('seats', () => {
  it('moves clockwise and wraps', () => {
    expect(nextSeat(3, 4)).toBe(0);
    expect(prevSeat(0, 4)).toBe(3);
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
  });

  it('"Gleiche Strafpunkte teilen sich den Platz": equal scores share the place', () => {
    expect(placesFrom([[3], [5], [3], [9]], compareTuples)).toEqual([1, 3, 1, 4]);
  });

  it('ranks by the first key, then the next (higher-is-better keys negated)', () => {
    // camps reached (higher better) then hand cards (fewer better)
    expect(
      placesFrom(
        [
          [-7, 4],
          [-7, 2],
          [-8, 9],
        ],
        compareTuples,
      ),
    ).toEqual([3, 2, 1]);
  });
});
