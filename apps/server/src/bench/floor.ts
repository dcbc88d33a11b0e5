import { fork } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { BenchFigure } from '@kartenhaus/core';
import { quantile, Rng } from '@kartenhaus/core';
import WebSocket from 'ws';
import { buildServer, serverDist } from '../../build.js';
import { loadOptions, MOVES_PER_ROUND, pinEventLoop, type LoadOptions } from './load.js';

const ACK = Buffer.from('{"t":"ack"');
const TURN = Buffer.from('"turn":true');

/**
 * `server/floor`: the traffic of `server/load` — the same tables, connections, think times,
 * start spread and window, `LOAD_*` settings alike — against `floor-server.ts`, which answers a
 * move with the frames the game server sends and does nothing else. Its figures are what any
 * server built on Node and `ws` would need at least on this machine, and the tail the machine
 * itself adds (docs/server.md "The floor").
 */
export async function runFloor(
  opts: LoadOptions = loadOptions(),
  /** More environment for the floor server's process (`server/frames/floor`: `FRAMES=ws`). */
  env: NodeJS.ProcessEnv = {},
): Promise<BenchFigure> {
  await buildServer();
  const child = fork(join(serverDist, 'floor-server.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const ask = <T>(m: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (x) => resolve(x as T));
      child.send(m);
    });
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (m) => resolve(m as { port: number })),
  );
  const pinned = process.env.LOAD_PIN === 'loop';
  if (pinned) pinEventLoop(child.pid!);
  const rng = Rng.fromSeed('server/load');
  const latencies: number[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < opts.tables * 4; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      sockets.push(ws);
    }
    const spreadMs = opts.inStep ? 0 : MOVES_PER_ROUND * opts.thinkMs;
    for (let t = 0; t < opts.tables; t++) {
      const startAt = performance.now() + spreadMs * rng.next();
      for (let seat = 0; seat < 4; seat++) {
        const ws = sockets[t * 4 + seat]!;
        let seq = 0;
        let sent = 0;
        const think = () =>
          setTimeout(
            () => {
              sent = performance.now();
              ws.send(JSON.stringify({ t: 'move', seq: ++seq }));
            },
            opts.thinkMs * (0.5 + rng.next()) + Math.max(0, startAt - performance.now()),
          );
        // Like `server/load`'s simulated human: it reads its acks and the frame that makes it the
        // seat to act, and skips the others unread.
        ws.on('message', (d: Buffer) => {
          if (d.indexOf(ACK) === 0) {
            const ack = JSON.parse(d.toString()) as { seq: number };
            if (measuring && ack.seq === seq) latencies.push(performance.now() - sent);
          } else if (d.includes(TURN)) {
            JSON.parse(d.toString());
            think();
          }
        });
        if (seat === 0) think();
      }
    }
    await new Promise((r) => setTimeout(r, spreadMs + 2_000));
    if (pinned) pinEventLoop(child.pid!);
    child.send('reset');
    measuring = true;
    const clientCpu = process.cpuUsage();
    const clientDelay = monitorEventLoopDelay({ resolution: 5 });
    clientDelay.enable();
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    measuring = false;
    const clientUsed = process.cpuUsage(clientCpu);
    clientDelay.disable();
    const stats = await ask<{
      moves: number;
      seconds: number;
      loopBusyPct: number;
      cpuMs: number;
      loopCpuMs: number | null;
      rssMb: number;
      loopP99Ms: number;
    }>('stats');
    const sorted = latencies.sort((a, b) => a - b);
    const q = (p: number) => (sorted.length ? quantile(sorted, p) : NaN);
    const rate = stats.moves / stats.seconds;
    return {
      name: 'server/floor',
      median_ms: q(0.5),
      p95_ms: q(0.95),
      p99_ms: q(0.99),
      ops_per_s: rate,
      rss_mb: Math.round(stats.rssMb),
      tables: opts.tables,
      connections: sockets.length,
      think_ms: opts.thinkMs,
      server_loop_busy_pct: Math.round(stats.loopBusyPct),
      server_loop_us_per_move: Math.round(((stats.loopBusyPct / 100) * 1e6) / rate),
      server_cpu_us_per_move: Math.round((stats.cpuMs * 1000) / stats.moves),
      // the loop's thread's CPU time per move (`server/load` alike; `loop-cpu.ts`)
      ...(stats.loopCpuMs === null
        ? {}
        : { server_loop_cpu_us_per_move: Math.round((stats.loopCpuMs * 1000) / stats.moves) }),
      server_loop_p99_ms: Math.round(stats.loopP99Ms * 10) / 10,
      // the generator's own event-loop delay beyond the 5 ms sampling (its stalls are in every latency)
      client_loop_p99_ms: Math.round(Math.max(0, clientDelay.percentile(99) / 1e6 - 5) * 10) / 10,
      client_cpu_pct: Math.round((clientUsed.user + clientUsed.system) / 1e4 / stats.seconds),
      measured_s: Math.round(stats.seconds * 10) / 10,
    };
  } finally {
    for (const s of sockets) s.terminate();
    child.kill();
  }
}
