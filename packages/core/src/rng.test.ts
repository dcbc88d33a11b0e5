import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng, shuffle } from './rng.js';

describe('Rng', () => {
  it('replays exactly from a seed, and its state survives JSON', () => {
    const a = Rng.fromSeed('kartenhaus');
    const first = [a.u32(), a.u32(), a.u32()];
    const b = Rng.fromSeed('kartenhaus');
    expect([b.u32(), b.u32(), b.u32()]).toEqual(first);
    const saved = JSON.parse(JSON.stringify(a.state)) as [number, number, number, number];
    const c = new Rng(saved);
    expect(c.u32()).toBe(a.u32());
  });

  it('gives different streams for different seeds', () => {
    expect(seedRng('a')).not.toEqual(seedRng('b'));
  });

  it('int(n) stays in range and covers it roughly evenly', () => {
    const rng = Rng.fromSeed('even');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(9_500);
    for (const c of counts) expect(c).toBeLessThan(10_500);
  });

  it('shuffle is a permutation and does not touch its input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (xs, seed) => {
        const before = xs.slice();
        const out = shuffle(xs, Rng.fromSeed(seed));
        expect(xs).toEqual(before);
        expect(out.slice().sort()).toEqual(xs.slice().sort());
      }),
    );
  });

  it('pick refuses an empty array', () => {
    expect(() => Rng.fromSeed('x').pick([])).toThrow(/empty/);
  });
});
