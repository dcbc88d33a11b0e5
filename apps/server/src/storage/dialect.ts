/** The two databases we run on. Differences we must respect are listed here. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * A unique-key violation: SQLite `SQLITE_CONSTRAINT_UNIQUE` / `SQLITE_CONSTRAINT_PRIMARYKEY`,
 * PostgreSQL `23505`. Idempotency keys rely on it.
 */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** `SUM` of a bigint column is a string on PostgreSQL and a number on SQLite. */
export function toNumber(v: unknown): number {
  if (v === null || v === undefined) return 0;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) {
    // Objects are shown as JSON, not as "[object Object]".
    const shown = typeof v === 'number' || typeof v === 'string' ? String(v) : JSON.stringify(v);
    throw new Error(`not a number: ${shown}`);
  }
  return n;
}
