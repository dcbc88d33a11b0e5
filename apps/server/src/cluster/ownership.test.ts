import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { describe, expect, it, vi } from 'vitest';
import { sharedTestSchema } from '../storage/testing.js';
import { TestClient } from '../testing/client.js';
import { handedBackTables } from './ownership.js';
import { startClusterSite, startedTable, testPrefix } from './testing.js';

const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
const until = async (what: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(!pg || !redisUrl)('table ownership across processes (Redis leases, PostgreSQL fences)', () => {
  it(
    'never runs a table in two sites; a site that stops hands its tables to the other',
    { timeout: 30_000 },
    async () => {
      const schema = sharedTestSchema()!;
      const prefix = testPrefix();
      const one = await startClusterSite(schema.open, prefix);
      // The second looks for free tables only every 10 s: it takes them at once only when told.
      const two = await startClusterSite(schema.open, prefix, { ownership: { takeoverMs: 10_000 } });
      let stopped = false;
      try {
        const tables = await Promise.all([0, 1, 2].map(() => startedTable(one.base)));
        const ids = tables.map((t) => t.table);
        // Watch for a table in both sites, every 10 ms, while the second site's takeover loop runs.
        let both = 0;
        const watch = setInterval(() => {
          for (const id of ids) if (one.manager.get(id) && two.manager.get(id)) both += 1;
        }, 10);
        await new Promise((r) => setTimeout(r, 1_500));
        expect(ids.filter((id) => one.manager.get(id))).toEqual(ids);
        expect(ids.filter((id) => two.manager.get(id))).toEqual([]);
        // SIGTERM of the first: its leases are handed back and taken at once (the first's 'released').
        const adopted = vi.spyOn(two.manager, 'adopt');
        for (const t of tables) for (const c of [t.a, t.b]) c.close();
        const began = Date.now();
        await one.stop();
        stopped = true;
        await until(() => ids.every((id) => two.manager.get(id) !== undefined), 5_000);
        expect(Date.now() - began).toBeLessThan(1_000);
        clearInterval(watch);
        expect(both).toBe(0);
        // Their `table restored` lines say why: handed back, not a takeover after a crash.
        expect(adopted.mock.calls.map(([fence, reason]) => [fence.tableId, reason]).sort()).toEqual(
          ids.map((id) => [id, 'handed back']).sort(),
        );
        // The players find their running game on the second site, with their seats.
        const a2 = await TestClient.connect(two.base, tables[0]!.a.cookie);
        await a2.request({ t: 'open', table: ids[0]! });
        expect(a2.tables.get(ids[0]!)!.info).toMatchObject({ phase: 'playing', you: 0 });
        a2.close();
      } finally {
        if (!stopped) await one.stop();
        await two.stop();
        await schema.drop();
      }
    },
  );

  it(
    'refuses the writes of a stale owner: no ack, the table stops there, the move is not stored',
    { timeout: 30_000 },
    async () => {
      const schema = sharedTestSchema()!;
      const prefix = testPrefix();
      // The first site renews so rarely that it does not notice its lease is gone (a paused process).
      const one = await startClusterSite(schema.open, prefix, { ownership: { renewMs: 60_000, leaseMs: 60_000 } });
      const two = await startClusterSite(schema.open, prefix);
      try {
        const { table, a, b } = await startedTable(one.base);
        const card = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0]!;
        a.send({ t: 'move', table, seq: 1, move: makeMove(card) });
        await a.waitFor((m) => m.t === 'ack' && m.seq === 1);
        // The lease expires (as if the first site had been paused past it): the second takes over.
        const { Redis } = await import('ioredis');
        const redis = new Redis(redisUrl!);
        const adopted = vi.spyOn(two.manager, 'adopt');
        await redis.del(`${prefix}lease:${table}`);
        redis.disconnect();
        await until(() => two.manager.get(table) !== undefined, 5_000);
        // Found without a lease by the second's loop, not at its start: a takeover.
        expect(adopted.mock.calls.map(([fence, reason]) => [fence.tableId, reason])).toEqual([[table, 'takeover']]);
        expect(one.manager.get(table)).toBeDefined();
        // The stale owner tries b's move: refused in PostgreSQL, never acknowledged.
        const bCard = (b.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0]!;
        b.send({ t: 'move', table, seq: 1, move: makeMove(bCard) });
        const answer = await b.waitFor((m) => (m.t === 'ack' || m.t === 'error') && m.table === table);
        expect(answer).toMatchObject({ t: 'error' });
        expect(one.manager.get(table)).toBeUndefined();
        const stored = await one.storage.db.selectFrom('game_moves').select('n').execute();
        expect(stored.map((r) => Number(r.n))).toEqual([1]);
        // On the new owner the game goes on from the acknowledged move.
        const b2 = await TestClient.connect(two.base, b.cookie);
        await b2.request({ t: 'open', table });
        expect(b2.tables.get(table)!.view).toMatchObject({ played: [[card], []] });
        b2.send({ t: 'move', table, seq: 2, move: makeMove(bCard) });
        expect(await b2.waitFor((m) => (m.t === 'ack' || m.t === 'error') && m.seq === 2)).toMatchObject({ t: 'ack' });
        for (const c of [a, b, b2]) c.close();
      } finally {
        await one.stop();
        await two.stop();
        await schema.drop();
      }
    },
  );
});

describe('the released message', () => {
  it('names the tables handed back; a message that is not ours names none', () => {
    expect(handedBackTables(JSON.stringify({ holder: 'h1', tables: ['t1', 't2'] }))).toEqual(['t1', 't2']);
    expect(handedBackTables(JSON.stringify({ holder: 'h1', tables: ['t1', 7] }))).toEqual(['t1']);
    expect(handedBackTables('h1')).toEqual([]);
    expect(handedBackTables(JSON.stringify({ holder: 'h1' }))).toEqual([]);
    expect(handedBackTables('null')).toEqual([]);
  });
});
