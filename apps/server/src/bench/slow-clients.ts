import { fork } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchFigure } from '@kartenhaus/core';
import { quantile, Rng } from '@kartenhaus/core';
import type WebSocket from 'ws';
import { buildServer, serverDist } from '../../build.js';
import { connect, openSocket, request, type Recorder, type Sim } from './load.js';

/** `server/slow-clients` parameters (environment overrides, docs/operations.md "Slow clients"). */
export interface SlowOptions {
  /** Clients that stop reading: spectators of the played tables. */
  readonly clients: number;
  /** 4-seat Speedlift tables played by simulated humans that do read. */
  readonly tables: number;
  /** Their mean think time: 0 plays at machine speed (the most frames a table makes). */
  readonly thinkMs: number;
  /**
   * How long the spectators do not read. The kernel takes about 4 MB per socket first (loopback,
   * measured), so a spectator is cut off only once it is owed that and 1 MiB more.
   */
  readonly seconds: number;
  /** Runs per mode; the modes alternate. */
  readonly reps: number;
}

export const slowOptions = (env = process.env): SlowOptions => ({
  clients: Number(env.SLOW_CLIENTS ?? 200),
  tables: Number(env.SLOW_TABLES ?? 5),
  thinkMs: Number(env.SLOW_THINK_MS ?? 0),
  seconds: Number(env.SLOW_SECONDS ?? 90),
  reps: Number(env.SLOW_REPS ?? 3),
});

/** `limit`: the server as it runs (1 MiB, `SEND_BUFFER_LIMIT`); `off`: no limit at all. */
type Mode = 'limit' | 'off';

interface Memory {
  readonly rssMb: number;
  readonly heapMb: number;
  readonly externalMb: number;
  readonly connections: number;
  readonly bufferedMb: number;
}

/** One run's growth over the memory just before the spectators stopped reading. */
interface Run {
  readonly mode: Mode;
  readonly rssPeak: number;
  readonly rssEnd: number;
  readonly externalPeak: number;
  readonly externalEnd: number;
  readonly heapEnd: number;
  readonly bufferedEnd: number;
  readonly cutOff: number;
  readonly movesPerS: number;
  readonly ackP50: number;
  readonly baselineRss: number;
  /** The most bytes unsent at once (sampled every second), and when the first and the last connection were cut off. */
  readonly unsentPeak: number;
  readonly firstCutS: number;
  readonly lastCutS: number;
}

async function runOnce(mode: Mode, opts: SlowOptions): Promise<Run> {
  const child = fork(join(serverDist, 'load-server.mjs'), [], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      LOAD_SEND_LIMIT: mode === 'off' ? 'off' : '',
      // The tables' humans play at machine speed, far above the protocol's 100 messages in 20 s.
      LOAD_MESSAGES: '1000000',
    },
  });
  const ask = <T>(m: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (x) => resolve(x as T));
      child.send(m);
    });
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (m) => resolve(m as { port: number })),
  );
  const base = `http://127.0.0.1:${port}`;
  const rec: Recorder = {
    rng: Rng.fromSeed('server/slow-clients'),
    latencies: [],
    measuring: false,
    moves: 0,
    refused: 0,
    go: false,
    frames: 0,
    bytes: 0,
  };
  const sims: Sim[] = [];
  const spectators: WebSocket[] = [];
  try {
    const tables: string[] = [];
    for (let t = 0; t < opts.tables; t++) {
      const seats = await Promise.all([0, 1, 2, 3].map(() => connect(base, rec, opts.thinkMs)));
      sims.push(...seats);
      const created = await request(seats[0]!, {
        t: 'create',
        settings: { game: 'speedlift', mode: 'online', players: 4, clock: null, free: 'leer', options: { limit: 80 } },
      });
      if (created.t !== 'ok' || !created.table) throw new Error(`create failed: ${JSON.stringify(created)}`);
      for (let i = 1; i < 4; i++) {
        await request(seats[i]!, { t: 'open', table: created.table });
        await request(seats[i]!, { t: 'sit', table: created.table, seat: i });
      }
      await request(seats[0]!, { t: 'start', table: created.table });
      tables.push(created.table);
    }
    // The spectators open the tables in turn and read, until the window starts.
    for (let i = 0; i < opts.clients; i++) {
      const ws = await openSocket(base);
      spectators.push(ws);
      const ref = `s${i}`;
      await new Promise<void>((resolve, reject) => {
        ws.on('message', (d: Buffer) => {
          const m = JSON.parse(d.toString()) as { t: string; ref?: string };
          if (m.ref !== ref) return;
          if (m.t === 'ok') resolve();
          else reject(new Error(`open failed: ${d.toString()}`));
        });
        ws.send(JSON.stringify({ t: 'open', table: tables[i % tables.length], ref }));
      });
      ws.removeAllListeners('message');
    }
    rec.go = true;
    for (const s of sims) s.consider();
    await new Promise((r) => setTimeout(r, 5_000));
    const before = await ask<Memory>('memory');
    child.send('reset');
    // From here the spectators read nothing: ws stops reading their TCP sockets.
    for (const ws of spectators) ws.pause();
    rec.measuring = true;
    const started = performance.now();
    // Every second: the bytes unsent and the connections still open (no collection: cheap).
    let unsentPeak = 0;
    let firstCutS = NaN;
    let lastCutS = NaN;
    while (performance.now() - started < opts.seconds * 1000) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = await ask<{ connections: number; bufferedMb: number }>('count');
      const at = (performance.now() - started) / 1000;
      unsentPeak = Math.max(unsentPeak, now.bufferedMb);
      if (now.connections < before.connections) {
        if (Number.isNaN(firstCutS)) firstCutS = at;
        if (now.connections <= before.connections - opts.clients && Number.isNaN(lastCutS)) lastCutS = at;
      }
    }
    rec.measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const stats = await ask<{ rssPeakMb: number; externalPeakMb: number }>('stats');
    const after = await ask<Memory>('memory');
    return {
      mode,
      rssPeak: stats.rssPeakMb - before.rssMb,
      rssEnd: after.rssMb - before.rssMb,
      externalPeak: stats.externalPeakMb - before.externalMb,
      externalEnd: after.externalMb - before.externalMb,
      heapEnd: after.heapMb - before.heapMb,
      bufferedEnd: after.bufferedMb,
      cutOff: before.connections - after.connections,
      movesPerS: rec.moves / elapsed,
      ackP50: rec.latencies.length ? quantile(rec.latencies, 0.5) : NaN,
      baselineRss: before.rssMb,
      unsentPeak,
      firstCutS,
      lastCutS,
    };
  } finally {
    for (const s of sims) s.ws.terminate();
    for (const ws of spectators) ws.terminate();
    const exited = new Promise((r) => child.once('exit', r));
    child.send('stop');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    child.kill();
  }
}

