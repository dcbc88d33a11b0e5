import { randomBytes } from 'node:crypto';
import type { BenchFigure } from '@kartenhaus/core';
import { sharedTestSchema } from '../storage/testing.js';
import { loadOptions, runLoad } from './load.js';

/**
 * `server/cluster/<n>`: the `server/load` traffic (`LOAD_*` alike) against n server processes
 * on one PostgreSQL and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL; defaults: the build
 * machines' local ones), a fresh schema and key prefix each run. The sockets go to the processes
 * in turn, so with n processes about (n − 1)/n of a table's players sit on another process than
 * its owner and their commands are forwarded. Reports what `server/load` does — moves/s, p50/p99
 * move→ack, CPU and loop time per move summed over the processes — plus the commands forwarded
 * and the Redis commands per move. The takeover time after kill -9 is `cluster/kill-nine.test.ts`'s.
 */
export async function runCluster(processes: number): Promise<BenchFigure> {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const schema = sharedTestSchema()!;
  // Migrated once here, before the processes open it side by side.
  await (await schema.open()).close();
  try {
    const figure = await runLoad(
      loadOptions(),
      {
        LOAD_DATABASE_URL: schema.url,
        LOAD_PG_SCHEMA: schema.schema,
        LOAD_REDIS_URL: redisUrl,
        LOAD_REDIS_PREFIX: `bench${randomBytes(4).toString('hex')}:`,
      },
      processes,
    );
    return { ...figure, name: `server/cluster/${processes}` };
  } finally {
    await schema.drop();
  }
}
