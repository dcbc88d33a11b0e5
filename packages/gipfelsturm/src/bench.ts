import { defineBenchmarks, playMatch, Rng } from '@kartenhaus/core';
import { layOut, shuffledDeck, type Layout } from './deal.js';
import { gameModule } from './module.js';
import { FastTable, playOut } from './sim/fast-table.js';
import { careful } from './strategy/careful.js';
import { TABLE_VARIANTS, type TableVariant } from './sim/variants.js';
import { solve } from './solver.js';

/** Fixed deals, cycled through by the timed functions. */
function deals(variant: TableVariant, n: number): { readonly layouts: Layout[]; i: number } {
  const rules = TABLE_VARIANTS[variant];
  return {
    layouts: Array.from({ length: n }, (_, i) => layOut(shuffledDeck(Rng.fromSeed(`bench:${i}`)), rules)),
    i: 0,
  };
}

function next(d: { readonly layouts: Layout[]; i: number }): Layout {
  const layout = d.layouts[d.i % d.layouts.length] as Layout;
  d.i += 1;
  return layout;
}

/**
 * Engine figures: one heuristic game per operation (the careful strategy on the simulator's table;
 * and through the public definition with views, as the match runner plays), one exact solve per
 * operation on the deals of level Normal (2 × 12) and Schwer/Experte (2 × 10).
 */
export const benchmarks = defineBenchmarks([
  {
    name: 'gipfelsturm/playout',
    setup: () => deals('2x12', 512),
    fn: (d: ReturnType<typeof deals>) => playOut(new FastTable(next(d), true), careful),
  },
  {
    name: 'gipfelsturm/playout/engine',
    setup: () => ({ i: 0 }),
    fn: (c: { i: number }) => playMatch(gameModule, { clock: false }, `bench:${c.i++}`, ['careful', 'careful']),
  },
  {
    name: 'gipfelsturm/solve',
    setup: () => deals('2x12', 2000),
    fn: (d: ReturnType<typeof deals>) => solve({ config: null, ...next(d) }),
    time: 5000,
  },
  {
    name: 'gipfelsturm/solve/2x10',
    setup: () => deals('2x10', 2000),
    fn: (d: ReturnType<typeof deals>) => solve({ config: null, ...next(d) }),
    time: 5000,
  },
]);
