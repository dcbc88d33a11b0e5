import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { describe, expect, it, vi } from 'vitest';
import { openStorage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient, type Received } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import { TableState } from './table-state.js';

const makeMove = (m: unknown) => tinyGame.makeMove(m as number);

describe('restart recovery', () => {
  it('restores an unfinished table from the SQLite file after a restart and finishes the game', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kh-restart-'));
    const storage1 = await openStorage({ dataDir, sqliteFile: 'k.sqlite' });
    const s1 = await startTestServer({ storage: storage1 });
    const a = await TestClient.connect(s1.base);
    const b = await TestClient.connect(s1.base);
    const created = await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'online', players: 3, clock: 30, free: 'computer' },
    });
    const table = (created as { table: string }).table;
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
    await a.request({ t: 'start', table });
    // Every acknowledged move is already committed when its ack arrives.
    const checks: Promise<void>[] = [];
    for (const c of [a, b])
      c.on((m) => {
        if (m.t === 'ack')
          checks.push(
            storage1.db
              .selectFrom('game_moves')
              .select('seq')
              .execute()
              .then((rows) => void expect(rows.length).toBeGreaterThan(0)),
          );
      });
    const pa = autoplay(a, table, makeMove);
    const pb = autoplay(b, table, makeMove);
    await a.waitFor((m) => m.t === 'update' && (m.view as { played: number[][] } | null)?.played.flat().length === 3);
    pa.stop();
    pb.stop();
    await Promise.all(checks);
    const before = a.tables.get(table)!.view as { played: number[][]; hand: number[] };
    const logged = (await storage1.db.selectFrom('game_moves').selectAll().execute()).length;
    a.close();
    b.close();
    await s1.stop();
    await storage1.close();

    const storage2 = await openStorage({ dataDir, sqliteFile: 'k.sqlite' });
    const noted = vi.spyOn(TableState.prototype, 'note');
    const s2 = await startTestServer({ storage: storage2 });
    try {
      expect(s2.manager.get(table)).toBeDefined();
      // Its log line says it came back at this process's start, with the moves it replayed.
      expect(noted).toHaveBeenCalledWith('restored', { moves: logged, reason: 'start' });
      noted.mockRestore();
      const a2 = await TestClient.connect(s2.base, a.cookie);
      const b2 = await TestClient.connect(s2.base, b.cookie);
      await a2.request({ t: 'open', table, since: { epoch: a.tables.get(table)!.epoch, v: 3 } });
      await b2.request({ t: 'open', table });
      const after = a2.tables.get(table)!;
      // A new epoch after the restart: a snapshot, with the same position.
      expect(a2.frames.some((f) => f.msg.t === 'snapshot')).toBe(true);
      expect((after.view as { played: number[][] }).played.flat().length).toBeGreaterThanOrEqual(
        before.played.flat().length,
      );
      expect((after.view as { hand: number[] }).hand).toEqual(
        before.hand.filter((c) => !(after.view as { played: number[][] }).played[0]!.includes(c)),
      );
      // Clocks resume with the think time left at the stop (nearly all of it here) plus a fresh grace (T3).
      const clocks = after.info.seats.map((x) => x.clockMs).filter((x) => x !== null);
      if (clocks.length > 0) expect(clocks[0]).toBeGreaterThan(29_000);
      await Promise.all([autoplay(a2, table, makeMove).finished, autoplay(b2, table, makeMove).finished]);
      const moves = await storage2.db.selectFrom('game_moves').selectAll().orderBy('n').execute();
      expect(moves.length).toBe(6);
      expect(moves.length).toBeGreaterThan(logged);
      a2.close();
      b2.close();
    } finally {
      await s2.stop();
      await storage2.close();
    }
  });
});

describe.each(testStorages({ sqliteFile: true }))('exactly once across a restart on $name', ({ open }) => {
  it("the mover's own update counts its seq; a seq repeated after a restart is acked with its version", async () => {
    const storage = await open();
    try {
      const s1 = await startTestServer({ storage });
      const a = await TestClient.connect(s1.base);
      const b = await TestClient.connect(s1.base);
      const created = await a.request({
        t: 'create',
        settings: { game: 'tiny', mode: 'online', players: 3, clock: null, free: 'computer' },
      });
      const table = (created as { table: string }).table;
      await b.request({ t: 'open', table });
      await b.request({ t: 'sit', table, seat: 1 });
      await a.request({ t: 'start', table });
      const legal = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves;
      const from = a.frames.length;
      a.send({ t: 'move', table, seq: 1, move: makeMove(legal[0]) });
      const ack = await a.waitFor((m) => m.t === 'ack', { from });
      if (ack.t !== 'ack') throw new Error('no ack');
      const own = await a.waitFor((m) => m.t === 'update' && m.v === ack.v, { from });
      // The update of the move itself already says the move was answered …
      expect(own.t === 'update' && own.info.seq).toBe(1);
      // … as a fresh snapshot does.
      const fresh = await TestClient.connect(s1.base, a.cookie);
      await fresh.request({ t: 'open', table });
      const snap = fresh.frames.find((f: Received) => f.msg.t === 'snapshot')!.msg;
      expect(snap.t === 'snapshot' && snap.info.seq).toBe(1);
      for (const c of [a, b, fresh]) c.close();
      await s1.stop();

      const s2 = await startTestServer({ storage });
      try {
        const a2 = await TestClient.connect(s2.base, a.cookie);
        await a2.request({ t: 'open', table });
        const restored = a2.tables.get(table)!;
        expect(restored.info.seq).toBe(1);
        // Versions go on from the last logged move: the old ack never names a version ahead of the table.
        expect(restored.v).toBeGreaterThanOrEqual(ack.v);
        const at = a2.frames.length;
        a2.send({ t: 'move', table, seq: 1, move: makeMove(legal[0]) });
        expect(await a2.waitFor((m) => m.t === 'ack' || m.t === 'error', { from: at })).toEqual({
          t: 'ack',
          table,
          seq: 1,
          v: ack.v,
        });
        a2.close();
      } finally {
        await s2.stop();
      }
    } finally {
      await storage.close();
    }
  });
});
