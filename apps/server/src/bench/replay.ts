import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { quantile, type BenchFigure } from '@kartenhaus/core';
import { createAccounts, type AnyDefinition } from '../accounts/index.js';
import { storeRandomGame } from '../accounts/replay-fixtures.js';
import { buildServer } from '../app.js';
import { loadConfig } from '../config.js';
import { gameEntry, gameNames } from '../games.js';
import { openStorage } from '../storage/db.js';
import { TestClient } from '../testing/client.js';

/**
 * How replays are served in a run: `site` as `npm start` serves them (a replay thread, the cache,
 * `replayPerMinute` per address); `unlimited` the same without the per-address limit (what the
 * thread and the cache alone do); `inline` as before issue 17 — built on the event loop for every
 * request, no cache, no limit.
 */
export type ReplayMode = 'site' | 'unlimited' | 'inline';

const PING_EVERY_MS = 20;

/** One GET of the replay, gzip as browsers ask, body drained unread; resolves with the status. */
function fetchReplay(base: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}/api/games/${id}/replay`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** A playing client's ping→pong times over `ms`. */
async function pings(client: TestClient, ms: number): Promise<number[]> {
  const out: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const from = client.frames.length;
    const t0 = performance.now();
    client.send({ t: 'ping' });
    await client.waitFor((m) => m.t === 'pong', { from, timeoutMs: 120_000 });
    out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, PING_EVERY_MS));
  }
  return out;
}

/**
 * `server/replay`: the ping of a client at a table while 4 clients fetch the replay of a finished
 * 752-move Speedclimb game (4 seats, every seat's view per step) in a loop, next to the same
 * ping without them. The whole site on SQLite in one process with the clients.
 */
export async function runReplay(
  opts = {
    mode: (process.env.REPLAY_MODE ?? 'site') as ReplayMode,
    seconds: Number(process.env.REPLAY_SECONDS ?? 8),
    moves: Number(process.env.REPLAY_MOVES ?? 752),
  },
): Promise<BenchFigure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kh-bench-replay-'));
  const storage = await openStorage({ dataDir });
  const definitions: Record<string, AnyDefinition> = {};
  for (const n of gameNames()) definitions[n] = gameEntry(n)!.module.definition;
  const accounts = createAccounts(storage, {
    definitions,
    dailySecret: 'bench',
    ...(opts.mode === 'site' ? {} : { rateLimits: { perMinute: 1e9, replayPerMinute: 1e9 } }),
    ...(opts.mode === 'inline' ? { replays: { inline: true } } : {}),
  });
  const server = await buildServer(
    loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', BOT_THREADS: '1' }),
    {
      storage,
      identity: accounts.identity,
      hooks: accounts.hooks,
      dailySecret: 'bench',
      // A ping every 20 ms is above the protocol's 100 messages in 20 s (a measuring client).
      messageBudget: { messages: 100_000, windowMs: 20_000 },
    },
  );
  await server.app.register(accounts.plugin);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  try {
    const stored = await storeRandomGame(storage.db, {
      gameId: 'bench-replay',
      game: 'speedclimb',
      players: 4,
      humans: [],
      moves: opts.moves,
      finish: true,
    });
    // Its size as JSON (this first answer also builds it; later ones may come from the cache).
    const size = (await (await fetch(`${base}/api/games/bench-replay/replay`)).arrayBuffer()).byteLength;
    const cookie = (await fetch(`${base}/api/me`)).headers.get('set-cookie')!.split(';')[0]!;
    const player = await TestClient.connect(base, cookie);
    await player.request({
      t: 'create',
      settings: { game: 'speedlift', mode: 'solo', players: 3, clock: null, level: 'leicht', options: { limit: 30 } },
    });
    await pings(player, 1000); // warm up
    const idle = await pings(player, opts.seconds * 1000);
    const statuses = new Map<number, number>();
    let running = true;
    const lane = async () => {
      while (running) {
        const s = await fetchReplay(base, 'bench-replay');
        statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
    };
    const started = performance.now();
    const lanes = Array.from({ length: 4 }, lane);
    const busy = await pings(player, opts.seconds * 1000);
    running = false;
    await Promise.all(lanes);
    const elapsed = (performance.now() - started) / 1000;
    const answers = [...statuses.values()].reduce((a, b) => a + b, 0);
    player.close();
    return {
      name: 'server/replay',
      median_ms: quantile(busy, 0.5),
      p95_ms: quantile(busy, 0.95),
      ops_per_s: answers / elapsed,
      mode: opts.mode,
      moves: stored.moves,
      json_mb: Math.round(size / 1e4) / 100,
      idle_ping_p50_ms: quantile(idle, 0.5),
      idle_ping_p95_ms: quantile(idle, 0.95),
      ping_max_ms: Math.max(...busy),
      replays_200: statuses.get(200) ?? 0,
      replays_429: statuses.get(429) ?? 0,
      replays_503: statuses.get(503) ?? 0,
      builds: accounts.replays.builds,
    };
  } finally {
    await server.app.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
