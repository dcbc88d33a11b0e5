import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { PURGE_EVERY_MS } from './api.js';
import { createSession, SESSION_MS } from './sessions.js';
import { addPlayer } from './test-fixtures.js';
import { accountsTestApp } from './testing.js';

const tokens = async (s: Storage) =>
  (await s.db.selectFrom('sessions').select('expires_at').orderBy('expires_at').execute()).map((r) =>
    Number(r.expires_at),
  );

afterEach(() => {
  vi.useRealTimers();
});

for (const { name, open } of testStorages()) {
  describe(`expired sessions are purged (${name})`, () => {
    it('at start and then every hour; live sessions stay', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const storage = await open();
      const start = Date.parse('2026-11-29T12:00:00Z');
      try {
        await addPlayer(storage.db, 'anna');
        await createSession(storage.db, 'anna', start - SESSION_MS - 1); // expired before the start
        await createSession(storage.db, 'anna', start - SESSION_MS + 1000); // expires 1 s after it
        await createSession(storage.db, 'anna', start); // 30 days left
        const t = await accountsTestApp(storage);
        try {
          await t.app.ready();
          expect(await tokens(storage)).toEqual([start + 1000, start + SESSION_MS]);
          t.clock.now = start + 2000;
          vi.advanceTimersByTime(PURGE_EVERY_MS);
          await expect.poll(() => tokens(storage)).toEqual([start + SESSION_MS]);
        } finally {
          await t.app.close();
        }
      } finally {
        await storage.close();
      }
    });
  });
}

for (const { name, open } of testStorages()) {
  describe(`unused guests are purged (${name})`, () => {
    it('a guest without a live session and without any game goes; one that played or is signed in stays', async () => {
      const storage = await open();
      const now = Date.parse('2026-11-29T12:00:00Z');
      try {
        for (const id of ['left', 'played', 'live']) await addPlayer(storage.db, id, true);
        await addPlayer(storage.db, 'member');
        await createSession(storage.db, 'left', now - SESSION_MS - 1); // expired
        await createSession(storage.db, 'live', now);
        await storage.db
          .insertInto('played_games')
          .values({
            id: 'g1',
            game: 'speedlift',
            stake: 0,
            solo: 1,
            daily: null,
            seed_hash: null,
            seed: null,
            status: 'settled',
            seats_json: '[]',
            result_json: null,
            started_at: 0,
            ended_at: 1,
          })
          .execute();
        await storage.db.insertInto('played_seats').values({ game_id: 'g1', seat: 0, player_id: 'played' }).execute();
        const t = await accountsTestApp(storage);
        t.clock.now = now;
        try {
          expect(await t.accounts.identity.purge()).toBeGreaterThanOrEqual(2); // a session and a guest
          const ids = (await storage.db.selectFrom('players').select('id').orderBy('id').execute()).map((r) => r.id);
          expect(ids).toEqual(['live', 'member', 'played']);
        } finally {
          await t.app.close();
        }
      } finally {
        await storage.close();
      }
    });
  });
}
