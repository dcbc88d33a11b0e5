import { ruleError } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { computerSeat, emptySeat, type GameRecord, type TableRecord } from './records.js';
import { TableStore } from './store.js';

const settings = {
  game: 'tiny',
  mode: 'online' as const,
  players: 3,
  options: {},
  level: 'normal',
  clock: null,
  tempo: 'normal' as const,
  stake: 0 as const,
  free: 'computer' as const,
};
const table = (): TableRecord => ({
  id: 'T1',
  settings,
  phase: 'waiting',
  hostId: 'p1',
  seats: [{ ...emptySeat(), kind: 'human', playerId: 'p1', name: 'Anna' }, emptySeat(), computerSeat()],
  gameNo: 0,
  gameId: null,
});
const game: GameRecord = {
  id: 'G1',
  tableId: 'T1',
  game: 'tiny',
  config: { players: 3 },
  seed: 'secret',
  seatMap: [0, 1, 2],
  result: null,
  daily: null,
};

describe.each(testStorages({ sqliteFile: true }))('table store on $name', ({ open }) => {
  it('stores a table, a game and its move log, and loads them back for recovery', async () => {
    const s = await open();
    try {
      const store = new TableStore(s);
      const t = table();
      await store.saveTable(t);
      expect(
        await store.startGame({ ...t, phase: 'playing', gameNo: 1, gameId: 'G1' }, game, () => Promise.resolve(null)),
      ).toBeNull();
      await store.appendMove('G1', { n: 1, seat: 0, move: '3', at: 1500, playerId: 'p1', seq: 1 });
      await store.appendMove('G1', { n: 2, seat: 1, move: '5', at: 2500, playerId: null, seq: null });
      const [loaded] = await store.loadOpen();
      expect(loaded?.table).toMatchObject({ id: 'T1', phase: 'playing', gameId: 'G1', gameNo: 1, settings });
      expect(loaded?.game).toEqual(game);
      expect(loaded?.moves.map((m) => [m.n, m.seat, m.move, m.at, m.seq])).toEqual([
        [1, 0, '3', 1500, 1],
        [2, 1, '5', 2500, null],
      ]);
      // The seed stays secret while the game runs.
      expect(await store.seedOf('G1')).toBeNull();
    } finally {
      await s.close();
    }
  });

  it('rolls a game start back when the hooks refuse (nothing recorded)', async () => {
    const s = await open();
    try {
      const store = new TableStore(s);
      await store.saveTable(table());
      const e = await store.startGame({ ...table(), phase: 'playing', gameId: 'G1' }, game, async (trx) => {
        await trx.insertInto('login_known').values({ account: 'x', address: 'scratch', last_login: 0 }).execute();
        return ruleError('ERR_NOT_ENOUGH_TALER');
      });
      expect(e).toEqual({ code: 'ERR_NOT_ENOUGH_TALER' });
      expect(await s.db.selectFrom('games').selectAll().execute()).toEqual([]);
      expect(await s.db.selectFrom('login_known').selectAll().execute()).toEqual([]);
      expect((await store.loadOpen())[0]?.table.phase).toBe('waiting');
    } finally {
      await s.close();
    }
  });

  it('commits the last move, the result, the table and the end hooks together; a duplicate move row fails', async () => {
    const s = await open();
    try {
      const store = new TableStore(s);
      const t = { ...table(), phase: 'playing' as const, gameId: 'G1', gameNo: 1 };
      await store.saveTable(t);
      await store.startGame(t, game, () => Promise.resolve(null));
      const result = { places: [1, 2, 3], scores: [3, 5, 9], points: [30, 0, 0] };
      await store.appendMove(
        'G1',
        { n: 1, seat: 0, move: '3', at: 10, playerId: 'p1', seq: 1 },
        { table: { ...t, phase: 'finished' }, result, also: () => Promise.resolve(null) },
      );
      const g = await s.db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
      expect(JSON.parse(g.result!)).toEqual(result);
      expect(await store.seedOf('G1')).toBe('secret');
      expect((await store.loadOpen())[0]?.table.phase).toBe('finished');
      await expect(
        store.appendMove('G1', { n: 1, seat: 0, move: '4', at: 11, playerId: null, seq: null }),
      ).rejects.toThrow();
    } finally {
      await s.close();
    }
  });

  it('group commit: moves of one turn commit together; each resolves only once its row is stored; a bad row fails alone', async () => {
    const s = await open();
    try {
      const store = new TableStore(s);
      const t = { ...table(), phase: 'playing' as const, gameId: 'G1', gameNo: 1 };
      await store.saveTable(t);
      await store.startGame(t, game, () => Promise.resolve(null));
      await store.appendMove('G1', { n: 1, seat: 0, move: '3', at: 1, playerId: 'p1', seq: 1 });
      // Issued in the same turn: n 2..6, plus a duplicate of n 1 that must fail on its own.
      const rows = async () =>
        (await s.db.selectFrom('game_moves').select('n').orderBy('n').execute()).map((r) => Number(r.n));
      const seenAtResolve: [number, number[]][] = [];
      const good = [2, 3, 4, 5, 6].map((n) =>
        store
          .appendMove('G1', { n, seat: n % 3, move: String(n), at: n, playerId: null, seq: null })
          .then(async () => void seenAtResolve.push([n, await rows()])),
      );
      const bad = store.appendMove('G1', { n: 1, seat: 0, move: '9', at: 9, playerId: null, seq: null });
      await expect(bad).rejects.toThrow();
      await Promise.all(good);
      expect(await rows()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(seenAtResolve).toHaveLength(5);
      for (const [n, seen] of seenAtResolve) expect(seen).toContain(n);
      // Without a bad row the turn's moves are one transaction.
      let transactions = 0;
      const counted = new TableStore({
        ...s,
        insertMoves: (rows) => {
          transactions += 1;
          return s.insertMoves(rows);
        },
      });
      await Promise.all(
        [7, 8, 9, 10, 11].map((n) =>
          counted.appendMove('G1', { n, seat: 0, move: String(n), at: n, playerId: null, seq: null }),
        ),
      );
      expect(transactions).toBe(1);
      expect(await rows()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    } finally {
      await s.close();
    }
  });

  it('a batch whose writer failed after committing is retried row by row, and the rows found stored stand', async () => {
    const s = await open();
    try {
      const t = { ...table(), phase: 'playing' as const, gameId: 'G1', gameNo: 1 };
      // The writer commits, then reports a failure (as when the move-writer thread dies after its
      // commit and before its answer).
      const store = new TableStore({
        ...s,
        insertMoves: async (rows) => {
          await s.insertMoves(rows);
          throw new Error('writer gone');
        },
      });
      await store.saveTable(t);
      await store.startGame(t, game, () => Promise.resolve(null));
      const move = (n: number, m: string) => ({ n, seat: 0, move: m, at: n, playerId: 'p1', seq: n });
      await Promise.all([1, 2, 3].map((n) => store.appendMove('G1', move(n, String(n)))));
      expect((await store.moves('G1')).map((m) => m.move)).toEqual(['1', '2', '3']);
      // A different move under a stored number still fails.
      await expect(store.appendMove('G1', move(3, 'x'))).rejects.toThrow();
    } finally {
      await s.close();
    }
  });
});
