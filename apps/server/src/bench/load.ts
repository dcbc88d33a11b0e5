import { execFileSync, fork } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { BenchFigure } from '@kartenhaus/core';
import { quantile, Rng } from '@kartenhaus/core';
import { speedlift } from '@kartenhaus/speedlift';
import type { ServerFrame, ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildServer, serverDist } from '../../build.js';
import type { BotFigures } from '../bots/thinking.js';
import { frameText } from '../frame-text.js';

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
  /**
   * All tables start playing at the same moment (`LOAD_IN_STEP=1`), so their rounds end, and
   * their next deals come, at about the same time for the whole run — bursts no set of
   * independent tables makes. By default each table starts after a random part of one round's
   * duration, and the measured window begins once all have started.
   */
  readonly inStep: boolean;
}

export const loadOptions = (env = process.env): LoadOptions => ({
  tables: Number(env.LOAD_TABLES ?? 1000),
  seconds: Number(env.LOAD_SECONDS ?? 15),
  thinkMs: Number(env.LOAD_THINK_MS ?? 200),
  inStep: env.LOAD_IN_STEP === '1',
});

/**
 * Moves of one Speedlift round at 4 seats when everybody plays the first legal move (median of
 * 50 deals, 45–58), so a table starting within `MOVES_PER_ROUND × thinkMs` may be anywhere in
 * its round.
 */
export const MOVES_PER_ROUND = 52;

type Child = ReturnType<typeof fork>;

/**
 * `LOAD_PIN=loop`: only the server's event loop (its process's main thread) on CPU 0; its other
 * threads (V8's collector helpers, the move writer, the WAL checkpointer, libuv's pool) share
 * CPU 1 with the generator (this process). Called again once the server has started threads.
 */
export function pinEventLoop(server: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(server)], { stdio: 'ignore' });
  execFileSync('taskset', ['-p', '-c', '0', String(server)], { stdio: 'ignore' });
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/** What the simulated humans measure together. */
export interface Recorder {
  latencies: number[];
  measuring: boolean;
  moves: number;
  refused: number;
  go: boolean;
  /** Think times are drawn from here (seeded: every run offers the same sequence). */
  rng: Rng;
  /** Frames and bytes received in the measured window (what a move costs on the wire). */
  frames: number;
  bytes: number;
}
const ask = <T>(child: Child, m: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (x) => resolve(x as T));
    child.send(m);
  });

type SpeedliftMove = Parameters<typeof speedlift.makeMove>[0];

/** What a simulated human keeps of its table: only what it acts on (see `Sim`). */
interface Seen {
  readonly table: string;
  readonly phase: TableInfo['phase'];
  /** This seat's "Weiter" is given (round summary). */
  readonly ready: boolean;
  readonly gameNo: number;
}

const UPDATE = Buffer.from('{"t":"update"');
const LEGAL = Buffer.from('"legalMoves":');
const NO_LEGAL = Buffer.from('"legalMoves":[]');
const INFO = Buffer.from('"info":');

/**
 * One simulated human at one 4-seat Speedlift table. It keeps a few fields of what it was sent,
 * never a parsed frame: a frame kept until the next one (a table moves every 200 ms) outlives
 * the generator's young-generation collections, and the old-generation collections that follow
 * stalled the generator — and with it every latency it measures — for up to 100 ms at a time.
 */
export class Sim {
  seq = 0;
  pending = new Map<number, number>();
  lastV = -1;
  readyFor = -1;
  rematchFor = -1;
  /** The table around the game as last received (an update leaves `info` out when unchanged). */
  seen: Seen | null = null;
  /** The first legal move of the latest view, `null` when this seat is not to act. */
  move: SpeedliftMove | null = null;
  timer = false;
  /** Before this moment (`performance.now()`) its table does not play (see `LoadOptions.inStep`). */
  startAt = 0;
  constructor(
    readonly ws: WebSocket,
    readonly rec: Recorder,
    readonly thinkMs: number,
  ) {
    ws.on('message', (d: Buffer) => {
      if (this.rec.measuring) {
        this.rec.frames += 1;
        this.rec.bytes += d.length;
      }
      // The load generator shares the machine with the server: a frame for a seat that is not to
      // act in a running game needs no work, so it is not parsed (only the seat to act, acks,
      // summaries and the end are). A frame with "info" is always read; what it keeps of a view is
      // its legal moves, so a patch is read without the view it patches.
      if (this.seen?.phase === 'playing' && d.indexOf(UPDATE) === 0 && !d.includes(INFO)) {
        // A view patch without legal moves leaves them as they were.
        if (!d.includes(LEGAL)) return;
        // Not this seat's turn: nothing to do until a frame says otherwise (no stale move).
        if (d.includes(NO_LEGAL)) {
          this.move = null;
          return;
        }
      }
      this.receive(JSON.parse(d.toString()) as ServerFrame);
    });
  }

