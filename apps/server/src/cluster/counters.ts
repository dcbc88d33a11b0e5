import type { Redis } from 'ioredis';
import type { Counters } from '../limits.js';

/** How often this process adds its counted messages to the shared counts (and reads them back). */
export const SHARE_MS = 100;
/** A held socket place lapses this long after its process last renewed it (a killed process's places). */
export const PLACE_MS = 30_000;

// INCRBY each window counter by this process's count since the last flush; the totals come back.
const ADD = `
local out = {}
for i, k in ipairs(KEYS) do
  out[i] = redis.call('INCRBY', k, ARGV[i])
  redis.call('PEXPIRE', k, ARGV[#KEYS + i])
end
return out`;

// A counting semaphore in a sorted set (member = place, score = when it lapses): lapsed places
// go, then one is taken if fewer than the limit are held.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** One window's count of a key: what the cluster counted when last asked, plus this process's since. */
interface Window {
  readonly windowMs: number;
  readonly start: number;
  shared: number;
  pending: number;
}

/**
 * The budgets of `limits.ts` counted in Redis, for every process of a cluster (used with REDIS_URL).
 *
 * Messages: a counter per key and fixed window (`<prefix>c:<key>:<window start>`, INCRBY +
 * PEXPIRE). A message is judged at once against the shared count as last read plus what this
 * process counted since; every `SHARE_MS` one Lua call adds this process's counts and reads the
 * totals back. So a message costs no Redis round trip, and the processes together let through at
 * most what arrives in the `SHARE_MS` before they see each other's counts. (Memory counts a
 * sliding window; here the window is fixed — a client may send its budget at the end of one
 * window and again at the start of the next.)
 *
 * Sockets: a sorted set per key (`<prefix>h:<key>`) whose members are the places held, each
 * lapsing `PLACE_MS` after its process last renewed it — the places of a killed process free
 * themselves. Taking a place is one Lua call (once per socket, at its upgrade).
 */
export class RedisCounters implements Counters {
  private readonly windows = new Map<string, Window>();
  /** Places this process holds, by key (renewed until released). */
  private readonly held = new Map<string, string[]>();
  private next = 0;
  private sharing = false;
  private stopped = false;
  private readonly timers: NodeJS.Timeout[];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly holder: string,
    private readonly onError: (e: unknown) => void,
  ) {
    this.timers = [setInterval(() => void this.share(), SHARE_MS), setInterval(() => void this.renew(), PLACE_MS / 3)];
    for (const t of this.timers) t.unref();
  }

  /** `now` (the server's monotonic clock) is not shared by processes: windows start on the wall clock. */
  hit(key: string, limit: number, windowMs: number): boolean {
    if (limit === Infinity) return true;
    const wall = Date.now();
    const start = wall - (wall % windowMs);
    let w = this.windows.get(key);
    if (!w || w.start !== start) this.windows.set(key, (w = { windowMs, start, shared: 0, pending: 0 }));
    w.pending += 1;
    return w.shared + w.pending <= limit;
  }

  /** Adds this process's counts to the shared ones and reads the totals (one call); old windows go. */
  async share(now = Date.now()): Promise<void> {
    if (this.sharing) return;
    const sent: [string, Window, number][] = [];
    for (const [key, w] of this.windows) {
      if (w.pending > 0) sent.push([key, w, w.pending]);
      else if (w.start + w.windowMs <= now) this.windows.delete(key);
    }
    if (sent.length === 0) return;
    this.sharing = true;
    try {
      const keys = sent.map(([key, w]) => `${this.prefix}c:${key}:${w.start}`);
      const totals = (await this.redis.eval(
        ADD,
        keys.length,
        ...keys,
        ...sent.map(([, , n]) => n),
        ...sent.map(([, w]) => w.windowMs * 2),
      )) as number[];
      sent.forEach(([, w, n], i) => {
        w.pending -= n;
        w.shared = totals[i]!;
      });
    } catch (e) {
      // Redis away: the counts stay pending here and are added when it answers again.
      this.onError(e);
    } finally {
      this.sharing = false;
    }
  }

  acquire(key: string, limit: number): boolean | Promise<boolean> {
    // No limit: nothing to share, and the socket is let in at once (as by MemoryCounters).
    if (limit === Infinity) return true;
    return this.take(key, limit);
  }

  private async take(key: string, limit: number): Promise<boolean> {
    const place = `${this.holder}/${this.next++}`;
    const now = Date.now();
    try {
      const ok = await this.redis.eval(ACQUIRE, 1, this.placeKey(key), now, limit, now + PLACE_MS, place, PLACE_MS);
      if (ok !== 1) return false;
    } catch (e) {
      // Redis away: the socket is let in (its tables pause anyway), counted locally only.
      this.onError(e);
    }
    let places = this.held.get(key);
    if (!places) this.held.set(key, (places = []));
    places.push(place);
    return true;
  }

  release(key: string): void {
    // After `stop` the places were freed at once (the sockets still closing are among them).
    if (this.stopped) return;
    const place = this.held.get(key)?.pop();
    if (place === undefined) return;
    if (this.held.get(key)!.length === 0) this.held.delete(key);
    this.redis.zrem(this.placeKey(key), place).catch(this.onError);
  }

  private placeKey(key: string): string {
    return `${this.prefix}h:${key}`;
  }

  /** Every place held here lapses `PLACE_MS` from now (one pipeline). */
  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    const until = Date.now() + PLACE_MS;
    const p = this.redis.pipeline();
    for (const [key, places] of this.held) {
      p.zadd(this.placeKey(key), 'XX', ...places.flatMap((m) => [until, m]));
      p.pexpire(this.placeKey(key), PLACE_MS);
    }
    await p.exec().catch(this.onError);
  }

  /**
   * Stops sharing and renewing, and frees every place held here in one call: the process is going
   * (SIGTERM), its sockets close, and their clients reconnect to another process — their old
   * places had counted against the session's and the address's budgets until they lapsed (30 s),
   * and each socket's own release came after the connection to Redis had closed (an error logged
   * per socket at every rolling restart).
   */
  stop(): void {
    for (const t of this.timers) clearInterval(t);
    if (this.stopped) return;
    this.stopped = true;
    if (this.held.size === 0) return;
    const p = this.redis.pipeline();
    for (const [key, places] of this.held) p.zrem(this.placeKey(key), ...places);
    this.held.clear();
    p.exec().catch(this.onError);
  }
}
