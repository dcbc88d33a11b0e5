/**
 * Budgets per session and per address (issue 17 item 6): sockets, messages and running tables.
 * The counters sit behind `Counters`: one process keeps them in memory (`MemoryCounters`), the
 * processes of a cluster share them in Redis (`cluster/counters.ts`).
 */

/** Counters by key: sliding-window events (messages) and held places (sockets). */
export interface Counters {
  /** Counts one event under `key`; false when more than `limit` fell within the last `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now: number): boolean;
  /** Takes one of `limit` places under `key`; false (nothing taken) when all are taken. (Redis: a promise.) */
  acquire(key: string, limit: number): boolean | Promise<boolean>;
  /** Gives back a place taken with `acquire`. */
  release(key: string): void;
}

/** Per session (the player's cookie) and per address (the client's IP, `TRUST_PROXY` aware). */
export interface PerWho {
  readonly session: number;
  readonly address: number;
}

export interface Limits {
  /** Messages in any `windowMs`; the protocol's per-socket budget (100 in 20 s) holds as well. */
  readonly messages: PerWho & { readonly windowMs: number };
  /** Open WebSockets at once. */
  readonly sockets: PerWho;
  /** Tables a player sits at that wait for players or run a game (finished ones do not count). */
  readonly tables: PerWho;
}

/**
 * The limits (docs/protocol.md "Budgets"): a session is one player in a few tabs; an address may
 * be a household or an office behind one router, so it gets more.
 */
export const DEFAULT_LIMITS: Limits = {
  messages: { session: 300, address: 3_000, windowMs: 20_000 },
  sockets: { session: 8, address: 256 },
  tables: { session: 10, address: 100 },
};

/** No budget per session or address (benchmarks and tests whose simulated humans share one address). */
export const NO_LIMITS: Limits = {
  messages: { session: Infinity, address: Infinity, windowMs: 20_000 },
  sockets: { session: Infinity, address: Infinity },
  tables: { session: Infinity, address: Infinity },
};

/** The keys of one client. */
export const sessionKey = (kind: string, playerId: string) => `${kind}:s:${playerId}`;
export const addressKey = (kind: string, address: string) => `${kind}:a:${address}`;

/**
 * Takes a place under every key (each with its limit), or none: what was taken is given back.
 * Synchronous where the counters are (memory), a promise where they are shared (Redis).
 */
export function acquireAll(
  counters: Counters,
  keys: readonly string[],
  limits: readonly number[],
): boolean | Promise<boolean> {
  const got = keys.map((k, i) => counters.acquire(k, limits[i]!));
  const settle = (ok: readonly boolean[]) => {
    if (ok.every(Boolean)) return true;
    keys.forEach((k, i) => ok[i] && counters.release(k));
    return false;
  };
  return got.every((g) => typeof g === 'boolean') ? settle(got) : Promise.all(got).then(settle);
}

/** Counters of this process. Keys whose window ran out are swept now and then. */
export class MemoryCounters implements Counters {
  private readonly events = new Map<string, number[]>();
  private readonly held = new Map<string, number>();
  private hits = 0;

  hit(key: string, limit: number, windowMs: number, now: number): boolean {
    if (limit === Infinity) return true;
    if (++this.hits % 10_000 === 0) this.sweep(now, windowMs);
    let times = this.events.get(key);
    if (!times) this.events.set(key, (times = []));
    while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
    // Beyond the limit nothing more is kept: the window ends as if at the limit.
    if (times.length > limit) return false;
    times.push(now);
    return times.length <= limit;
  }

  acquire(key: string, limit: number): boolean {
    const n = this.held.get(key) ?? 0;
    if (n >= limit) return false;
    this.held.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = (this.held.get(key) ?? 0) - 1;
    if (n > 0) this.held.set(key, n);
    else this.held.delete(key);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, times] of this.events) if ((times.at(-1) ?? -Infinity) <= now - windowMs) this.events.delete(key);
  }

  /** Keys held (figures, tests). */
  get size(): number {
    return this.events.size + this.held.size;
  }
}
