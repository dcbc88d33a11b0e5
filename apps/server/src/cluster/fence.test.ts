import { describe, expect, it } from 'vitest';
import { sharedTestSchema } from '../storage/testing.js';
import { emptySeat, type GameRecord, type MoveRecord, type TableRecord } from '../tables/records.js';
import { TableStore } from '../tables/store.js';
import { claimFence, FenceRefused } from './fence.js';

const settings = {
  game: 'tiny',
  mode: 'online' as const,
  players: 2,
  options: {},
  level: 'normal',
  clock: null,
  tempo: 'normal' as const,
  stake: 0 as const,
  free: 'leer' as const,
};
const tableOf = (id: string): TableRecord => ({
  id,
  settings,
  phase: 'waiting',
  hostId: 'p1',
  seats: [{ ...emptySeat(), kind: 'human', playerId: 'p1', name: 'Anna' }, emptySeat()],
  gameNo: 0,
  gameId: null,
});
const gameOf = (tableId: string): GameRecord => ({
  id: `G-${tableId}`,
  tableId,
  game: 'tiny',
  config: { players: 2 },
  seed: 'secret',
  seatMap: [0, 1],
  result: null,
  daily: null,
});
const move = (n: number): MoveRecord => ({ n, seat: 0, move: String(n), at: n * 100, playerId: 'p1', seq: n });

const pg = sharedTestSchema();

describe.skipIf(!pg)('fencing tokens on PostgreSQL (a stale owner cannot write)', () => {
  it('refuses every kind of write with a token below the fence, rolls the ledger back, and reports the loss once', async () => {
    const schema = sharedTestSchema()!;
    const s = await schema.open();
    try {
      const store = new TableStore(s);
      let lost = 0;
      const t = tableOf('T1');
      const old = store.fenced({ tableId: 'T1', token: 1 }, () => (lost += 1));
      await old.saveTable(t);
      const playing = { ...t, phase: 'playing' as const, gameNo: 1, gameId: 'G-T1' };
      expect(await old.startGame(playing, gameOf('T1'), () => Promise.resolve(null))).toBeNull();
      await old.appendMove('G-T1', move(1));
      // Another process wins the lease (token 2) and raises the fence.
      expect(await claimFence(s.db, { tableId: 'T1', token: 2 })).toBe(true);
      // Only upwards: a claim with an older token fails.
      expect(await claimFence(s.db, { tableId: 'T1', token: 2 })).toBe(false);
      await expect(old.appendMove('G-T1', move(2))).rejects.toBeInstanceOf(FenceRefused);
      expect(lost).toBe(1);
      // Later writes are refused without asking the database, and the loss is not reported again.
      await expect(old.saveTable(playing)).rejects.toBeInstanceOf(FenceRefused);
      expect(lost).toBe(1);
      const moves = await store.moves('G-T1');
      expect(moves.map((m) => m.n)).toEqual([1]);

      // The new owner writes; a game's end with its ledger work by a stale owner rolls back whole.
      const owner = store.fenced({ tableId: 'T1', token: 2 }, () => (lost += 10));
      await owner.appendMove('G-T1', move(2));
      expect(await claimFence(s.db, { tableId: 'T1', token: 3 })).toBe(true);
      const stale = store.fenced({ tableId: 'T1', token: 2 }, () => (lost += 100));
      await expect(
        stale.appendMove('G-T1', move(3), {
          table: { ...playing, phase: 'finished' },
          result: { places: [1, 2] } as never,
          also: async (trx) => {
            await trx
              .insertInto('login_known')
              .values({ account: 'ledger', address: 'scratch', last_login: 0 })
              .execute();
            return null;
          },
        }),
      ).rejects.toBeInstanceOf(FenceRefused);
      expect(lost).toBe(101);
      expect((await store.moves('G-T1')).map((m) => m.n)).toEqual([1, 2]);
      expect(await s.db.selectFrom('login_known').selectAll().execute()).toEqual([]);
      const row = await s.db.selectFrom('game_tables').select(['phase', 'fence']).executeTakeFirstOrThrow();
      expect(row.phase).toBe('playing');
      expect(Number(row.fence)).toBe(3);
      // A stale owner cannot start a game either.
      await expect(
        stale.startGame(playing, { ...gameOf('T1'), id: 'G2' }, () => Promise.resolve(null)),
      ).rejects.toBeInstanceOf(FenceRefused);
    } finally {
      await s.close();
      await schema.drop();
    }
  });

  it('in one group commit, refuses only the stale table’s moves', async () => {
    const schema = sharedTestSchema()!;
    const s = await schema.open();
    try {
      const store = new TableStore(s);
      const a = store.fenced({ tableId: 'A', token: 1 }, () => {});
      const b = store.fenced({ tableId: 'B', token: 1 }, () => {});
      for (const [w, id] of [
        [a, 'A'],
        [b, 'B'],
      ] as const) {
        await w.saveTable(tableOf(id));
        await w.startGame({ ...tableOf(id), phase: 'playing', gameId: `G-${id}` }, gameOf(id), () =>
          Promise.resolve(null),
        );
      }
      expect(await claimFence(s.db, { tableId: 'B', token: 5 })).toBe(true);
      // Both in the same turn of the event loop: one group commit.
      const results = await Promise.allSettled([a.appendMove('G-A', move(1)), b.appendMove('G-B', move(1))]);
      expect(results[0].status).toBe('fulfilled');
      expect(results[1].status === 'rejected' && results[1].reason instanceof FenceRefused).toBe(true);
      expect((await store.moves('G-A')).length).toBe(1);
      expect((await store.moves('G-B')).length).toBe(0);
    } finally {
      await s.close();
      await schema.drop();
    }
  });
});
