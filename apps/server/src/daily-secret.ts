import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Tagesfahrt secret (L8) when DAILY_SECRET is not set: created once in DATA_DIR and kept, so
 * every player and every restart get the same day's deals.
 */
export function dailySecretIn(dataDir: string): string {
  const file = join(dataDir, 'tagesfahrt.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * A daily ride's seed (L8): the HMAC-SHA256 (hex) of the game's text for the day
 * (`TableRules.daily.seedText`) under the server's secret. Derived here, with node:crypto, so the
 * secret never leaves the server and the game packages hash nothing.
 */
export function signedDaySeed(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
