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
