import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { checkLedger } from './check.js';
import { seedHash } from './fairness.js';
import { createAccounts } from './index.js';
import { balanceOf, potAccount } from './ledger.js';
import { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
import { createGameHooks } from './settle.js';
import { addPlayer, balance, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';

const clock = { now: Date.parse('2026-11-29T12:00:00Z') };
const hooks = createGameHooks(() => clock.now);

async function using(open: () => Promise<Storage>, fn: (s: Storage) => Promise<void>) {
  const s = await open();
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}

describe.each(testStorages())('stakes and the pot on $name', ({ open }) => {
  it('takes the stake from every human at the start; the seed hash is published', () =>
    using(open, async (s) => {
      for (const p of ['a', 'b']) await addPlayer(s.db, p);
      const seats = [human(0, 'a'), computer(1), human(2, 'b')];
      expect(await startGame(s.db, hooks, { gameId: 'g1', seats, stake: 50 }, 'geheim')).toBeNull();
      expect(await balance(s.db, 'a')).toBe(450);
      expect(await balance(s.db, 'b')).toBe(450);
      expect(await balanceOf(s.db, potAccount('g1'))).toBe(100);
      const g = await s.db.selectFrom('played_games').selectAll().where('id', '=', 'g1').executeTakeFirstOrThrow();
      expect(g.seed_hash).toBe(seedHash('geheim'));
      expect(g.seed).toBeNull();
      expect(await checkLedger(s.db)).toEqual([]);
    }));

  it('refuses a player without enough Taler with a clear code, nothing taken', () =>
    using(open, async (s) => {
      for (const p of ['a', 'b']) await addPlayer(s.db, p);
      await startGame(s.db, hooks, { gameId: 'g0', seats: [human(0, 'a'), human(1, 'b')], stake: 100 });
      await endGame(s.db, hooks, {
        gameId: 'g0',
        seats: [human(0, 'a'), human(1, 'b')],
        stake: 100,
        result: placesResult([1, 2]),
      });
      for (let i = 0; i < 4; i++) {
        const seats = [human(0, 'a'), human(1, 'b')];
        await startGame(s.db, hooks, { gameId: `x${i}`, seats, stake: 100 });
        await endGame(s.db, hooks, { gameId: `x${i}`, seats, stake: 100, result: placesResult([1, 2]) });
      }
      expect(await balance(s.db, 'b')).toBe(0);
      const before = await s.db.selectFrom('ledger_transfers').select('key').execute();
      const e = await startGame(s.db, hooks, { gameId: 'g2', seats: [human(0, 'a'), human(1, 'b')], stake: 10 });
      expect(e).toEqual({ code: 'ERR_NOT_ENOUGH_TALER', detail: 'player:b' });
      expect(await balance(s.db, 'a')).toBe(1000);
      expect(await s.db.selectFrom('ledger_transfers').select('key').execute()).toHaveLength(before.length);
      expect(await s.db.selectFrom('played_games').select('id').where('id', '=', 'g2').execute()).toEqual([]);
    }));

  it('undoes its own work even when the caller commits after a refusal', () =>
    using(open, async (s) => {
      await addPlayer(s.db, 'a');
      await addPlayer(s.db, 'poor');
      await s.db.transaction().execute(async (trx) => {
        await trx.updateTable('ledger_accounts').set({ balance: 5 }).where('id', '=', 'player:poor').execute();
        await trx.updateTable('ledger_accounts').set({ balance: -995 }).where('id', '=', 'house').execute();
      });
      await s.db.transaction().execute(async (trx) => {
        const r = await hooks.onGameStart(trx, {
          gameId: 'g3',
          game: 'speedclimb',
          seats: [human(0, 'a'), human(1, 'poor')],
          stake: 10,
          solo: false,
        });
        expect(r.ok).toBe(false);
      });
      expect(await balance(s.db, 'a')).toBe(500);
      expect(await s.db.selectFrom('played_games').select('id').execute()).toEqual([]);
    }));

  it('refuses bad stakes and guests at stake tables', () =>
    using(open, async (s) => {
      await addPlayer(s.db, 'a');
      await addPlayer(s.db, 'guest', true);
      const seats = [human(0, 'a'), human(1, 'guest', true)];
      expect(await startGame(s.db, hooks, { gameId: 'g4', seats, stake: 10 })).toMatchObject({
        code: 'ERR_GUEST_NO_STAKE',
      });
      expect(await startGame(s.db, hooks, { gameId: 'g5', seats: [human(0, 'a')], stake: 30 })).toMatchObject({
        code: 'ERR_BAD_STAKE',
      });
      const lift = { gameId: 'g6', seats: [human(0, 'a')], stake: 10, game: 'speedlift' as const };
      expect(await startGame(s.db, hooks, lift)).toMatchObject({ code: 'ERR_BAD_STAKE' });
      expect(await startGame(s.db, hooks, { gameId: 'g7', seats, stake: 0 })).toBeNull();
    }));

  it('pays the pot to the best-placed human once, however often the end is reported', () =>
    using(open, async (s) => {
      for (const p of ['a', 'b', 'c']) await addPlayer(s.db, p);
      const seats = [human(0, 'a'), human(1, 'b'), computer(2), human(3, 'c')];
      await startGame(s.db, hooks, { gameId: 'g', seats, stake: 25 });
      const end = { gameId: 'g', seats, stake: 25, result: placesResult([3, 2, 1, 4]) };
      await endGame(s.db, hooks, end);
      await endGame(s.db, hooks, end);
      await Promise.all([endGame(s.db, hooks, end), endGame(s.db, hooks, end)]);
      expect([await balance(s.db, 'a'), await balance(s.db, 'b'), await balance(s.db, 'c')]).toEqual([475, 550, 475]);
      expect(await balanceOf(s.db, potAccount('g'))).toBe(0);
      const payouts = await s.db
        .selectFrom('ledger_postings')
        .selectAll()
        .where('transfer_key', '=', 'game:g:payout')
        .execute();
      expect(payouts).toHaveLength(1);
      const g = await s.db.selectFrom('played_games').selectAll().where('id', '=', 'g').executeTakeFirstOrThrow();
      expect(g.seed).toBe('seed-g');
      expect(await checkLedger(s.db)).toEqual([]);
    }));

  it('splits between tied humans (remainder to the lowest seat), refunds a lone human, keeps a leaver’s stake', () =>
    using(open, async (s) => {
      for (const p of ['a', 'b', 'c', 'd']) await addPlayer(s.db, p);
      const tie = [human(0, 'a'), human(1, 'b'), human(2, 'c')];
      await startGame(s.db, hooks, { gameId: 'tie', seats: tie, stake: 25 });
      await endGame(s.db, hooks, { gameId: 'tie', seats: tie, stake: 25, result: placesResult([2, 1, 1]) });
      expect([await balance(s.db, 'a'), await balance(s.db, 'b'), await balance(s.db, 'c')]).toEqual([475, 513, 512]);

      const lone = [computer(0), human(1, 'd'), computer(2)];
      await startGame(s.db, hooks, { gameId: 'lone', seats: lone, stake: 100 });
      expect(await balance(s.db, 'd')).toBe(400);
      await endGame(s.db, hooks, { gameId: 'lone', seats: lone, stake: 100, result: placesResult([1, 3, 2]) });
      expect(await balance(s.db, 'd')).toBe(500);

      const left = [human(0, 'a'), human(1, 'd')];
      await startGame(s.db, hooks, { gameId: 'left', seats: left, stake: 10 });
      await endGame(s.db, hooks, {
        gameId: 'left',
        seats: left,
        stake: 10,
        leavers: [0],
        result: placesResult([1, 2]),
      });
      expect([await balance(s.db, 'a'), await balance(s.db, 'd')]).toEqual([465, 510]);

      const all = [human(0, 'a'), human(1, 'd')];
      await startGame(s.db, hooks, { gameId: 'all', seats: all, stake: 10 });
      await endGame(s.db, hooks, {
        gameId: 'all',
        seats: all,
        stake: 10,
        leavers: [0, 1],
        result: placesResult([1, 2]),
      });
      expect([await balance(s.db, 'a'), await balance(s.db, 'd')]).toEqual([455, 500]);
      expect(await balanceOf(s.db, 'house')).toBe(-4 * 500 + 20); // the pot nobody could win
      expect(await checkLedger(s.db)).toEqual([]);
    }));
});

describe('crash between game end and payout', () => {
  it('is recovered at the next start by reconcile, and never paid twice', async () => {
    const dir = mkdtempSync(`${tmpdir()}/kh-acct-`);
    const seats = [human(0, 'a'), human(1, 'b')];
    let s = await openStorage({ dataDir: dir });
    let accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
    await addPlayer(s.db, 'a');
    await addPlayer(s.db, 'b');
    await startGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50 });
    // The game's end is committed, then the process dies before the payout ran.
    await endGame(s.db, null, { gameId: 'g', seats, stake: 50, result: placesResult([2, 1]) });
    await s.close();

    s = await openStorage({ dataDir: dir });
    accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
    expect(await balance(s.db, 'b')).toBe(450);
    expect(await accounts.reconcile()).toEqual({ settled: ['g'], abandoned: [] });
    expect(await balance(s.db, 'b')).toBe(550);
    expect(await accounts.reconcile()).toEqual({ settled: [], abandoned: [] });
    await endGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50, result: placesResult([2, 1]) });
    expect([await balance(s.db, 'a'), await balance(s.db, 'b')]).toEqual([450, 550]);
    expect(await checkLedger(s.db)).toEqual([]);
    await s.close();
  });
});
