import { describe, expect, it } from 'vitest';
import { backoffDelay, WsClient, type SocketLike, type Timers, type WsAdapter } from './ws-client.js';

/** A socket the test drives by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

/** Timers that run only when the test advances them. */
class FakeTimers implements Timers {
  now = 0;
  queue: { at: number; fn: () => void; id: number }[] = [];
  #id = 0;
  setTimeout(fn: () => void, ms: number) {
    const id = ++this.#id;
    this.queue.push({ at: this.now + ms, fn, id });
    return id;
  }
  clearTimeout(h: unknown) {
    this.queue = this.queue.filter((t) => t.id !== h);
  }
  advance(ms: number) {
    this.now += ms;
    for (;;) {
      const due = this.queue.filter((t) => t.at <= this.now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.queue = this.queue.filter((t) => t !== due);
      due.fn();
    }
  }
}

type In =
  | { t: 'snapshot'; table: string; epoch: string; v: number }
  | { t: 'update'; table: string; v: number }
  | { t: 'ack'; table: string; seq: number }
  | { t: 'error'; table: string; seq: number; code: string };
type Out =
  | { t: 'hello' }
  | { t: 'open'; table: string; since?: { epoch: string; v: number } }
  | { t: 'move'; table: string; seq: number; move: string };

const adapter: WsAdapter<In, Out, string> = {
  greet: () => [{ t: 'hello' }],
  resume: (table, since) => (since ? { t: 'open', table, since } : { t: 'open', table }),
  parse: (raw) => JSON.parse(raw) as In,
  versionOf: (m) =>
    m.t === 'snapshot'
      ? { topic: m.table, epoch: m.epoch, v: m.v }
      : m.t === 'update'
        ? { topic: m.table, v: m.v }
        : null,
  settles: (m) => (m.t === 'ack' || m.t === 'error' ? { topic: m.table, seq: m.seq } : null),
  input: (table, seq, move) => ({ t: 'move', table, seq, move }),
};

function setup() {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const client = new WsClient<In, Out, string>({
    url: 'ws://test/ws',
    adapter,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers,
    jitter: () => 1, // full delay: deterministic
    baseDelayMs: 100,
    maxDelayMs: 1000,
    fatalCloseCodes: [4000],
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, timers, last };
}

describe('WsClient', () => {
  it('shows "verbinde …", then "verbunden", and greets the server first', () => {
    const { client, last } = setup();
    const states: string[] = [];
    client.subscribe(() => states.push(client.getState()));
    client.start();
    expect(client.getState()).toBe('connecting');
    last().open();
    expect(states).toEqual(['connecting', 'connected']);
    expect(last().sent).toEqual([{ t: 'hello' }]);
  });

  it('reconnects with doubling backoff after drops, capped, and resets after a success', () => {
    const { client, sockets, timers, last } = setup();
    client.start();
    last().drop();
    expect(client.getState()).toBe('disconnected');
    timers.advance(99);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2); // after 100 ms
    last().drop();
    timers.advance(199);
    expect(sockets).toHaveLength(2);
    timers.advance(1);
    expect(sockets).toHaveLength(3); // after 200 ms
    last().open();
    last().drop();
    timers.advance(100);
    expect(sockets).toHaveLength(4); // back to 100 ms after a successful open
  });

  it('resumes each watched table from the last version received, keeping the epoch of its snapshot', () => {
    const { client, timers, last } = setup();
    client.start();
    last().open();
    client.watch('T1');
    expect(last().sent).toContainEqual({ t: 'open', table: 'T1' });
    last().receive({ t: 'snapshot', table: 'T1', epoch: 'e1', v: 5 });
    last().receive({ t: 'update', table: 'T1', v: 6 });
    last().receive({ t: 'update', table: 'T1', v: 7 });
    last().receive({ t: 'update', table: 'OTHER', v: 99 }); // not watched: ignored
    expect(client.versionOf('T1')).toEqual({ epoch: 'e1', v: 7 });
    last().drop();
    timers.advance(100);
    last().open();
    expect(last().sent).toEqual([{ t: 'hello' }, { t: 'open', table: 'T1', since: { epoch: 'e1', v: 7 } }]);
  });

  it('takes a new epoch from a snapshot even when its version is lower', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    client.watch('T');
    last().receive({ t: 'snapshot', table: 'T', epoch: 'a', v: 40 });
    last().receive({ t: 'snapshot', table: 'T', epoch: 'b', v: 3 });
    expect(client.versionOf('T')).toEqual({ epoch: 'b', v: 3 });
    last().receive({ t: 'update', table: 'T', v: 2 }); // older: ignored
    expect(client.versionOf('T')).toEqual({ epoch: 'b', v: 3 });
  });

  it('never loses an input: moves made offline or unacknowledged are resent with the same sequence number', () => {
    const { client, timers, last } = setup();
    client.start();
    client.watch('T');
    const s1 = client.send('T', 'P7'); // still connecting: queued
    last().open();
    expect(last().sent).toContainEqual({ t: 'move', table: 'T', seq: s1, move: 'P7' });
    const s2 = client.send('T', 'LB');
    expect(s2).toBe(s1 + 1);
    last().receive({ t: 'ack', table: 'T', seq: s1 });
    expect(client.pendingSeqs('T')).toEqual([s2]);
    last().drop(); // the ack for s2 was lost
    const s3 = client.send('T', 'H3'); // made while offline
    timers.advance(100);
    last().open();
    const moves = last().sent.filter((m) => (m as Out).t === 'move');
    expect(moves).toEqual([
      { t: 'move', table: 'T', seq: s2, move: 'LB' },
      { t: 'move', table: 'T', seq: s3, move: 'H3' },
    ]);
    last().receive({ t: 'error', table: 'T', seq: s2, code: 'ERR_NOT_YOUR_TURN' });
    last().receive({ t: 'ack', table: 'T', seq: s3 });
    expect(client.pendingSeqs('T')).toEqual([]);
  });

  it('continues sequence numbers from the store (a reloaded page does not reuse them)', () => {
    const stored = new Map([['T', 41]]);
    const client = new WsClient<In, Out, string>({
      url: 'ws://x',
      adapter,
      createSocket: () => new FakeSocket(),
      timers: new FakeTimers(),
      jitter: () => 0,
      seqStore: { get: (t) => stored.get(t) ?? 0, set: (t, n) => void stored.set(t, n) },
    });
    expect(client.send('T', 'A')).toBe(42);
    expect(stored.get('T')).toBe(42);
  });

  it('stops for good on a fatal close code and after stop()', () => {
    const { client, sockets, timers, last } = setup();
    client.start();
    last().open();
    last().drop(4000);
    timers.advance(10_000);
    expect(sockets).toHaveLength(1);
    client.start();
    expect(sockets).toHaveLength(2);
    client.stop();
    expect(last().closed).toBe(true);
    expect(client.getState()).toBe('disconnected');
    timers.advance(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('delivers parsed messages to listeners', () => {
    const { client, last } = setup();
    const got: In[] = [];
    client.onMessage((m) => got.push(m));
    client.start();
    last().open();
    last().receive({ t: 'ack', table: 'T', seq: 1 });
    expect(got).toEqual([{ t: 'ack', table: 'T', seq: 1 }]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base, is capped, and keeps 50–100 % of the delay with jitter', () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, 500, 15_000, 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(10, 500, 15_000, 1)).toBe(15_000);
    expect(backoffDelay(2, 500, 15_000, 0)).toBe(1000);
    expect(backoffDelay(100, 500, 15_000, 0.5)).toBe(11_250);
  });
});
