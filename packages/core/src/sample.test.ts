import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameMultiset } from './cards.js';
import { Rng } from './rng.js';
import { sampleWorld } from './sample.js';

describe('sampleWorld', () => {
  it('fills every slot, respects constraints, and conserves the cards (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.string(), (limit, seed) => {
        const unknown = Array.from({ length: 36 }, (_, i) => (i % 12) + 1);
        const slots = [{ count: 10, allows: (c: number) => c > limit }, { count: 10 }, { count: 6 }];
        const r = sampleWorld(unknown, slots, Rng.fromSeed(seed));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.hands.map((h) => h.length)).toEqual([10, 10, 6]);
        expect(r.value.hands[0]!.every((c) => c > limit)).toBe(true);
        expect(sameMultiset([...r.value.hands.flat(), ...r.value.rest], unknown)).toBe(true);
      }),
    );
  });

  it('reports ERR_NO_WORLD when the constraints cannot hold', () => {
    const r = sampleWorld([1, 2, 3], [{ count: 2, allows: (c: number) => c > 2 }], Rng.fromSeed('x'));
    expect(r).toEqual({ ok: false, error: 'ERR_NO_WORLD' });
    expect(sampleWorld([1], [{ count: 2 }], Rng.fromSeed('x')).ok).toBe(false);
  });

  it('fills a tightly constrained slot first', () => {
    // seat 0 may hold only 1s and 2s, and there are exactly 4 of them
    const unknown = [1, 1, 2, 2, 5, 6, 7, 8];
    for (let i = 0; i < 50; i++) {
      const r = sampleWorld(
        unknown,
        [{ count: 4 }, { count: 4, allows: (c: number) => c <= 2 }],
        Rng.fromSeed(`t${i}`),
      );
      expect(r.ok && r.value.hands[1]!.slice().sort()).toEqual([1, 1, 2, 2]);
    }
  });
});
