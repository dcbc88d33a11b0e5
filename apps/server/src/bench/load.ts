import { execFileSync, fork } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { BenchFigure } from '@kartenhaus/core';
import { quantile, Rng } from '@kartenhaus/core';
import { speedlift } from '@kartenhaus/speedlift';
import type { ServerFrame, ServerMessage, TableInfo } from '@kartenhaus/protocol';
import WebSocket from 'ws';
import { buildServer, serverDist } from '../../build.js';

/** Load-test parameters (environment overrides for larger runs; see docs/server.md). */
export interface LoadOptions {
  readonly tables: number;
  readonly seconds: number;
  /**
   * A simulated human's mean think time before each move; each think is drawn uniformly from half
   * to one and a half times it (humans do not think in lockstep; identical think times make all
   * tables move in waves, which measures the waves, not the server).
   */
  readonly thinkMs: number;
}

export const loadOptions = (env = process.env): LoadOptions => ({
  tables: Number(env.LOAD_TABLES ?? 1000),
  seconds: Number(env.LOAD_SECONDS ?? 15),
  thinkMs: Number(env.LOAD_THINK_MS ?? 200),
});

type Child = ReturnType<typeof fork>;

/** What the simulated humans measure together. */
interface Recorder {
  latencies: number[];
  measuring: boolean;
  moves: number;
  refused: number;
  go: boolean;
  /** Think times are drawn from here (seeded: every run offers the same sequence). */
  rng: Rng;
  /** Frames and characters received in the measured window (what a move costs on the wire). */
  frames: number;
  bytes: number;
}
const ask = <T>(child: Child, m: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (x) => resolve(x as T));
    child.send(m);
  });

type SpeedliftMove = Parameters<typeof speedlift.makeMove>[0];
const legalOf = (m: { view: unknown }): SpeedliftMove[] =>
  (m.view as { legalMoves?: SpeedliftMove[] } | null)?.legalMoves ?? [];

/** One simulated human at one 4-seat Speedlift table. */
class Sim {
  seq = 0;
  pending = new Map<number, number>();
  lastV = -1;
  table = '';
  readyFor = -1;
  rematchFor = -1;
  constructor(
    readonly ws: WebSocket,
    readonly rec: Recorder,
    readonly thinkMs: number,
  ) {
    ws.on('message', (d) => {
      const raw = d.toString();
      if (this.rec.measuring) {
        this.rec.frames += 1;
        this.rec.bytes += raw.length;
      }
      // The load generator shares the machine with the server: a frame for a seat that is not to
      // act in a running game needs no work, so it is not parsed (only the seat to act, acks,
      // summaries and the end are). An update without "info" keeps the table's last one, so a
      // frame with "info" is always read.
      if (
        this.info?.phase === 'playing' &&
        raw.startsWith('{"t":"update"') &&
        raw.includes('"legalMoves":[]') &&
        !raw.includes('"info":')
      ) {
        // Not this seat's turn: nothing to do until a frame says otherwise (no stale view).
        this.latest = null;
        return;
      }
      const m = JSON.parse(raw) as ServerFrame;
      if (m.t === 'update' || m.t === 'snapshot') {
        this.info = m.info ?? this.info;
        if (!this.info) throw new Error('an update without info for a new table');
        this.receive({ ...m, info: this.info });
      } else this.receive(m);
    });
  }

  /** The table around the game as last received (an update leaves it out when unchanged). */
  info: TableInfo | null = null;

  send(m: object) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  latest: Extract<ServerMessage, { t: 'update' | 'snapshot' }> | null = null;
  timer = false;

  receive(m: ServerMessage) {
    if (m.t === 'error' && m.seq !== undefined) {
      if (this.rec.measuring) this.rec.refused += 1;
      this.pending.delete(m.seq);
      return this.consider();
    }
    if (m.t === 'ack') {
      const sent = this.pending.get(m.seq);
      this.pending.delete(m.seq);
      if (sent !== undefined && this.rec.measuring) {
        this.rec.latencies.push(performance.now() - sent);
        this.rec.moves += 1;
      }
      return this.consider();
    }
    if (m.t !== 'update' && m.t !== 'snapshot') return;
    if (m.v <= this.lastV) return;
    this.lastV = m.v;
    this.latest = m;
    this.consider();
  }

