import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { DEFAULT_THROTTLE, delayAfter, LoginThrottle } from './throttle.js';

async function withDb(open: () => Promise<Storage>, fn: (s: Storage) => Promise<void>) {
  const s = await open();
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}

describe('the wait after a failure', () => {
  it('is free for the first failures, then 1 s, doubling, capped', () => {
    expect([5, 6, 7, 8, 20].map((f) => delayAfter(f, 5, 15 * 60_000))).toEqual([0, 1000, 2000, 4000, 15 * 60_000]);
  });
});

for (const { name, open } of testStorages()) {
  describe(`login throttling in the database (${name})`, () => {
    it('lets a few failures pass, then doubles the wait per failure', () =>
      withDb(open, async (s) => {
        const t = new LoginThrottle(s.db);
        let now = 0;
        for (let i = 0; i < DEFAULT_THROTTLE.freeAccountFailures; i++) {
          expect(await t.waitMs('anna', '10.0.0.1', now)).toBe(0);
          await t.failed('anna', '10.0.0.1', now);
        }
        expect(await t.waitMs('anna', '10.0.0.1', now)).toBe(0);
        await t.failed('anna', '10.0.0.1', now);
        expect(await t.waitMs('anna', '10.0.0.1', now)).toBe(1000);
        now += 1000;
        await t.failed('anna', '10.0.0.1', now);
        expect(await t.waitMs('anna', '10.0.0.1', now)).toBe(2000);
        // The account is held back from other addresses too.
        expect(await t.waitMs('anna', '10.0.0.2', now)).toBe(2000);
        expect(await t.waitMs('bert', '10.0.0.2', now)).toBe(0);
      }));

    it('survives a restart and counts every failure of several processes at once', () =>
      withDb(open, async (s) => {
        const first = new LoginThrottle(s.db);
        for (let i = 0; i < DEFAULT_THROTTLE.freeAccountFailures; i++) await first.failed('anna', `10.1.0.${i}`, 0);
        // "Restart": a new throttle on the same database still knows the five failures.
        const second = new LoginThrottle(s.db);
        const third = new LoginThrottle(s.db);
        // Four concurrent failures from two "processes": failures 6–9, so the wait is 8 s.
        await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? second : third).failed('anna', `10.2.0.${i}`, 0)));
        const row = await s.db
          .selectFrom('login_failures')
          .select('failures')
          .where('scope', '=', 'account')
          .where('key', '=', 'anna')
          .executeTakeFirstOrThrow();
        expect(row.failures).toBe(9);
        expect(await new LoginThrottle(s.db).waitMs('anna', '10.9.9.9', 0)).toBe(8000);
      }));

    it('caps the wait and forgets after a quiet day: no lockout for good', () =>
      withDb(open, async (s) => {
        const t = new LoginThrottle(s.db);
        for (let i = 0; i < 40; i++) await t.failed('anna', `10.0.${i}.1`, 0);
        expect(await t.waitMs('anna', '10.9.9.9', 0)).toBe(DEFAULT_THROTTLE.maxAccountDelayMs);
        expect(await t.waitMs('anna', '10.9.9.9', DEFAULT_THROTTLE.maxAccountDelayMs)).toBe(0);
        expect(await t.waitMs('anna', '10.9.9.9', DEFAULT_THROTTLE.forgetAfterMs + 1)).toBe(0);
        // After the quiet day the run starts again: the next failure is free.
        await t.failed('anna', '10.9.9.9', DEFAULT_THROTTLE.forgetAfterMs + 1);
        expect(await t.waitMs('anna', '10.9.9.8', DEFAULT_THROTTLE.forgetAfterMs + 1)).toBe(0);
      }));

    it('throttles one address that tries many accounts', () =>
      withDb(open, async (s) => {
        const t = new LoginThrottle(s.db);
        for (let i = 0; i < DEFAULT_THROTTLE.freeAddressFailures + 1; i++) await t.failed(`user${i}`, '10.0.0.66', 0);
        expect(await t.waitMs('someone-new', '10.0.0.66', 0)).toBe(1000);
        expect(await t.waitMs('someone-new', '10.0.0.67', 0)).toBe(0);
      }));

    it('does not hold the owner back on an address that logged in before', () =>
      withDb(open, async (s) => {
        const t = new LoginThrottle(s.db);
        await t.succeeded('anna', 'home', 0);
        for (let i = 0; i < 20; i++) await t.failed('anna', `attacker${i}`, 0);
        expect(await t.waitMs('anna', 'elsewhere', 0)).toBeGreaterThan(0);
        expect(await t.waitMs('anna', 'home', 0)).toBe(0);
        // A success clears the counters of the account and the address.
        await t.succeeded('anna', 'home', 1);
        expect(await t.waitMs('anna', 'elsewhere', 1)).toBe(0);
      }));

    it('purges forgotten failures and long-unused known addresses, and nothing else', () =>
      withDb(open, async (s) => {
        const t = new LoginThrottle(s.db);
        const now = DEFAULT_THROTTLE.knownForMs;
        await t.failed('old', '10.0.0.1', 0);
        await t.failed('new', '10.0.0.2', now - 1000);
        await t.succeeded('anna', 'home', 0);
        await t.succeeded('bert', 'home', 1);
        expect(await t.purge(now)).toBe(3); // old's account and address rows, anna's known address
        const left = await s.db.selectFrom('login_failures').select('key').orderBy('key').execute();
        expect(left.map((r) => r.key)).toEqual(['10.0.0.2', 'new']);
        const known = await s.db.selectFrom('login_known').select('account').execute();
        expect(known.map((r) => r.account)).toEqual(['bert']);
      }));
  });
}
