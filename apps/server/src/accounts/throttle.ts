import { sql, type Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import { inTransaction } from './tx.js';

/**
 * Login throttling per account and per address: after a few free failures every further
 * failure doubles the wait, capped (15 min for an account, 1 h for an address), and failures
 * are forgotten after a quiet day — nobody is locked out for good. An address that has logged
 * into an account before is not held back by that account's failures, so an attacker guessing
 * one account's password cannot keep its owner out. The counters live in the database
 * (`login_failures`, `login_known`), so a restart does not reset them and every server process
 * sharing the database throttles together.
 */
export interface ThrottleOptions {
  readonly freeAccountFailures: number;
  readonly freeAddressFailures: number;
  readonly maxAccountDelayMs: number;
  readonly maxAddressDelayMs: number;
  /** Failures older than this are forgotten. */
  readonly forgetAfterMs: number;
  /** An address that logged into an account stays "known" for it this long after its last login. */
  readonly knownForMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeAccountFailures: 5,
  freeAddressFailures: 20,
  maxAccountDelayMs: 15 * 60_000,
  maxAddressDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
  knownForMs: 180 * 86_400_000,
};

type Scope = 'account' | 'address';

/** The wait after the `failures`-th failure in a row: none while free, then 1 s, 2 s, 4 s … capped. */
export function delayAfter(failures: number, free: number, maxDelayMs: number): number {
  const over = failures - free;
  return over > 0 ? Math.min(maxDelayMs, 1000 * 2 ** Math.min(over - 1, 30)) : 0;
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
  ) {}

  /** Milliseconds until a login for `account` from `address` may be tried; 0 when now. */
  async waitMs(account: string, address: string, now: number): Promise<number> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['scope', 'last_failure', 'blocked_until'])
      .where((eb) =>
        eb.or([
          eb.and([eb('scope', '=', 'account'), eb('key', '=', account)]),
          eb.and([eb('scope', '=', 'address'), eb('key', '=', address)]),
        ]),
      )
      .execute();
    const known = await this.db
      .selectFrom('login_known')
      .select('address')
      .where('account', '=', account)
      .where('address', '=', address)
      .where('last_login', '>', now - this.options.knownForMs)
      .executeTakeFirst();
    let wait = 0;
    for (const r of rows) {
      if (r.scope === 'account' && known) continue;
      if (now - toNumber(r.last_failure) > this.options.forgetAfterMs) continue;
      wait = Math.max(wait, toNumber(r.blocked_until) - now);
    }
    return wait;
  }

  async failed(account: string, address: string, now: number): Promise<void> {
    const o = this.options;
    await this.bump('account', account, now, o.freeAccountFailures, o.maxAccountDelayMs);
    await this.bump('address', address, now, o.freeAddressFailures, o.maxAddressDelayMs);
  }

  /** A good password: the counters are cleared and the address is known for the account. */
  async succeeded(account: string, address: string, now: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .deleteFrom('login_failures')
        .where((eb) =>
          eb.or([
            eb.and([eb('scope', '=', 'account'), eb('key', '=', account)]),
            eb.and([eb('scope', '=', 'address'), eb('key', '=', address)]),
          ]),
        )
        .execute();
      await trx
        .insertInto('login_known')
        .values({ account, address, last_login: now })
        .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ last_login: now }))
        .execute();
    });
  }

  /** Drops forgotten failures and addresses not used for `knownForMs`; returns the rows dropped. */
  async purge(now: number): Promise<number> {
    const failures = await this.db
      .deleteFrom('login_failures')
      .where('last_failure', '<', now - this.options.forgetAfterMs)
      .where('blocked_until', '<', now)
      .executeTakeFirst();
    const known = await this.db
      .deleteFrom('login_known')
      .where('last_login', '<=', now - this.options.knownForMs)
      .executeTakeFirst();
    return Number(failures.numDeletedRows) + Number(known.numDeletedRows);
  }

  /**
   * One more failure, counted atomically in the database (`ON CONFLICT DO UPDATE` takes the row
   * lock on PostgreSQL; SQLite serialises writers), so concurrent failures from several
   * processes are all counted. A run older than `forgetAfterMs` starts again at 1.
   */
  private async bump(scope: Scope, key: string, now: number, free: number, maxDelay: number): Promise<void> {
    const forgotten = now - this.options.forgetAfterMs;
    await inTransaction(this.db, async (trx) => {
      const row = await trx
        .insertInto('login_failures')
        .values({ scope, key, failures: 1, last_failure: now, blocked_until: now })
        .onConflict((oc) =>
          oc.columns(['scope', 'key']).doUpdateSet({
            failures: sql<number>`case when login_failures.last_failure < ${forgotten} then 1 else login_failures.failures + 1 end`,
            last_failure: sql<number>`case when login_failures.last_failure > ${now} then login_failures.last_failure else ${now} end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const blockedUntil = now + delayAfter(toNumber(row.failures), free, maxDelay);
      await trx
        .updateTable('login_failures')
        .set({ blocked_until: blockedUntil })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    });
  }
}
