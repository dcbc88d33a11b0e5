import type { PlayerAnswer } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { pendingGuest } from './players.js';
import { tokenHash } from './sessions.js';
import { accountsTestApp, actingGuest, sessionCookie } from './testing.js';

const rows = async (s: Storage) => ({
  players: (await s.db.selectFrom('players').select('id').execute()).length,
  sessions: (await s.db.selectFrom('sessions').select('token_hash').execute()).length,
});

const json = (body: unknown, cookie: string) => ({
  headers: { 'content-type': 'application/json', cookie },
  payload: JSON.stringify(body),
});

for (const { name, open } of testStorages()) {
  describe(`a guest exists from its first real action (${name})`, () => {
    it('20 cookie-less GET /api/me write nothing; each cookie names one guest, the same every time', async () => {
      const storage = await open();
      const t = await accountsTestApp(storage);
      try {
        const cookies = new Set<string>();
        for (let i = 0; i < 20; i++) {
          const res = await t.app.inject({ url: '/api/me' });
          expect(res.json<PlayerAnswer>().player).toMatchObject({
            guest: true,
            name: expect.stringMatching(/^Gast \d{4}$/),
          });
          cookies.add(sessionCookie(res));
        }
        expect(cookies.size).toBe(20);
        expect(await rows(storage)).toEqual({ players: 0, sessions: 0 });
        const [cookie] = [...cookies];
        const first = await t.app.inject({ url: '/api/me', headers: { cookie: cookie! } });
        const again = await t.app.inject({ url: '/api/me', headers: { cookie: cookie! } });
        expect(again.json<PlayerAnswer>().player).toEqual(first.json<PlayerAnswer>().player);
        expect(again.headers['set-cookie']).toBeUndefined();
        // Other GETs of a guest write nothing either.
        for (const url of ['/api/history', '/api/wallet', '/api/settings', '/api/leaderboard/speedclimb'])
          await t.app.inject({ url, headers: { cookie: cookie! } });
        expect(await rows(storage)).toEqual({ players: 0, sessions: 0 });
      } finally {
        await t.app.close();
        await storage.close();
      }
    });

    it('its first real action stores it once, under the id it was shown with', async () => {
      const storage = await open();
      const t = await accountsTestApp(storage);
      try {
        const res = await actingGuest(t);
        const shown = res.json<PlayerAnswer>().player;
        const token = sessionCookie(res).split('=')[1]!;
        await t.accounts.identity.ensure(tokenHash(token), res.json<PlayerAnswer>().player);
        expect(await rows(storage)).toEqual({ players: 1, sessions: 1 });
        const row = await storage.db.selectFrom('players').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({ id: shown.id, guest: 1, name: res.json<PlayerAnswer>().player.name });
        const me = await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookie(res) } });
        expect(me.json<PlayerAnswer>().player).toEqual(res.json<PlayerAnswer>().player);
      } finally {
        await t.app.close();
        await storage.close();
      }
    });

    it('registering is a real action: the pending guest becomes the registered player with its id', async () => {
      const storage = await open();
      const t = await accountsTestApp(storage);
      try {
        const res = await t.app.inject({ url: '/api/me' });
        const guest = res.json<PlayerAnswer>().player;
        const reg = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          ...json({ name: 'Hanna', password: 'richtig123' }, sessionCookie(res)),
        });
        expect(reg.statusCode).toBe(200);
        expect(reg.json<PlayerAnswer>().player).toEqual({ id: guest.id, name: 'Hanna', guest: false });
      } finally {
        await t.app.close();
        await storage.close();
      }
    });

    it("an ended session's token names nobody; the next GET gets a new guest", async () => {
      const storage = await open();
      const t = await accountsTestApp(storage);
      try {
        const res = await actingGuest(t);
        const cookie = sessionCookie(res);
        await t.app.inject({ method: 'POST', url: '/api/logout', ...json({}, cookie) });
        const after = await t.app.inject({ url: '/api/me', headers: { cookie } });
        expect(after.json<PlayerAnswer>().player.id).not.toBe(res.json<PlayerAnswer>().player.id);
        expect(sessionCookie(after)).not.toBe(cookie);
        // A token the server never issued names a pending guest of its own, never a stored player.
        const forged = `kh_session=${'A'.repeat(43)}`;
        const f = await t.app.inject({ url: '/api/me', headers: { cookie: forged } });
        expect(f.json<PlayerAnswer>().player).toEqual(pendingGuest(tokenHash('A'.repeat(43))));
      } finally {
        await t.app.close();
        await storage.close();
      }
    });
  });
}
