import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { checkLedger } from './check.js';
import { createAccounts } from './index.js';
import { balanceOf, potAccount } from './ledger.js';
import { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
import { isOrphaned } from './reconcile.js';
import { addPlayer, balance, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';

describe.each(testStorages())('sitting and abandoned games on $name', ({ open }) => {
  it('tells at "sit" who may not play for this stake', async () => {
    const s = await open();
    try {
      const accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
      await addPlayer(s.db, 'anna');
      const anna = { id: 'anna', name: 'anna', guest: false };
      expect(await accounts.checkSeat(anna, 100)).toEqual({ ok: true, value: undefined });
      expect(await accounts.checkSeat(anna, 0)).toEqual({ ok: true, value: undefined });
      expect(await accounts.checkSeat({ id: 'g', name: 'Gast 1', guest: true }, 10)).toMatchObject({
        ok: false,
        error: { code: 'ERR_GUEST_NO_STAKE' },
      });
      expect(await accounts.checkSeat(anna, 30)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_STAKE' } });
      await s.db.transaction().execute(async (trx) => {
        await trx.updateTable('ledger_accounts').set({ balance: 20 }).where('id', '=', 'player:anna').execute();
      });
      expect(await accounts.checkSeat(anna, 25)).toMatchObject({ ok: false, error: { code: 'ERR_NOT_ENOUGH_TALER' } });
    } finally {
      await s.close();
    }
  });

  it('reconcile gives every stake back for a game its table can never continue, once; a late end pays nothing', async () => {
    const s = await open();
    try {
      const accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
      for (const p of ['a', 'b', 'c', 'd']) await addPlayer(s.db, p);
      const seats = [human(0, 'a'), computer(1), human(2, 'b')];
      const others = [human(0, 'c'), human(1, 'd')];
      await startGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50 });
      await startGame(s.db, accounts.hooks, { gameId: 'live', seats: others, stake: 25 });
      expect(await balance(s.db, 'a')).toBe(450);
      // g's table was closed mid-game (by hand: the tables never do it); live's table plays on.
      await table(s, 't-g', 'closed', 'g');
      await table(s, 't-live', 'playing', 'live');
      expect(await isOrphaned(s.db, 'g')).toBe(true);
      expect(await isOrphaned(s.db, 'live')).toBe(false);
      expect(await accounts.reconcile()).toEqual({ settled: [], abandoned: ['g'] });
      expect(await accounts.reconcile()).toEqual({ settled: [], abandoned: [] });
      expect([await balance(s.db, 'a'), await balance(s.db, 'b')]).toEqual([500, 500]);
      expect([await balance(s.db, 'c'), await balance(s.db, 'd')]).toEqual([475, 475]);
      expect(await balanceOf(s.db, potAccount('g'))).toBe(0);
      await endGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50, result: placesResult([1, 2, 3]) });
      expect([await balance(s.db, 'a'), await balance(s.db, 'b')]).toEqual([500, 500]);
      expect(await s.db.selectFrom('results').selectAll().execute()).toEqual([]);
      expect(await checkLedger(s.db)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('counts a table that moved on to another game, or a missing game row, as never continuing', async () => {
    const s = await open();
    try {
      const accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
      await addPlayer(s.db, 'a');
      await startGame(s.db, accounts.hooks, { gameId: 'old', seats: [human(0, 'a'), computer(1)] });
      await table(s, 't-old', 'playing', 'newer');
      expect(await isOrphaned(s.db, 'old')).toBe(true);
      expect(await isOrphaned(s.db, 'no-such-game')).toBe(true);
    } finally {
      await s.close();
    }
  });
});

/** A game server table row showing `gameId` in `phase`. */
async function table(s: Storage, id: string, phase: string, gameId: string) {
  const at = new Date(0).toISOString();
  await s.db
    .insertInto('game_tables')
    .values({
      id,
      game: 'speedclimb',
      settings: '{}',
      phase,
      host_id: null,
      seats: '[]',
      game_no: 1,
      game_id: gameId,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
