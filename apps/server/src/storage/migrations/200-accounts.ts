import { sql, type Kysely, type Migration } from 'kysely';

/** Players, sessions, the double-entry ledger, games as accounts see them, results, Tagesfahrt. */
export const accounts200: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('players')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.unique())
      .addColumn('guest', 'integer', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute();
    await db.schema
      .createTable('ledger_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      // A balance never goes below zero; the house issues every Taler (its balance is minus the
      // Taler in circulation, so the sum over all accounts stays 0).
      .addCheckConstraint('ledger_balance_nonneg', sql`balance >= 0 or kind = 'house'`)
      .execute();
    await sql`insert into ledger_accounts (id, kind, balance) values ('house', 'house', 0)`.execute(db);
    await db.schema
      .createTable('ledger_transfers')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ledger_postings')
      .addColumn('transfer_key', 'text', (c) => c.notNull().references('ledger_transfers.key'))
      .addColumn('leg', 'integer', (c) => c.notNull())
      .addColumn('debit', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('credit', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_postings_pk', ['transfer_key', 'leg'])
      .addCheckConstraint('ledger_amount_pos', sql`amount > 0`)
      .execute();
    await db.schema
      .createTable('played_games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('stake', 'integer', (c) => c.notNull())
      .addColumn('solo', 'integer', (c) => c.notNull())
      .addColumn('daily', 'text')
      .addColumn('seed_hash', 'text')
      .addColumn('seed', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('seats_json', 'text', (c) => c.notNull())
      .addColumn('result_json', 'text')
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('played_games_status').on('played_games').column('status').execute();
    await db.schema
      .createTable('played_seats')
      .addColumn('game_id', 'text', (c) => c.notNull().references('played_games.id'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('played_seats_pk', ['game_id', 'seat'])
      .execute();
    await db.schema.createIndex('played_seats_player').on('played_seats').column('player_id').execute();
    await db.schema
      .createTable('results')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('place', 'integer', (c) => c.notNull())
      .addColumn('left_early', 'integer', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('results_pk', ['game_id', 'player_id'])
      .execute();
    await db.schema.createIndex('results_game_week').on('results').columns(['game', 'week']).execute();
    await db.schema
      .createTable('daily_attempts')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('points', 'integer')
      .addColumn('penalty', 'integer')
      // L8: only the first Tagesfahrt of the day counts — one row per player and day.
      .addPrimaryKeyConstraint('daily_attempts_pk', ['player_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of [
      'daily_attempts',
      'results',
      'played_seats',
      'played_games',
      'ledger_postings',
      'ledger_transfers',
      'ledger_accounts',
      'sessions',
      'players',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