  /** Acts on the latest frame: "Weiter", "Nochmal", or a move after the think time. */
  consider() {
    const m = this.latest;
    if (!m) return;
    const you = m.info.you;
    const seat = you === null ? undefined : m.info.seats[you];
    if (m.info.phase === 'summary' && seat && !seat.ready && this.readyFor !== m.v) {
      this.readyFor = m.v;
      this.send({ t: 'ready', table: m.table });
    } else if (m.info.phase === 'finished' && this.rematchFor !== m.info.gameNo) {
      this.rematchFor = m.info.gameNo;
      this.send({ t: 'rematch', table: m.table });
    } else if (m.info.phase === 'playing') {
      // Nobody moves before every table is open (the ramp is setup, not load).
      if (!this.rec.go) return;
      if (this.timer || this.pending.size > 0 || legalOf(m).length === 0) return;
      this.timer = true;
      setTimeout(
        () => {
          this.timer = false;
          const now = this.latest;
          const legal = now && now.info.phase === 'playing' ? legalOf(now) : [];
          if (legal.length === 0 || this.pending.size > 0) return;
          const seq = ++this.seq;
          this.pending.set(seq, performance.now());
          this.send({ t: 'move', table: now!.table, seq, move: speedlift.makeMove(legal[0]!) });
        },
        this.thinkMs * (0.5 + this.rec.rng.next()),
      );
    }
  }
}

async function connect(base: string, rec: Recorder, thinkMs: number): Promise<Sim> {
  const res = await fetch(`${base}/api/guest`, { method: 'POST' });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie, origin: base } });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return new Sim(ws, rec, thinkMs);
}

let refs = 0;
/** Tables opened at once during the ramp. */
const RAMP = Number(process.env.LOAD_RAMP ?? 50);
function request(sim: Sim, m: object): Promise<ServerMessage> {
  const ref = `r${++refs}`;
  return new Promise((resolve) => {
    const on = (d: WebSocket.RawData) => {
      const x = JSON.parse(d.toString()) as ServerMessage;
      if ((x.t === 'ok' || x.t === 'error') && x.ref === ref) {
        sim.ws.off('message', on);
        resolve(x);
      }
    };
    sim.ws.on('message', on);
    sim.send({ ...m, ref });
  });
}

/**
 * `server/load`: simulated humans on loopback at 4-seat Speedlift tables without computers. Reports
 * move→ack latency (median, p95, p99), the moves per second sustained, and the server's memory.
 */
