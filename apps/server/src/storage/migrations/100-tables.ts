import { sql, type Kysely, type Migration } from 'kysely';

/** Game tables, games and their move logs, guest sessions (runs on SQLite and PostgreSQL). */
export const tablesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_tables')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('host_id', 'text')
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('game_no', 'integer', (c) => c.notNull())
      .addColumn('game_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('game_tables_phase').on('game_tables').column('phase').execute();
    await db.schema
      .createTable('games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('result', 'text')
      .execute();
    await db.schema.createIndex('games_table').on('games').column('table_id').execute();
    await db.schema
      .createTable('game_moves')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('move', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('player_id', 'text')
      .addColumn('seq', 'integer')
      .addPrimaryKeyConstraint('game_moves_pk', ['game_id', 'n'])
      .execute();
    await db.schema
      .createTable('guest_sessions')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['guest_sessions', 'game_moves', 'games', 'game_tables']) await db.schema.dropTable(t).execute();
  },
};
