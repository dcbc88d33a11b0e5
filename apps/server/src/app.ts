import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import { MESSAGE_BUDGET } from '@kartenhaus/protocol';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { AccountsService } from './accounts/service.js';
import { PoolBotRunner } from './bots/pool.js';
import type { BotRunner } from './bots/runner.js';
import { systemClock, type Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import { openCluster, type Cluster, type ClusterOptions } from './cluster/index.js';
import { stepErrors } from './cluster/step-errors.js';
import type { Connection, MessageBudget } from './connection.js';
import { dailySecretIn } from './daily-secret.js';
import { gameRegistry } from './games.js';
import { registerSecurityHeaders } from './http-guards.js';
import { noHooks, type GameHooks, type IdentityService } from './hooks.js';
import { DEFAULT_LIMITS, MemoryCounters, type Counters, type Limits } from './limits.js';
import { databaseCheck, redisCheck, registerHealth } from './health.js';
import { createLogger } from './logger.js';
import { addSource } from './metrics.js';
import { registerMetricsRoute } from './metrics-http.js';
import type { Scrape } from './metrics.js';
import { openStorage, type Storage } from './storage/db.js';
import { TableManager } from './tables/manager.js';
import { TableStore } from './tables/store.js';
import { DEFAULT_TIMING, type Timing } from './tables/timing.js';
import { registerWebApp } from './web-app.js';
import { registerWebSocket } from './ws.js';

/** What the integrator (and tests) may swap: identity and hooks from accounts, storage, time, bots. */
export interface AppOptions {
  /**
   * Session → player; default: the accounts' sessions (accounts/service.ts) without their /api
   * routes — a server that hands out cookies registers them (site.ts; tests: `testing/server.ts`).
   */
  readonly identity?: IdentityService;
  /** Stakes, payouts, leaderboards (accounts); default: nothing. */
  readonly hooks?: GameHooks;
  /** An open storage (tests); default: opened from the config and closed with the app. */
  readonly storage?: Storage;
  readonly clock?: Clock;
  /** Default: a piscina pool (`PoolBotRunner`). */
  readonly bots?: BotRunner;
  readonly timing?: Partial<Timing>;
  /** Tagesfahrt secret (L8); default: DAILY_SECRET, else a secret kept in DATA_DIR. */
  readonly dailySecret?: string;
  /** Also offer the test games (core's `tiny`); only servers built for tests set this. */
  readonly testGames?: boolean;
  /**
   * Per-connection message budget; default the protocol's MESSAGE_BUDGET. Only tests whose
   * simulated humans play at machine speed (a whole game in a second) raise it.
   */
  readonly messageBudget?: MessageBudget;
  /** Budgets per session and address (default `DEFAULT_LIMITS`; benchmarks from one address lift them). */
  readonly limits?: Limits;
  /** Where those budgets are counted (default: this process's memory; with REDIS_URL the cluster's Redis). */
  readonly counters?: Counters;
  /** Unsent bytes after which a connection is cut off (4010); default SEND_BUFFER_LIMIT (tests lower it). */
  readonly sendBufferLimit?: number;
  /** The structured log (default: `createLogger(LOG_LEVEL)` on stdout; tests capture it). */
  readonly logger?: FastifyBaseLogger;
  /** Scale-out with REDIS_URL: key prefix and lease timing (tests); default `kh:` and DEFAULT_OWNERSHIP. */
  readonly cluster?: ClusterOptions;
  /** What `/metrics` answers (default this process's metrics; a WORKERS worker: all workers'). */
  readonly scrape?: Scrape;
}

/** The parts of a running server that tests and the bench reach into. */
export interface Server {
  readonly app: FastifyInstance;
  readonly manager: TableManager;
  readonly storage: Storage;
  readonly connections: ReadonlySet<Connection>;
  /** This process's part of the cluster (REDIS_URL), else null. */
  readonly cluster: Cluster | null;
}

/** Builds the HTTP server: health check, tables over WebSocket, the web app. */
export async function buildServer(config: ServerConfig, opts: AppOptions = {}): Promise<Server> {
  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(config.logLevel),
    // The web app and API are small JSON messages; refuse anything large early.
    bodyLimit: 64 * 1024,
    // One trusted hop (TRUST_PROXY) so req.ip and the logs name the real client.
    // (as proxy-addr's function form: trust the first hop only; Fastify's types have no number)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    // A path the router refuses before any route (a bad %-escape, a segment over 100 characters):
    // the API's error shape, `{ error: { code, detail } }`, not Fastify's own (QA 7 Dec 2026).
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(long ? 414 : 400)
        .send({ error: { code: 'ERR_BAD_INPUT', detail: long ? 'url: a part is too long' : 'url: not a valid path' } });
    },
  });
  await registerSecurityHeaders(app);
  // Cookies (the session's) as `req.cookies` / `reply.setCookie` on every route and the WebSocket upgrade.
  await app.register(fastifyCookie);
  const ownStorage = !opts.storage;
  const storage =
    opts.storage ??
    (await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onError: threadErrors(app.log) }));
  const clock = opts.clock ?? systemClock;
  const bots =
    opts.bots ??
    new PoolBotRunner({
      ...(config.botThreads ? { threads: config.botThreads } : {}),
      onError: (e) => app.log.error({ thread: 'bots', err: e }, 'bot pool failed'),
    });
  let secret: string | undefined;
  // Scale-out (docs/server.md): this process runs only the tables whose lease it holds.
  const cluster = config.redisUrl
    ? await openCluster(
        config.redisUrl,
        storage,
        opts.cluster ?? {},
        stepErrors((fields, msg) => app.log.error(fields, msg)),
      ).catch(async (e: unknown) => {
        await bots.close();
        if (ownStorage) await storage.close();
        throw e;
      })
    : null;
  const manager = new TableManager(
    {
      store: new TableStore(storage),
      hooks: opts.hooks ?? noHooks,
      clock,
      bots,
      timing: { ...DEFAULT_TIMING, ...opts.timing },
      onError: (e) => app.log.error(e, 'table step failed'),
      log: (event, fields) => app.log.info(fields, `table ${event}`),
      dailySecret: () => (secret ??= opts.dailySecret ?? config.dailySecret ?? dailySecretIn(config.dataDir)),
    },
    gameRegistry({ testGames: opts.testGames === true }),
    (opts.limits ?? DEFAULT_LIMITS).tables,
    cluster,
  );
  const identity = opts.identity ?? new AccountsService(storage, { trustProxy: config.trustProxy });

  const redis = config.redisUrl ? redisCheck(config.redisUrl) : null;
  registerHealth(app, {
    checks: [databaseCheck(storage.db), ...(redis ? [redis] : [])],
    draining: () => manager.isDraining,
  });
  const connections = await registerWebSocket(app, {
    identity,
    manager,
    clock,
    origins: config.origins,
    budget: opts.messageBudget ?? MESSAGE_BUDGET,
    counters: opts.counters ?? cluster?.counters ?? new MemoryCounters(),
    limits: opts.limits ?? DEFAULT_LIMITS,
    ...(opts.sendBufferLimit === undefined ? {} : { sendLimit: opts.sendBufferLimit }),
  });

  registerMetricsRoute(app, config.metricsToken, opts.scrape);
  const removeSource = addSource({ tables: () => manager.phases(), connections: () => connections.size });

  app.addHook('onClose', async () => {
    removeSource();
    redis?.close();
    await cluster?.close();
    await bots.close();
    if (ownStorage) await storage.close();
  });

  if (existsSync(config.webDist)) {
    await registerWebApp(app, config.webDist);
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built; only the API is served');
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: { code: 'ERR_NOT_FOUND' } }));
  }
  const restored = await manager.restore();
  if (restored > 0) app.log.info({ restored }, 'tables restored');
  return { app, manager, storage, connections, cluster };
}

/** Errors of the storage's own threads and connections (move writer, checkpointer, PostgreSQL pool), logged. */
export function threadErrors(log: FastifyBaseLogger): (thread: string, message: string) => void {
  return (thread, message) => log.error({ thread }, message);
}

/** Builds the HTTP server (see `buildServer`). */
export async function buildApp(config: ServerConfig, opts: AppOptions = {}): Promise<FastifyInstance> {
  return (await buildServer(config, opts)).app;
}
