import {
  serverReader,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
  type TableInfo,
} from '@kartenhaus/protocol';
import WebSocket from 'ws';
import { frameText } from '../frame-text.js';

/** A frame as received, with its raw text (leak checks scan the text). */
export interface Received {
  readonly raw: string;
  readonly msg: ServerMessage;
}

type Table = { v: number; epoch: string; info: TableInfo; view: unknown };

/**
 * A real WebSocket client for integration tests: gets a guest cookie over HTTP, connects with the
 * site's Origin, validates every frame against the protocol schema and keeps each table's
 * latest view, info and version.
 */
export class TestClient {
  readonly frames: Received[] = [];
  readonly tables = new Map<string, Table>();
  /** Frames that failed the schema (must stay empty). */
  readonly invalid: string[] = [];
  closeCode: number | null = null;
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; from: number }[] = [];
  private seq = 0;
  private readonly listeners: ((m: ServerMessage) => void)[] = [];
  /** This connection's reader: an update that leaves out an unchanged `info` gets the last one. */
  private readonly read = serverReader();
  private constructor(
    readonly ws: WebSocket,
    readonly cookie: string,
  ) {}

  /** A new guest's session cookie, as the page gets it: `GET /api/me` (the server needs the accounts' routes). */
  static async guestCookie(base: string): Promise<string> {
    const res = await fetch(`${base}/api/me`);
    const set = res.headers.get('set-cookie') ?? '';
    return set.split(';')[0]!;
  }

  static async connect(base: string, cookie?: string, origin = base): Promise<TestClient> {
    const c = cookie ?? (await TestClient.guestCookie(base));
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: c, origin } });
    const client = new TestClient(ws, c);
    ws.on('message', (data) => client.receive(frameText(data)));
    ws.on('close', (code) => (client.closeCode = code));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    await client.waitFor((m) => m.t === 'welcome');
    return client;
  }

  private receive(raw: string): void {
    const parsed = this.read(raw);
    if (!parsed.ok) {
      this.invalid.push(raw);
      return;
    }
    const msg = parsed.value;
    this.frames.push({ raw, msg });
    if (msg.t === 'snapshot')
      this.tables.set(msg.table, { v: msg.v, epoch: msg.epoch, info: msg.info, view: msg.view });
    if (msg.t === 'update') {
      const t = this.tables.get(msg.table);
      if (t) Object.assign(t, { v: msg.v, info: msg.info, view: msg.view });
    }
    for (const l of this.listeners) l(msg);
    const index = this.frames.length - 1;
    this.waiters = this.waiters.filter((w) => {
      if (index < w.from || !w.pred(msg)) return true;
      w.resolve(msg);
      return false;
    });
  }

  /** The player the server greeted this client as. */
  get player(): { id: string; name: string; guest: boolean } | undefined {
    const w = this.frames.find((f) => f.msg.t === 'welcome')?.msg;
    return w?.t === 'welcome' ? w.player : undefined;
  }

  /** Calls `fn` for every valid frame from now on. */
  on(fn: (m: ServerMessage) => void): void {
    this.listeners.push(fn);
  }

  send(m: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }

  /** The next frame (from index `from`, default: any received so far) that matches. */
  waitFor<T extends ServerMessage>(
    pred: (m: ServerMessage) => boolean,
    { from = 0, timeoutMs = 10_000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<T> {
    for (let i = from; i < this.frames.length; i++)
      if (pred(this.frames[i]!.msg)) return Promise.resolve(this.frames[i]!.msg as T);
    return new Promise<T>((resolve, reject) => {
      const w = { pred, resolve: resolve as (m: ServerMessage) => void, from };
      this.waiters.push(w);
      setTimeout(() => {
        if (!this.waiters.includes(w)) return;
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(
          new Error(
            `timeout waiting; last frames: ${this.frames
              .slice(-3)
              .map((f) => f.raw.slice(0, 300))
              .join('\n')}`,
          ),
        );
      }, timeoutMs);
    });
  }

  /** Sends a command with a fresh ref and waits for its `ok` or `error`. */
  async request(m: Record<string, unknown>): Promise<ServerMessage> {
    const ref = `r${++this.seq}`;
    const from = this.frames.length;
    this.send({ ...m, ref });
    return this.waitFor((x) => (x.t === 'ok' || x.t === 'error') && x.ref === ref, { from });
  }

  async hello(): Promise<ServerMessage> {
    return this.request({ t: 'hello', protocol: PROTOCOL_VERSION });
  }

  close(): void {
    this.ws.close();
  }

  closed(): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }
}
