import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, LoginThrottle } from './throttle.js';

describe('login throttling', () => {
  it('lets a few failures pass, then doubles the wait per failure', () => {
    const t = new LoginThrottle();
    let now = 0;
    for (let i = 0; i < DEFAULT_THROTTLE.freeAccountFailures; i++) {
      expect(t.waitMs('anna', '10.0.0.1', now)).toBe(0);
      t.failed('anna', '10.0.0.1', now);
    }
    expect(t.waitMs('anna', '10.0.0.1', now)).toBe(0);
    t.failed('anna', '10.0.0.1', now);
    expect(t.waitMs('anna', '10.0.0.1', now)).toBe(1000);
    now += 1000;
    t.failed('anna', '10.0.0.1', now);
    expect(t.waitMs('anna', '10.0.0.1', now)).toBe(2000);
    // The account is held back from other addresses too.
    expect(t.waitMs('anna', '10.0.0.2', now)).toBe(2000);
    expect(t.waitMs('bert', '10.0.0.2', now)).toBe(0);
  });

  it('caps the wait and forgets after a quiet day: no lockout for good', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 40; i++) t.failed('anna', `10.0.${i}.1`, 0);
    expect(t.waitMs('anna', '10.9.9.9', 0)).toBe(DEFAULT_THROTTLE.maxAccountDelayMs);
    expect(t.waitMs('anna', '10.9.9.9', DEFAULT_THROTTLE.maxAccountDelayMs)).toBe(0);
    expect(t.waitMs('anna', '10.9.9.9', DEFAULT_THROTTLE.forgetAfterMs + 1)).toBe(0);
  });

  it('throttles one address that tries many accounts', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < DEFAULT_THROTTLE.freeAddressFailures + 1; i++) t.failed(`user${i}`, '10.0.0.66', 0);
    expect(t.waitMs('someone-new', '10.0.0.66', 0)).toBe(1000);
    expect(t.waitMs('someone-new', '10.0.0.67', 0)).toBe(0);
  });

  it('does not hold the owner back on an address that logged in before', () => {
    const t = new LoginThrottle();
    t.succeeded('anna', 'home');
    for (let i = 0; i < 20; i++) t.failed('anna', `attacker${i}`, 0);
    expect(t.waitMs('anna', 'elsewhere', 0)).toBeGreaterThan(0);
    expect(t.waitMs('anna', 'home', 0)).toBe(0);
  });
});
