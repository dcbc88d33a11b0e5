import { defineBenchmarks } from './bench/benchmark.js';
import { Rng, shuffle } from './rng.js';
import { sampleWorld } from './sample.js';

const deck = Array.from({ length: 108 }, (_, i) => i);

/** Core figures: the PRNG and the world sampler every bot leans on. */
export const benchmarks = defineBenchmarks([
  { name: 'core/shuffle/108', setup: () => new Rng([1, 2, 3, 4]), fn: (rng: Rng) => shuffle(deck, rng) },
  {
    name: 'core/sample-world/4x12',
    setup: () => new Rng([5, 6, 7, 8]),
    fn: (rng: Rng) =>
      sampleWorld(
        deck.slice(0, 60),
        [{ count: 12, allows: (c: number) => c % 12 < 7 }, { count: 12 }, { count: 12 }],
        rng,
      ),
  },
]);
