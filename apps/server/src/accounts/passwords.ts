import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt), 32-byte key, 16-byte salt. */
export interface ScryptParams {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

export const SCRYPT_PARAMS: ScryptParams = { log2N: 17, r: 8, p: 1 };
/** A cheap cost for tests that are not about hashing; never for production. */
export const TEST_ONLY_SCRYPT_PARAMS: ScryptParams = { log2N: 10, r: 8, p: 1 };
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // Node refuses more than 32 MiB by default; N = 2^17, r = 8 needs 128 MiB (128·N·r bytes).
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

/** Hashes a password as `scrypt$log2N$r$p$salt$key` (salt and key base64). */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parameters a stored hash was made with, or null when it is not one of ours. */
export function parseHash(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const [tag, log2N, r, p, salt, key] = stored.split('$');
  if (tag !== 'scrypt' || !log2N || !r || !p || !salt || !key) return null;
  return {
    log2N: Number(log2N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return false;
  const key = await scrypt(password, h.salt, h);
  return key.length === h.key.length && timingSafeEqual(key, h.key);
}

/**
 * Bounds how many hashes run at once (each takes ~128 MiB and a libuv thread); callers beyond
 * the queue are refused at once instead of piling up memory.
 */
export class HashLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxQueue = 32,
  ) {}

  /** Runs `fn` when a slot is free; null when the queue is full (the caller answers "busy"). */
  async run<T>(fn: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get active(): number {
    return this.running;
  }
}