  send(m: object) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  receive(m: ServerFrame) {
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
    if (m.info) {
      const you = m.info.you;
      this.seen = {
        table: m.table,
        phase: m.info.phase,
        ready: you !== null && (m.info.seats[you]?.ready ?? false),
        gameNo: m.info.gameNo,
      };
    } else if (!this.seen) throw new Error('an update without info for a new table');
    if (m.v <= this.lastV) return;
    this.lastV = m.v;
    // A whole view, or a patch (whose fields not sent stay as they were).
    const patch = m.t === 'update' ? m.viewPatch : undefined;
    const fields = (patch ?? m.view) as { legalMoves?: SpeedliftMove[] } | null | undefined;
    if (patch === undefined || fields?.legalMoves !== undefined) this.move = fields?.legalMoves?.[0] ?? null;
    this.consider();
  }

  /** Acts on what it last saw: "Weiter", "Nochmal", or a move after the think time. */
  consider() {
    const seen = this.seen;
    if (!seen) return;
    if (seen.phase === 'summary' && !seen.ready && this.readyFor !== this.lastV) {
      this.readyFor = this.lastV;
      this.send({ t: 'ready', table: seen.table });
    } else if (seen.phase === 'finished' && this.rematchFor !== seen.gameNo) {
      this.rematchFor = seen.gameNo;
      this.send({ t: 'rematch', table: seen.table });
    } else if (seen.phase === 'playing') {
      // Nobody moves before every table is open (the ramp is setup, not load).
      if (!this.rec.go) return;
      if (this.timer || this.pending.size > 0 || this.move === null) return;
      this.timer = true;
      setTimeout(
        () => {
          this.timer = false;
          const move = this.move;
          if (move === null || this.seen?.phase !== 'playing' || this.pending.size > 0) return;
          const seq = ++this.seq;
          this.pending.set(seq, performance.now());
          this.send({ t: 'move', table: this.seen.table, seq, move: speedlift.makeMove(move) });
        },
        this.thinkMs * (0.5 + this.rec.rng.next()) + Math.max(0, this.startAt - performance.now()),
      );
    }
  }
}

