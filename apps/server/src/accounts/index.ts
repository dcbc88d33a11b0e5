import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage/db.js';
import { accountRoutes, DEFAULT_RATE_LIMITS, type RateLimits } from './api.js';
import { AccountsService, type AccountsOptions } from './service.js';

export { checkLedger, type LedgerProblem } from './check.js';
export { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
export type { AccountsOptions } from './service.js';

export interface AccountsPluginOptions extends AccountsOptions {
  /** Requests per minute and address; `loginPerMinute` for login, register, top-up. */
  readonly rateLimits?: RateLimits;
}

/** Accounts, sessions and the Taler ledger; `identity` and `hooks` plug into the game server. */
export interface Accounts {
  readonly identity: AccountsService;
  readonly service: AccountsService;
  /** A Fastify plugin with the /api routes; register it with `app.register(accounts.plugin)`. */
  readonly plugin: (app: FastifyInstance) => Promise<void>;
}

export function createAccounts(storage: Storage, options: AccountsPluginOptions = {}): Accounts {
  const service = new AccountsService(storage, options);
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  return { identity: service, service, plugin: (app) => accountRoutes(app, service, limits) };
}

/** The /api routes as a Fastify plugin over a storage (creates its own service). */
export function accountsPlugin(storage: Storage, options: AccountsPluginOptions = {}) {
  return createAccounts(storage, options).plugin;
}
