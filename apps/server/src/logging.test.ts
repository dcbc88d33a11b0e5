import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { speedlift } from '@kartenhaus/speedlift';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineBotRunner } from './bots/pool.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { buildSite } from './site.js';
import { autoplay } from './testing/autoplay.js';
import { TestClient } from './testing/client.js';
import { FAST } from './testing/server.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A log that keeps every line it is given. */
function captured(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

const makeMove = (m: unknown) => speedlift.makeMove(m as Parameters<typeof speedlift.makeMove>[0]);
/** Speedlift's number cards are unique (department + floor): a quoted one names a card. */
const NUMBER_CARD = /"[HPSRFU](?:1[0-2]|[1-9])"/;
const DAILY_SECRET = 'daily-secret-for-the-log-test-5f1e';
const PASSWORD = 'correct horse battery staple 42';

async function register(base: string, name: string): Promise<string> {
  const r = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: PASSWORD }),
  });
  expect(r.status).toBe(200);
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('the structured log', () => {
  it("tells a table's life and each connection, with no secret and no card in any line", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-log-'));
    dirs.push(dir);
    const log = captured();
    const config = loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent', DAILY_SECRET, LOG_LEVEL: 'debug' });
    const site = await buildSite(config, {
      bots: new InlineBotRunner(),
      timing: FAST,
      messageBudget: { messages: 100_000, windowMs: 20_000 },
      logger: createLogger('debug', log.stream),
    });
    const clients: TestClient[] = [];
    try {
      await site.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
      const cookies = [await register(base, 'Logprobe Anna'), await register(base, 'Logprobe Ben')];
      const [a, b] = await Promise.all(cookies.map((c) => TestClient.connect(base, c)));
      clients.push(a!, b!);
      // An online table: Ben sits and then leaves the running game (the computer takes his seat).
      const settings = { game: 'speedlift', mode: 'online', players: 3, clock: null, options: { limit: 30 } };
      const created = await a!.request({ t: 'create', settings });
      const table = (created as { table: string }).table;
      await b!.request({ t: 'open', table });
      await b!.request({ t: 'sit', table, seat: 1 });
      expect(await a!.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
      expect(await b!.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
      await autoplay(a!, table, makeMove).finished;
      // A Tagesfahrt (seeded by DAILY_SECRET), played to the end, solo.
      const daily = await a!.request({
        t: 'create',
        settings: { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } },
      });
      const dailyTable = (daily as { table: string }).table;
      await autoplay(a!, dailyTable, makeMove).finished;
      // Everyone leaves the finished online table: it closes.
      expect(await a!.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
      expect(await b!.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
      a!.close();
      await a!.closed();
      await expect.poll(() => log.lines.some((l) => l.includes('"connection closed"'))).toBe(true);

      const seeds = (await site.storage.db.selectFrom('games').select('seed').execute()).map((g) => g.seed);
      expect(seeds).toHaveLength(2);
      const secrets = [DAILY_SECRET, PASSWORD, ...cookies.map((c) => c.split('=')[1]!), ...seeds];
      for (const line of log.lines) {
        expect(() => JSON.parse(line) as unknown).not.toThrow();
        for (const s of secrets) expect(line).not.toContain(s);
        expect(line).not.toMatch(NUMBER_CARD);
      }
      const entries = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const events = (msg: string) => entries.filter((e) => e.msg === msg);
      expect(events('table created').map((e) => e.table)).toEqual([table, dailyTable]);
      expect(events('table started')).toHaveLength(2);
      expect(events('table finished')).toHaveLength(2);
      expect(events('table taken over')).toEqual([expect.objectContaining({ table, seat: 1, reason: 'left' })]);
      expect(events('table closed')).toEqual([expect.objectContaining({ table, game: 'speedlift' })]);
      expect(events('connection opened')).toHaveLength(2);
      expect(events('connection closed')[0]).toMatchObject({ code: 1005, player: a!.player!.id });
      // Requests are logged by method and path only: the cookie header is never written.
      expect(entries.some((e) => (e.req as { url?: string } | undefined)?.url === '/api/register')).toBe(true);
    } finally {
      for (const c of clients) c.close();
      await site.app.close();
    }
  });
});
