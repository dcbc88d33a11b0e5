import { resolve } from 'node:path';
import { z } from 'zod';

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
  readonly logLevel: LogLevel;
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
  /** Server processes on this machine (WORKERS; node:cluster, docs/server.md "Scale-out"); 1: this process serves. */
  readonly workers: number;
}

/** pino's levels. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The most worker processes `WORKERS` starts (a few per core at most make sense). */
export const MAX_WORKERS = 64;

/** The most computer threads one server starts (a pool is one thread per core; more only queue). */
export const MAX_BOT_THREADS = 64;

/** An integer in [min, max], written in decimal digits. */
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, { error: `an integer ${min}–${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `an integer ${min}–${max}` })
        .max(max, { error: `an integer ${min}–${max}` }),
    );

/** A URL of one of `protocols` (e.g. `postgres:`), kept as written. */
const urlOf = (protocols: readonly string[], example: string) =>
  z.string().refine(
    (v) => {
      if (!URL.canParse(v)) return false;
      const u = new URL(v);
      return protocols.includes(u.protocol) && u.host !== '';
    },
    { error: `a ${protocols.join('//… or ')}//… URL, e.g. ${example}` },
  );

/** An origin as a browser sends it: scheme, host, optional port, nothing after. */
const origin = z
  .string()
  .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol) && new URL(v).origin === v, {
    error: 'comma-separated origins like https://example.org or http://localhost:5173 (no path, no trailing slash)',
  });

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'true, false, 1 or 0' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Every variable the server reads, with what is allowed. An empty value counts as unset (the
 * default), as shells and compose files write `VAR=` for "not set".
 */
const schema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().regex(/^\S+$/, { error: 'an address or host name without spaces' }).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/kartenhaus').optional(),
  REDIS_URL: urlOf(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ORIGINS: z.string().default(''),
  BOT_THREADS: integer(1, MAX_BOT_THREADS).optional(),
  DAILY_SECRET: z.string().min(8, { error: 'at least 8 characters' }).optional(),
  TRUST_PROXY: flag.default(false),
  METRICS_PORT: integer(0, 65535).optional(),
  METRICS_HOST: z.string().regex(/^\S+$/, { error: 'an address or host name without spaces' }).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, { error: 'at least 16 characters' }).optional(),
  WORKERS: integer(1, MAX_WORKERS).default(1),
});

type Variable = keyof typeof schema.shape;

/** Variables that may hold a password or secret: an error names their length, never their value. */
const SECRET: ReadonlySet<Variable> = new Set(['DATABASE_URL', 'REDIS_URL', 'DAILY_SECRET', 'METRICS_TOKEN']);

const shown = (name: Variable, value: string) =>
  SECRET.has(name) ? `a value of ${[...value].length} characters (not shown)` : JSON.stringify(value);

/** Thrown at start for a bad setting: one line per bad variable, naming it, what is allowed and what was given. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`bad configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the configuration; every malformed value is named in one `ConfigError`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const raw: Partial<Record<Variable, string>> = {};
  for (const name of Object.keys(schema.shape) as Variable[]) {
    const v = env[name];
    if (v !== undefined && v !== '') raw[name] = v;
  }
  const parsed = schema.safeParse(raw);
  const problems: string[] = [];
  if (!parsed.success) {
    const named = new Set<Variable>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as Variable;
      if (named.has(name)) continue;
      named.add(name);
      problems.push(`${name} must be ${issue.message}, got ${shown(name, raw[name] ?? '')}`);
    }
  }
  const origins = (raw.ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const badOrigin = origins.find((o) => !origin.safeParse(o).success);
  if (badOrigin !== undefined)
    problems.push(
      `ORIGINS must be ${origin.safeParse(badOrigin).error?.issues[0]?.message}, got ${JSON.stringify(badOrigin)}`,
    );
  // Several processes share tables only through PostgreSQL and Redis (a SQLite file is one process's).
  if (parsed.success && parsed.data.WORKERS > 1 && (!raw.REDIS_URL || !raw.DATABASE_URL))
    problems.push(
      `WORKERS above 1 needs DATABASE_URL and REDIS_URL (the worker processes share their tables through PostgreSQL and Redis), got "${parsed.data.WORKERS}" without ${[
        ...(raw.DATABASE_URL ? [] : ['DATABASE_URL']),
        ...(raw.REDIS_URL ? [] : ['REDIS_URL']),
      ].join(' and ')}`,
    );
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    webDist: resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: c.LOG_LEVEL,
    origins,
    botThreads: c.BOT_THREADS,
    dailySecret: c.DAILY_SECRET,
    trustProxy: c.TRUST_PROXY,
    metricsPort: c.METRICS_PORT,
    metricsHost: c.METRICS_HOST,
    metricsToken: c.METRICS_TOKEN,
    workers: c.WORKERS,
  };
}
