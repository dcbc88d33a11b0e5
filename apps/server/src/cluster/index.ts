import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Storage } from '../storage/db.js';
import { Leases } from './leases.js';
import { RedisCounters } from './counters.js';
import { RedisDailyLock } from './daily-lock.js';
import { Directory } from './directory.js';
import { Forwarding } from './forwarding.js';
import { DEFAULT_OWNERSHIP, Ownership, type OwnershipTiming } from './ownership.js';
import { reasonOf, StartError } from '../start-error.js';

/** What tests (and the bench) may set; production runs on the defaults. */
export interface ClusterOptions {
  /** Every Redis key and channel starts with this (default `kh:`; tests use a fresh one each). */
  readonly prefix?: string;
  readonly timing?: Partial<OwnershipTiming>;
}

/** One process's part of the cluster: its Redis connection and its leases. */
export interface Cluster {
  readonly redis: Redis;
  readonly ownership: Ownership;
  readonly forwarding: Forwarding;
  /** The lobby of all processes. */
  readonly directory: Directory;
  /** The Tagesfahrt's one running attempt per player across processes (T11). */
  readonly daily: RedisDailyLock;
  /** The message and socket budgets of all processes (limits.ts). */
  readonly counters: RedisCounters;
  /** After the tables stopped and the leases were handed back (`TableManager.shutdown`). */
  /** Stops this process's part (forwarding, shared budgets) and closes Redis after their last commands are answered. */
  close(): Promise<void>;
}

/** How long a shutdown waits for Redis to answer QUIT. */
const QUIT_MS = 2_000;

/**
 * QUIT, and the connection dropped if Redis has not answered within `ms` or is away already: a
 * Redis that accepts but never answers (paused, or a dead peer behind a live proxy) must not hold
 * a SIGTERM shutdown — the commands have no timeout of their own.
 */
export async function quitWithin(redis: Redis, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const quit = redis.quit().then(
    () => true,
    () => false,
  );
  if (!(await Promise.race([quit, late]))) redis.disconnect();
  clearTimeout(timer);
}

/** Thrown at start when the cluster cannot run: one line that says why (main.ts prints it). */
export class ClusterError extends StartError {
  override readonly name = 'ClusterError';
}

/**
 * Joins the cluster (REDIS_URL): PostgreSQL must be the storage (every process reads and writes
 * the same tables; a SQLite file belongs to one process), and Redis must answer now.
 */
export async function openCluster(
  url: string,
  storage: Storage,
  opts: ClusterOptions,
  /** A failed step of a part of the cluster (`step-errors.ts` names and thins them for the log). */
  onError: (part: string) => (e: unknown) => void,
): Promise<Cluster> {
  if (storage.dialect !== 'postgres')
    throw new ClusterError('REDIS_URL (several server processes) needs DATABASE_URL: they share one PostgreSQL');
  // Commands fail at once while Redis is away (no queue): a lease renewal that cannot reach it
  // must be known as failed, not wait; ioredis reconnects meanwhile.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // The connection's own error says why (ECONNREFUSED host:port, a refused AUTH); connect() itself
  // rejects with ioredis's "Connection is closed." once the socket has gone.
  let cause: unknown;
  const remember = (e: unknown) => (cause ??= e);
  redis.on('error', () => {});
  redis.on('error', remember);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    redis.disconnect();
    throw new ClusterError(`Redis at REDIS_URL does not answer: ${reasonOf(cause ?? e)}`);
  } finally {
    redis.off('error', remember);
  }
  const timing = { ...DEFAULT_OWNERSHIP, ...opts.timing };
  const holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const prefix = opts.prefix ?? 'kh:';
  const leases = new Leases(redis, prefix, holder, timing.leaseMs);
  // Where commands go is checked as often as free tables are looked for.
  const forwarding = new Forwarding(
    redis,
    prefix,
    holder,
    (ids) => leases.owners(ids),
    timing.takeoverMs,
    onError('forwarding'),
  );
  const ownership = new Ownership(leases, storage.db, redis, prefix, timing, onError('ownership'), () =>
    forwarding.moved(),
  );
  const counters = new RedisCounters(redis, prefix, holder, onError('counters'));
  return {
    redis,
    counters,
    ownership,
    forwarding,
    directory: new Directory(redis, prefix, holder, onError('directory')),
    daily: new RedisDailyLock(redis, prefix, onError('daily')),
    close: async () => {
      forwarding.stop();
      counters.stop();
      // QUIT after what those two sent last (the bus's last frames, the freed socket places): the
      // replies come before the connection closes.
      await quitWithin(redis, QUIT_MS);
    },
  };
}
