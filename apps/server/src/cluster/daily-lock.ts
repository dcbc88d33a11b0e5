import type { Redis } from 'ioredis';
import type { DailyLock } from '../tables/table-state.js';

/**
 * A claimed attempt is kept this long at most: a Tagesfahrt game lasts minutes, and its end gives
 * the claim back; this only bounds a claim whose table never ended (it did not replay).
 */
export const DAILY_CLAIM_MS = 6 * 3600_000;

// Every player's key is free or already this table's: then all are set (one step, so two
// processes starting attempts of the same player at once cannot both win).
const CLAIM = `
for i, k in ipairs(KEYS) do
  local v = redis.call('GET', k)
  if v and v ~= ARGV[1] then return 0 end
end
for i, k in ipairs(KEYS) do redis.call('SET', k, ARGV[1], 'PX', ARGV[2]) end
return 1`;

// Only this table's claims are given back (a later attempt's claim stays).
const RELEASE = `
for i, k in ipairs(KEYS) do
  if redis.call('GET', k) == ARGV[1] then redis.call('DEL', k) end
end
return 1`;

/**
 * T11 / L8 across processes: while a Tagesfahrt attempt of a player runs, no other starts — at
 * any process. `<prefix>daily:<date>:<player>` names the table whose attempt runs; it is set
 * with the claim (SET NX semantics, for all the table's players at once) and deleted at the
 * game's end. The key names the table, not the process, so it survives a takeover.
 */
export class RedisDailyLock implements DailyLock {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (e: unknown) => void,
  ) {}

  private keys(playerIds: readonly string[], date: string): string[] {
    return playerIds.map((p) => `${this.prefix}daily:${date}:${p}`);
  }

  async claim(playerIds: readonly string[], date: string, tableId: string): Promise<boolean> {
    if (playerIds.length === 0) return true;
    const keys = this.keys(playerIds, date);
    return (await this.redis.eval(CLAIM, keys.length, ...keys, tableId, DAILY_CLAIM_MS)) === 1;
  }

  release(playerIds: readonly string[], date: string, tableId: string): void {
    if (playerIds.length === 0) return;
    const keys = this.keys(playerIds, date);
    this.redis.eval(RELEASE, keys.length, ...keys, tableId).catch(this.onError);
  }
}
