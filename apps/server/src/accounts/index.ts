import type { FastifyInstance } from 'fastify';
import type { RuleError, Result } from '@kartenhaus/core';
import type { GameHooks, Player } from '../hooks.js';
import type { Storage } from '../storage/db.js';
import { checkSeat } from './abandon.js';
import { accountRoutes, DEFAULT_RATE_LIMITS, type RateLimits } from './api.js';
import { gameRoutes } from './games-api.js';
import { reconcile, type EndLoader } from './reconcile.js';
import {
  DEFAULT_REPLAY_LIMITS,
  InlineReplayBuilder,
  ReplayCache,
  Replays,
  WorkerReplayBuilder,
  type ReplayLimits,
} from './replay-pool.js';
import { AccountsService, type AccountsOptions } from './service.js';
import { createGameHooks } from './settle.js';
import type { AnyDefinition } from './verify.js';

export { checkLedger, type LedgerProblem } from './check.js';
export { dailySeed, seedHash } from './fairness.js';
export { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
export type { EndLoader } from './reconcile.js';
export type { AccountsOptions } from './service.js';
export { berlinDay } from './time.js';
export type { AnyDefinition } from './verify.js';

export interface AccountsPluginOptions extends AccountsOptions {
  /** Requests per minute and address; `loginPerMinute` for login, register, top-up; `replayPerMinute`. */
  readonly rateLimits?: Partial<RateLimits>;
  /** Game definitions by name (`gameModule.definition`), to replay games for `/verify`. */
  readonly definitions?: Readonly<Record<string, AnyDefinition>>;
  /** Server secret of the Tagesfahrt seeds (L8, e.g. from DAILY_SECRET); seeds unpublished without it. */
  readonly dailySecret?: string;
  /**
   * Replays: on `threads` worker threads with a queue and a cache of finished games' answers
   * (default `DEFAULT_REPLAY_LIMITS`); `inline: true` builds them on the event loop, uncached
   * (the bench's comparison; tests whose definitions are not the registry's).
   */
  readonly replays?: Partial<ReplayLimits> & { readonly inline?: boolean };
}

/** Accounts, sessions and the Taler ledger; `identity` and `hooks` plug into the game server. */
export interface Accounts {
  /** Session cookie → player; creates guests (A1). */
  readonly identity: AccountsService;
  /** Stakes at the start, pot and leaderboards at the end (S13, S14, L8, L9). */
  readonly hooks: GameHooks;
  /** A Fastify plugin with the /api routes; `app.register(accounts.plugin)`. */
  readonly plugin: (app: FastifyInstance) => Promise<void>;
  /**
   * Run at startup: settles games that ended without payout (crash recovery) and gives the
   * stakes back for running games whose table can never continue them.
   */
  reconcile(load?: EndLoader): Promise<{ settled: string[]; abandoned: string[] }>;
  /** Replays (their builder and cache; the bench and tests read `builds`). */
  readonly replays: Replays;
  /** At "sit": may this player sit at a table with this stake? (`ERR_GUEST_NO_STAKE`, `ERR_NOT_ENOUGH_TALER`) */
  checkSeat(player: Player, stake: number): Promise<Result<void, RuleError>>;
}

export function createAccounts(storage: Storage, options: AccountsPluginOptions = {}): Accounts {
  const service = new AccountsService(storage, options);
  const hooks = createGameHooks(service.now);
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const definitions = options.definitions ?? {};
  const r = { ...DEFAULT_REPLAY_LIMITS, ...options.replays };
  const replays = options.replays?.inline
    ? new Replays(new InlineReplayBuilder(definitions), null)
    : new Replays(new WorkerReplayBuilder(r), new ReplayCache(r.cacheBytes));
  const routes = {
    definitions,
    dailySecret: options.dailySecret ?? null,
    replays,
    replayPerMinute: limits.replayPerMinute,
  };
  return {
    identity: service,
    hooks,
    replays,
    plugin: async (app) => {
      // Sessions are read from `req.cookies`: without the cookie plugin every request would be a new guest.
      if (!app.hasPlugin('@fastify/cookie'))
        throw new Error('the accounts routes need @fastify/cookie registered first');
      await accountRoutes(app, service, limits);
      gameRoutes(app, service, routes);
      app.addHook('onClose', async () => replays.close());
    },
    reconcile: (load) => reconcile(storage.db, hooks, service.now, load),
    checkSeat: (player, stake) => checkSeat(storage.db, player, stake),
  };
}
