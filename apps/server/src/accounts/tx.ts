import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../storage/schema.js';

/** Errors worth retrying: PostgreSQL serialization failure and deadlock, SQLite busy. */
export function isRetryable(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

/** Runs `fn` in a transaction, retrying it a few times when the database asks for a retry. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Transaction<Database>) => Promise<T>,
  retries = 5,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (e) {
      if (attempt >= retries || !isRetryable(e)) throw e;
    }
  }
}

let savepoints = 0;

/**
 * Runs `fn` inside a savepoint of the caller's transaction: when it throws or returns a value
 * `undo` accepts, everything it did is undone and the outer transaction stays usable.
 */
export async function inSavepoint<T>(
  trx: Kysely<Database>,
  fn: () => Promise<T>,
  undo: (value: T) => boolean,
): Promise<T> {
  const name = sql.raw(`acct_sp_${++savepoints}`);
  await sql`savepoint ${name}`.execute(trx);
  try {
    const value = await fn();
    if (undo(value)) await sql`rollback to savepoint ${name}`.execute(trx);
    await sql`release savepoint ${name}`.execute(trx);
    return value;
  } catch (e) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    await sql`release savepoint ${name}`.execute(trx);
    throw e;
  }
}
