import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { abandonGame } from './abandon.js';
import { checkLedger } from './check.js';
import { addPlayer, balance, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';
import { accountsTestApp } from './testing.js';
import { inTransaction } from './tx.js';
import { walletOf } from './wallet.js';

const storages = testStorages();

/** The statement's lines of one game as the profile lists them, kind and amount (paid before received). */
async function postingsOf(t: Awaited<ReturnType<typeof accountsTestApp>>, playerId: string, gameId: string) {
  const w = await walletOf(t.accounts.identity.storage.db, playerId, t.clock.now);
  return w.statement
    .filter((l) => l.key.startsWith(`game:${gameId}:`))
    .sort((a, b) => a.amount - b.amount)
    .map((l) => [l.kind, l.amount]);
}

describe('the wallet names a stake that came back a refund, not a win (QA: "Gewinn aus dem Topf +10" in 2nd place)', () => {
  it.each(storages)('S13: "Sitzt nur ein Mensch am Tisch, bekommt er seinen Einsatz zurück" ($name)', async (s) => {
    const storage = await s.open();
    const t = await accountsTestApp(storage);
    try {
      const db = storage.db;
      await addPlayer(db, 'anna');
      await addPlayer(db, 'ben');
      // A Speedclimb table of two seats: Anna with 10 Taler stake and a computer, who wins.
      const alone = [human(0, 'anna'), computer(1)];
      expect(await startGame(db, t.accounts.hooks, { gameId: 'alone', seats: alone, stake: 10 })).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'alone', seats: alone, stake: 10, result: placesResult([2, 1]) });
      expect(await postingsOf(t, 'anna', 'alone')).toEqual([
        ['stake', -10],
        ['refund', 10],
      ]);
      // The money is as before: the stake is back, the pot empty.
      expect(await balance(db, 'anna')).toBe(500);

      // Two humans: the pot won is a win — also when a tie gives each exactly the own stake back.
      const two = [human(0, 'anna'), human(1, 'ben'), computer(2)];
      expect(await startGame(db, t.accounts.hooks, { gameId: 'won', seats: two, stake: 10 })).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'won', seats: two, stake: 10, result: placesResult([1, 2, 3]) });
      expect(await postingsOf(t, 'anna', 'won')).toEqual([
        ['stake', -10],
        ['payout', 20],
      ]);
      expect(await postingsOf(t, 'ben', 'won')).toEqual([['stake', -10]]);
      expect(await startGame(db, t.accounts.hooks, { gameId: 'tie', seats: two, stake: 10 })).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'tie', seats: two, stake: 10, result: placesResult([1, 1, 3]) });
      expect(await postingsOf(t, 'ben', 'tie')).toEqual([
        ['stake', -10],
        ['payout', 10],
      ]);

      // A game that never ends is abandoned: every stake goes back to whoever paid it.
      expect(await startGame(db, t.accounts.hooks, { gameId: 'lost', seats: two, stake: 25 })).toBeNull();
      await inTransaction(db, (trx) => abandonGame(trx, 'lost', t.clock.now));
      for (const p of ['anna', 'ben'])
        expect(await postingsOf(t, p, 'lost')).toEqual([
          ['stake', -25],
          ['refund', 25],
        ]);
      expect(await balance(db, 'anna')).toBe(510);
      expect(await balance(db, 'ben')).toBe(490);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await t.app.close();
      await storage.close();
    }
  });
});

describe('the wallet names the game of each stake, payout and refund (QA 6 Dec: "Einsatz −25" named no game)', () => {
  it.each(storages)('a Speedclimb table with 25 Taler stake left early, another one abandoned ($name)', async (s) => {
    const storage = await s.open();
    const t = await accountsTestApp(storage);
    try {
      const db = storage.db;
      const lines = async (playerId: string) =>
        (await walletOf(db, playerId, t.clock.now)).statement
          .map((l) => [l.kind, l.amount, l.game ?? null] as const)
          .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
      await addPlayer(db, 'anna');
      await addPlayer(db, 'ben');
      const two = [human(0, 'anna'), human(1, 'ben'), computer(2)];
      // QA's case: a Speedclimb table, 25 Taler stake, Anna leaves and Ben wins the pot.
      expect(await startGame(db, t.accounts.hooks, { gameId: 'climb', seats: two, stake: 25 })).toBeNull();
      await endGame(db, t.accounts.hooks, {
        gameId: 'climb',
        seats: two,
        stake: 25,
        leavers: [0],
        result: placesResult([3, 1, 2]),
      });
      const climb = { id: 'climb', game: 'speedclimb' };
      expect(await lines('anna')).toEqual([
        ['signup', 500, null],
        ['stake', -25, climb],
      ]);
      expect(await lines('ben')).toEqual([
        ['payout', 50, climb],
        ['signup', 500, null],
        ['stake', -25, climb],
      ]);

      // Each line names its own game; a refund (a game abandoned) names its game too.
      const later = { id: 'later', game: 'speedclimb' };
      expect(await startGame(db, t.accounts.hooks, { gameId: 'later', seats: two, stake: 10 })).toBeNull();
      await inTransaction(db, (trx) => abandonGame(trx, 'later', t.clock.now));
      expect(await lines('anna')).toEqual([
        ['refund', 10, later],
        ['signup', 500, null],
        ['stake', -10, later],
        ['stake', -25, climb],
      ]);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await t.app.close();
      await storage.close();
    }
  });
});
