import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, toNumber } from './dialect.js';
import { testStorages } from './testing.js';

describe.each(testStorages())('storage on $name', ({ open }) => {
  it('opens, migrates, and runs a query', async () => {
    const s = await open();
    try {
      const r = await sql<{ x: number }>`select 1 as x`.execute(s.db);
      expect(toNumber(r.rows[0]?.x)).toBe(1);
    } finally {
      await s.close();
    }
  });

  it("has no guest_sessions: migration 104 dropped the game server's stand-in guest sessions", async () => {
    const s = await open();
    try {
      await expect(sql`select * from guest_sessions`.execute(s.db)).rejects.toThrow(/guest_sessions/);
      // The accounts' sessions are the only ones.
      expect(await s.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('recognises a unique violation on this dialect', async () => {
    const s = await open();
    try {
      await s.db.schema
        .createTable('probe')
        .addColumn('k', 'text', (c) => c.primaryKey())
        .execute();
      await sql`insert into probe (k) values ('a')`.execute(s.db);
      const e = await sql`insert into probe (k) values ('a')`.execute(s.db).then(
        () => null,
        (x: unknown) => x,
      );
      expect(isUniqueViolation(e)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    } finally {
      await s.close();
    }
  });
});
