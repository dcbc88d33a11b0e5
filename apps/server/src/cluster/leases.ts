import type { Redis } from 'ioredis';

/**
 * Wins a free lease and takes the table's next fencing token in one step. The token never falls
 * to or below `floor` (the table's `fence` in PostgreSQL): a Redis that lost its counters (a
 * restart without persistence) still hands out tokens above every one ever written.
 * KEYS: lease, fence counter. ARGV: holder, ttl ms, floor.
 */
const ACQUIRE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
local t = redis.call('INCR', KEYS[2])
local floor = tonumber(ARGV[3])
if t <= floor then
  t = floor + 1
  redis.call('SET', KEYS[2], t)
end
redis.call('SET', KEYS[1], ARGV[1] .. '/' .. t, 'PX', ARGV[2])
return t`;

/** Extends each lease still held as `ARGV[i+1]`; 1 or 0 per key. KEYS: leases. ARGV: ttl ms, values. */
const RENEW = `
local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[i + 1] then
    redis.call('PEXPIRE', key, ARGV[1])
    out[i] = 1
  else
    out[i] = 0
  end
end
return out`;

/** Deletes each lease still held as `ARGV[i]`. KEYS: leases. */
const RELEASE = `
local n = 0
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[i] then
    redis.call('DEL', key)
    n = n + 1
  end
end
return n`;

const SCRIPTS = { khLeaseAcquire: [ACQUIRE, 2], khLeaseRenew: [RENEW, -1], khLeaseRelease: [RELEASE, -1] } as const;
type ScriptName = keyof typeof SCRIPTS;
type Scripted = Record<ScriptName, (...args: (string | number)[]) => Promise<unknown>>;

/** A lease won: the table and the fencing token that goes with it. */
export interface Lease {
  readonly tableId: string;
  readonly token: number;
}

/**
 * Table leases in Redis (docs/server.md "Scale-out"): `lease:<table>` holds `<process>/<token>`
 * and expires after `ttlMs` unless its holder renews it; `fence:<table>` counts the tokens.
 * Renewing and releasing check the holder in Lua, so a process never extends or deletes a lease
 * another process won after its own expired.
 */
export class Leases {
  private readonly scripts: Scripted;

  constructor(
    private readonly redis: Redis,
    /** Every key starts with this (tests: a fresh prefix each). */
    private readonly prefix: string,
    /** This process (unique per start). */
    readonly holder: string,
    readonly ttlMs: number,
  ) {
    for (const [name, [lua, keys]] of Object.entries(SCRIPTS))
      if (!(name in redis)) redis.defineCommand(name, { lua, ...(keys >= 0 ? { numberOfKeys: keys } : {}) });
    this.scripts = redis as unknown as Scripted;
  }

  private leaseKey(tableId: string): string {
    return `${this.prefix}lease:${tableId}`;
  }

  private value(l: Lease): string {
    return `${this.holder}/${l.token}`;
  }

  /** The lease of a table nobody holds, with a token above `floor`; null while another holds it. */
  async acquire(tableId: string, floor: number): Promise<Lease | null> {
    const token = await this.scripts.khLeaseAcquire(
      this.leaseKey(tableId),
      `${this.prefix}fence:${tableId}`,
      this.holder,
      this.ttlMs,
      floor,
    );
    return token === null ? null : { tableId, token: Number(token) };
  }

  /** Renews the leases; returns those no longer held (expired, or won by another process). */
  async renew(leases: readonly Lease[]): Promise<Lease[]> {
    if (leases.length === 0) return [];
    const held = (await this.scripts.khLeaseRenew(
      leases.length,
      ...leases.map((l) => this.leaseKey(l.tableId)),
      this.ttlMs,
      ...leases.map((l) => this.value(l)),
    )) as number[];
    return leases.filter((_, i) => held[i] !== 1);
  }

  async release(leases: readonly Lease[]): Promise<void> {
    if (leases.length === 0) return;
    await this.scripts.khLeaseRelease(
      leases.length,
      ...leases.map((l) => this.leaseKey(l.tableId)),
      ...leases.map((l) => this.value(l)),
    );
  }

  /** Which of these tables have a live lease (anyone's), in order. */
  async held(tableIds: readonly string[]): Promise<boolean[]> {
    if (tableIds.length === 0) return [];
    const values = await this.redis.mget(tableIds.map((id) => this.leaseKey(id)));
    return values.map((v) => v !== null);
  }

  /**
   * Each table's lease as `<process>/<token>`, or null (where commands for it are forwarded). The
   * token tells a table that came back to the same process from the one that ran there before.
   */
  async owners(tableIds: readonly string[]): Promise<(string | null)[]> {
    if (tableIds.length === 0) return [];
    return this.redis.mget(tableIds.map((id) => this.leaseKey(id)));
  }
}

/** The process named by a lease value (`<process>/<token>`). */
export const holderOf = (lease: string): string => lease.slice(0, lease.lastIndexOf('/'));
