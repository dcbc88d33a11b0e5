import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { metrics } from '../metrics.js';
import type { Database } from '../storage/schema.js';
import { claimFence, openTables, type Fence } from './fence.js';
import { aliveKey } from './forwarding.js';
import type { Lease, Leases } from './leases.js';

/**
 * Why a process runs a stored table (the `table restored` log line's `reason`): `start` — found by
 * its first pass at start (a single process: every open table); `handed back` — its owner handed it
 * back at SIGTERM (a rolling deploy); `takeover` — found later without a live lease: its owner died
 * (kill -9) or could not renew it (Redis away), or a hand-back this process did not hear.
 */
export type RestoreReason = 'start' | 'handed back' | 'takeover';

/** What the ownership asks of the tables of this process (`TableManager`). */
export interface OwnedTables {
  /** Loads a table from PostgreSQL and runs it here, writing with `fence`; false: nothing to run. */
  adopt(fence: Fence, reason: RestoreReason): Promise<boolean>;
  /** The lease is gone: the table stops here at once (another process may run it already). */
  drop(tableId: string): void;
}

/** How often leases are renewed and free tables looked for (docs/server.md "Scale-out"). */
export interface OwnershipTiming {
  /** A lease expires this long after its last renewal (a killed owner's tables wait at most this). */
  readonly leaseMs: number;
  /** Renewal interval (a third of the lease: two renewals may fail before it expires). */
  readonly renewMs: number;
  /** How often open tables without a live lease are looked for and taken over. */
  readonly takeoverMs: number;
}

export const DEFAULT_OWNERSHIP: OwnershipTiming = { leaseMs: 6_000, renewMs: 2_000, takeoverMs: 1_500 };

/**
 * Exactly one owner per table: this process's leases, renewed while its tables run, and the
 * takeover loop that claims every open table without a live lease (its owner died or handed it
 * back), raises its fence in PostgreSQL and restores it from there. A lease that cannot be
 * renewed — taken by another process, or Redis unreachable until it would have expired — stops its
 * table here at once; the takeover loop brings it back wherever a lease is won next.
 */
export class Ownership {
  private readonly owned = new Map<string, Lease>();
  private tables: OwnedTables | null = null;
  private timers: NodeJS.Timeout[] = [];
  private renewing = false;
  private taking: Promise<number> | null = null;
  private lastRenewed = Date.now();
  private stopped = false;
  private subscriber: Redis | null = null;
  /** Tables this process is claiming now (lease, fence, load): commands for them wait, not bounce. */
  private readonly arriving = new Map<string, Promise<boolean>>();
  /** Tables another process said it handed back, and when (forgotten after a lease's time). */
  private readonly handedBack = new Map<string, number>();
  /** No pass has run yet: what the first finds, it finds at this process's start. */
  private firstPass = true;

  constructor(
    private readonly leases: Leases,
    private readonly db: Kysely<Database>,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly timing: OwnershipTiming,
    private readonly onError: (e: unknown) => void,
    /** Another process handed tables back (its connections' routes look again). */
    private readonly onReleased: () => void = () => {},
  ) {}

  /** This process's name in the leases. */
  get holder(): string {
    return this.leases.holder;
  }

  /** Tables whose lease this process holds. */
  get size(): number {
    return this.owned.size;
  }

  /** The token this process writes a table with (it holds the table's lease). */
  fenceOf(tableId: string): Fence | null {
    const l = this.owned.get(tableId);
    return l ? { tableId, token: l.token } : null;
  }

  /** A new table's lease (its id is new, so it is free); its row is stored with this token. */
  async claimNew(tableId: string): Promise<Fence> {
    const lease = await this.leases.acquire(tableId, 0);
    if (!lease) throw new Error(`table ${tableId}: a new table's lease is taken`);
    this.owned.set(tableId, lease);
    metrics.lease('created');
    return lease;
  }

