import type { ApiErrorBody, SettingsAnswer } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { accountsTestApp, sessionCookie } from './testing.js';

const json = (body: unknown, cookie?: string) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});

async function withApp(
  open: () => ReturnType<ReturnType<typeof testStorages>[number]['open']>,
  fn: (t: Awaited<ReturnType<typeof accountsTestApp>>, member: string) => Promise<void>,
) {
  const storage = await open();
  const t = await accountsTestApp(storage);
  try {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({ name: 'Frieda', password: 'geheim123' }),
    });
    await fn(t, sessionCookie(reg));
  } finally {
    await t.app.close();
    await storage.close();
  }
}

for (const { name, open } of testStorages()) {
  describe(`settings of registered players (${name})`, () => {
    it('keeps a flat object per player, replaced as a whole, with the time it was saved', () =>
      withApp(open, async ({ app, clock }, cookie) => {
        const get = () => app.inject({ url: '/api/settings', headers: { cookie } });
        expect((await get()).json()).toEqual({ settings: null, updatedAt: null });
        const settings = { sound: true, theme: 'dunkel', speed: 1.5, cardSize2: 0, note: 'x'.repeat(64) };
        const put = await app.inject({ method: 'PUT', url: '/api/settings', ...json({ settings }, cookie) });
        expect(put.json()).toEqual({ ok: true, updatedAt: clock.now });
        expect((await get()).json()).toEqual({ settings, updatedAt: clock.now });
        clock.now += 5000;
        const next = { sound: false };
        await app.inject({ method: 'PUT', url: '/api/settings', ...json({ settings: next }, cookie) });
        expect((await get()).json()).toEqual({ settings: next, updatedAt: clock.now });
        // Another player has its own (none yet).
        const other = await app.inject({
          method: 'POST',
          url: '/api/register',
          ...json({ name: 'Gustav', password: 'geheim123' }),
        });
        const theirs = await app.inject({ url: '/api/settings', headers: { cookie: sessionCookie(other) } });
        expect(theirs.json()).toEqual({ settings: null, updatedAt: null });
      }));
  });
}

describe('settings refusals', () => {
  const sqlite = testStorages()[0]!.open;

  it('guests and visitors without a session get ERR_NOT_LOGGED_IN', () =>
    withApp(sqlite, async ({ app }) => {
      const guest = sessionCookie(await app.inject({ url: '/api/me' }));
      for (const cookie of [guest, undefined]) {
        const get = await app.inject({ url: '/api/settings', headers: cookie ? { cookie } : {} });
        const put = await app.inject({ method: 'PUT', url: '/api/settings', ...json({ settings: { a: 1 } }, cookie) });
        for (const res of [get, put])
          expect([res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([401, 'ERR_NOT_LOGGED_IN']);
      }
    }));

  const tooMany = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i]));
  const bad: [string, unknown][] = [
    ['no settings', {}],
    ['an extra field', { settings: {}, all: true }],
    ['an array', { settings: [true] }],
    ['a nested object', { settings: { sound: { on: true } } }],
    ['null', { settings: { sound: null } }],
    ['a key starting with a digit', { settings: { '1sound': true } }],
    ['a key with a symbol', { settings: { 'sound-on': true } }],
    ['a key with __proto__', { settings: { __proto__x: true } }],
    ['a key of 33 characters', { settings: { ['k'.repeat(33)]: true } }],
    ['33 keys', { settings: tooMany }],
    ['a string of 65 characters', { settings: { note: 'x'.repeat(65) } }],
    ['a body that is not an object', ['sound']],
  ];
  it.each(bad)('refuses %s with ERR_BAD_INPUT and keeps what was stored', (_what, body) =>
    withApp(sqlite, async ({ app }, cookie) => {
      await app.inject({ method: 'PUT', url: '/api/settings', ...json({ settings: { sound: true } }, cookie) });
      const res = await app.inject({ method: 'PUT', url: '/api/settings', ...json(body, cookie) });
      expect([res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([400, 'ERR_BAD_INPUT']);
      const now = await app.inject({ url: '/api/settings', headers: { cookie } });
      expect(now.json<SettingsAnswer>().settings).toEqual({ sound: true });
    }),
  );

  it('refuses a body that is not JSON, broken JSON and a query on GET', () =>
    withApp(sqlite, async ({ app }, cookie) => {
      const form = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'sound=true',
      });
      expect([form.statusCode, form.json<ApiErrorBody>().error.code]).toEqual([415, 'ERR_UNSUPPORTED_MEDIA_TYPE']);
      const broken = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"settings":',
      });
      expect([broken.statusCode, broken.json<ApiErrorBody>().error.code]).toEqual([400, 'ERR_BAD_INPUT']);
      const query = await app.inject({ url: '/api/settings?all=1', headers: { cookie } });
      expect([query.statusCode, query.json<ApiErrorBody>().error.code]).toEqual([400, 'ERR_BAD_INPUT']);
    }));
});
