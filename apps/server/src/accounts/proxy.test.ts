import type { ApiErrorBody } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import type { AccountsPluginOptions } from './index.js';
import { accountsTestApp } from './testing.js';

const sqlite = testStorages()[0]!;

async function withApp(
  options: AccountsPluginOptions,
  fn: (t: Awaited<ReturnType<typeof accountsTestApp>>) => Promise<void>,
) {
  const storage = await sqlite.open();
  const t = await accountsTestApp(storage, options);
  try {
    await fn(t);
  } finally {
    await t.app.close();
    await storage.close();
  }
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('TRUST_PROXY: forwarded headers count only when the proxy is trusted', () => {
  it('without trustProxy (the default) X-Forwarded-Proto cannot make the cookie Secure', () =>
    withApp({}, async ({ app }) => {
      const res = await app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/^kh_session=/);
      expect(set).not.toMatch(/Secure/);
    }));

  it('with trustProxy the last X-Forwarded-Proto hop decides: https → __Host- and Secure, http → plain', () =>
    withApp({ trustProxy: true }, async ({ app }) => {
      const https = await app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
      expect(String(https.headers['set-cookie'])).toMatch(/^__Host-kh_session=.*; Secure; SameSite=Lax$/);
      // A client's own "https" before our proxy's "http" does not count.
      const spoofed = await app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https, http' } });
      expect(String(spoofed.headers['set-cookie'])).toMatch(/^kh_session=/);
      const none = await app.inject({ url: '/api/me' });
      expect(String(none.headers['set-cookie'])).not.toMatch(/Secure/);
    }));

  it('secureCookies: true forces Secure cookies whatever the headers say', () =>
    withApp({ secureCookies: true }, async ({ app }) => {
      const res = await app.inject({ url: '/api/me' });
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-kh_session=.*; Secure; SameSite=Lax$/);
    }));

  /** Six wrong passwords from one client (behind the proxy at 10.0.0.1), then the seventh try's answer. */
  async function seventhTry(trustProxy: boolean, forwardedFor: (i: number) => string) {
    let code = '';
    await withApp({ trustProxy, throttle: { ...throttle, freeAccountFailures: 1000 } }, async ({ app }) => {
      await app.inject({ method: 'POST', url: '/api/register', ...json({ name: 'Emil', password: 'richtig123' }) });
      for (let i = 0; i < 7; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
          payload: JSON.stringify({ name: `nobody${i}`, password: 'falsch123' }),
        });
        code = res.json<ApiErrorBody>().error.code;
      }
    });
    return code;
  }
  const throttle = {
    freeAccountFailures: 5,
    freeAddressFailures: 5,
    maxAccountDelayMs: 60_000,
    maxAddressDelayMs: 60_000,
    forgetAfterMs: 86_400_000,
    knownForMs: 86_400_000,
  };

  it('the address for throttling is the forwarded client only behind a trusted proxy', async () => {
    // Trusted: every failure comes from another client, nobody is throttled by address.
    expect(await seventhTry(true, (i) => `203.0.113.${i}`)).toBe('ERR_BAD_LOGIN');
    // Trusted, one client: its address is held back even though it claims others before our hop.
    expect(await seventhTry(true, (i) => `198.51.100.${i}, 203.0.113.9`)).toBe('ERR_TOO_MANY_ATTEMPTS');
    // Not trusted: X-Forwarded-For is ignored, the socket's address (the proxy) is throttled.
    expect(await seventhTry(false, (i) => `203.0.113.${i}`)).toBe('ERR_TOO_MANY_ATTEMPTS');
  });
});
