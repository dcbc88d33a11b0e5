import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/db.js';
import { startTestServer } from '../testing/server.js';
import type { AppOptions } from '../app.js';
import type { OwnershipTiming } from './ownership.js';

/** Short leases for tests: a dead owner's tables are free after ~1 s. */
export const FAST_OWNERSHIP: OwnershipTiming = { leaseMs: 1_000, renewMs: 300, takeoverMs: 200 };

/** A fresh Redis key prefix (tests run side by side on one Redis). */
export const testPrefix = () => `t${randomBytes(5).toString('hex')}:`;

/** A site of a test cluster in this process: its own storage on the shared schema, its own leases. */
export async function startClusterSite(
  open: () => Promise<Storage>,
  prefix: string,
  opts: AppOptions & { timing?: AppOptions['timing']; ownership?: Partial<OwnershipTiming>; redisUrl?: string } = {},
) {
  const storage = await open();
  const s = await startTestServer(
    { ...opts, storage, cluster: { prefix, timing: { ...FAST_OWNERSHIP, ...opts.ownership } } },
    { REDIS_URL: opts.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  );
  return {
    ...s,
    stop: async () => {
      await s.stop();
      await storage.close();
    },
  };
}
