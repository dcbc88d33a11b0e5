import { CLOSE_CODES } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { MemoryCounters, NO_LIMITS, type Limits } from './limits.js';
import { TestClient } from './testing/client.js';
import { rawSocket } from './testing/raw-socket.js';
import { FAST, startTestServer } from './testing/server.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const solo = { game: 'tiny', mode: 'solo', players: 3, clock: null };

async function server(limits: Partial<Limits>, opts: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer({ limits: { ...NO_LIMITS, ...limits }, ...opts });
  cleanup.push(() => s.stop());
  return s;
}
async function client(base: string, cookie?: string) {
  const c = await TestClient.connect(base, cookie);
  cleanup.push(() => c.close());
  return c;
}

describe('budgets per session and per address (issue 17 item 6)', () => {
  it('refuses more waiting or running tables than a session may have, and than an address may have', async () => {
    const s = await server({ tables: { session: 2, address: 3 } });
    const a = await client(s.base);
    expect(await a.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
    expect(await a.request({ t: 'create', settings: { ...solo, mode: 'online' } })).toMatchObject({ t: 'ok' });
    expect(await a.request({ t: 'create', settings: solo })).toMatchObject({ t: 'error', code: 'ERR_TOO_MANY_TABLES' });
    // Another session from the same address: one more, then the address is full.
    const b = await client(s.base);
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'error', code: 'ERR_TOO_MANY_TABLES' });
    expect(s.manager.size).toBe(3);
    // Leaving a waiting table gives its place back.
    const online = [...a.tables.keys()][1]!;
    expect(await a.request({ t: 'leave', table: online })).toMatchObject({ t: 'ok' });
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
  });

  it('lets go of the solo games no page has open when a new table would be beyond the budget (T15, QA 7 Dec 2026)', async () => {
    const s = await server({ tables: { session: 2, address: Infinity } });
    const a = await client(s.base);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++)
      ids.push(((await a.request({ t: 'create', settings: solo })) as { table: string }).table);
    // The tab of the first game is closed (the socket goes); the second stays open on another page.
    const seatOf = (id: string) => s.manager.get(id)!.record.seats.find((x) => x.kind === 'human')!;
    const b = await client(s.base, a.cookie);
    expect(await b.request({ t: 'open', table: ids[1]! })).toMatchObject({ t: 'ok' });
    a.close();
    await sleep(100);
    // A third: the first is let go (the computer plays it out, T2), the open one is not; no refusal.
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
    expect(seatOf(ids[0]!).away).toBe(true);
    expect(seatOf(ids[1]!).away).toBe(false);
    // Still two the player plays: a fourth is refused — the open game is not let go.
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'error', code: 'ERR_TOO_MANY_TABLES' });
    expect(seatOf(ids[1]!).away).toBe(false);
    // Left by "Tisch verlassen" (T2), a solo game plays out without its player and counts no more.
    expect(await b.request({ t: 'leave', table: ids[1]! })).toMatchObject({ t: 'ok' });
    expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
  });

  it('holds the table budgets for creates sent at once', async () => {
    const s = await server({ tables: { session: 2, address: 3 } });
    const a = await client(s.base);
    const b = await client(s.base);
    const codes = async (c: TestClient, n: number) =>
      (await Promise.all(Array.from({ length: n }, () => c.request({ t: 'create', settings: solo }))))
        .map((m) => (m.t === 'error' ? m.code : m.t))
        .sort();
    // Before, every create of a burst passed the budget: each was checked before any was stored.
    expect(await codes(a, 4)).toEqual(['ERR_TOO_MANY_TABLES', 'ERR_TOO_MANY_TABLES', 'ok', 'ok']);
    expect(await codes(b, 3)).toEqual(['ERR_TOO_MANY_TABLES', 'ERR_TOO_MANY_TABLES', 'ok']);
    expect(s.manager.size).toBe(3);
  });

  it('holds the session’s table budget for seats at others’ tables too, also for sits sent at once', async () => {
    const s = await server({ tables: { session: 2, address: Infinity } });
    const online = { ...solo, mode: 'online' };
    const hosts = [await client(s.base), await client(s.base)];
    const tables: string[] = [];
    for (const h of hosts)
      for (let i = 0; i < 2; i++)
        tables.push(((await h.request({ t: 'create', settings: online })) as { table: string }).table);
    // One session sits down at all four at once: two seats, the rest refused with the budget's code.
    const g = await client(s.base);
    const answers = await Promise.all(tables.map((table) => g.request({ t: 'sit', table, seat: 1 })));
    expect(answers.map((m) => (m.t === 'error' ? m.code : m.t)).sort()).toEqual([
      'ERR_TOO_MANY_TABLES',
      'ERR_TOO_MANY_TABLES',
      'ok',
      'ok',
    ]);
    // Leaving one gives its place back.
    const sat = tables.filter((_, i) => answers[i]!.t === 'ok');
    const free = tables.filter((_, i) => answers[i]!.t !== 'ok');
    expect(await g.request({ t: 'leave', table: sat[0]! })).toMatchObject({ t: 'ok' });
    expect(await g.request({ t: 'sit', table: free[0]!, seat: 1 })).toMatchObject({ t: 'ok' });
  });

  it('refuses a socket over the session’s budget with a clear code and 4009; a closed one gives its place back', async () => {
    const s = await server({ sockets: { session: 2, address: Infinity } });
    const cookie = await TestClient.guestCookie(s.base);
    const first = await client(s.base, cookie);
    await client(s.base, cookie);
    const third = await rawSocket(s.base, cookie);
    expect(await third.closed).toBe(CLOSE_CODES.tooManyConnections);
    expect(third.frames).toEqual([{ t: 'error', code: 'ERR_TOO_MANY_CONNECTIONS' }]);
    first.close();
    await first.closed();
    await sleep(20);
    const again = await client(s.base, cookie);
    expect(again.player).toBeDefined();
  });

  it('holds the message budget per session across reconnects, and per address across sessions', async () => {
    const s = await server({ messages: { session: 20, address: 35, windowMs: 20_000 } });
    const cookie = await TestClient.guestCookie(s.base);
    const a = await rawSocket(s.base, cookie);
    for (let i = 0; i < 15; i++) a.ws.send(JSON.stringify({ t: 'ping' }));
    await sleep(50);
    a.ws.close();
    await a.closed;
    // A new socket of the same session does not start a new budget.
    const b = await rawSocket(s.base, cookie);
    for (let i = 0; i < 10; i++) b.ws.send(JSON.stringify({ t: 'ping' }));
    expect(await b.closed).toBe(CLOSE_CODES.rateLimit);
    expect(b.frames.filter((f) => f.t === 'pong')).toHaveLength(5);
    expect(b.frames.at(-1)).toEqual({ t: 'error', code: 'ERR_RATE_LIMITED' });
    // Another session from the same address has what the address has left (35 − 20).
    const c = await rawSocket(s.base, await TestClient.guestCookie(s.base));
    for (let i = 0; i < 20; i++) c.ws.send(JSON.stringify({ t: 'ping' }));
    expect(await c.closed).toBe(CLOSE_CODES.rateLimit);
    expect(c.frames.filter((f) => f.t === 'pong')).toHaveLength(15);
  });

  it('a running solo game nobody has open for soloIdleMs is finished by the computer; its result is stored (T12)', async () => {
    const clock = new ManualClock();
    const s = await server({}, { clock, timing: { ...FAST, soloIdleMs: 60_000 } });
    const a = await client(s.base);
    const table = ((await a.request({ t: 'create', settings: solo })) as { table: string }).table;
    a.close();
    await a.closed();
    await sleep(20);
    const t = s.manager.get(table)!;
    clock.advance(59_000);
    await sleep(20);
    expect(t.running).toBe(true);
    for (let i = 0; i < 50 && t.running; i++) {
      clock.advance(1_000);
      await sleep(10);
    }
    expect(t.record.phase).toBe('finished');
    const game = await s.storage.db.selectFrom('games').selectAll().where('table_id', '=', table).executeTakeFirst();
    expect(game?.result).not.toBeNull();
  });
});

describe('MemoryCounters', () => {
  it('counts events in a sliding window and places held', () => {
    const c = new MemoryCounters();
    for (let i = 0; i < 3; i++) expect(c.hit('k', 3, 1_000, i)).toBe(true);
    expect(c.hit('k', 3, 1_000, 10)).toBe(false);
    expect(c.hit('k', 3, 1_000, 1_001)).toBe(true);
    expect(c.acquire('s', 1)).toBe(true);
    expect(c.acquire('s', 1)).toBe(false);
    c.release('s');
    expect(c.acquire('s', 1)).toBe(true);
  });
});
