import { defineBenchmarks, playMatch, quantile, Rng, type Benchmark } from '@kartenhaus/core';
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

const SOLVE_DEALS = 500;

/**
 * One exact solve per deal over the same SOLVE_DEALS deals every run: wall-clock median, p95 and
 * max, the same in CPU time (the shared machines are loaded; CPU time shows the solver's own
 * cost), and how many deals stayed undecided within the node budget.
 */
function solveFigure(name: string, variant: TableVariant): Benchmark {
  return {
    name,
    run: () => {
      const { layouts } = deals(variant, SOLVE_DEALS);
      const wall: number[] = [];
      const cpu: number[] = [];
      let unknown = 0;
      let maxNodes = 0;
      for (const layout of layouts) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const r = solve({ config: null, ...layout, wrap: TABLE_VARIANTS[variant].wrap });
        wall.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        if (!r.ok || r.value.status === 'unknown') unknown += 1;
        if (r.ok) maxNodes = Math.max(maxNodes, r.value.nodes);
      }
      const total = wall.reduce((a, b) => a + b, 0);
      return Promise.resolve({
        name,
        median_ms: quantile(wall, 0.5),
        p95_ms: quantile(wall, 0.95),
        ops_per_s: (1000 * wall.length) / total,
        max_ms: Math.max(...wall),
        cpu_median_ms: quantile(cpu, 0.5),
        cpu_p95_ms: quantile(cpu, 0.95),
        cpu_max_ms: Math.max(...cpu),
        deals: SOLVE_DEALS,
        unknown,
        max_nodes: maxNodes,
      });
    },
  };
}

/**
 * Engine figures: one heuristic game per operation (the careful strategy on the simulator's table;
 * and through the public definition with views, as the match runner plays), one exact solve per
 * deal on the deals of level Normal (2 × 12) and Schwer/Experte (2 × 10), and on the hardest
 * variants of the simulation table (TriPeaks alone; 2 × 10 without the wrap).
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
  solveFigure('gipfelsturm/solve', '2x12'),
  solveFigure('gipfelsturm/solve/2x10', '2x10'),
  solveFigure('gipfelsturm/solve/plain', 'plain'),
  solveFigure('gipfelsturm/solve/2x10-nowrap', '2x10-nowrap'),
]);
