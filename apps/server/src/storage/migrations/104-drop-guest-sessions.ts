import type { Kysely, Migration } from 'kysely';

/**
 * The game server's own guest sessions (`guest_sessions`, `POST /api/guest`, cookie `kh_guest`)
 * were a stand-in until accounts existed; the accounts' sessions (`sessions`, accounts/sessions.ts)
 * name every player now, so the table goes. No `down`: its rows named nobody the site still knows.
 */
export const dropGuestSessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('guest_sessions').ifExists().execute();
  },
};
