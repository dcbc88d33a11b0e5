import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { Bus } from './bus.js';
import { testPrefix } from './testing.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the bus between processes', () => {
  it('on stop sends what the turn queued and nothing after, so closing the connection logs no error', async () => {
    const prefix = testPrefix();
    const listener = new Redis(redisUrl!);
    const got: string[] = [];
    await listener.subscribe(`${prefix}p:other`);
    listener.on('message', (_channel: string, text: string) => got.push(text));
    // as the cluster opens it: commands fail at once while the connection is away
    const redis = new Redis(redisUrl!, { lazyConnect: true, enableOfflineQueue: false });
    await redis.connect();
    const errors: unknown[] = [];
    const bus = new Bus(redis, prefix, 'me', (e) => errors.push(e));
    try {
      bus.send('other', { k: 'frame', conn: 'c1', text: 'last frame' });
      // SIGTERM: the cluster stops the bus and closes the connection in the same turn
      bus.stop();
      redis.disconnect();
      bus.send('other', { k: 'frame', conn: 'c1', text: 'after stop' });
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).toEqual([]);
      expect(got.map((t) => JSON.parse(t) as unknown)).toEqual([[{ k: 'frame', conn: 'c1', text: 'last frame' }]]);
    } finally {
      redis.disconnect();
      listener.disconnect();
    }
  });
});
