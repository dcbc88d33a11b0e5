import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { checkLedger } from './check.js';
import { createAccounts } from './index.js';
import { balanceOf, potAccount } from './ledger.js';
import { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
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

  it('gives every stake back when a game is abandoned, and a late end pays nothing more', async () => {
    const s = await open();
    try {
      const accounts = createAccounts(s, { scrypt: TEST_ONLY_SCRYPT_PARAMS });
      for (const p of ['a', 'b']) await addPlayer(s.db, p);
      const seats = [human(0, 'a'), computer(1), human(2, 'b')];
      await startGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50 });
      expect(await balance(s.db, 'a')).toBe(450);
      expect(await accounts.abandonGame('g')).toBe(true);
      expect(await accounts.abandonGame('g')).toBe(false);
      expect([await balance(s.db, 'a'), await balance(s.db, 'b')]).toEqual([500, 500]);
      expect(await balanceOf(s.db, potAccount('g'))).toBe(0);
      await endGame(s.db, accounts.hooks, { gameId: 'g', seats, stake: 50, result: placesResult([1, 2, 3]) });
      expect([await balance(s.db, 'a'), await balance(s.db, 'b')]).toEqual([500, 500]);
      expect(await s.db.selectFrom('results').selectAll().execute()).toEqual([]);
      expect(await checkLedger(s.db)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
