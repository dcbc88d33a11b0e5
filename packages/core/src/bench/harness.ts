import { Bench } from 'tinybench';
import { quantile } from '../stats.js';
import type { Benchmark, BenchFigure } from './benchmark.js';

/** Runs one benchmark and returns its figure (median and p95 per operation). */
export async function measure(b: Benchmark): Promise<BenchFigure> {
  if ('run' in b) return b.run();
  const prepared = b.setup?.();
  const bench = new Bench({ time: b.time ?? 1000, warmupTime: 200, retainSamples: true });
  const fn = b.fn as (p: unknown) => unknown;
  bench.add(b.name, () => {
    fn(prepared);
  });
  await bench.run();
  const task = bench.tasks[0];
  const result = task?.result;
  if (!result || !('latency' in result)) throw new Error(`${b.name}: benchmark failed: ${String(task?.result.state)}`);
  const samples = result.latency.samples ?? [];
  return {
    name: b.name,
    median_ms: result.latency.p50,
    p95_ms: quantile(samples, 0.95),
    ops_per_s: result.throughput.mean,
  };
}

/** Formats figures as an aligned table. */
export function formatTable(figures: readonly BenchFigure[]): string {
  const width = Math.max(20, ...figures.map((f) => f.name.length));
  const head = `${'benchmark'.padEnd(width)}  ${'median ms'.padStart(12)}  ${'p95 ms'.padStart(12)}  ${'ops/s'.padStart(12)}`;
  const rows = figures.map((f) => {
    const extra = Object.entries(f)
      .filter(([k]) => !['name', 'median_ms', 'p95_ms', 'ops_per_s'].includes(k))
      .map(([k, v]) => `${k}=${typeof v === 'number' ? fmt(v) : v}`)
      .join(' ');
    return `${f.name.padEnd(width)}  ${fmt(f.median_ms).padStart(12)}  ${fmt(f.p95_ms).padStart(12)}  ${fmt(f.ops_per_s).padStart(12)}  ${extra}`;
  });
  return [head, ...rows].join('\n') + '\n';
}

function fmt(x: number): string {
  return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toPrecision(3);
}
