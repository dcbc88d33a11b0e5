import { createAccounts, type Accounts, type AnyDefinition } from './accounts/index.js';
import { buildServer, threadErrors, type AppOptions, type Server } from './app.js';
import type { ServerConfig } from './config.js';
import { dailySecretIn } from './daily-secret.js';
import { gameRegistry } from './games.js';
import { createLogger } from './logger.js';
import { openStorage } from './storage/db.js';

/** Options of the whole site: the game server's, minus what the site wires itself. */
export type SiteOptions = Omit<AppOptions, 'identity' | 'hooks' | 'storage' | 'dailySecret'>;

/**
 * The site as `npm start` serves it: one storage shared by accounts (sessions, the Taler
 * ledger, leaderboards, the /api routes) and the game server (tables over WebSocket), with the
 * accounts' identity and game hooks plugged into the tables. Games that ended without their
 * payout (a crash between end and payout) are settled before the first request.
 */
export async function buildSite(
  config: ServerConfig,
  opts: SiteOptions = {},
): Promise<Server & { accounts: Accounts }> {
  // One log for the storage's threads and the server (made first: the storage opens before the server).
  const logger = opts.logger ?? createLogger(config.logLevel);
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: threadErrors(logger),
  });
  try {
    const dailySecret = config.dailySecret ?? dailySecretIn(config.dataDir);
    // The games the tables offer (the test games too in a server built for tests): their
    // leaderboards, histories, replays and checks.
    const games = gameRegistry({ testGames: opts.testGames === true });
    const definitions: Record<string, AnyDefinition> = {};
    for (const name of games.names()) {
      const entry = games.get(name);
      if (entry) definitions[name] = entry.module.definition;
    }
    const accounts = createAccounts(storage, { definitions, dailySecret, trustProxy: config.trustProxy });
    await accounts.reconcile();
    const server = await buildServer(config, {
      ...opts,
      logger,
      storage,
      identity: accounts.identity,
      hooks: { ...accounts.hooks, checkSeat: (player, stake) => accounts.checkSeat(player, stake) },
      dailySecret,
    });
    await server.app.register(accounts.plugin);
    server.app.addHook('onClose', async () => storage.close());
    return { ...server, accounts };
  } catch (e) {
    await storage.close();
    throw e;
  }
}
