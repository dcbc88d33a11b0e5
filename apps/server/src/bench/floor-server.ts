/**
 * The `server/floor` bench's server: the frame traffic of `server/load` with nothing of a
 * game server behind it — no tables, no game, no views, no storage, no validation beyond
 * `JSON.parse`. What it costs is what Node, `ws` and the kernel cost for that traffic on this
 * machine: a floor under any server's figures (docs/server.md).
 *
 * Connections are grouped by fours in the order they open. A move from one of them (`{"seq":n}`)
 * is answered like the game server answers a move: the `ack` to the mover and an `update` of
 * `UPDATE_BYTES` to each of the four, the mover's two in one write (the game server's
 * `FrameWriter`; with `FRAMES=ws` every frame through `ws.send`, as the game server then sends
 * them). The update names the seat to act next (`"turn":true`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import { FrameWriter, frameSocket } from '../ws-frame.js';
import { loopCpuMs } from './loop-cpu.js';

/** The bytes of an update frame `server/load` measured (`bytes_per_frame`, 2026-12-01). */
const UPDATE_BYTES = 526;

/** Sends one text frame to one socket. */
interface Sender {
  write(text: string): void;
}

interface Group {
  readonly sockets: Sender[];
  v: number;
}

const groups: Group[] = [];
let moves = 0;

function update(v: number, turn: boolean): string {
  const head = `{"t":"update","table":"floor","v":${v},"events":[],"viewPatch":{"turn":${turn},"pad":"`;
  return `${head}${'x'.repeat(Math.max(0, UPDATE_BYTES - head.length - 3))}"}}`;
}

const http = createServer();
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
wss.on('connection', (ws: WebSocket) => {
  // The game server's way to a socket: the same frames, corked alike (`Connection.sendFrame`).
  const tcp = frameSocket(ws);
  const writer: Sender = tcp ? new FrameWriter(tcp) : { write: (text) => ws.send(text) };
  let group = groups.at(-1);
  if (group === undefined || group.sockets.length === 4) groups.push((group = { sockets: [], v: 0 }));
  const g = group;
  const seat = g.sockets.length;
  g.sockets.push(writer);
  ws.on('message', (data: Buffer) => {
    const { seq } = JSON.parse(data.toString()) as { seq: number };
    moves += 1;
    g.v += 1;
    writer.write(`{"t":"ack","seq":${seq}}`);
    const next = (seat + 1) % g.sockets.length;
    g.sockets.forEach((s, i) => s.write(update(g.v, i === next)));
  });
});
http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as AddressInfo).port }));

let since = performance.now();
let loop = performance.eventLoopUtilization();
let cpu = process.cpuUsage();
let loopCpu = loopCpuMs();
let counted = 0;
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('message', (m: unknown) => {
  if (m === 'reset') {
    since = performance.now();
    loop = performance.eventLoopUtilization();
    cpu = process.cpuUsage();
    loopCpu = loopCpuMs();
    counted = moves;
    delay.reset();
  }
  if (m === 'stats') {
    const used = process.cpuUsage(cpu);
    const loopCpuNow = loopCpuMs();
    process.send?.({
      moves: moves - counted,
      seconds: (performance.now() - since) / 1000,
      loopBusyPct: performance.eventLoopUtilization(loop).utilization * 100,
      cpuMs: (used.user + used.system) / 1000,
      // the event loop's thread alone (`loop-cpu.ts`), null off Linux
      loopCpuMs: loopCpuNow === null || loopCpu === null ? null : loopCpuNow - loopCpu,
      rssMb: process.memoryUsage.rss() / 2 ** 20,
      // the event loop's delay p99 beyond the 5 ms the histogram's timer waits between turns
      loopP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 5),
    });
  }
  if (m === 'stop') process.exit(0);
});
