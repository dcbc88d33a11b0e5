import type { AccountTables } from './schema-accounts.js';
import type { TableTables } from './schema-tables.js';

/**
 * The whole database as Kysely sees it. Each part of the server declares its own tables in its
 * own file (`schema-<part>.ts`) and they are joined here.
 */
export interface Database extends TableTables, AccountTables {}
