import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';
import * as ws from 'ws';
import wsPackage from 'ws/package.json' with { type: 'json' };
import { afterEach, describe, expect, it, vi } from 'vitest';
import serverPackage from '../package.json' with { type: 'json' };
import { systemClock } from './clock.js';
import { Connection } from './connection.js';
import { MemoryCounters, NO_LIMITS } from './limits.js';
import type { TableManager } from './tables/manager.js';
import { FrameWriter, frameSocket, textFrame } from './ws-frame.js';

/** `ws`'s frame parser (exported by the package, not in its type declarations). */
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

/** What a WebSocket client's parser reads from the bytes. */
function read(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const texts: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => texts.push(isBinary ? '(binary)' : data.toString()));
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(texts));
  });
}

describe('textFrame', () => {
  it('frames texts of every length class so that a client parser reads them back exactly', async () => {
    const texts = [
      '',
      'a',
      'x'.repeat(125),
      'x'.repeat(126),
      'Feierabend für Anna — Hausdetektiv 🕵',
      'ü'.repeat(63), // 126 bytes from 63 characters: the length is counted in bytes
      'y'.repeat(65_535),
      'z'.repeat(65_536),
    ];
    expect(await read(Buffer.concat(texts.map(textFrame)))).toEqual(texts);
  });

  it('writes the header the protocol prescribes: FIN and opcode 1, no mask, the shortest length form', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame('x'.repeat(126)).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...textFrame('x'.repeat(65_536)).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
  });
});

describe('FrameWriter', () => {
  it('sends the frames of one turn in one write, and the next turn in the next', async () => {
    // A stand-in for the TCP socket that records each write it is asked to do (one call each).
    const writes: Buffer[][] = [];
    const tcp = new Writable({
      writev(chunks, done) {
        writes.push(chunks.map((c) => c.chunk as Buffer));
        done();
      },
      write(chunk: Buffer, _encoding, done) {
        writes.push([chunk]);
        done();
      },
    });
    const writer = new FrameWriter(tcp as unknown as Socket);
    writer.write('{"t":"ack","seq":1}');
    writer.write('{"t":"update","v":2}');
    expect(writes).toEqual([]); // corked until the turn ends
    await new Promise((r) => process.nextTick(r));
    writer.write('{"t":"update","v":3}');
    await new Promise((r) => setImmediate(r));
    expect(writes.map((w) => w.length)).toEqual([2, 1]);
    expect(await read(Buffer.concat(writes.flat()))).toEqual([
      '{"t":"ack","seq":1}',
      '{"t":"update","v":2}',
      '{"t":"update","v":3}',
    ]);
  });
});

/**
 * `frameSocket` relies on two facts about `ws` that are not its public API: a server-side
 * WebSocket keeps its TCP socket as `_socket`, and its `bufferedAmount` counts what waits in that
 * socket's stream (so the 4010 limit sees the frames `FrameWriter` wrote). Checked here against
 * the ws the server is pinned to, over real TCP connections.
 */
describe('frameSocket with the pinned ws', () => {
  const open: { close(): void }[] = [];
  afterEach(() => {
    for (const x of open.splice(0)) x.close();
  });

  /** A plain ws server on loopback; resolves with its socket for one client, the upgrade's TCP socket and the client. */
  async function pair(): Promise<{ server: ws.WebSocket; tcp: Socket; client: ws.WebSocket; texts: string[] }> {
    const http = createServer();
    const wss = new ws.WebSocketServer({ server: http });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    open.push({ close: () => (wss.close(), http.close(), http.closeAllConnections()) });
    const accepted = new Promise<[ws.WebSocket, Socket]>((r) => wss.once('connection', (s, req) => r([s, req.socket])));
    const client = new ws.WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
    open.push({ close: () => client.terminate() });
    const texts: string[] = [];
    client.on('message', (d: Buffer, binary: boolean) => texts.push(binary ? '(binary)' : d.toString()));
    await new Promise((r) => client.once('open', r));
    const [server, tcp] = await accepted;
    return { server, tcp, client, texts };
  }

  it('is the version the package pins exactly', () => {
    const pinned = (serverPackage as { dependencies: Record<string, string> }).dependencies.ws;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(wsPackage.version).toBe(pinned);
  });

  it("finds the upgrade's TCP socket, whose frames a ws client reads between ws's own", async () => {
    const { server, tcp, client, texts } = await pair();
    const found = frameSocket(server);
    expect(found).toBe(tcp);
    const writer = new FrameWriter(found!);
    writer.write('eins');
    server.send('zwei'); // ws's own sender on the same socket, in order
    writer.write('x'.repeat(70_000));
    await expect.poll(() => texts.length).toBe(3);
    expect(texts.map((t) => t.slice(0, 4))).toEqual(['eins', 'zwei', 'xxxx']);
    // ws still answers a ping on the socket the writer writes to.
    const pong = new Promise((r) => client.once('pong', r));
    client.ping();
    await pong;
  });

  it("counts the writer's unsent bytes in bufferedAmount (what the 4010 limit reads)", async () => {
    const { server, tcp, client } = await pair();
    client.pause();
    const writer = new FrameWriter(frameSocket(server)!);
    // Far more than the kernel's buffers of a socket nobody reads take.
    for (let i = 0; i < 256; i++) writer.write('y'.repeat(64 * 1024));
    await new Promise((r) => setImmediate(r));
    expect(tcp.writableLength).toBeGreaterThan(1024 * 1024);
    expect(server.bufferedAmount).toBe(tcp.writableLength);
  });

  it('is null when the socket is not where it looks, and a Connection then sends through ws.send', async () => {
    const { server, client, texts } = await pair();
    // A ws that keeps its socket elsewhere: everything else of the real WebSocket, no `_socket`.
    const moved = new Proxy(server, {
      get(target, key) {
        if (key === '_socket') return undefined;
        const v: unknown = Reflect.get(target, key, target);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    expect(frameSocket(moved)).toBeNull();
    const send = vi.spyOn(server, 'send');
    connectionOn(moved);
    client.send(JSON.stringify({ t: 'ping' }));
    await expect.poll(() => texts.map((t) => (JSON.parse(t) as { t: string }).t)).toEqual(['welcome', 'pong']);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is used by a Connection on a real ws, which then never calls ws.send', async () => {
    const { server, client, texts } = await pair();
    const send = vi.spyOn(server, 'send');
    connectionOn(server);
    client.send(JSON.stringify({ t: 'ping' }));
    await expect.poll(() => texts.map((t) => (JSON.parse(t) as { t: string }).t)).toEqual(['welcome', 'pong']);
    expect(send).not.toHaveBeenCalled();
  });

  it('is null for every socket with FRAMES=ws', async () => {
    const { server } = await pair();
    vi.stubEnv('FRAMES', 'ws');
    vi.resetModules();
    try {
      const fresh = (await import('./ws-frame.js')) as { frameSocket: typeof frameSocket };
      expect(fresh.frameSocket(server)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** A game server's Connection on a socket (no tables needed: welcome and ping/pong only). */
function connectionOn(socket: ws.WebSocket): Connection {
  return new Connection(
    socket,
    { id: 'p1', name: 'Anna', guest: true },
    {} as TableManager,
    systemClock,
    { messages: 100, windowMs: 20_000 },
    { address: '127.0.0.1', counters: new MemoryCounters(), limits: NO_LIMITS },
  );
}
