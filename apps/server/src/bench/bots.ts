import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { BenchFigure } from '@kartenhaus/core';
import { quantile } from '@kartenhaus/core';
import { speedlift } from '@kartenhaus/speedlift';
import { PoolBotRunner } from '../bots/pool.js';
import type { BotRequest } from '../bots/runner.js';

const RESOLUTION_MS = 5;

/** Views of many Speedlift positions (4 seats, the seat to act), played forward from random deals. */
function views(count: number): unknown[] {
  const out: unknown[] = [];
  for (let g = 0; out.length < count; g++) {
    const config = speedlift.parseConfig({ players: 4 });
    if (!config.ok) throw new Error(config.error.code);
    let state = speedlift.deal(config.value, `bench-bots-${g}`);
    for (let step = 0; step < 40 && out.length < count; step++) {
      const seat = speedlift.toAct(state)[0];
      if (seat === undefined) break;
      if (step % 4 === 0) out.push(speedlift.view(state, seat));
      const move = speedlift.legalMoves(state, seat)[0]!;
      const played = speedlift.play(state, seat, move);
      if (!played.ok) break;
      state = played.value.state;
    }
  }
  return out;
}

/**
 * `server/bots`: computer decisions per second through the worker pool (Speedlift, level
 * `normal`, budget 1 s each) while the main thread's event-loop delay is sampled every 5 ms.
 * `BOTS_LANES` decisions in flight (default two per thread; more overload the pool, whose
 * fallbacks are counted), `BOTS_LEVEL` the level.
 */
export async function runBots(
  opts = {
    seconds: Number(process.env.BOTS_SECONDS ?? 8),
    threads: Number(process.env.BOTS_THREADS ?? 1),
    lanes: Number(process.env.BOTS_LANES ?? 0),
    level: process.env.BOTS_LEVEL ?? 'normal',
  },
): Promise<BenchFigure> {
  const pool = new PoolBotRunner({ threads: opts.threads });
  const positions = views(200);
  // Warm the workers (module loading) before measuring.
  await pool.decide({ game: 'speedlift', level: 'normal', view: positions[0], rngSeed: 'w', budgetMs: 1000 });
  // Baseline: the same sampling with nothing to do (on a busy shared machine this is not zero).
  const idle = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  idle.enable();
  await new Promise((r) => setTimeout(r, 3_000));
  idle.disable();
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const times: number[] = [];
  let i = 0;
  const end = performance.now() + opts.seconds * 1000;
  delay.enable();
  const started = performance.now();
  const lane = async () => {
    while (performance.now() < end) {
      const req: BotRequest = {
        game: 'speedlift',
        level: opts.level,
        view: positions[i++ % positions.length],
        rngSeed: `d${i}`,
        budgetMs: 1000,
      };
      const t0 = performance.now();
      await pool.decide(req);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.lanes || opts.threads * 2 }, lane));
  delay.disable();
  const elapsed = (performance.now() - started) / 1000;
  const { fallbacks } = pool.figures;
  await pool.close();
  return {
    name: 'server/bots',
    median_ms: quantile(times, 0.5),
    p95_ms: quantile(times, 0.95),
    ops_per_s: times.length / elapsed,
    // The histogram records the time between its timer's turns, the 5 ms interval included;
    // the delay is what exceeds it.
    p99_ms: Math.max(0, delay.percentile(99) / 1e6 - RESOLUTION_MS),
    idle_loop_p99_ms: Math.max(0, idle.percentile(99) / 1e6 - RESOLUTION_MS),
    decisions: times.length,
    threads: opts.threads,
    lanes: opts.lanes || opts.threads * 2,
    // answered by the fallback (normal level, short budget, in the event loop's thread) because
    // they waited longer than their budget for a thread, overran it, or failed (bots/thinking.ts)
    fallbacks_queue: fallbacks.queue,
    fallbacks_overrun: fallbacks.overrun,
    fallbacks_error: fallbacks.error,
  };
}
