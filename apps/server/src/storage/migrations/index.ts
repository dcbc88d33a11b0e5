import type { Migration } from 'kysely';
import { tablesMigration } from './100-tables.js';
import { dailyMigration } from './101-daily.js';
import { moveVersionMigration } from './102-move-version.js';
import { tableFenceMigration } from './103-table-fence.js';
import { dropGuestSessionsMigration } from './104-drop-guest-sessions.js';
import { accounts200 } from './200-accounts.js';
import { settings201 } from './201-settings.js';
import { loginThrottle202 } from './202-login-throttle.js';

/**
 * Every migration, by name; Kysely applies them in name order. Game-server migrations are
 * named `1xx-…`, accounts/ledger migrations `2xx-…`. Write migrations that run on both SQLite
 * and PostgreSQL (see `dialect.ts` for the differences).
 */
export const migrations: Record<string, Migration> = {
  '100-tables': tablesMigration,
  '101-daily': dailyMigration,
  '102-move-version': moveVersionMigration,
  '103-table-fence': tableFenceMigration,
  '104-drop-guest-sessions': dropGuestSessionsMigration,
  '200-accounts': accounts200,
  '201-settings': settings201,
  '202-login-throttle': loginThrottle202,
};
