import { createHash } from 'node:crypto';
import { dailyDeals } from '@kartenhaus/speedlift';

/** The SHA-256 (hex) of a game's seed, published when the game starts. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * L8: the Tagesfahrt seed of a Berlin day — the one Speedlift's `dailyDeals` deals from (an
 * HMAC-SHA256 of the day under the server's secret), the same for every player, unguessable
 * before the day ends, published after it.
 */
export function dailySeed(secret: string, day: string): string {
  const deals = dailyDeals(day, secret);
  if (!deals.ok) throw new Error(`no Tagesfahrt for ${day}: ${deals.error.detail ?? deals.error.code}`);
  return deals.value.seed;
}
