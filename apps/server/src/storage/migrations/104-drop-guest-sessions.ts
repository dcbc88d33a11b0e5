import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The game server's own guest sessions (`guest_sessions`, `POST /api/guest`, cookie `kh_guest`)
 * were a stand-in until accounts existed; the accounts' sessions (`sessions`, accounts/sessions.ts)
 * name every player now, so the table goes. `down` gives back the empty table as 100 made it.
 */
export const dropGuestSessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('guest_sessions').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('guest_sessions')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
  },
};
