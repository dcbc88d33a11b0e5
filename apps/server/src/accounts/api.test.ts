import type { ApiErrorBody, PlayerAnswer, WalletAnswer } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { DEFAULT_RATE_LIMITS } from './api.js';
import { checkLedger } from './check.js';
import { parseHash, SCRYPT_PARAMS } from './passwords.js';
import { addPlayer, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';
import { accountsTestApp, sessionCookie } from './testing.js';

const storages = testStorages();
const sqlite = storages[0]!;

async function withApp(
  fn: (t: Awaited<ReturnType<typeof accountsTestApp>>) => Promise<void>,
  options: Parameters<typeof accountsTestApp>[1] = {},
  open = sqlite.open,
) {
  const storage = await open();
  const t = await accountsTestApp(storage, options);
  try {
    await fn(t);
  } finally {
    await t.app.close();
    await storage.close();
  }
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(body),
});

describe('sessions and cookies', () => {
  it('gives a guest a session at once with HttpOnly, SameSite=Lax cookie (not Secure over HTTP)', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({ url: '/api/me' });
      expect(res.statusCode).toBe(200);
      expect(res.json<PlayerAnswer>().player).toMatchObject({ guest: true });
      expect(res.json<PlayerAnswer>().player.name).toMatch(/^Gast \d{4}$/);
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/^kh_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
      const again = await app.inject({ url: '/api/me', headers: { cookie: sessionCookie(res) } });
      expect(again.json<PlayerAnswer>().player.id).toBe(res.json<PlayerAnswer>().player.id);
      expect(again.headers['set-cookie']).toBeUndefined();
    }));

  it('behind HTTPS (X-Forwarded-Proto with trustProxy) the cookie is Secure and __Host- prefixed', () =>
    withApp(
      async ({ app }) => {
        const res = await app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
        const set = String(res.headers['set-cookie']);
        expect(set).toMatch(
          /^__Host-kh_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
        );
        expect(set).not.toMatch(/Domain=/i);
        // The plain-HTTP cookie name is not accepted over HTTPS (no injection from plain HTTP).
        const plain = sessionCookie(res).replace('__Host-', '');
        const other = await app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https', cookie: plain } });
        expect(other.json<PlayerAnswer>().player.id).not.toBe(res.json<PlayerAnswer>().player.id);
      },
      { trustProxy: true },
    ));

  it('registering keeps the guest id (history), rotates the session and grants 500 Taler', () =>
    withApp(async ({ app }) => {
      const guest = await app.inject({ url: '/api/me' });
      const guestCookie = sessionCookie(guest);
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Anna', password: 'geheim123' }, { cookie: guestCookie }),
      });
      expect(reg.statusCode).toBe(200);
      expect(reg.json<PlayerAnswer>().player).toEqual({
        id: guest.json<PlayerAnswer>().player.id,
        name: 'Anna',
        guest: false,
      });
      const newCookie = sessionCookie(reg);
      expect(newCookie).not.toBe(guestCookie);
      const me = await app.inject({ url: '/api/me', headers: { cookie: newCookie } });
      expect(me.json<PlayerAnswer>().player).toMatchObject({ id: guest.json<PlayerAnswer>().player.id, guest: false });
      const old = await app.inject({ url: '/api/me', headers: { cookie: guestCookie } });
      expect(old.json<PlayerAnswer>().player.id).not.toBe(guest.json<PlayerAnswer>().player.id);
      const wallet = await app.inject({ url: '/api/wallet', headers: { cookie: newCookie } });
      expect(wallet.json()).toMatchObject({ balance: 500, topupAvailable: false });
      expect(wallet.json<WalletAnswer>().statement).toEqual([
        expect.objectContaining({ key: `signup:${me.json<PlayerAnswer>().player.id}`, amount: 500 }),
      ]);
    }));

  it('login rotates the session, logout ends it', () =>
    withApp(async ({ app }) => {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Bert', password: 'geheim123' }),
      });
      const first = sessionCookie(reg);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ name: 'bert', password: 'geheim123' }, { cookie: first }),
      });
      expect(login.statusCode).toBe(200);
      const second = sessionCookie(login);
      expect(second).not.toBe(first);
      expect((await app.inject({ url: '/api/wallet', headers: { cookie: first } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/wallet', headers: { cookie: second } })).statusCode).toBe(200);
      const out = await app.inject({ method: 'POST', url: '/api/logout', ...json({}, { cookie: second }) });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/^kh_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
      const after = await app.inject({ url: '/api/wallet', headers: { cookie: second } });
      expect(after.json()).toEqual({ error: { code: 'ERR_NOT_LOGGED_IN' } });
    }));

  it('refuses taken names (also as look-alikes), reserved names and a second registration', () =>
    withApp(async ({ app }) => {
      const a = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Clara', password: 'geheim123' }),
      });
      const taken = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'CLARA', password: 'geheim123' }),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiErrorBody>().error.code).toBe('ERR_NAME_TAKEN');
      const alike = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'C1ara', password: 'geheim123' }),
      });
      expect(alike.json<ApiErrorBody>().error.code).toBe('ERR_NAME_TAKEN');
      const comp = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'C0MPUTER', password: 'geheim123' }),
      });
      expect(comp.json<ApiErrorBody>().error.code).toBe('ERR_NAME_RESERVED');
      const twice = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Clara2', password: 'geheim123' }, { cookie: sessionCookie(a) }),
      });
      expect(twice.json<ApiErrorBody>().error.code).toBe('ERR_ALREADY_REGISTERED');
      const short = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Dora', password: 'kurz' }),
      });
      expect(short.json<ApiErrorBody>().error.code).toBe('ERR_PASSWORD_LENGTH');
    }));
});

