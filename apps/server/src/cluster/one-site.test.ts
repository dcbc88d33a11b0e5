import { speedlift } from '@kartenhaus/speedlift';
import { CLOSE_CODES, type TableSummary } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../limits.js';
import { sharedTestSchema } from '../storage/testing.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { rawSocket } from '../testing/raw-socket.js';
import { SHARE_MS } from './counters.js';
import { connect, twoClusterSites } from './testing.js';
import { berlinDay } from '../accounts/time.js';

const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const online = { game: 'tiny', mode: 'online', players: 2, clock: null, free: 'leer' } as const;
const solo = { game: 'tiny', mode: 'solo', players: 3, clock: null } as const;
const tagesfahrt = { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } };
const liftMove = (m: unknown) => speedlift.makeMove(m as Parameters<typeof speedlift.makeMove>[0]);

async function lobby(c: TestClient): Promise<TableSummary[]> {
  const from = c.frames.length;
  c.send({ t: 'list' });
  return (await c.waitFor<{ t: 'tables'; tables: TableSummary[] }>((m) => m.t === 'tables', { from })).tables;
}

describe.skipIf(!pg || !redisUrl)('one lobby and one site across processes', () => {
  it(
    'every process lists the same tables; a player sees its own (solo too) from any process',
    { timeout: 40_000 },
    async () => {
      const { one, two } = await twoClusterSites();
      const cookieA = await TestClient.guestCookie(one.base);
      const cookieB = await TestClient.guestCookie(two.base);
      const [a1, a2, b1, b2] = await Promise.all([
        connect(one.base, cookieA),
        connect(two.base, cookieA),
        connect(one.base, cookieB),
        connect(two.base, cookieB),
      ]);
      const t1 = ((await a1.request({ t: 'create', settings: online })) as { table: string }).table;
      const s1 = ((await a1.request({ t: 'create', settings: solo })) as { table: string }).table;
      const t2 = ((await b2.request({ t: 'create', settings: online })) as { table: string }).table;
      expect(one.manager.get(t1)).toBeDefined();
      expect(two.manager.get(t2)).toBeDefined();
      // The creator's answer comes after the lobby has the table: every process lists it at once.
      const forA = await lobby(a2);
      expect(await lobby(a1)).toEqual(forA);
      expect(forA.map((t) => [t.id, t.mine]).sort()).toEqual(
        [
          [t1, true],
          [s1, true],
          [t2, false],
        ].sort(),
      );
      const forB = await lobby(b1);
      expect(await lobby(b2)).toEqual(forB);
      // Another player's solo table is not listed.
      expect(forB.map((t) => [t.id, t.mine]).sort()).toEqual(
        [
          [t1, false],
          [t2, true],
        ].sort(),
      );
      expect(forB.find((t) => t.id === t1)).toMatchObject({ free: 1, phase: 'waiting', host: a1.player!.name });
      // b sits at a's table from the other process: both lobbies show the seat taken.
      await b2.request({ t: 'open', table: t1 });
      expect(await b2.request({ t: 'sit', table: t1, seat: 1 })).toMatchObject({ t: 'ok' });
      for (let i = 0; i < 50 && (await lobby(b1)).find((t) => t.id === t1)!.free !== 0; i++) await sleep(20);
      expect((await lobby(b1)).find((t) => t.id === t1)).toMatchObject({ free: 0, mine: true });
      expect(await lobby(b2)).toEqual(await lobby(b1));
      // A process that stops hands its tables over; the lobby names them still (from the new owner).
      await one.stop();
      const c2 = await connect(two.base, cookieA);
      let after = await lobby(c2);
      for (let i = 0; i < 100 && after.length < 3; i++) {
        await sleep(100);
        after = await lobby(c2);
      }
      expect(after.map((t) => t.id).sort()).toEqual([t1, s1, t2].sort());
      expect(two.manager.get(t1)).toBeDefined();
    },
  );

  it(
    'T11: concurrent first Tagesfahrt attempts of one player on two processes — exactly one starts and counts',
    {
      timeout: 60_000,
    },
    async () => {
      const { one, two } = await twoClusterSites();
      const cookie = await TestClient.guestCookie(one.base);
      const [p1, p2] = await Promise.all([connect(one.base, cookie), connect(two.base, cookie)]);
      const answers = await Promise.all([
        p1.request({ t: 'create', settings: tagesfahrt }),
        p2.request({ t: 'create', settings: tagesfahrt }),
      ]);
      expect(answers.map((a) => (a.t === 'ok' ? 'ok' : (a as { code: string }).code)).sort()).toEqual([
        'ERR_DAILY_RUNNING',
        'ok',
      ]);
      const games = await one.storage.db
        .selectFrom('games')
        .select(['table_id', 'daily'])
        .where('daily', '=', berlinDay(Date.now()))
        .execute();
      expect(games).toHaveLength(1);
      // Nothing was stored for the refused attempt: one table in the lobby, the running one.
      const first = games[0]!.table_id;
      expect((await lobby(p1)).map((t) => t.id)).toEqual([first]);
      // While it runs, no process starts another; once it is over, a later one starts anywhere.
      const owner = answers[0].t === 'ok' ? p1 : p2;
      const other = owner === p1 ? p2 : p1;
      expect(await other.request({ t: 'create', settings: tagesfahrt })).toMatchObject({ code: 'ERR_DAILY_RUNNING' });
      await autoplay(owner, first, liftMove).finished;
      expect(await other.request({ t: 'create', settings: tagesfahrt })).toMatchObject({ t: 'ok' });
    },
  );

  it('the socket, message and table budgets hold across processes (Redis counters)', { timeout: 40_000 }, async () => {
    const { one, two } = await twoClusterSites({
      limits: {
        ...NO_LIMITS,
        sockets: { session: 2, address: Infinity },
        tables: { session: 2, address: Infinity },
        // An hour's window: the test does not straddle two (the counters use fixed windows).
        messages: { session: 20, address: Infinity, windowMs: 3_600_000 },
      },
    });
    // Tables: one on each process, then the session is full on both.
    const cookieT = await TestClient.guestCookie(one.base);
    const [t1, t2] = await Promise.all([connect(one.base, cookieT), connect(two.base, cookieT)]);
    expect(await t1.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
    expect(await t2.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
    expect(await t1.request({ t: 'create', settings: solo })).toMatchObject({ code: 'ERR_TOO_MANY_TABLES' });
    expect(await t2.request({ t: 'create', settings: online })).toMatchObject({ code: 'ERR_TOO_MANY_TABLES' });
    // Sockets: that session has two open (one per process); a third on either is refused with 4009.
    const third = await rawSocket(two.base, cookieT);
    expect(await third.closed).toBe(CLOSE_CODES.tooManyConnections);
    expect(third.frames.at(-1)).toEqual({ t: 'error', code: 'ERR_TOO_MANY_CONNECTIONS' });
    // A closed socket gives its place back to the whole cluster.
    t1.close();
    await t1.closed();
    await sleep(100);
    expect((await connect(two.base, cookieT)).player).toBeDefined();
    // Messages: 15 on one process, then what is left of the session's 20 on the other.
    const cookieM = await TestClient.guestCookie(one.base);
    const m1 = await rawSocket(one.base, cookieM);
    for (let i = 0; i < 15; i++) m1.ws.send(JSON.stringify({ t: 'ping' }));
    await sleep(SHARE_MS * 4);
    const m2 = await rawSocket(two.base, cookieM);
    // The other process learns the session's count when it first shares its own (within SHARE_MS:
    // a burst in those first milliseconds would pass on the count it had), then 4 more pass.
    m2.ws.send(JSON.stringify({ t: 'ping' }));
    await sleep(SHARE_MS * 4);
    for (let i = 0; i < 10; i++) m2.ws.send(JSON.stringify({ t: 'ping' }));
    expect(await m2.closed).toBe(CLOSE_CODES.rateLimit);
    expect(m2.frames.filter((f) => f.t === 'pong')).toHaveLength(5);
    expect(m2.frames.at(-1)).toEqual({ t: 'error', code: 'ERR_RATE_LIMITED' });
  });
});
