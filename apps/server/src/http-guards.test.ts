import type { ApiErrorBody, PlayerAnswer } from '@kartenhaus/protocol';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from './app.js';
import { InlineBotRunner } from './bots/pool.js';
import { loadConfig } from './config.js';
import { buildSite } from './site.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The whole site over a fresh SQLite file, with a one-page web app. */
async function site() {
  const dir = mkdtempSync(join(tmpdir(), 'kh-guards-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kartenhaus</title>');
  return buildSite(loadConfig({ DATA_DIR: dir, WEB_DIST: dir, LOG_LEVEL: 'silent', BOT_THREADS: '1' }));
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('a path the router refuses', () => {
  it('answers in the API error shape: a bad %-escape 400, a path part over 100 characters 414', async () => {
    const s = await site();
    try {
      const bad = await s.app.inject({ url: '/api/games/%zz' });
      expect([bad.statusCode, bad.json()]).toEqual([
        400,
        { error: { code: 'ERR_BAD_INPUT', detail: 'url: not a valid path' } },
      ]);
      const long = await s.app.inject({ url: `/api/games/${'a'.repeat(300)}/replay` });
      expect([long.statusCode, long.json()]).toEqual([
        414,
        { error: { code: 'ERR_BAD_INPUT', detail: 'url: a part is too long' } },
      ]);
    } finally {
      await s.app.close();
    }
  });
});

describe('every POST carries its JSON body', () => {
  it('refuses a POST without body or content type with ERR_BODY_REQUIRED, another type with 415', async () => {
    const s = await site();
    try {
      const me = await s.app.inject({ url: '/api/me' });
      const cookie = String(me.headers['set-cookie']).split(';')[0]!;
      for (const url of ['/api/logout', '/api/wallet/topup', '/api/login', '/api/register']) {
        const bare = await s.app.inject({ method: 'POST', url, headers: { cookie } });
        expect([url, bare.statusCode, bare.json()]).toEqual([
          url,
          400,
          { error: { code: 'ERR_BODY_REQUIRED', detail: 'a JSON body, {} when empty' } },
        ]);
        const emptyJson = await s.app.inject({ method: 'POST', url, headers: { cookie, ...JSON_TYPE } });
        expect(emptyJson.json<ApiErrorBody>().error.code).toBe('ERR_BODY_REQUIRED');
        const text = await s.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': 'text/plain' },
          payload: '{}',
        });
        expect([url, text.statusCode, text.json<ApiErrorBody>().error.code]).toEqual([
          url,
          415,
          'ERR_UNSUPPORTED_MEDIA_TYPE',
        ]);
      }
      const put = await s.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie } });
      expect(put.json<ApiErrorBody>().error.code).toBe('ERR_BODY_REQUIRED');
      // The session was not ended by the refused logouts; with `{}` it is.
      expect((await s.app.inject({ url: '/api/me', headers: { cookie } })).json<PlayerAnswer>().player.id).toBe(
        me.json<PlayerAnswer>().player.id,
      );
      const out = await s.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, ...JSON_TYPE },
        payload: '{}',
      });
      expect(out.json()).toEqual({ ok: true });
    } finally {
      await s.app.close();
    }
  });

  it('a bare game server has no guest route of its own (POST /api/guest is gone): the accounts name every player', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-guards-'));
    dirs.push(dir);
    const { app } = await buildServer(loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }), {
      bots: new InlineBotRunner(),
    });
    try {
      const guest = await app.inject({ method: 'POST', url: '/api/guest', headers: JSON_TYPE, payload: '{}' });
      expect([guest.statusCode, guest.headers['set-cookie']]).toEqual([404, undefined]);
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends CSP, frame-ancestors/X-Frame-Options, nosniff and Referrer-Policy with the page and the API', async () => {
    const s = await site();
    try {
      for (const url of ['/', '/lobby', '/api/me', '/api/nothing']) {
        const res = await s.app.inject({ url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp.split(';')).toEqual(
          expect.arrayContaining([
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "frame-ancestors 'none'",
          ]),
        );
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    } finally {
      await s.app.close();
    }
  });
});