/** A guest's cookie from the server (`GET /api/me`, as the page gets it). */
export async function guestCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/me`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** A WebSocket of a new guest, open. */
export async function openSocket(base: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
    headers: { cookie: await guestCookie(base), origin: base },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

export async function connect(base: string, rec: Recorder, thinkMs: number): Promise<Sim> {
  return new Sim(await openSocket(base), rec, thinkMs);
}

let refs = 0;
/** Tables opened at once during the ramp. */
const RAMP = Number(process.env.LOAD_RAMP ?? 50);
export function request(sim: Sim, m: object): Promise<ServerMessage> {
  const ref = `r${++refs}`;
  return new Promise((resolve) => {
    const on = (d: WebSocket.RawData) => {
      const x = JSON.parse(frameText(d)) as ServerMessage;
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
export async function runLoad(
  opts: LoadOptions = loadOptions(),
  /** More environment for the server's process (`server/frames`: `FRAMES=ws`). */
  env: NodeJS.ProcessEnv = {},
  /**
   * `server/cluster`: this many server processes (the same `env`, a cluster on PostgreSQL and
   * Redis); the sockets go to them in turn, as node:cluster hands them out, so a table's creator
   * (its owner) has the others' commands forwarded. Default 1.
   */
  processes = 1,
): Promise<BenchFigure> {
  // The server as `npm start` runs it: compiled to plain JavaScript, without tsx's loader.
  await buildServer();
  const entry = join(serverDist, 'load-server.mjs');
  const children = Array.from({ length: processes }, () =>
    fork(entry, [], {
      // Plain Node, as `npm start` runs the compiled server (tsx's loader added about 40 MB).
      execArgv: ['--expose-gc', ...(process.env.LOAD_NODE_ARGS ? process.env.LOAD_NODE_ARGS.split(' ') : [])],
      stdio: ['ignore', process.env.LOAD_DEBUG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    }),
  );
  const child = children[0]!;
  if (process.env.LOAD_PIN === '1') {
    // LOAD_PIN=1: the server on CPU 0, the load generator on CPU 1 (all threads of each).
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(child.pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  }
  const pinLoop = () => pinEventLoop(child.pid!);
  const t00 = performance.now();
  const log = (what: string) =>
    process.env.LOAD_DEBUG && process.stderr.write(`${((performance.now() - t00) / 1000).toFixed(1)} s ${what}\n`);
  const bases = await Promise.all(
    children.map(
      (c) =>
        new Promise<string>((resolve) =>
          c.once('message', (m) => resolve(`http://127.0.0.1:${(m as { port: number }).port}`)),
        ),
    ),
  );
  if (process.env.LOAD_PIN === 'loop') pinLoop();
  let sockets = 0;
  const nextBase = () => bases[sockets++ % bases.length]!;
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
      const seats = await Promise.all([0, 1, 2, 3].map(() => connect(nextBase(), rec, opts.thinkMs)));
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
    // Each table (its four seats alike) starts after a random part of one round, unless in step.
    const spreadMs = opts.inStep ? 0 : MOVES_PER_ROUND * opts.thinkMs;
    for (let i = 0; i < sims.length; i += 4) {
      const startAt = performance.now() + spreadMs * rec.rng.next();
      for (const x of sims.slice(i, i + 4)) x.startAt = startAt;
    }
    rec.go = true;
    for (const x of sims) x.consider();
    await new Promise((r) => setTimeout(r, spreadMs + 2_000)); // every table started, then settle
    // Threads started since (libuv's pool starts on first use) are moved too.
    if (process.env.LOAD_PIN === 'loop') pinLoop();
    rec.measuring = true;
    for (const c of children) c.send('reset');
    const redisAt = await redisCommands(env.LOAD_REDIS_URL);
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
          `${x.seq} pending=${x.pending.size} phase=${x.seen?.phase} move=${x.move === null ? '-' : speedlift.makeMove(x.move)} v=${x.lastV}\n`,
        );
    const redis = (await redisCommands(env.LOAD_REDIS_URL)) - redisAt;
    const all = await Promise.all(children.map((c) => ask<ServerStats>(c, 'stats')));
    // Several processes: memory, CPU and loop time add up; the loop's delay is the worst one's.
    const stats = all.reduce((a, b) => ({
      rssMb: a.rssMb + b.rssMb,
      rssPeakMb: a.rssPeakMb + b.rssPeakMb,
      heapMb: a.heapMb + b.heapMb,
      heapTotalMb: a.heapTotalMb + b.heapTotalMb,
      externalMb: a.externalMb + b.externalMb,
      liveHeapMb: a.liveHeapMb + b.liveHeapMb,
      loopP99Ms: Math.max(a.loopP99Ms, b.loopP99Ms),
      tables: a.tables + b.tables,
      cpuPct: a.cpuPct + b.cpuPct,
      loopBusyPct: a.loopBusyPct + b.loopBusyPct,
      loopCpuPct: a.loopCpuPct === null || b.loopCpuPct === null ? null : a.loopCpuPct + b.loopCpuPct,
      forwarded: a.forwarded + b.forwarded,
      groupCommits: a.groupCommits + b.groupCommits,
      committedMoves: a.committedMoves + b.committedMoves,
      bots: {
        ...a.bots,
        decided: a.bots.decided + b.bots.decided,
        fallbacks: {
          queue: a.bots.fallbacks.queue + b.bots.fallbacks.queue,
          overrun: a.bots.fallbacks.overrun + b.bots.fallbacks.overrun,
          error: a.bots.fallbacks.error + b.bots.fallbacks.error,
        },
      },
    }));
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
      rss_peak_mb: Math.round(stats.rssPeakMb),
      heap_mb: Math.round(stats.heapMb),
      heap_total_mb: Math.round(stats.heapTotalMb),
      external_mb: Math.round(stats.externalMb),
      live_heap_mb: Math.round(stats.liveHeapMb),
      tables: opts.tables,
      connections: sims.length,
      think_ms: opts.thinkMs,
      // tables started within this many seconds before the window (0: all in step)
      start_spread_s: opts.inStep ? 0 : (MOVES_PER_ROUND * opts.thinkMs) / 1000,
      server_loop_p99_ms: Math.round(stats.loopP99Ms * 10) / 10,
      server_cpu_pct: Math.round(stats.cpuPct),
      // the server's CPU time per acknowledged move (all its threads): its cost, whatever the rate
      server_cpu_us_per_move: Math.round(((stats.cpuPct / 100) * 1e6) / (rec.moves / elapsed)),
      // the event loop's share of the window, and its time per move (what limits the rate: the
      // loop is one thread; other threads — the collector's helpers, SQLite's writer — are not in it)
      server_loop_busy_pct: Math.round(stats.loopBusyPct),
      server_loop_us_per_move: Math.round(((stats.loopBusyPct / 100) * 1e6) / (rec.moves / elapsed)),
      // the loop's thread's CPU time per move: not inflated by waiting for a core on a shared machine
      ...(stats.loopCpuPct === null
        ? {}
        : { server_loop_cpu_us_per_move: Math.round(((stats.loopCpuPct / 100) * 1e6) / (rec.moves / elapsed)) }),
      client_loop_p99_ms: Math.round(Math.max(0, clientDelay.percentile(99) / 1e6 - 5) * 10) / 10,
      client_cpu_pct: Math.round(((clientUsed.user + clientUsed.system) / 1e4 / elapsed) * 1),
      // computer decisions (since the server started): by the pool, and answered by the fallback
      // (normal level, short budget) because they waited too long, overran or failed
      // moves per group commit of the move log (one hand-over to its writer thread per commit)
      moves_per_commit: Math.round((stats.committedMoves / stats.groupCommits) * 10) / 10,
      bot_decisions: stats.bots.decided,
      bot_fallbacks: stats.bots.fallbacks.queue + stats.bots.fallbacks.overrun + stats.bots.fallbacks.error,
      ramp_s: Math.round(ramp * 10) / 10,
      measured_s: Math.round(elapsed * 10) / 10,
      ...(processes > 1 || env.LOAD_REDIS_URL
        ? {
            processes,
            // commands forwarded to their table's owner, per acknowledged move
            forwarded_per_move: Math.round((stats.forwarded / rec.moves) * 100) / 100,
            // commands Redis executed in the window (all processes), per acknowledged move
            redis_commands_per_move: Math.round((redis / rec.moves) * 100) / 100,
          }
        : {}),
    };
  } finally {
    for (const s of sims) s.ws.terminate();
    await Promise.all(
      children.map(async (c) => {
        const exited = new Promise((r) => c.once('exit', r));
        c.send('stop');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        c.kill();
      }),
    );
    log('stopped');
  }
}

/** What a load server reports after the window (`load-server.ts`, `stats`). */
interface ServerStats {
  rssMb: number;
  rssPeakMb: number;
  heapMb: number;
  heapTotalMb: number;
  externalMb: number;
  liveHeapMb: number;
  loopP99Ms: number;
  tables: number;
  cpuPct: number;
  loopBusyPct: number;
  /** The event loop's thread's CPU time in the window, 100 = one core (`null` off Linux). */
  loopCpuPct: number | null;
  forwarded: number;
  /** Group commits of the move log in the window, and the moves they committed. */
  groupCommits: number;
  committedMoves: number;
  bots: BotFigures;
}

/** Commands the Redis at `url` has executed since it started (0 without one). */
async function redisCommands(url: string | undefined): Promise<number> {
  if (!url) return 0;
  const redis = new Redis(url);
  try {
    const info = await redis.info('stats');
    return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    redis.disconnect();
  }
}
