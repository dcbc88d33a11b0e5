import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CLOSE_CODES, MAX_FRAME_BYTES, MESSAGE_BUDGET } from '@kartenhaus/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/client.js';
import { startTestServer } from './testing/server.js';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ messageBudget: MESSAGE_BUDGET });
});
afterAll(async () => {
  await s.stop();
});

describe('WebSocket hardening', () => {
  it('upgrades only from the site origin and only with a session', async () => {
    const cookie = await TestClient.guestCookie(s.base);
    await expect(TestClient.connect(s.base, cookie, 'https://evil.example')).rejects.toThrow(/403/);
    await expect(TestClient.connect(s.base, 'kh_guest=forged')).rejects.toThrow(/401/);
    const c = await TestClient.connect(s.base, cookie);
    expect(c.frames[0]?.msg).toMatchObject({ t: 'welcome', player: { guest: true } });
    c.close();
  });

  it('closes the socket on a frame over 16 KiB', async () => {
    const c = await TestClient.connect(s.base);
    c.send({ t: 'ping', ref: 'x'.repeat(MAX_FRAME_BYTES) });
    expect(await c.closed()).toBe(CLOSE_CODES.tooBig);
  });

  it('closes the socket with a clear code past the message budget', async () => {
    const c = await TestClient.connect(s.base);
    for (let i = 0; i <= MESSAGE_BUDGET.messages; i++) c.send({ t: 'ping' });
    expect(await c.closed()).toBe(CLOSE_CODES.rateLimit);
    const pongs = c.frames.filter((f) => f.msg.t === 'pong').length;
    expect(pongs).toBe(MESSAGE_BUDGET.messages);
  });

  it('answers malformed messages with ERR_BAD_MESSAGE and a wrong protocol version with close 4000', async () => {
    const c = await TestClient.connect(s.base);
    c.ws.send('not json');
    expect(await c.waitFor((m) => m.t === 'error')).toMatchObject({ code: 'ERR_BAD_MESSAGE', detail: 'not JSON' });
    const badSeq: Record<string, unknown> = { t: 'move', table: 't', seq: 'one', move: 'P7' };
    c.send(badSeq);
    expect(await c.waitFor((m) => m.t === 'error' && m.detail !== 'not JSON')).toMatchObject({
      code: 'ERR_BAD_MESSAGE',
      detail: expect.stringMatching(/^seq/),
    });
    // A request with one bad field is refused to its `ref`, so the client's request gets its answer
    // (it had been answered without one); a `ref` that is no `Ref` is not echoed.
    expect(
      await c.request({
        t: 'create',
        settings: { game: 'speedlift', mode: 'online', players: 4, level: 'x'.repeat(25) },
      }),
    ).toEqual({
      t: 'error',
      code: 'ERR_BAD_MESSAGE',
      detail: expect.stringMatching(/^settings\.level/),
      ref: expect.any(String),
    });
    c.send({ t: 'ping', ref: 'x'.repeat(41) });
    expect(await c.waitFor((m) => m.t === 'error' && m.detail?.startsWith('ref') === true)).not.toHaveProperty('ref');
    expect(await c.hello()).toMatchObject({ t: 'ok' });
    c.send({ t: 'hello', protocol: 99 });
    expect(await c.closed()).toBe(CLOSE_CODES.protocolVersion);
  });

  it('lets go of the upgrade request once the socket is open (memory per connection)', async () => {
    // The collector, callable from here (as `node --expose-gc` would give it).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    let upgrade: WeakRef<IncomingMessage> | null = null;
    const seen = (req: IncomingMessage) => (upgrade = new WeakRef(req));
    s.app.server.on('upgrade', seen);
    const c = await TestClient.connect(s.base);
    s.app.server.off('upgrade', seen);
    expect(await c.hello()).toMatchObject({ t: 'ok' });
    for (let i = 0; i < 5 && upgrade!.deref() !== undefined; i++) {
      await new Promise((r) => setTimeout(r, 20));
      gc();
    }
    expect(upgrade!.deref()).toBeUndefined();
    // The connection works on without it.
    expect(await c.hello()).toMatchObject({ t: 'ok' });
    c.close();
  });
});
