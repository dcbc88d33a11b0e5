import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The one line naming `variable` in the error `env` is refused with. */
function refusal(env: NodeJS.ProcessEnv, variable: string): string | undefined {
  let error: unknown;
  try {
    loadConfig(env);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems.find((p) => p.startsWith(`${variable} `));
}

describe('configuration checked at start', () => {
  it('takes the defaults and good values', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      botThreads: undefined,
      trustProxy: false,
    });
    expect(c.databaseUrl).toBeUndefined();
    const d = loadConfig({
      PORT: '0',
      BOT_THREADS: '3',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ORIGINS: 'https://example.org, http://localhost:5173',
      DAILY_SECRET: 'a-long-secret',
    });
    expect(d).toMatchObject({ port: 0, botThreads: 3, logLevel: 'silent', trustProxy: true });
    expect(d.origins).toEqual(['https://example.org', 'http://localhost:5173']);
  });

  it('counts an empty value as unset', () => {
    expect(loadConfig({ PORT: '', BOT_THREADS: '', DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 8080,
      botThreads: undefined,
      databaseUrl: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['BOT_THREADS', '-3', 'BOT_THREADS must be an integer 1–64, got "-3"'],
    ['BOT_THREADS', '0', 'BOT_THREADS must be an integer 1–64, got "0"'],
    ['BOT_THREADS', '1.5', 'BOT_THREADS must be an integer 1–64, got "1.5"'],
    ['BOT_THREADS', 'viele', 'BOT_THREADS must be an integer 1–64, got "viele"'],
    ['PORT', 'acht', 'PORT must be an integer 0–65535, got "acht"'],
    ['PORT', '70000', 'PORT must be an integer 0–65535, got "70000"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true, false, 1 or 0, got "yes"'],
    ['HOST', 'my host', 'HOST must be an address or host name without spaces, got "my host"'],
    ['WORKERS', '0', 'WORKERS must be an integer 1–64, got "0"'],
    ['WORKERS', 'vier', 'WORKERS must be an integer 1–64, got "vier"'],
  ])('refuses %s=%s naming the variable and what is allowed', (variable, value, line) => {
    expect(refusal({ [variable]: value }, variable)).toBe(line);
  });

  it('refuses a DATABASE_URL that is no PostgreSQL URL, without showing it', () => {
    const line = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, 'DATABASE_URL');
    expect(line).toBe(
      'DATABASE_URL must be a postgres://… or postgresql://… URL, e.g. postgres://user@127.0.0.1:5432/kartenhaus, got a value of 25 characters (not shown)',
    );
    expect(refusal({ DATABASE_URL: 'kartenhaus.sqlite' }, 'DATABASE_URL')).toMatch(/^DATABASE_URL must be a postgres/);
    expect(refusal({ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL')).toMatch(/^REDIS_URL must be a redis:\/\/… or rediss/);
    expect(refusal({ DAILY_SECRET: 'abc' }, 'DAILY_SECRET')).toBe(
      'DAILY_SECRET must be at least 8 characters, got a value of 3 characters (not shown)',
    );
  });

  it('WORKERS above 1 needs DATABASE_URL and REDIS_URL (the workers share tables through them)', () => {
    const pg = 'postgres://u@127.0.0.1:5432/k';
    const redis = 'redis://127.0.0.1:6379';
    expect(refusal({ WORKERS: '4' }, 'WORKERS')).toBe(
      'WORKERS above 1 needs DATABASE_URL and REDIS_URL (the worker processes share their tables through PostgreSQL and Redis), got "4" without DATABASE_URL and REDIS_URL',
    );
    expect(refusal({ WORKERS: '2', DATABASE_URL: pg }, 'WORKERS')).toMatch(/without REDIS_URL$/);
    expect(refusal({ WORKERS: '2', REDIS_URL: redis }, 'WORKERS')).toMatch(/without DATABASE_URL$/);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: pg, REDIS_URL: redis }).workers).toBe(4);
    expect(loadConfig({}).workers).toBe(1);
  });

  it('refuses an origin with a path or without a scheme', () => {
    expect(refusal({ ORIGINS: 'https://ok.example, example.org' }, 'ORIGINS')).toMatch(
      /^ORIGINS must be comma-separated origins .*, got "example.org"$/,
    );
    expect(refusal({ ORIGINS: 'https://example.org/' }, 'ORIGINS')).toMatch(/got "https:\/\/example.org\/"$/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: '-1', BOT_THREADS: '-3', LOG_LEVEL: 'x' });
      expect.unreachable();
    } catch (e) {
      expect((e as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'LOG_LEVEL', 'BOT_THREADS']);
      expect((e as Error).message).toMatch(/^bad configuration:\n {2}PORT must be/);
    }
  });
});
