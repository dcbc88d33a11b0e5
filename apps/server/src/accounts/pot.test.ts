import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPot } from './pot.js';

describe('the pot (S13)', () => {
  it('goes to the best-placed human, not to a better-placed computer', () => {
    // Seats 0 and 2 are humans; seat 1 (computer) won.
    expect(splitPot(50, [0, 2], [], [3, 1, 2])).toEqual([{ seat: 2, amount: 50 }]);
  });

  it('is split between humans tied for best, remainder to the lowest seat', () => {
    expect(splitPot(75, [1, 2, 3], [], [4, 1, 2, 1])).toEqual([
      { seat: 1, amount: 38 },
      { seat: 3, amount: 37 },
    ]);
    expect(splitPot(100, [0, 1, 2], [], [1, 1, 1])).toEqual([
      { seat: 0, amount: 34 },
      { seat: 1, amount: 33 },
      { seat: 2, amount: 33 },
    ]);
  });

  it('comes back to a lone human', () => {
    expect(splitPot(25, [3], [], [2, 3, 4, 1])).toEqual([{ seat: 3, amount: 25 }]);
  });

  it('is lost by a leaver: the stake stays in the pot for the others', () => {
    expect(splitPot(30, [0, 1, 2], [0], [1, 2, 3])).toEqual([{ seat: 1, amount: 30 }]);
    expect(splitPot(20, [0, 1], [0, 1], [1, 2])).toEqual([]);
  });

  it('never pays out more or less than the pot, in positive integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (pot, places, humanFlags) => {
          const staked = places.flatMap((_, s) => (humanFlags[s] ? [s] : []));
          const shares = splitPot(pot, staked, [], places);
          if (staked.length === 0) {
            expect(shares).toEqual([]);
            return;
          }
          expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(pot);
          for (const s of shares) expect(Number.isInteger(s.amount) && s.amount > 0).toBe(true);
          const best = Math.min(...staked.map((s) => places[s]!));
          for (const s of shares) if (staked.length > 1) expect(places[s.seat]).toBe(best);
        },
      ),
      { numRuns: 300 },
    );
  });
});
