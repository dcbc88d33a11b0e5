import { resolve } from 'node:path';

/** Server settings, all from the environment (see README). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the embedded SQLite database and other files live. */
  readonly dataDir: string;
  /** PostgreSQL instead of SQLite when set. */
  readonly databaseUrl: string | undefined;
  /** Redis for the table directory and presence when set (scale-out). */
  readonly redisUrl: string | undefined;
  /** The built web app (apps/web/dist). */
  readonly webDist: string;
  readonly logLevel: string;
  /** Extra origins allowed to open the WebSocket (ORIGINS, comma-separated); the site's own host always is. */
  readonly origins: readonly string[];
  /** Worker threads for computer decisions (BOT_THREADS; default: cores − 1, at least 1). */
  readonly botThreads: number | undefined;
  /** Secret of the Tagesfahrt seeds (DAILY_SECRET, L8); without it one is kept in DATA_DIR. */
  readonly dailySecret: string | undefined;
  /** Behind a TLS-terminating reverse proxy the operator trusts (TRUST_PROXY): its X-Forwarded-Proto/-For count (one hop). */
  readonly trustProxy: boolean;
  /** Prometheus metrics on a port of their own (METRICS_PORT) on METRICS_HOST (default 127.0.0.1); docs/operations.md. */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /** `/metrics` on the site's own port for `Authorization: Bearer <METRICS_TOKEN>`. */
  readonly metricsToken: string | undefined;
}

/** Reads the configuration; a malformed value is an error that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0–65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    origins: (env.ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    botThreads: env.BOT_THREADS ? Number(env.BOT_THREADS) : undefined,
    dailySecret: env.DAILY_SECRET || undefined,
    trustProxy: flag(env.TRUST_PROXY, 'TRUST_PROXY'),
    metricsPort: env.METRICS_PORT ? portOf(env.METRICS_PORT, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** A yes/no setting: unset, empty, `0` or `false` is no; `1` or `true` is yes; anything else is an error. */
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be true/false/1/0, got "${value}"`);
}

/** A TCP port 0–65535 (0: any free one). */
function portOf(value: string, name: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be an integer 0–65535, got "${value}"`);
  return port;
}
