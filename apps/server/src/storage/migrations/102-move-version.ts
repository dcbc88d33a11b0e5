import type { Kysely, Migration } from 'kysely';

/**
 * The table version a move was published at (protocol "exactly once": a repeated `seq` is acked
 * with the same `v`, after a restart too; a restored table's versions go on from the last one).
 * Null for moves logged before this migration.
 */
export const moveVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_moves').addColumn('v', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('game_moves').dropColumn('v').execute();
  },
};