const round = (x: number) => Math.round(x);

/**
 * `server/slow-clients`: `clients` spectators of `tables` Speedlift tables that humans play (at
 * machine speed by default), on the game server as `npm start` runs it. After a warm-up the
 * spectators stop reading for `seconds`; the server's memory is measured against what it held
 * just before (after a full collection): peak (sampled every 250 ms) and end (after a full
 * collection) of rss and of the memory outside the JavaScript heap (Buffers: unsent frames live
 * there), the heap at the end, the bytes still unsent, and how many connections were cut off
 * (4010) and when (sampled every second). With the limit as the server runs (1 MiB) and with no limit, runs alternating; the
 * figures are the medians over `reps` runs of each, every run's in `*_runs`.
 */
export async function runSlowClients(opts: SlowOptions = slowOptions()): Promise<BenchFigure> {
  await buildServer();
  const runs: Run[] = [];
  for (let r = 0; r < opts.reps; r++)
    for (const mode of (r % 2 === 0 ? ['limit', 'off'] : ['off', 'limit']) as Mode[]) {
      const run = await runOnce(mode, opts);
      if (process.env.SLOW_DEBUG) process.stderr.write(`${JSON.stringify(run)}\n`);
      runs.push(run);
    }
  const figures: Record<string, number | string> = {};
  for (const mode of ['limit', 'off'] as const) {
    const of = runs.filter((x) => x.mode === mode);
    const put = (name: string, pick: (x: Run) => number) => {
      const xs = of.map(pick);
      figures[`${mode}_${name}`] = round(quantile(xs, 0.5));
      figures[`${mode}_${name}_runs`] = xs.map(round).join('/');
    };
    put('rss_peak_growth_mb', (x) => x.rssPeak);
    put('rss_end_growth_mb', (x) => x.rssEnd);
    put('external_peak_growth_mb', (x) => x.externalPeak);
    put('external_end_growth_mb', (x) => x.externalEnd);
    put('heap_end_growth_mb', (x) => x.heapEnd);
    put('unsent_end_mb', (x) => x.bufferedEnd);
    put('cut_off', (x) => x.cutOff);
    put('moves_per_s', (x) => x.movesPerS);
    put('baseline_rss_mb', (x) => x.baselineRss);
    put('unsent_peak_mb', (x) => x.unsentPeak);
    if (mode === 'limit') {
      put('first_cut_s', (x) => x.firstCutS);
      put('last_cut_s', (x) => x.lastCutS);
    }
  }
  const limited = runs.filter((x) => x.mode === 'limit');
  return {
    name: 'server/slow-clients',
    // the tables' humans: move→ack median and moves per second while the spectators do not read (limit runs)
    median_ms: quantile(
      limited.map((x) => x.ackP50),
      0.5,
    ),
    p95_ms: NaN,
    ops_per_s: quantile(
      limited.map((x) => x.movesPerS),
      0.5,
    ),
    clients: opts.clients,
    tables: opts.tables,
    think_ms: opts.thinkMs,
    seconds: opts.seconds,
    reps: opts.reps,
    ...figures,
  };
}