describe('login throttling over HTTP', () => {
  it('slows repeated wrong passwords with a clear code and lets the owner in again later', () =>
    withApp(async ({ app, clock }) => {
      await app.inject({ method: 'POST', url: '/api/register', ...json({ name: 'Emil', password: 'richtig123' }) });
      const attempt = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.1.1.1',
          ...json({ name: 'Emil', password }),
        });
      for (let i = 0; i < 6; i++)
        expect((await attempt('falsch123')).json<ApiErrorBody>().error.code).toBe('ERR_BAD_LOGIN');
      const blocked = await attempt('richtig123');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ApiErrorBody>().error).toMatchObject({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: 1000 });
      expect(blocked.headers['retry-after']).toBe('1');
      clock.now += 1000;
      expect((await attempt('richtig123')).statusCode).toBe(200);
    }));
});

describe('malformed input gets a clear code on every endpoint', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/register', json({ name: 'Anna' })],
    ['POST', '/api/register', json({ name: 5, password: 'geheim123' })],
    ['POST', '/api/register', json({ name: 'Anna', password: 'geheim123', admin: true })],
    ['POST', '/api/register', json(['Anna', 'geheim123'])],
    ['POST', '/api/register', { headers: { 'content-type': 'application/json' }, payload: '{"name":' }],
    ['POST', '/api/register', json({ name: 'A'.repeat(100), password: 'geheim123' })],
    ['POST', '/api/login', json({ name: 'Anna', password: '' })],
    ['POST', '/api/login', json(null)],
    ['POST', '/api/logout', json({ all: true })],
    ['POST', '/api/wallet/topup', json({ amount: 100 })],
  ];
  it.each(cases)('%s %s %j', (method, url, body) =>
    withApp(async ({ app }) => {
      const res = await app.inject({ method: method as 'POST', url, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error.code).toBe('ERR_BAD_INPUT');
    }),
  );

  it('names a body that is not JSON in words, not by the framework’s code', () =>
    withApp(async ({ app }) => {
      for (const url of ['/api/login', '/api/register']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        });
        expect([res.statusCode, res.json<ApiErrorBody>().error]).toEqual([
          400,
          { code: 'ERR_BAD_INPUT', detail: 'body: not valid JSON' },
        ]);
      }
    }));

  it('says a body with a prototype key is refused for that key, not as broken JSON', () =>
    withApp(async ({ app }) => {
      for (const payload of ['{"name":"Anna","__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([res.statusCode, res.json<ApiErrorBody>().error]).toEqual([
          400,
          { code: 'ERR_BAD_INPUT', detail: 'body: the keys __proto__ and constructor.prototype are not allowed' },
        ]);
      }
    }));

  it('refuses a form post and an oversized body with their own codes', () =>
    withApp(async ({ app }) => {
      const form = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=a&password=b',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json<ApiErrorBody>().error.code).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
      const big = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ name: 'x', password: 'y'.repeat(70_000) }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json<ApiErrorBody>().error.code).toBe('ERR_TOO_LARGE');
    }));
});