  /** Starts renewing, looking for free tables, and listening for tables handed back. */
  async start(tables: OwnedTables): Promise<void> {
    this.tables = tables;
    await this.redis.set(aliveKey(this.prefix, this.holder), '1', 'PX', this.timing.leaseMs);
    this.timers.push(setInterval(() => void this.renew(), this.timing.renewMs));
    this.timers.push(setInterval(() => void this.takeover().catch(this.onError), this.timing.takeoverMs));
    for (const t of this.timers) t.unref();
    // A process that hands its tables back (SIGTERM) says so: the others take them at once.
    this.subscriber = this.redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, message: string) => {
      for (const id of handedBackTables(message)) this.handedBack.set(id, Date.now());
      void this.takeover()
        .catch(this.onError)
        .finally(() => this.onReleased());
    });
    await this.subscriber.subscribe(`${this.prefix}released`);
  }

  /** One pass of the takeover loop; returns the tables taken over. Passes never overlap. */
  takeover(): Promise<number> {
    if (this.stopped || !this.tables) return Promise.resolve(0);
    if (this.taking) return this.taking;
    this.taking = this.takeoverPass(this.tables).finally(() => (this.taking = null));
    return this.taking;
  }

  private async takeoverPass(tables: OwnedTables): Promise<number> {
    const first = this.firstPass;
    this.firstPass = false;
    for (const [id, at] of this.handedBack) if (Date.now() - at > this.timing.leaseMs) this.handedBack.delete(id);
    const candidates = (await openTables(this.db)).filter((t) => !this.owned.has(t.id));
    const held = await this.leases.held(candidates.map((t) => t.id));
    let taken = 0;
    for (const [i, t] of candidates.entries()) {
      if (held[i] || this.stopped) continue;
      const reason: RestoreReason = this.handedBack.delete(t.id) ? 'handed back' : first ? 'start' : 'takeover';
      const claim = this.claim(tables, t, reason);
      this.arriving.set(t.id, claim);
      const running = await claim.finally(() => this.arriving.delete(t.id));
      if (!running) continue;
      taken += 1;
      metrics.lease('takeover');
    }
    return taken;
  }

  /** Wins one free table's lease, raises its fence and runs it here; false: not running here. */
  private async claim(
    tables: OwnedTables,
    t: { readonly id: string; readonly fence: number },
    reason: RestoreReason,
  ): Promise<boolean> {
    const lease = await this.leases.acquire(t.id, t.fence);
    if (!lease) return false;
    // Raised and committed before the table is read: whatever the old owner committed is read.
    if (!(await claimFence(this.db, lease))) {
      await this.leases.release([lease]);
      return false;
    }
    this.owned.set(t.id, lease);
    try {
      // A table that does not replay keeps its lease here, so that no process retries it in a loop.
      return await tables.adopt(lease, reason);
    } catch (e) {
      this.onError(e);
      return false;
    }
  }

  /**
   * While this process is taking the table over, when that ends (true: it runs here now). Between
   * winning the lease and running the table, the lease already names this process, so forwarded
   * commands arrive here before the table does.
   */
  arrival(tableId: string): Promise<boolean> | undefined {
    return this.arriving.get(tableId);
  }

  /** Renews every lease held; a lost one stops its table. */
  private async renew(): Promise<void> {
    if (this.renewing || this.stopped) return;
    this.renewing = true;
    try {
      // This process is alive (owners forget the sockets of processes that are not).
      await this.redis.set(aliveKey(this.prefix, this.holder), '1', 'PX', this.timing.leaseMs);
      const lost = await this.leases.renew([...this.owned.values()]);
      this.lastRenewed = Date.now();
      for (const l of lost) this.lose(l.tableId);
    } catch (e) {
      // Redis unreachable: the leases may have expired, and another process may win them.
      if (Date.now() - this.lastRenewed >= this.timing.leaseMs - this.timing.renewMs) {
        for (const id of [...this.owned.keys()]) this.lose(id);
      }
      this.onError(e);
    } finally {
      this.renewing = false;
    }
  }

  private lose(tableId: string): void {
    if (!this.owned.delete(tableId)) return;
    metrics.lease('lost');
    this.tables?.drop(tableId);
  }

  /** Called when a table is gone from this process without losing its lease (it closed, or failed). */
  async release(tableId: string): Promise<void> {
    const l = this.owned.get(tableId);
    if (!l) return;
    this.owned.delete(tableId);
    await this.leases.release([l]);
    metrics.lease('released');
  }

  /** A stale owner's write was refused: the lease is no longer this process's. */
  refused(tableId: string): void {
    this.owned.delete(tableId);
    metrics.lease('lost');
  }

  /** SIGTERM, after this process's tables stopped: hands every lease back and says so. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.taking?.catch(() => 0);
    const leases = [...this.owned.values()];
    this.owned.clear();
    try {
      await this.redis.del(aliveKey(this.prefix, this.holder));
      await this.leases.release(leases);
      if (leases.length > 0) {
        metrics.lease('released', leases.length);
        await this.redis.publish(`${this.prefix}released`, releasedMessage(this.holder, leases));
      }
    } catch (e) {
      // Unreleased leases expire on their own; the takeover only waits longer.
      this.onError(e);
    }
    this.subscriber?.disconnect();
  }
}

/** The `released` message: who handed tables back, and which (their `table restored` says `handed back`). */
function releasedMessage(holder: string, leases: readonly Lease[]): string {
  return JSON.stringify({ holder, tables: leases.map((l) => l.tableId) });
}

/** The tables a `released` message names; none for one that is not ours (e.g. an older process's plain holder). */
export function handedBackTables(message: string): string[] {
  try {
    const m: unknown = JSON.parse(message);
    if (typeof m !== 'object' || m === null || !('tables' in m) || !Array.isArray(m.tables)) return [];
    return m.tables.filter((id): id is string => typeof id === 'string');
  } catch {
    return [];
  }
}
