import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { sessionKey } from '../limits.js';
import { RedisCounters } from './counters.js';
import { testPrefix } from './testing.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the shared socket budget (Redis counters)', () => {
  it('on stop frees every place this process holds at once; a socket closing after it sends nothing', async () => {
    const prefix = testPrefix();
    const probe = new Redis(redisUrl!);
    // as the cluster opens it: commands fail at once while the connection is away
    const redis = new Redis(redisUrl!, { lazyConnect: true, enableOfflineQueue: false });
    await redis.connect();
    const errors: unknown[] = [];
    const counters = new RedisCounters(redis, prefix, 'me', (e) => errors.push(e));
    const key = sessionKey('sock', 'p1');
    try {
      expect(await counters.acquire(key, 8)).toBe(true);
      expect(await counters.acquire(key, 8)).toBe(true);
      expect(await probe.zcard(`${prefix}h:${key}`)).toBe(2);
      // SIGTERM: the cluster stops the counters and quits; the sockets' close events come later
      counters.stop();
      await redis.quit();
      counters.release(key);
      counters.release(key);
      await new Promise((r) => setTimeout(r, 200));
      // the places are free now, not 30 s later when they would have lapsed
      expect(await probe.zcard(`${prefix}h:${key}`)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      redis.disconnect();
      probe.disconnect();
    }
  });
});