export async function runLoad(opts: LoadOptions = loadOptions()): Promise<BenchFigure> {
  // The server as `npm start` runs it: compiled to plain JavaScript, without tsx's loader.
  await buildServer();
  const entry = join(serverDist, 'load-server.mjs');
  const child = fork(entry, [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.LOAD_NODE_ARGS ? process.env.LOAD_NODE_ARGS.split(' ') : []),
    ],
    stdio: ['ignore', process.env.LOAD_DEBUG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  if (process.env.LOAD_PIN) {
    // LOAD_PIN=1: the server on CPU 0, the load generator on CPU 1 (all threads of each).
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(child.pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  }
  const t00 = performance.now();
  const log = (what: string) =>
    process.env.LOAD_DEBUG && process.stderr.write(`${((performance.now() - t00) / 1000).toFixed(1)} s ${what}\n`);
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (m) => resolve(m as { port: number })),
  );
  const base = `http://127.0.0.1:${port}`;
  log('server up');
  const rec: Recorder = {
    rng: Rng.fromSeed('server/load'),
    latencies: [],
    measuring: false,
    moves: 0,
    refused: 0,
    go: false,
    frames: 0,
    bytes: 0,
  };
  const sims: Sim[] = [];
  try {
    const openTable = async () => {
      const seats = await Promise.all([0, 1, 2, 3].map(() => connect(base, rec, opts.thinkMs)));
      sims.push(...seats);
      const created = await request(seats[0]!, {
        t: 'create',
        settings: { game: 'speedlift', mode: 'online', players: 4, clock: null, free: 'leer', options: { limit: 80 } },
      });
      if (created.t !== 'ok' || !created.table) throw new Error(`create failed: ${JSON.stringify(created)}`);
      const table = created.table;
      for (let i = 1; i < 4; i++) {
        await request(seats[i]!, { t: 'open', table });
        await request(seats[i]!, { t: 'sit', table, seat: i });
      }
      await request(seats[0]!, { t: 'start', table });
    };
    // Tables open `RAMP` at a time (the ramp is not measured).
    const t0 = performance.now();
    for (let t = 0; t < opts.tables; t += RAMP)
      await Promise.all(Array.from({ length: Math.min(RAMP, opts.tables - t) }, openTable));
    const ramp = (performance.now() - t0) / 1000;
    log('ramp done');
    rec.go = true;
    for (const x of sims) x.consider();
    await new Promise((r) => setTimeout(r, 2_000)); // settle
    rec.measuring = true;
    child.send('reset');
    // The generator's own event-loop delay: a latency is measured when the client reads the ack,
    // so the client's stalls are part of every figure.
    const clientDelay = monitorEventLoopDelay({ resolution: 5 });
    clientDelay.enable();
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    rec.measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const clientUsed = process.cpuUsage(clientCpu);
    clientDelay.disable();
    log('measured');
    if (process.env.LOAD_DEBUG)
      for (const x of sims.slice(0, 8))
        process.stderr.write(
          `${x.seq} pending=${x.pending.size} phase=${x.latest?.info.phase} legal=${x.latest ? legalOf(x.latest).length : -1} v=${x.lastV}\n`,
        );
    const stats = await ask<{
      rssMb: number;
      heapMb: number;
      heapTotalMb: number;
      externalMb: number;
      liveHeapMb: number;
      loopP99Ms: number;
      tables: number;
      cpuPct: number;
    }>(child, 'stats');
    const sorted = [...rec.latencies].sort((a, b) => a - b);
    const q = (p: number) => (sorted.length ? quantile(sorted, p) : NaN);
    return {
      name: 'server/load',
      median_ms: q(0.5),
      p95_ms: q(0.95),
      p99_ms: q(0.99),
      ops_per_s: rec.moves / elapsed,
      // moves the server refused (a simulated human never sends one knowingly; must stay 0)
      refused: rec.refused,
      frames_per_move: Math.round((rec.frames / rec.moves) * 10) / 10,
      bytes_per_frame: Math.round(rec.bytes / rec.frames),
      rss_mb: Math.round(stats.rssMb),
      heap_mb: Math.round(stats.heapMb),
      heap_total_mb: Math.round(stats.heapTotalMb),
      external_mb: Math.round(stats.externalMb),
      live_heap_mb: Math.round(stats.liveHeapMb),
      tables: opts.tables,
      connections: sims.length,
      think_ms: opts.thinkMs,
      server_loop_p99_ms: Math.round(stats.loopP99Ms * 10) / 10,
      server_cpu_pct: Math.round(stats.cpuPct),
      // the server's CPU time per acknowledged move (all its threads): its cost, whatever the rate
      server_cpu_us_per_move: Math.round(((stats.cpuPct / 100) * 1e6) / (rec.moves / elapsed)),
      client_loop_p99_ms: Math.round(Math.max(0, clientDelay.percentile(99) / 1e6 - 5) * 10) / 10,
      client_cpu_pct: Math.round(((clientUsed.user + clientUsed.system) / 1e4 / elapsed) * 1),
      ramp_s: Math.round(ramp * 10) / 10,
      measured_s: Math.round(elapsed * 10) / 10,
    };
  } finally {
    for (const s of sims) s.ws.terminate();
    const exited = new Promise((r) => child.once('exit', r));
    child.send('stop');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    child.kill();
    log('stopped');
  }
}
