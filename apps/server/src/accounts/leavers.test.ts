import type { TableSettings } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../bots/pool.js';
import { ManualClock } from '../clock.js';
import { gameRegistry } from '../games.js';
import type { Player } from '../hooks.js';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { TableManager } from '../tables/manager.js';
import { TableStore } from '../tables/store.js';
import type { Table } from '../tables/table.js';
import { DEFAULT_TIMING } from '../tables/timing.js';
import { balanceOf, HOUSE, potAccount } from './ledger.js';
import { createGameHooks, LEAVER_POINTS } from './settle.js';
import { addPlayer, balance } from './test-fixtures.js';

/**
 * S13, L9, AC6 through the tables: whoever leaves a staked game with other humans early loses
 * the stake and gets −10 — the last of them to leave too, and also when the others are away
 * after timeouts (T10). When every staker left, the pot goes to the house.
 */
const STAKE = 25;
const SIGNUP = 500;
const settings = (clock: TableSettings['clock']): TableSettings => ({
  game: 'speedclimb',
  mode: 'online',
  players: 3,
  options: { route: 'gipfelsturm' },
  level: 'normal',
  clock,
  tempo: 'normal',
  stake: STAKE,
  free: 'computer',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setup(storage: Storage, clockSeconds: TableSettings['clock']) {
  const clock = new ManualClock();
  const manager = new TableManager(
    {
      store: new TableStore(storage),
      hooks: createGameHooks(() => Date.parse('2026-11-30T12:00:00Z')),
      clock,
      bots: new InlineBotRunner(),
      timing: { ...DEFAULT_TIMING, botDelayMs: { normal: 0, schnell: 0, turbo: 0 } },
      onError: (e) => {
        throw e;
      },
      dailySecret: () => 'test-secret',
    },
    gameRegistry(),
  );
  const a: Player = { id: 'anna', name: 'Anna', guest: false };
  const b: Player = { id: 'bert', name: 'Bert', guest: false };
  for (const p of [a, b]) await addPlayer(storage.db, p.id);
  const created = await manager.create(a, settings(clockSeconds));
  if ('error' in created) throw new Error(created.error.code);
  const table = created.table;
  expect(await table.sit(b, 1)).toBeNull();
  expect(await table.start(a)).toBeNull();
  expect(await balance(storage.db, a.id)).toBe(SIGNUP - STAKE);
  /** Moves time on and lets the inline bots and the storage (PostgreSQL: round trips) answer. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 10; i++) {
      await sleep(3);
      clock.advance(0);
    }
  };
  return { manager, table, a, b, advance };
}

async function playOut(table: Table, advance: (ms: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < 5_000 && table.record.phase !== 'finished'; i++) await advance(60_000);
  expect(table.record.phase).toBe('finished');
}

async function results(storage: Storage, gameId: string) {
  const rows = await storage.db
    .selectFrom('results')
    .select(['player_id', 'points', 'left_early'])
    .where('game_id', '=', gameId)
    .orderBy('player_id')
    .execute();
  return rows.map((r) => ({ player: r.player_id, points: Number(r.points), left: Number(r.left_early) }));
}

describe.each(testStorages())('leaving a staked game on $name (S13, L9, AC6)', ({ open }) => {
  for (const order of ['host first', 'host last'] as const)
    it(`both humans leave (${order}): both lose the stake and get −10; the pot goes to the house`, async () => {
      const storage = await open();
      try {
        const { table, a, b, advance } = await setup(storage, 120); // (a stake needs a clock, AC9)
        const gameId = table.record.gameId!;
        const houseBefore = await balanceOf(storage.db, HOUSE);
        const [first, second] = order === 'host first' ? [a, b] : [b, a];
        expect(await table.leave(first)).toBeNull();
        expect(await table.leave(second)).toBeNull();
        expect(table.record.seats.slice(0, 2).map((s) => s.left)).toEqual([true, true]);
        await playOut(table, advance);
        expect(await balance(storage.db, a.id)).toBe(SIGNUP - STAKE);
        expect(await balance(storage.db, b.id)).toBe(SIGNUP - STAKE);
        expect(await balanceOf(storage.db, potAccount(gameId))).toBe(0);
        expect((await balanceOf(storage.db, HOUSE)) - houseBefore).toBe(2 * STAKE);
        expect(await results(storage, gameId)).toEqual([
          { player: a.id, points: LEAVER_POINTS, left: 1 },
          { player: b.id, points: LEAVER_POINTS, left: 1 },
        ]);
      } finally {
        await storage.close();
      }
    });

  it('the one who leaves while the other is away after two timeouts is a leaver; the away one is not', async () => {
    const storage = await open();
    try {
      const { table, a, b, advance } = await setup(storage, 30);
      const gameId = table.record.gameId!;
      // Nobody answers: after the second timeout in a row the computer takes a seat (A3) — usually
      // Anna's, who acts first; on a slow database Bert's may be first.
      const seats = table.record.seats;
      for (let i = 0; i < 50 && !seats[0]!.away && !seats[1]!.away; i++) await advance(30_000 + DEFAULT_TIMING.graceMs);
      const [away, other] = seats[0]!.away ? [a, b] : [b, a];
      const [awaySeat, otherSeat] = seats[0]!.away ? [0, 1] : [1, 0];
      expect(seats[awaySeat]).toMatchObject({ away: true, left: false });
      expect(seats[otherSeat]!.away).toBe(false);
      expect(await table.leave(other)).toBeNull();
      expect(seats[otherSeat]).toMatchObject({ away: true, left: true });
      await playOut(table, advance);
      // The leaver's stake stays in the pot; the one away after timeouts did not leave and is the only one who can win it.
      expect(await balance(storage.db, other.id)).toBe(SIGNUP - STAKE);
      expect(await balance(storage.db, away.id)).toBe(SIGNUP + STAKE);
      const rows = await results(storage, gameId);
      expect(rows.find((r) => r.player === other.id)).toEqual({ player: other.id, points: LEAVER_POINTS, left: 1 });
      expect(rows.find((r) => r.player === away.id)).toMatchObject({ left: 0 });
    } finally {
      await storage.close();
    }
  });
});
