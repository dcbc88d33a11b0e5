import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sharedTestSchema } from '../storage/testing.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { spawnSite, startedTable, testPrefix } from './testing.js';

const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const makeMove = (m: unknown) => tinyGame.makeMove(m as number);

describe.skipIf(!pg || !redisUrl)('takeover after kill -9 (two server processes)', () => {
  it(
    'another process runs the killed owner’s tables within 10 s, with every acknowledged move',
    { timeout: 60_000 },
    async () => {
      const schema = sharedTestSchema()!;
      // The schema is made (migrated) once here, before the processes open it side by side.
      await (await schema.open()).close();
      onTestFinished(() => schema.drop());
      const prefix = testPrefix();
      const owner = await spawnSite(schema.schema, prefix);
      const other = await spawnSite(schema.schema, prefix);
      const games: { table: string; a: TestClient; b: TestClient; acked: Map<TestClient, number> }[] = [];
      for (let i = 0; i < 3; i++) {
        const { table, a, b } = await startedTable(owner.base);
        const acked = new Map<TestClient, number>();
        for (const c of [a, b])
          c.on((m) => {
            if (m.t === 'ack' && m.table === table) acked.set(c, Math.max(acked.get(c) ?? 0, m.seq));
          });
        games.push({ table, a, b, acked });
      }
      // Every table one move in, acknowledged; then each second player's move in flight as the owner dies.
      for (const g of games) {
        const card = (g.a.tables.get(g.table)!.view as { legalMoves: number[] }).legalMoves[0]!;
        g.a.send({ t: 'move', table: g.table, seq: 1, move: makeMove(card) });
        await g.a.waitFor((m) => m.t === 'ack' && m.table === g.table);
      }
      for (const g of games) {
        const legal = () => (g.b.tables.get(g.table)?.view as { legalMoves?: number[] } | null)?.legalMoves ?? [];
        // Any frame: the state is the client's (updates may carry only the changed view fields).
        await g.b.waitFor(() => legal().length > 0);
        const card = legal()[0]!;
        g.b.send({ t: 'move', table: g.table, seq: 1, move: makeMove(card) });
      }
      owner.child.kill('SIGKILL');
      const killed = Date.now();
      await new Promise((resolve) => owner.child.once('exit', resolve));

      for (const g of games) {
        const a2 = await TestClient.connect(other.base, g.a.cookie);
        const b2 = await TestClient.connect(other.base, g.b.cookie);
        // The table is refused until the other process has taken it over.
        for (;;) {
          const r = await a2.request({ t: 'open', table: g.table });
          if (r.t === 'ok') break;
          expect(Date.now() - killed).toBeLessThan(10_000);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await b2.request({ t: 'open', table: g.table });
        expect(Date.now() - killed).toBeLessThan(10_000);
        const view = a2.tables.get(g.table)!.view as { played: number[][] };
        const info = a2.tables.get(g.table)!.info;
        // Every acknowledged move is there, none twice: a's one move, and b's if it was acknowledged.
        expect(view.played[0]).toHaveLength(1);
        expect(view.played[1]!.length).toBeGreaterThanOrEqual(g.acked.get(g.b) ?? 0);
        expect(view.played[1]!.length).toBeLessThanOrEqual(1);
        expect(info.phase).toBe('playing');
        expect(b2.tables.get(g.table)!.info.seq).toBe(view.played[1]!.length);
        // The game plays to its end on the new owner.
        const ua = b2.tables.get(g.table)!.info.seq;
        await Promise.all([
          autoplay(a2, g.table, makeMove, undefined, 1).finished,
          autoplay(b2, g.table, makeMove, undefined, ua).finished,
        ]);
        const end = a2.tables.get(g.table)!;
        expect(end.info.result).not.toBeNull();
        expect((end.view as { played: number[][] }).played.flat()).toHaveLength(4);
        for (const c of [g.a, g.b, a2, b2]) c.close();
      }
    },
  );
});
