import type { Kysely, Migration } from 'kysely';

/**
 * The fencing token of a table's owner (scale-out, docs/server.md "Scale-out"): the process that
 * holds a table's lease writes its moves, its ledger entries and its row only while the row's
 * `fence` is not above the token it got with the lease; a takeover raises `fence` to the new
 * owner's token first, so a stale owner's write is refused in the transaction that tries it.
 * 0 for every table of a single process (it never checks).
 */
export const tableFenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('game_tables')
      .addColumn('fence', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('game_tables').dropColumn('fence').execute();
  },
};
