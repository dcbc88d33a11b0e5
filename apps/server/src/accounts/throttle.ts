/**
 * Login throttling per account and per address: after a few free failures every further
 * failure doubles the wait, capped (15 min for an account, 1 h for an address), and failures
 * are forgotten after a quiet day — nobody is locked out for good. An address that has logged
 * into an account before is not held back by that account's failures, so an attacker guessing
 * one account's password cannot keep its owner out.
 */
export interface ThrottleOptions {
  readonly freeAccountFailures: number;
  readonly freeAddressFailures: number;
  readonly maxAccountDelayMs: number;
  readonly maxAddressDelayMs: number;
  /** Failures older than this are forgotten. */
  readonly forgetAfterMs: number;
  /** Entries kept in memory at most (oldest dropped first). */
  readonly maxEntries: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeAccountFailures: 5,
  freeAddressFailures: 20,
  maxAccountDelayMs: 15 * 60_000,
  maxAddressDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
  maxEntries: 50_000,
};

interface Entry {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly accounts = new Map<string, Entry>();
  private readonly addresses = new Map<string, Entry>();
  private readonly knownAddresses = new Map<string, Set<string>>();

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {}

  /** Milliseconds until a login for `account` from `address` may be tried; 0 when now. */
  waitMs(account: string, address: string, now: number): number {
    const byAddress = this.remaining(this.addresses, address, now);
    const known = this.knownAddresses.get(account)?.has(address) ?? false;
    const byAccount = known ? 0 : this.remaining(this.accounts, account, now);
    return Math.max(byAddress, byAccount);
  }

  failed(account: string, address: string, now: number): void {
    const o = this.options;
    this.bump(this.accounts, account, now, o.freeAccountFailures, o.maxAccountDelayMs);
    this.bump(this.addresses, address, now, o.freeAddressFailures, o.maxAddressDelayMs);
  }

  succeeded(account: string, address: string): void {
    this.accounts.delete(account);
    this.addresses.delete(address);
    const known = this.knownAddresses.get(account) ?? new Set<string>();
    known.add(address);
    if (known.size > 20) known.delete(known.values().next().value as string);
    this.remember(this.knownAddresses, account, known);
  }

  private remaining(map: Map<string, Entry>, key: string, now: number): number {
    const e = map.get(key);
    if (!e) return 0;
    if (now - e.lastFailure > this.options.forgetAfterMs) {
      map.delete(key);
      return 0;
    }
    return Math.max(0, e.blockedUntil - now);
  }

  private bump(map: Map<string, Entry>, key: string, now: number, free: number, maxDelay: number): void {
    const old = map.get(key);
    const failures = old && now - old.lastFailure <= this.options.forgetAfterMs ? old.failures + 1 : 1;
    const over = failures - free;
    const delay = over > 0 ? Math.min(maxDelay, 1000 * 2 ** Math.min(over - 1, 30)) : 0;
    this.remember(map, key, { failures, lastFailure: now, blockedUntil: now + delay });
  }

  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > this.options.maxEntries) map.delete(map.keys().next().value as string);
  }
}
