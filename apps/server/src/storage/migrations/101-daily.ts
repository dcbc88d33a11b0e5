import type { Kysely, Migration } from 'kysely';

/** The Tagesfahrt's date on a game (L8: the day's deals; one counted attempt per day). */
export const dailyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('daily', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('daily').execute();
  },
};
