import type { Kysely, Migration } from 'kysely';

/** The web app's settings of a registered player ("auf dem Server für registrierte Spieler"). */
export const settings201: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('player_settings')
      .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('player_settings').ifExists().execute();
  },
};