describe('rate limits', () => {
  it('lets a school class behind one address log in together (the default limits)', () =>
    withApp(async ({ app }) => {
      // QA 7 Dec 2026: 10 a minute had kept most of a class (or a family and its guests) behind
      // one address waiting. Guessing is held back by the failure throttle, not by this limit.
      const names = Array.from({ length: 30 }, (_, i) => `Klasse7b-${i}`);
      for (const [i, name] of names.entries()) {
        const reg = await app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: `10.7.${i}.1`,
          ...json({ name, password: 'Gipfel-2026' }),
        });
        expect(reg.statusCode).toBe(200);
      }
      const login = (name: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.7.0.254',
          ...json({ name, password: 'Gipfel-2026' }),
        });
      const codes: number[] = [];
      for (const name of names) codes.push((await login(name)).statusCode);
      expect(codes).toEqual(names.map(() => 200));
      // Beyond the limit in the same minute a load guard's refusal (scrypt costs ~0.6 s of a thread).
      let refused = await login(names[0]!);
      for (let more = 30; refused.statusCode === 200 && more < DEFAULT_RATE_LIMITS.loginPerMinute; more++)
        refused = await login(names[0]!);
      expect([refused.statusCode, refused.json<ApiErrorBody>().error.code]).toEqual([429, 'ERR_RATE_LIMITED']);
    }));

  it('answers ERR_RATE_LIMITED beyond the per-address limit', () =>
    withApp(
      async ({ app }) => {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++)
          codes.push((await app.inject({ url: '/api/me', remoteAddress: '10.2.2.2' })).statusCode);
        expect(codes).toEqual([200, 200, 200, 429]);
        const res = await app.inject({ url: '/api/me', remoteAddress: '10.2.2.2' });
        expect(res.json<ApiErrorBody>().error.code).toBe('ERR_RATE_LIMITED');
        expect((await app.inject({ url: '/api/me', remoteAddress: '10.2.2.3' })).statusCode).toBe(200);
      },
      { rateLimits: { perMinute: 3, loginPerMinute: 2 } },
    ));
});

describe('accounts end to end with production password hashing', () => {
  it('stores scrypt N = 2^17, r = 8, p = 1 hashes by default and logs in with them', () =>
    withApp(
      async ({ app, accounts }) => {
        const reg = await app.inject({
          method: 'POST',
          url: '/api/register',
          ...json({ name: 'Frieda', password: 'Gipfel-2026' }),
        });
        expect(reg.statusCode).toBe(200);
        const row = await accounts.identity.storage.db
          .selectFrom('players')
          .select('password_hash')
          .where('id', '=', reg.json<PlayerAnswer>().player.id)
          .executeTakeFirstOrThrow();
        const h = parseHash(row.password_hash ?? '');
        expect(h).toMatchObject({ log2N: 17, r: 8, p: 1 });
        expect(2 ** (h?.log2N ?? 0)).toBeGreaterThanOrEqual(2 ** 17);
        expect([h?.salt.length, h?.key.length]).toEqual([16, 32]);
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          ...json({ name: 'Frieda', password: 'Gipfel-2026' }),
        });
        expect(login.statusCode).toBe(200);
      },
      { scrypt: SCRYPT_PARAMS },
    ));
});

