import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { CLOSE_CODES, type ServerMessage } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { autoplay } from './testing/autoplay.js';
import { TestClient } from './testing/client.js';
import { startTestServer } from './testing/server.js';

type Srv = Awaited<ReturnType<typeof startTestServer>>;
const servers: Srv[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.stop();
});
const tableOf = (m: ServerMessage) => (m as { table: string }).table;

describe('a client that stops reading', () => {
  it('is cut off with 4010 once its unsent frames pass the limit, while another keeps playing', async () => {
    const s = await startTestServer({ sendBufferLimit: 256 * 1024 });
    servers.push(s);
    const host = await TestClient.connect(s.base);
    clients.push(host);
    // 200 open tables: each `list` answer then carries 200 summaries (about 40 KB).
    for (let i = 0; i < 200; i++)
      await host.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, clock: null } });
    const player = await TestClient.connect(s.base);
    const slow = await TestClient.connect(s.base);
    clients.push(player, slow);
    const solo = tableOf(
      await player.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 3, clock: null } }),
    );
    const game = autoplay(player, solo, (m) => tinyGame.makeMove(m as number));

    // The slow client stops reading, then asks for the table list again and again: far more than
    // the kernel's socket buffers hold (a few MB on loopback) is owed to it.
    slow.ws.pause();
    const conn = [...s.connections].find((c) => c.playerId === slow.player!.id)!;
    for (let i = 0; i < 600 && conn.closedWith === null; i++) {
      slow.send({ t: 'list' });
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 5));
    }
    await expect.poll(() => conn.closedWith, { timeout: 10_000 }).toBe(CLOSE_CODES.slowClient);
    // What waited for it stays bounded: the limit plus at most the frame that crossed it.
    expect(slow.ws.readyState).not.toBe(slow.ws.CLOSED);
    slow.ws.resume();
    expect(await slow.closed()).toBe(CLOSE_CODES.slowClient);

    // The others were never held up: the solo game plays to its end, every move acknowledged.
    await game.finished;
    expect(game.refused).toEqual([]);
    expect(player.closeCode).toBeNull();
  });
});
