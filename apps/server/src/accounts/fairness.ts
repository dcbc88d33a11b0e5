import { createHash } from 'node:crypto';
import { gameEntry, gameNames } from '../games.js';

/** The SHA-256 (hex) of a game's seed, published when the game starts. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * L8: the Tagesfahrt seed of a Berlin day — the one the game with a daily ride (Speedlift) deals
 * from (an HMAC-SHA256 of the day under the server's secret), the same for every player,
 * unguessable before the day ends, published after it. The site has one daily ride (the
 * `daily_attempts` table names no game); a second game with one would need that column.
 */
export function dailySeed(secret: string, day: string): string {
  for (const name of gameNames()) {
    const seed = gameEntry(name)?.daySeed?.(day, secret);
    if (seed) return seed;
  }
  throw new Error(`no Tagesfahrt for ${day}`);
}
