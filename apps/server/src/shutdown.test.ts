import { CLOSE_CODES } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { TestClient } from './testing/client.js';
import { startTestServer } from './testing/server.js';

describe('graceful shutdown (SIGTERM → app.close)', () => {
  it('opens no new tables while draining, then closes sockets with 1001', async () => {
    const s = await startTestServer();
    const a = await TestClient.connect(s.base);
    const table = (await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'solo', players: 2, clock: null },
    })) as {
      table: string;
    };
    expect(table.table).toBeDefined();
    await s.manager.shutdown();
    expect(
      await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 2, clock: null } }),
    ).toMatchObject({ t: 'error', code: 'ERR_SHUTTING_DOWN' });
    const closed = a.closed();
    await s.stop();
    expect(await closed).toBe(CLOSE_CODES.goingAway);
  });
});
