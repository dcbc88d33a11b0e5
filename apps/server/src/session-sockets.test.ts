import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSE_CODES } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { SessionSockets } from './session-sockets.js';
import { buildSite } from './site.js';
import { TestClient } from './testing/client.js';

const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of stops.splice(0)) await s();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The whole site (accounts + tables) listening on a free port. */
async function site(): Promise<string> {
  return (await siteWithStorage()).base;
}

async function siteWithStorage() {
  const dir = mkdtempSync(join(tmpdir(), 'kh-sessions-'));
  dirs.push(dir);
  const s = await buildSite(
    loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', BOT_THREADS: '1' }),
  );
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  stops.push(() => s.app.close());
  return { base: `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`, storage: s.storage };
}

/** POST with a JSON body; the answer and the session cookie it set (if any). */
async function post(base: string, path: string, cookie: string, body: unknown = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const set = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie: set };
}

/** A guest session's cookie (the site's own guest creation). */
async function guestCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/me`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const soloTable = {
  t: 'create',
  settings: { game: 'speedlift', mode: 'solo', players: 3, clock: null, level: 'leicht', options: { limit: 30 } },
};

describe("a session's sockets when the session ends", () => {
  it('registering closes the guest’s sockets (4001); the new cookie’s socket is the registered player', async () => {
    const base = await site();
    const guest = await guestCookie(base);
    const ws = await TestClient.connect(base, guest);
    const other = await TestClient.connect(base, await guestCookie(base));
    expect(ws.player).toMatchObject({ guest: true });
    const reg = await post(base, '/api/register', guest, { name: 'Emil', password: 'richtig123' });
    expect(reg.status).toBe(200);
    expect(await ws.closed()).toBe(CLOSE_CODES.sessionEnded);
    const again = await TestClient.connect(base, reg.cookie);
    expect(again.player).toMatchObject({ id: ws.player!.id, name: 'Emil', guest: false });
    // Another session's socket is left alone.
    expect(other.closeCode).toBeNull();
    expect((await other.request(soloTable)).t).toBe('ok');
    again.close();
    other.close();
  });

  it('logging out closes that session’s sockets; the old cookie opens none', async () => {
    const base = await site();
    const guest = await guestCookie(base);
    const reg = await post(base, '/api/register', guest, { name: 'Frida', password: 'richtig123' });
    const cookie = reg.cookie;
    const ws = await TestClient.connect(base, cookie);
    const second = await post(base, '/api/login', '', { name: 'Frida', password: 'richtig123' });
    const elsewhere = await TestClient.connect(base, second.cookie);
    expect((await ws.request(soloTable)).t).toBe('ok');
    expect((await post(base, '/api/logout', cookie)).body).toEqual({ ok: true });
    expect(await ws.closed()).toBe(CLOSE_CODES.sessionEnded);
    await expect(TestClient.connect(base, cookie)).rejects.toThrow(/401/);
    // The same player's other session (another device) stays.
    expect(elsewhere.closeCode).toBeNull();
    expect((await elsewhere.request(soloTable)).t).toBe('ok');
    elsewhere.close();
  });

  it('logging in closes the sockets of the session it replaces', async () => {
    const base = await site();
    const first = await guestCookie(base);
    const reg = await post(base, '/api/register', first, { name: 'Greta', password: 'richtig123' });
    await post(base, '/api/logout', reg.cookie);
    const guest = await guestCookie(base);
    const ws = await TestClient.connect(base, guest);
    const login = await post(base, '/api/login', guest, { name: 'Greta', password: 'richtig123' });
    expect(login.status).toBe(200);
    expect(await ws.closed()).toBe(CLOSE_CODES.sessionEnded);
    const again = await TestClient.connect(base, login.cookie);
    expect(again.player).toMatchObject({ name: 'Greta', guest: false });
    again.close();
  });
});

describe('SessionSockets', () => {
  const socket = () => {
    const closes: number[] = [];
    return { closes, close: (code: number) => void closes.push(code) };
  };

  it('closes the sockets of an ended session only, and one that arrives after its session ended', () => {
    const sockets = new SessionSockets();
    const [a, b, c, late] = [socket(), socket(), socket(), socket()];
    sockets.add('s1', a);
    sockets.add('s1', b);
    sockets.add('s2', c);
    sockets.remove('s1', b);
    sockets.ended('s1');
    expect([a.closes, b.closes, c.closes]).toEqual([[CLOSE_CODES.sessionEnded], [], []]);
    // An upgrade whose session check passed just before the logout.
    sockets.add('s1', late);
    expect(late.closes).toEqual([CLOSE_CODES.sessionEnded]);
  });
});

describe('a guest at the tables', () => {
  it('is stored at its first table, not by GET /api/me, the socket or the lobby list', async () => {
    const { base, storage } = await siteWithStorage();
    const count = async () => (await storage.db.selectFrom('players').select('id').execute()).length;
    const cookie = await guestCookie(base);
    const shown = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { player: { id: string } };
    const ws = await TestClient.connect(base, cookie);
    expect(ws.player?.id).toBe(shown.player.id);
    ws.send({ t: 'list' });
    await ws.waitFor((m) => m.t === 'tables');
    expect(await count()).toBe(0);
    expect((await ws.request(soloTable)).t).toBe('ok');
    const rows = await storage.db.selectFrom('players').select(['id', 'guest']).execute();
    expect(rows).toEqual([{ id: shown.player.id, guest: 1 }]);
    expect((await ws.request(soloTable)).t).toBe('ok');
    expect(await count()).toBe(1);
    // The stored guest is the one the cookie names from now on.
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { player: { id: string } };
    expect(me.player.id).toBe(shown.player.id);
    ws.close();
  });
});
