import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { WorkerSum, type MetricsJson } from './metrics-cluster.js';

/** A worker's registry: moves counted, connections open, ack times. */
function worker(moves: number, connections: number, acks: readonly number[]) {
  const r = new Registry();
  new Counter({ name: 'kh_moves_total', help: 'm', labelNames: ['by'], registers: [r] }).inc({ by: 'human' }, moves);
  new Gauge({ name: 'kh_connections', help: 'c', registers: [r] }).set(connections);
  const h = new Histogram({ name: 'kh_ack_seconds', help: 'a', buckets: [0.01, 0.1], registers: [r] });
  for (const a of acks) h.observe(a);
  return r.getMetricsAsJSON();
}

const figure = async (r: Registry, line: string) =>
  Number(new RegExp(`^${line.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(await r.metrics())?.[1]);

describe('WorkerSum: the primary’s sum of its workers’ metrics (WORKERS, docs/operations.md)', () => {
  it('never goes back when a worker ends: its counters and histograms stay, its gauges go', async () => {
    const sum = new WorkerSum();
    const before = sum.sum(
      new Map<number, MetricsJson>([
        [1, await worker(100, 3, [0.005, 0.05])],
        [2, await worker(40, 2, [0.5])],
      ]),
    );
    expect(await figure(before, 'kh_moves_total{by="human"}')).toBe(140);
    expect(await figure(before, 'kh_connections')).toBe(5);
    // Worker 1 is killed; a new worker 3 starts. (QA: the sum fell from 171 to 138 moves, which
    // Prometheus reads as a counter reset.)
    await sum.ended(1);
    const after = sum.sum(
      new Map<number, MetricsJson>([
        [2, await worker(45, 2, [0.5, 0.5])],
        [3, await worker(1, 1, [])],
      ]),
    );
    expect(await figure(after, 'kh_moves_total{by="human"}')).toBe(146);
    expect(await figure(after, 'kh_connections')).toBe(3);
    expect(await figure(after, 'kh_ack_seconds_count')).toBe(4);
    expect(await figure(after, 'kh_ack_seconds_bucket{le="0.01"}')).toBe(1);
    // A second death adds to what the first left.
    await sum.ended(2);
    const later = sum.sum(new Map<number, MetricsJson>([[3, await worker(2, 1, [])]]));
    expect(await figure(later, 'kh_moves_total{by="human"}')).toBe(147);
    expect(await figure(later, 'kh_connections')).toBe(1);
    expect(await figure(later, 'kh_ack_seconds_count')).toBe(4);
  });
});
