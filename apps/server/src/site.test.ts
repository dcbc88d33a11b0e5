import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { gameNames, gameRegistry } from './games.js';
import { buildSite } from './site.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A WebSocket upgrade's request as the identity sees it: its cookies parsed by `@fastify/cookie`. */
function upgradeWith(cookie: string): never {
  const [name = '', value = ''] = cookie.split('=');
  return { headers: { cookie }, cookies: { [name]: value }, raw: { socket: {} } } as never;
}

function config(extra: NodeJS.ProcessEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kh-site-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', BOT_THREADS: '1', ...extra });
}

describe('TRUST_PROXY', () => {
  it('is read as a yes/no setting and refuses anything else by name', () => {
    expect(config().trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(config({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(config({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => config({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('reaches the accounts: behind a trusted proxy an https request gets the __Host- cookie, otherwise not', async () => {
    for (const [env, pattern] of [
      [{ TRUST_PROXY: 'true' }, /^__Host-kh_session=.*; Secure/],
      [{}, /^kh_session=/],
    ] as const) {
      const site = await buildSite(config(env));
      try {
        const me = await site.app.inject({ url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
        expect(String(me.headers['set-cookie'])).toMatch(pattern);
      } finally {
        await site.app.close();
      }
    }
  });
});

describe('the site as npm start serves it', () => {
  it('mounts the account API on the same storage as the tables, with a guest session from /api/me', async () => {
    const site = await buildSite(config());
    try {
      const me = await site.app.inject({ method: 'GET', url: '/api/me' });
      expect(me.statusCode).toBe(200);
      const cookie = me.headers['set-cookie'];
      expect(String(cookie)).toMatch(/kh_session=/);
      const body = me.json<{ player?: { guest?: boolean; name?: string } }>();
      expect(JSON.stringify(body)).toContain('Gast');
      // The same session is recognised again, and it is the identity the tables use.
      const again = await site.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: String(cookie).split(';')[0] ?? '' },
      });
      expect(again.json()).toEqual(me.json());
      const player = await site.accounts.identity.playerFor(
        // a request as the WebSocket upgrade sees it: only the cookie (parsed by @fastify/cookie) matters
        upgradeWith(String(cookie).split(';')[0] ?? ''),
      );
      expect(player?.guest).toBe(true);
      expect((await site.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await site.app.close();
    }
  });

  it('asks the ledger before a guest opens a table with a stake (A1: guests play without stakes)', async () => {
    const site = await buildSite(config());
    try {
      const me = await site.app.inject({ method: 'GET', url: '/api/me' });
      const cookie = String(me.headers['set-cookie']).split(';')[0] ?? '';
      const guest = await site.accounts.identity.playerFor(upgradeWith(cookie));
      if (!guest) throw new Error('no guest');
      const settings = {
        game: 'speedclimb',
        mode: 'online',
        players: 2,
        clock: null,
        options: { route: 'gipfelsturm' },
        level: 'normal',
        tempo: 'normal',
        free: 'computer',
      } as const;
      const staked = await site.manager.create(guest, { ...settings, clock: 120, stake: 10 } as never);
      expect(staked).toEqual({ error: expect.objectContaining({ code: 'ERR_GUEST_NO_STAKE' }) });
      const free = await site.manager.create(guest, { ...settings, stake: 0 } as never);
      expect('table' in free).toBe(true);
    } finally {
      await site.app.close();
    }
  });

  it('offers only the three games: the test game tiny is refused with ERR_NO_SUCH_GAME', async () => {
    expect(gameNames().sort()).toEqual(['gipfelsturm', 'speedclimb', 'speedlift']);
    expect(gameRegistry().get('tiny')).toBeUndefined();
    expect(gameRegistry({ testGames: true }).get('tiny')?.key).toBe('tiny');
    const site = await buildSite(config());
    try {
      const guest = { id: 'p-anna', name: 'Anna', guest: true };
      for (const mode of ['solo', 'online'] as const) {
        const tiny = await site.manager.create(guest, {
          game: 'tiny',
          mode,
          players: 2,
          clock: null,
          options: {},
          level: 'normal',
          tempo: 'normal',
          stake: 0,
          free: 'computer',
        });
        expect(tiny).toEqual({ error: expect.objectContaining({ code: 'ERR_NO_SUCH_GAME' }) });
      }
      expect(site.manager.size).toBe(0);
      expect(await site.manager.list(guest)).toEqual([]);
    } finally {
      await site.app.close();
    }
  });

  it('refuses malformed account input with a stable code', async () => {
    const site = await buildSite(config());
    try {
      const r = await site.app.inject({ method: 'POST', url: '/api/login', payload: { name: 1 } });
      expect(r.statusCode).toBe(400);
      expect(r.json<{ error: { code: string } }>().error.code).toMatch(/^ERR_/);
    } finally {
      await site.app.close();
    }
  });
});
