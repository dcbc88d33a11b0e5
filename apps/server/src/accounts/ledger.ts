import { sql, type Kysely } from 'kysely';
import { metrics } from '../metrics.js';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import type { LedgerTransfersTable } from '../storage/schema-accounts.js';

/** The house issues every Taler (signup, top-ups) and receives pots nobody may win. */
export const HOUSE = 'house';
export const playerAccount = (playerId: string): string => `player:${playerId}`;
export const potAccount = (gameId: string): string => `pot:${gameId}`;

/** One leg of a transfer: `amount` integer Taler from `from` to `to`. */
export interface Leg {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

export type TransferKind = LedgerTransfersTable['kind'];

/** Thrown inside a transaction when a debit would take an account below zero; roll back. */
export class NotEnoughTaler extends Error {
  readonly code = 'ERR_NOT_ENOUGH_TALER';
  constructor(readonly account: string) {
    super(`not enough Taler on ${account}`);
  }
}

/** Opens a ledger account with balance 0 if it does not exist yet. */
export async function openAccount(db: Kysely<Database>, id: string, kind: 'player' | 'pot'): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({ id, kind, balance: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The balance of an account in Taler; 0 for an account that does not exist. */
export async function balanceOf(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst();
  return row ? toNumber(row.balance) : 0;
}

/**
 * Posts one transfer under its idempotency key, inside the caller's transaction. Returns
 * `duplicate` (and changes nothing) when the key was posted before. Throws `NotEnoughTaler`
 * when a non-house account would go below zero — the caller must then roll back.
 */
export async function transfer(
  db: Kysely<Database>,
  key: string,
  kind: TransferKind,
  legs: readonly Leg[],
  at: number,
): Promise<'posted' | 'duplicate'> {
  if (legs.length === 0) throw new Error(`transfer ${key} without legs`);
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount) || l.amount <= 0) throw new Error(`bad amount ${l.amount} in ${key}`);
    if (l.from === l.to) throw new Error(`transfer to itself in ${key}`);
  }
  // ON CONFLICT DO NOTHING instead of catching the violation: on PostgreSQL a failed insert
  // would abort the surrounding transaction; a concurrent twin waits here for the first commit.
  const inserted = await db
    .insertInto('ledger_transfers')
    .values({ key, kind, created_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) return 'duplicate';
  await applyNet(db, legs);
  if (legs.length > 0) {
    await db
      .insertInto('ledger_postings')
      .values(legs.map((l, i) => ({ transfer_key: key, leg: i, debit: l.from, credit: l.to, amount: l.amount })))
      .execute();
  }
  metrics.ledgerTransfer(kind);
  return 'posted';
}

/** Applies the net change per account, in account order (a fixed lock order avoids deadlocks). */
async function applyNet(db: Kysely<Database>, legs: readonly Leg[]): Promise<void> {
  const net = new Map<string, number>();
  for (const l of legs) {
    net.set(l.from, (net.get(l.from) ?? 0) - l.amount);
    net.set(l.to, (net.get(l.to) ?? 0) + l.amount);
  }
  for (const id of [...net.keys()].sort()) {
    const delta = net.get(id) ?? 0;
    if (delta === 0) continue;
    let q = db
      .updateTable('ledger_accounts')
      .set({ balance: sql<number>`balance + ${delta}` })
      .where('id', '=', id);
    // The conditional update is atomic: a concurrent debit re-checks after the row lock.
    if (delta < 0 && id !== HOUSE) q = q.where('balance', '>=', -delta);
    const r = await q.executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) {
      const exists = await db.selectFrom('ledger_accounts').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw new Error(`no ledger account ${id}`);
      throw new NotEnoughTaler(id);
    }
  }
}
