import type { ApiErrorBody } from '@kartenhaus/protocol';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import type { AccountsPluginOptions } from './index.js';
import type { ReplayJob } from './replay.js';
import { gameEntry, gameNames } from '../games.js';
import { storeRandomGame } from './replay-fixtures.js';
import { ReplayCache, Replays, type ReplayBuilder } from './replay-pool.js';
import type { BuiltReplay } from './replay-worker.js';
import { createSession } from './sessions.js';
import { addPlayer } from './test-fixtures.js';
import { accountsTestApp } from './testing.js';

const sqlite = testStorages()[0]!;
/** Every game's definition, as the site passes them. */
const definitions = Object.fromEntries(gameNames().map((n) => [n, gameEntry(n)!.module.definition]));

async function withApp(
  options: AccountsPluginOptions,
  fn: (t: Awaited<ReturnType<typeof accountsTestApp>>, s: Storage) => Promise<void>,
) {
  const storage = await sqlite.open();
  const t = await accountsTestApp(storage, { definitions, ...options });
  try {
    await fn(t, storage);
  } finally {
    await t.app.close();
    await storage.close();
  }
}

const GZIP = { 'accept-encoding': 'gzip' };

describe('replays are built once per finished game, off the event loop, and bounded per client', () => {
  it('a finished game is built once (also when asked for at the same time) and served packed or plain', async () => {
    await withApp({}, async (t, storage) => {
      await storeRandomGame(storage.db, {
        gameId: 'f1',
        game: 'speedclimb',
        players: 4,
        humans: [],
        moves: 300,
        finish: true,
      });
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => t.app.inject({ url: '/api/games/f1/replay', headers: GZIP })),
      );
      for (const a of answers) expect([a.statusCode, a.headers['content-encoding']]).toEqual([200, 'gzip']);
      const body = gunzipSync(answers[0]!.rawPayload).toString('utf8');
      expect(answers.every((a) => gunzipSync(a.rawPayload).toString('utf8') === body)).toBe(true);
      const replay = JSON.parse(body) as { steps: unknown[]; finished: boolean; you: null };
      expect(replay).toMatchObject({ finished: true, you: null });
      expect(replay.steps).toHaveLength(301);
      const plain = await t.app.inject({ url: '/api/games/f1/replay' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(body);
      expect(t.accounts.replays.builds).toBe(1);
    });
  });

  it('a running game is built for each request (it changes), never cached', async () => {
    await withApp({}, async (t, storage) => {
      await addPlayer(storage.db, 'anna');
      await storeRandomGame(storage.db, {
        gameId: 'r1',
        game: 'speedlift',
        players: 4,
        humans: ['anna'],
        moves: 10,
        finish: false,
      });
      const cookie = `kh_session=${await createSession(storage.db, 'anna', t.clock.now)}`;
      for (let i = 0; i < 2; i++) {
        const r = await t.app.inject({ url: '/api/games/r1/replay', headers: { cookie } });
        expect(r.json()).toMatchObject({ finished: false, you: 0 });
      }
      expect(t.accounts.replays.builds).toBe(2);
    });
  });

  it('each address gets replayPerMinute answers, then ERR_RATE_LIMITED', async () => {
    await withApp({ rateLimits: { replayPerMinute: 3 } }, async (t, storage) => {
      await storeRandomGame(storage.db, {
        gameId: 'f2',
        game: 'speedlift',
        players: 4,
        humans: [],
        moves: 30,
        finish: true,
      });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: '/api/games/f2/replay' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const other = await t.app.inject({ url: '/api/games/f2/replay', remoteAddress: '10.0.0.9' });
      expect(other.statusCode).toBe(200);
    });
  });
});

describe('Replays and ReplayCache', () => {
  const job = (id: string): ReplayJob => ({
    id,
    game: 'speedlift',
    config: {},
    seed: 's',
    moves: [],
    finished: true,
    open: true,
    seats: [],
    you: null,
  });
  const slow = (): ReplayBuilder & { calls: number; release: () => void } => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const b = {
      calls: 0,
      release: () => release(),
      build: async (j: ReplayJob): Promise<BuiltReplay> => {
        b.calls++;
        await gate;
        return { gzip: Buffer.from(j.id.repeat(10)), bytes: 10 };
      },
      close: async () => {},
    };
    return b;
  };

  it('builds a key once while it is being built, and answers later requests from the cache', async () => {
    const b = slow();
    const replays = new Replays(b, new ReplayCache(1000));
    const both = Promise.all([replays.answer(job('a'), 'a'), replays.answer(job('a'), 'a')]);
    b.release();
    await both;
    await replays.answer(job('a'), 'a');
    expect(b.calls).toBe(1);
    await replays.answer(job('a'), null);
    expect(b.calls).toBe(2);
  });

  it('keeps at most maxBytes, the least recently used going first', () => {
    const cache = new ReplayCache(25);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.totalBytes).toBe(20);
    cache.set('huge', Buffer.alloc(26));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('answers ERR_BUSY when the replay thread’s queue is full', async () => {
    await withApp({ replays: { threads: 1, queue: 0 } }, async (t, storage) => {
      await storeRandomGame(storage.db, {
        gameId: 'f3',
        game: 'speedclimb',
        players: 4,
        humans: [],
        moves: 400,
        finish: true,
      });
      await storeRandomGame(storage.db, {
        gameId: 'f4',
        game: 'speedclimb',
        players: 4,
        humans: [],
        moves: 400,
        finish: true,
      });
      const [a, b] = await Promise.all([
        t.app.inject({ url: '/api/games/f3/replay' }),
        t.app.inject({ url: '/api/games/f4/replay' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 503]);
      const busy = a.statusCode === 503 ? a : b;
      expect(busy.json<ApiErrorBody>().error).toMatchObject({ code: 'ERR_BUSY' });
    });
  });
});
