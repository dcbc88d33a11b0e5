import { describe, expect, it } from 'vitest';
import {
  HashLimiter,
  hashPassword,
  parseHash,
  SCRYPT_PARAMS,
  TEST_ONLY_SCRYPT_PARAMS,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  it('defaults to scrypt N = 2^17, r = 8, p = 1 (the hash itself is asserted in api.test.ts)', async () => {
    expect(SCRYPT_PARAMS).toEqual({ log2N: 17, r: 8, p: 1 });
    const h = parseHash(await hashPassword('Gipfel-2026', TEST_ONLY_SCRYPT_PARAMS));
    expect(h).toMatchObject({ log2N: 10, r: 8, p: 1 });
    expect(h?.salt.length).toBe(16);
    expect(h?.key.length).toBe(32);
  });

  it('salts every hash and refuses what is not a hash', async () => {
    const a = await hashPassword('same', TEST_ONLY_SCRYPT_PARAMS);
    const b = await hashPassword('same', TEST_ONLY_SCRYPT_PARAMS);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', b)).toBe(true);
    expect(await verifyPassword('same', 'plain')).toBe(false);
  });

  it('runs at most `concurrency` hashes at once and refuses beyond the queue', async () => {
    const limiter = new HashLimiter(2, 1);
    let peak = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      limiter.run(async () => {
        peak = Math.max(peak, limiter.active);
        await new Promise<void>((r) => releases.push(r));
        return 'done';
      });
    const a = job();
    const b = job();
    const c = job(); // queued
    const d = await job(); // queue full
    expect(d).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(releases.length).toBe(2);
    releases.splice(0).forEach((r) => r());
    await Promise.all([a, b]);
    await new Promise((r) => setTimeout(r, 0));
    releases.splice(0).forEach((r) => r());
    expect(await c).toBe('done');
    expect(peak).toBe(2);
  });
});
