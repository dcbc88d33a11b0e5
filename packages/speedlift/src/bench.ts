/**
 * Speedlift figures (`npm run bench -- --filter speedlift`): engine speed (random full-round
 * playouts in the bots' simulator), world sampling, and one decision per bot level over
 * positions from real games (p95 targets on one core: normal < 20 ms, stark < 150 ms). Besides
 * the wall clock the figures carry `cpu_*`: this process's CPU time, the fair figure on a
 * machine shared with other jobs.
 */
import { defineBenchmarks, median, quantile, Rng, unwrap, type BenchFigure } from '@kartenhaus/core';
import { bots } from './bots.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { playoutRandom } from './policy.js';
import { simOfState } from './sim-state.js';
import type { View } from './view.js';
import { viewsOfPlay } from './testing/views.js';
import { frameOf, sampleSim } from './world.js';

const config = unwrap(parseConfig({ players: 4 }));

/** Views with a real choice from games where normal plays every second move (`viewsOfPlay`). */
const positions = (games: number): View[] => viewsOfPlay(config, games, 'bench', 60);

/**
 * Times `op` `batches` × `perBatch` times, by the wall clock and by this process's CPU time
 * (the build machine is shared: CPU time shows what one core would do unloaded).
 */
function timed(name: string, batches: number, perBatch: number, op: (i: number) => unknown): BenchFigure {
  const wall: number[] = [];
  const cpu: number[] = [];
  let k = 0;
  for (let b = 0; b < batches; b++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) op(k++);
    const used = process.cpuUsage(c);
    wall.push((performance.now() - t) / perBatch);
    cpu.push((used.user + used.system) / 1000 / perBatch);
  }
  return {
    name,
    median_ms: median(wall),
    p95_ms: quantile(wall, 0.95),
    ops_per_s: 1000 / median(wall),
    cpu_median_ms: median(cpu),
    cpu_p95_ms: quantile(cpu, 0.95),
    cpu_ops_per_s: 1000 / median(cpu),
  };
}

/** One decision per position (p95 over decisions). */
function decideBench(label: keyof typeof bots, passes: number) {
  return {
    name: `speedlift/decide/${label}`,
    run: () => {
      const views = positions(4);
      const rng = new Rng([1, 2, 3, 4]);
      const bot = bots[label];
      return Promise.resolve(
        timed(`speedlift/decide/${label}`, views.length * passes, 1, (i) =>
          bot.decide(views[i % views.length] as View, rng, { ms: Infinity }),
        ),
      );
    },
  };
}

export const benchmarks = defineBenchmarks([
  {
    name: 'speedlift/playout',
    run: () => {
      const start = simOfState(deal(config, 'bench'));
      const rng = new Rng([1, 1, 1, 1]);
      const buf: number[] = [];
      return Promise.resolve(
        timed('speedlift/playout', 30, 5000, () => {
          const sim = start.clone();
          playoutRandom(sim, rng, buf);
          return sim.finisher;
        }),
      );
    },
  },
  {
    name: 'speedlift/sample-world',
    // a mid-round view with forced-exit facts, so the constraints are exercised
    setup: () => {
      const views = positions(2);
      const v = views.find((x) => x.exits.length > 1) ?? views[6]!;
      return { frame: frameOf(v, true), rng: new Rng([2, 2, 2, 2]) };
    },
    fn: (p: { frame: ReturnType<typeof frameOf>; rng: Rng }) => sampleSim(p.frame, p.rng),
  },
  decideBench('leicht', 20),
  decideBench('normal', 2),
  decideBench('stark', 1),
  decideBench('stark-runde', 1),
  decideBench('stark-baum', 1),
  decideBench('stark-ohne-ende', 1),
]);
