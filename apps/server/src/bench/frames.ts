import type { BenchFigure } from '@kartenhaus/core';
import { quantile } from '@kartenhaus/core';
import { runFloor } from './floor.js';
import { loadOptions, runLoad } from './load.js';

/** How a run sends its frames: `FrameWriter` (ws-frame.ts, the default) or `ws.send` (`FRAMES=ws`). */
type Way = 'writer' | 'ws';

const num = (f: BenchFigure, key: string) => Number(f[key]);
const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * `server/frames/load` and `server/frames/floor`: the traffic of `server/load` (the game server)
 * or of `server/floor` (a server that only answers with the same frames), with the frames
 * written by `FrameWriter` and by `ws.send` (`FRAMES=ws`), in `FRAMES_PAIRS` pairs of runs made
 * one after the other, the order turned every pair (writer, ws; ws, writer; …) so that the
 * machine's drift weighs on both alike. Each pair gives the ratio ws.send / writer of the event
 * loop's time per move and of the CPU time per move (all threads); reported: each way's median
 * over its runs, and the ratios' median, lowest and highest over the pairs. `LOAD_*` settings as
 * for `server/load`.
 */
export async function runFrames(
  target: 'load' | 'floor',
  pairs = Number(process.env.FRAMES_PAIRS ?? 3),
): Promise<BenchFigure> {
  const opts = loadOptions();
  const runs: { way: Way; figure: BenchFigure }[] = [];
  for (let p = 0; p < pairs; p++)
    for (const way of (p % 2 === 0 ? ['writer', 'ws'] : ['ws', 'writer']) as Way[]) {
      // FRAMES is read by the server's process; '' (the writer) also overrides a FRAMES=ws of this one.
      const env = { FRAMES: way === 'ws' ? 'ws' : '' };
      const figure = target === 'load' ? await runLoad(opts, env) : await runFloor(opts, env);
      if (process.env.FRAMES_DEBUG) process.stderr.write(`${way} ${JSON.stringify(figure)}\n`);
      runs.push({ way, figure });
    }
  const of = (way: Way, key: string) => runs.filter((r) => r.way === way).map((r) => num(r.figure, key));
  const median = (xs: number[]) => quantile(xs, 0.5);
  const ratios = (key: string) =>
    Array.from({ length: pairs }, (_, p) => {
      const pair = runs.slice(2 * p, 2 * p + 2);
      const get = (way: Way) => num(pair.find((r) => r.way === way)!.figure, key);
      return get('ws') / get('writer');
    });
  const out: Record<string, number | string> = {};
  for (const key of ['server_loop_us_per_move', 'server_cpu_us_per_move']) {
    const xs = ratios(key);
    const short = key.replace('server_', '').replace('_us_per_move', '');
    out[`writer_${key}`] = median(of('writer', key));
    out[`ws_${key}`] = median(of('ws', key));
    out[`${short}_ratio_ws_to_writer`] = r3(median(xs));
    out[`${short}_ratio_min`] = r3(Math.min(...xs));
    out[`${short}_ratio_max`] = r3(Math.max(...xs));
    out[`${short}_ratios`] = xs.map(r3).join('/');
  }
  for (const key of ['ops_per_s', 'median_ms', 'p99_ms', 'server_loop_busy_pct', 'rss_mb']) {
    out[`writer_${key}`] = r1(median(of('writer', key)));
    out[`ws_${key}`] = r1(median(of('ws', key)));
  }
  return {
    name: `server/frames/${target}`,
    median_ms: median(of('writer', 'median_ms')),
    p95_ms: median(of('writer', 'p95_ms')),
    ops_per_s: median(of('writer', 'ops_per_s')),
    pairs,
    tables: opts.tables,
    ...out,
  };
}
