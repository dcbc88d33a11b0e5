import { createHash, createHmac } from 'node:crypto';

/** The SHA-256 (hex) of a game's seed, published when the game starts. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * L8: the Tagesfahrt seed of a Berlin day, HMAC-SHA256 of the day under the server's secret —
 * the same for every player, unguessable before the day ends, published after it.
 */
export const dailySeed = (secret: string, day: string): string =>
  createHmac('sha256', secret).update(`tagesfahrt:${day}`).digest('hex');
