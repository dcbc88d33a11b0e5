import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { checkLedger } from './check.js';
import { balanceOf, HOUSE, NotEnoughTaler, openAccount, playerAccount, potAccount, transfer } from './ledger.js';
import { inTransaction } from './tx.js';

describe.each(testStorages())('ledger on $name', ({ open }) => {
  it('posts a transfer once per key and keeps the sum at zero', async () => {
    const s = await open();
    try {
      await openAccount(s.db, playerAccount('a'), 'player');
      const legs = [{ from: HOUSE, to: playerAccount('a'), amount: 500 }];
      expect(await transfer(s.db, 'signup:a', 'signup', legs, 1)).toBe('posted');
      expect(await transfer(s.db, 'signup:a', 'signup', legs, 2)).toBe('duplicate');
      expect(await balanceOf(s.db, playerAccount('a'))).toBe(500);
      expect(await balanceOf(s.db, HOUSE)).toBe(-500);
      expect(await checkLedger(s.db)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('refuses a debit below zero and the rolled-back transaction leaves nothing behind', async () => {
    const s = await open();
    try {
      await openAccount(s.db, playerAccount('a'), 'player');
      await openAccount(s.db, potAccount('g'), 'pot');
      await transfer(s.db, 'signup:a', 'signup', [{ from: HOUSE, to: playerAccount('a'), amount: 500 }], 1);
      const attempt = inTransaction(s.db, (trx) =>
        transfer(trx, 'game:g:stake:1', 'stake', [{ from: playerAccount('a'), to: potAccount('g'), amount: 501 }], 2),
      );
      await expect(attempt).rejects.toBeInstanceOf(NotEnoughTaler);
      expect(await balanceOf(s.db, playerAccount('a'))).toBe(500);
      const keys = await s.db.selectFrom('ledger_transfers').select('key').execute();
      expect(keys.map((k) => k.key)).toEqual(['signup:a']);
    } finally {
      await s.close();
    }
  });

  it('finds a broken posting', async () => {
    const s = await open();
    try {
      await openAccount(s.db, playerAccount('a'), 'player');
      await transfer(s.db, 'signup:a', 'signup', [{ from: HOUSE, to: playerAccount('a'), amount: 500 }], 1);
      // Tamper: a balance that no posting explains.
      await s.db.updateTable('ledger_accounts').set({ balance: 600 }).where('id', '=', playerAccount('a')).execute();
      const problems = await checkLedger(s.db);
      expect(problems).toContainEqual({ problem: 'balance 600 but postings sum to 500', account: 'player:a' });
      expect(problems).toContainEqual({ problem: 'sum over all accounts is 100, not 0' });
    } finally {
      await s.close();
    }
  });

  it('keeps every invariant under concurrent stakes and payouts (random interleavings)', async () => {
    const s = await open();
    try {
      const players = ['p0', 'p1', 'p2', 'p3'];
      for (const p of players) {
        await openAccount(s.db, playerAccount(p), 'player');
        await transfer(s.db, `signup:${p}`, 'signup', [{ from: HOUSE, to: playerAccount(p), amount: 500 }], 0);
      }
      const op = fc.oneof(
        fc.record({
          t: fc.constant('stake' as const),
          game: fc.integer({ min: 0, max: 3 }),
          seat: fc.integer({ min: 0, max: 3 }),
          amount: fc.constantFrom(10, 25, 50, 100, 400),
        }),
        fc.record({
          t: fc.constant('payout' as const),
          game: fc.integer({ min: 0, max: 3 }),
          seat: fc.integer({ min: 0, max: 3 }),
        }),
      );
      let round = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          round++;
          const run = (o: (typeof ops)[number]) =>
            inTransaction(s.db, async (trx) => {
              const game = `r${round}g${o.game}`;
              await trx
                .insertInto('played_games')
                .values({
                  id: game,
                  game: 'speedclimb',
                  stake: 10,
                  solo: 0,
                  daily: null,
                  seed_hash: null,
                  seed: null,
                  status: 'running',
                  seats_json: '[]',
                  result_json: null,
                  started_at: 0,
                  ended_at: null,
                })
                .onConflict((oc) => oc.column('id').doNothing())
                .execute();
              await openAccount(trx, potAccount(game), 'pot');
              if (o.t === 'stake') {
                const from = playerAccount(players[o.seat] ?? 'p0');
                const legs = [{ from, to: potAccount(game), amount: o.amount }];
                return transfer(trx, `game:${game}:stake:${o.seat}`, 'stake', legs, round);
              }
              const pot = await balanceOf(trx, potAccount(game));
              if (pot === 0) return 'empty';
              const legs = [{ from: potAccount(game), to: playerAccount(players[o.seat] ?? 'p0'), amount: pot }];
              return transfer(trx, `game:${game}:payout`, 'payout', legs, round);
            }).catch((e: unknown) => {
              if (e instanceof NotEnoughTaler) return 'refused';
              throw e;
            });
          await Promise.all(ops.map(run));
          expect(await checkLedger(s.db)).toEqual([]);
          let total = 0;
          for (const p of players) total += await balanceOf(s.db, playerAccount(p));
          const pots = await s.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'pot').execute();
          for (const pot of pots) total += Number(pot.balance);
          expect(total).toBe(500 * players.length);
        }),
        { numRuns: 25 },
      );
    } finally {
      await s.close();
    }
  });
});
