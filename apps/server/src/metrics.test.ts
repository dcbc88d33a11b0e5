import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { ServerMessage } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolBotRunner } from './bots/pool.js';
import { startMetricsServer } from './metrics-http.js';
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

const TOKEN = 'metrics-test-token';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample of the Prometheus text (`name{labels} value`); 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1]!, x[2]] as const));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

async function scrape(s: Srv): Promise<string> {
  const r = await fetch(`${s.base}/metrics`, { headers: auth });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.text();
}

const created = (m: ServerMessage) => (m.t === 'ok' ? m.table! : (() => { throw new Error(JSON.stringify(m)); })()); // prettier-ignore

describe('/metrics', () => {
  it('after a played game: moves, acks, commits, tables, refusals and the process metrics moved', async () => {
    const s = await startTestServer({}, { METRICS_TOKEN: TOKEN });
    servers.push(s);
    const before = await scrape(s);
    const a = await TestClient.connect(s.base);
    clients.push(a);
    const table = created(
      await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 3, clock: null } }),
    );
    const during = await scrape(s);
    expect(sample(during, 'kartenhaus_connections')).toBe(1);
    expect(sample(during, 'kartenhaus_tables', { game: 'tiny', phase: 'playing' })).toBe(1);
    // A refused move (not the player's turn or not legal) is counted by its code.
    const from = a.frames.length;
    a.send({ t: 'move', table, seq: 1, move: 'x' });
    const refused = await a.waitFor((m) => m.t === 'error' && m.seq === 1, { from });
    const p = autoplay(a, table, (m) => tinyGame.makeMove(m as number), undefined, 1);
    await p.finished;
    const after = await scrape(s);

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('kartenhaus_moves_total', { game: 'tiny', by: 'human' })).toBe(p.sent);
    expect(moved('kartenhaus_moves_total', { game: 'tiny', by: 'computer' })).toBe(6 - p.sent);
    expect(moved('kartenhaus_move_ack_seconds_count', { game: 'tiny' })).toBe(p.sent);
    expect(moved('kartenhaus_move_ack_seconds_bucket', { game: 'tiny', le: '+Inf' })).toBe(p.sent);
    // Five moves through the group commit, the last with the result in a transaction of its own.
    expect(moved('kartenhaus_commits_total', { kind: 'moves', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(moved('kartenhaus_commit_batch_moves_sum')).toBe(5);
    expect(moved('kartenhaus_commits_total', { kind: 'transaction', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    expect(moved('kartenhaus_commit_seconds_count', { kind: 'transaction' })).toBeGreaterThanOrEqual(2);
    expect(refused.t).toBe('error');
    const code = refused.t === 'error' ? refused.code : '';
    expect(moved('kartenhaus_refusals_total', { code })).toBe(1);
    expect(sample(after, 'kartenhaus_tables', { game: 'tiny', phase: 'finished' })).toBe(1);
    // Default process metrics and the event-loop delay.
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
  });

  it('is off the public site: 401 without the token, 404 (not the web page) when no token is set', async () => {
    const s = await startTestServer({}, { METRICS_TOKEN: TOKEN });
    servers.push(s);
    expect((await fetch(`${s.base}/metrics`)).status).toBe(401);
    expect((await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const open = await startTestServer();
    servers.push(open);
    const r = await fetch(`${open.base}/metrics`);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toMatch(/<html|kartenhaus_/i);
  });

  it('is served on a port of its own (METRICS_PORT) and nothing else there', async () => {
    const m = await startMetricsServer(0, '127.0.0.1');
    try {
      const r = await fetch(`http://127.0.0.1:${m.port}/metrics`);
      expect(r.status).toBe(200);
      expect(await r.text()).toMatch(/^# TYPE kartenhaus_moves_total counter$/m);
      expect((await fetch(`http://127.0.0.1:${m.port}/`)).status).toBe(404);
    } finally {
      await m.close();
    }
  });

  it("counts the computer's decisions in the pool: by level, thinking time and queue wait", async () => {
    const s = await startTestServer({}, { METRICS_TOKEN: TOKEN });
    servers.push(s);
    const before = await scrape(s);
    const pool = new PoolBotRunner({ threads: 1 });
    try {
      const view = tinyGame.view(tinyGame.deal({ players: 3 }, 'metrics'), 0);
      // A budget far above the tiny game's instant decision: a decision that waits longer than its
      // budget for the one thread gets the fallback (not counted as the pool's), and under a loaded
      // CI run the third of three waited past 100 ms (fresh-clone run, 6 Dec 2026).
      const req = { game: 'tiny', level: 'low', view, rngSeed: 's', budgetMs: 5000 };
      await Promise.all([pool.decide(req), pool.decide(req), pool.decide(req)]);
      await expect(pool.decide({ ...req, game: 'nope' })).rejects.toThrow();
    } finally {
      await pool.close();
    }
    const after = await scrape(s);
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('kartenhaus_bot_decisions_total', { game: 'tiny', level: 'low', outcome: 'ok' })).toBe(3);
    expect(moved('kartenhaus_bot_decisions_total', { game: 'nope', level: 'low', outcome: 'failed' })).toBe(1);
    expect(moved('kartenhaus_bot_decision_seconds_count', { game: 'tiny', level: 'low' })).toBe(3);
    expect(moved('kartenhaus_bot_queue_wait_seconds_count', { game: 'tiny' })).toBe(3);
  });
});