describe('daily top-up (A2) over HTTP', () => {
  it('tops a player below 10 up to 100 once a day', () =>
    withApp(async ({ app, accounts, clock }) => {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Hanna', password: 'geheim123' }),
      });
      const cookie = sessionCookie(reg);
      const id = reg.json<PlayerAnswer>().player.id;
      const db = accounts.identity.storage.db;
      const topup = () => app.inject({ method: 'POST', url: '/api/wallet/topup', ...json({}, { cookie }) });
      expect((await topup()).json<ApiErrorBody>().error.code).toBe('ERR_TOPUP_NOT_NEEDED');
      await addPlayer(db, 'rich');
      for (let i = 0; i < 5; i++) {
        const seats = [human(0, id), human(1, 'rich')];
        await startGame(db, accounts.hooks, { gameId: `loss${i}`, seats, stake: 100 });
        await endGame(db, accounts.hooks, { gameId: `loss${i}`, seats, stake: 100, result: placesResult([2, 1]) });
      }
      const wallet = async () => (await app.inject({ url: '/api/wallet', headers: { cookie } })).json<WalletAnswer>();
      expect(await wallet()).toMatchObject({ balance: 0, topupAvailable: true, topupClaimedToday: false });
      expect((await topup()).json()).toEqual({ amount: 100, balance: 100 });
      expect(await wallet()).toMatchObject({ balance: 100, topupAvailable: false, topupClaimedToday: true });
      expect((await topup()).json<ApiErrorBody>().error.code).toBe('ERR_TOPUP_NOT_NEEDED');
      // Lost again the same day: the day's top-up is used up, and the wallet says so (the profile
      // shows "Heute schon aufgestockt" where no button is; QA saw no word why).
      const seats = [human(0, id), human(1, 'rich')];
      await startGame(db, accounts.hooks, { gameId: 'loss5', seats, stake: 100 });
      await endGame(db, accounts.hooks, { gameId: 'loss5', seats, stake: 100, result: placesResult([2, 1]) });
      expect(await wallet()).toMatchObject({ balance: 0, topupAvailable: false, topupClaimedToday: true });
      const again = await topup();
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().error.code).toBe('ERR_TOPUP_ALREADY_CLAIMED');
      clock.now += 86_400_000;
      expect(await wallet()).toMatchObject({ balance: 0, topupAvailable: true, topupClaimedToday: false });
      expect((await topup()).json()).toEqual({ amount: 100, balance: 100 });
      expect(await checkLedger(db)).toEqual([]);
    }));
});

describe('top-up while Taler are staked (A2, ruling AC10)', () => {
  it.each(storages)(
    'counts the stakes of running games: all Taler staked at tables alone is no reason to top up ($name)',
    (storage) =>
      withApp(
        async ({ app, accounts }) => {
          const reg = await app.inject({
            method: 'POST',
            url: '/api/register',
            ...json({ name: 'Greta', password: 'geheim123' }),
          });
          const cookie = sessionCookie(reg);
          const id = reg.json<PlayerAnswer>().player.id;
          const db = accounts.identity.storage.db;
          const topup = () => app.inject({ method: 'POST', url: '/api/wallet/topup', ...json({}, { cookie }) });
          const wallet = async () =>
            (await app.inject({ url: '/api/wallet', headers: { cookie } })).json<WalletAnswer>();
          // Five tables where she is the only human: all 500 Taler staked, the balance 0.
          const alone = [human(0, id), computer(1), computer(2)];
          for (let i = 0; i < 5; i++)
            await startGame(db, accounts.hooks, { gameId: `alone${i}`, seats: alone, stake: 100 });
          expect(await wallet()).toMatchObject({ balance: 0, topupAvailable: false, inPlay: 500 });
          const refused = await topup();
          expect([refused.statusCode, refused.json<ApiErrorBody>().error.code]).toEqual([
            400,
            'ERR_TOPUP_WHILE_STAKED',
          ]);
          // The games end: the stakes come back (S13), and she has her 500 again — no top-up either.
          for (let i = 0; i < 4; i++) {
            await endGame(db, accounts.hooks, {
              gameId: `alone${i}`,
              seats: alone,
              stake: 100,
              result: placesResult([1, 2, 3]),
            });
          }
          expect(await wallet()).toMatchObject({ balance: 400, topupAvailable: false, inPlay: 100 });
          expect((await topup()).json<ApiErrorBody>().error.code).toBe('ERR_TOPUP_NOT_NEEDED');
          await endGame(db, accounts.hooks, {
            gameId: 'alone4',
            seats: alone,
            stake: 100,
            result: placesResult([1, 2, 3]),
          });
          expect((await wallet()).balance).toBe(500);
          expect(await checkLedger(db)).toEqual([]);
        },
        {},
        storage.open,
      ),
  );
});

describe('concurrent registration of one guest', () => {
  it('upgrades the guest once; the other request is refused', () =>
    withApp(async ({ app }) => {
      const guest = sessionCookie(await app.inject({ url: '/api/me' }));
      const [a, b] = await Promise.all(
        ['Ida', 'Jakob'].map((name) =>
          app.inject({
            method: 'POST',
            url: '/api/register',
            ...json({ name, password: 'geheim123' }, { cookie: guest }),
          }),
        ),
      );
      const codes = [a!, b!].map((r) => (r.statusCode === 200 ? 'ok' : r.json<ApiErrorBody>().error.code)).sort();
      expect(codes).toEqual(['ERR_ALREADY_REGISTERED', 'ok']);
    }));
});
