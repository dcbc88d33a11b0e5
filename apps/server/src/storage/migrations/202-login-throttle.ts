import type { Kysely, Migration } from 'kysely';

/**
 * Login throttling in the database, so it survives a restart and holds across server processes:
 * failure counters per account and per address, and the addresses each account logged in from.
 */
export const loginThrottle202: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_failures')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure', 'bigint', (c) => c.notNull())
      .addColumn('blocked_until', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('login_failures_pk', ['scope', 'key'])
      .execute();
    await db.schema.createIndex('login_failures_last').on('login_failures').column('last_failure').execute();
    await db.schema
      .createTable('login_known')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('last_login', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('login_known_pk', ['account', 'address'])
      .execute();
    await db.schema.createIndex('login_known_last').on('login_known').column('last_login').execute();
    await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('sessions_expires').ifExists().execute();
    await db.schema.dropTable('login_known').ifExists().execute();
    await db.schema.dropTable('login_failures').ifExists().execute();
  },
};
