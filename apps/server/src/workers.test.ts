import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { speedlift } from '@kartenhaus/speedlift';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { autoplay } from './testing/autoplay.js';
import { TestClient } from './testing/client.js';
import { freePort, hasRedisServer, ownRedis } from './testing/redis-server.js';

const url = process.env.TEST_DATABASE_URL;
const main = new URL('./main.ts', import.meta.url).pathname;
const makeMove = (m: unknown) => speedlift.makeMove(m as Parameters<typeof speedlift.makeMove>[0]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database of this test's own (main.ts takes a plain DATABASE_URL, no schema). */
async function ownDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kh_w_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Log lines of the workers (pino JSON on stdout, each with its worker's pid). */
interface Line {
  readonly pid: number;
  readonly msg: string;
  readonly player?: string;
  readonly table?: string;
  /** `table restored`: why this process runs the table (`RestoreReason`). */
  readonly reason?: string;
  /** The primary's lines: the worker's pid, how it ended. */
  readonly worker?: number;
  readonly signal?: string | null;
}

describe.skipIf(!url || !hasRedisServer)('WORKERS=2: one command runs a cluster on one machine (node:cluster)', () => {
  it(
    'serves a game whose players sit on different workers; a killed worker’s table is taken over by another',
    { timeout: 120_000 },
    async () => {
      const db = await ownDatabase(url!);
      const redis = await ownRedis();
      const dataDir = mkdtempSync(join(tmpdir(), 'kh-workers-'));
      const port = await freePort();
      const metricsPort = await freePort();
      const token = 'metrics-token-of-the-test';
      const lines: Line[] = [];
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
        env: {
          ...process.env,
          WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: db.url,
          REDIS_URL: redis.url,
          DATA_DIR: dataDir,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'info',
          BOT_THREADS: '1',
          METRICS_PORT: String(metricsPort),
          METRICS_TOKEN: token,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      onTestFinished(async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15_000)]);
          child.kill('SIGKILL');
        }
        await redis.stop();
        await db.drop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      let rest = '';
      child.stdout!.on('data', (d: Buffer) => {
        const parts = (rest + d.toString()).split('\n');
        rest = parts.pop()!;
        for (const p of parts) {
          try {
            lines.push(JSON.parse(p) as Line);
          } catch {
            // not a log line
          }
        }
      });
      const until = async (what: () => boolean | Promise<boolean>, ms = 30_000) => {
        for (const end = Date.now() + ms; !(await what()); await sleep(50))
          if (Date.now() > end) throw new Error('timed out');
      };
      // Both workers listen on the one port.
      await until(() => lines.filter((l) => l.msg.startsWith('Server listening')).length >= 2, 60_000);
      const base = `http://127.0.0.1:${port}`;
      const guest = async () => (await fetch(`${base}/api/me`)).headers.get('set-cookie')!.split(';')[0]!;
      const workerOf = (c: TestClient) =>
        lines.find((l) => l.msg === 'connection opened' && l.player === c.player!.id)?.pid;

      // Three players; the primary hands the sockets to the workers in turn.
      // (HTTP requests take turns too: more sockets until both workers have some.)
      const all: TestClient[] = [];
      onTestFinished(() => all.forEach((c) => c.close()));
      for (let i = 0; i < 8 && (all.length < 3 || new Set(all.map(workerOf)).size < 2); i++) {
        all.push(await TestClient.connect(base, await guest()));
        await until(() => all.every((c) => workerOf(c) !== undefined));
      }
      const first = all[0]!;
      const clients = [first, all.find((c) => workerOf(c) !== workerOf(first))!, all.filter((c) => c !== first)[1]!];
      clients[2] = all.find((c) => !clients.slice(0, 2).includes(c))!;
      expect(new Set(clients.map(workerOf)).size).toBe(2);
      // One scrape for the machine: the primary sums both workers' metrics on METRICS_PORT, and a
      // worker's /metrics on the site's port answers that sum too.
      const connections = (text: string) => Number(/^kartenhaus_connections (\d+)$/m.exec(text)?.[1]);
      const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      // The primary's own figures after the sum: the workers running, their restarts.
      const figure = (text: string, name: string) =>
        Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1]);
      const running = 'kartenhaus_workers';
      const killedRestarts = 'kartenhaus_worker_restarts_total{cause="signal"}';
      const viaPort = await scrape();
      expect(connections(viaPort)).toBe(all.length);
      expect([figure(viaPort, running), figure(viaPort, killedRestarts)]).toEqual([2, 0]);
      const viaSite = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(viaSite.status).toBe(200);
      expect(connections(await viaSite.text())).toBe(all.length);

      const [a, b, c] = clients as [TestClient, TestClient, TestClient];
      const settings = { game: 'speedlift', mode: 'online', players: 3, clock: null, options: { limit: 80 } };
      const { table } = (await a.request({ t: 'create', settings })) as { table: string };
      for (const [i, x] of [b, c].entries()) {
        expect(await x.request({ t: 'open', table })).toMatchObject({ t: 'ok' });
        expect(await x.request({ t: 'sit', table, seat: i + 1 })).toMatchObject({ t: 'ok' });
      }
      expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
      const owner = lines.find((l) => l.msg === 'table created' && l.table === table)!.pid;
      const acked = new Map<TestClient, number>();
      for (const x of clients)
        x.on((m) => {
          if (m.t === 'ack' && m.table === table) acked.set(x, Math.max(acked.get(x) ?? 0, m.seq));
        });
      // Everyone plays a while (the remote players' moves forwarded to the owner), then its worker dies.
      let players = clients.map((x) => autoplay(x, table, makeMove));
      await until(() => clients.every((x) => (acked.get(x) ?? 0) >= 2));
      // The moves counted so far, all by the owner (it runs the table).
      const humanMoves = 'kartenhaus_moves_total{game="speedlift",by="human"}';
      const movesBefore = figure(await scrape(), humanMoves);
      expect(movesBefore).toBeGreaterThanOrEqual(2);
      process.kill(owner, 'SIGKILL');
      const killed = Date.now();
      const before = new Map(acked);

      // The players on the killed worker come back on any worker; the others' sockets stay open.
      for (const p of players) p.stop();
      const onKilled = clients.filter((x) => workerOf(x) === owner);
      const now = [...clients];
      for (const x of onKilled) {
        await x.closed();
        const again = await TestClient.connect(base, x.cookie);
        for (;;) {
          const r = await again.request({ t: 'open', table });
          if (r.t === 'ok') break;
          await sleep(200);
        }
        now[clients.indexOf(x)] = again;
      }
      onTestFinished(() => now.forEach((x) => x.close()));
      await until(() => lines.some((l) => l.msg === 'table restored' && l.table === table));
      const restored = lines.find((l) => l.msg === 'table restored' && l.table === table)!;
      const taker = restored.pid;
      expect(taker).not.toBe(owner);
      // Its line says why: a loop found it without a lease (a takeover) — the surviving worker's,
      // or the new worker's (it starts 2.4–3 s after the kill, before the lease lapses at 4–6 s; only
      // a new worker starting after that finds it in its first pass, at its start).
      const survivor = clients.map(workerOf).find((p) => p !== owner);
      expect(taker === survivor ? ['takeover'] : ['takeover', 'start']).toContain(restored.reason);
      // The primary logs the death in the same JSON log (QA: it had been a plain line on stderr,
      // without a time to set beside the takeover's).
      expect(lines).toContainEqual(
        expect.objectContaining({
          pid: child.pid,
          worker: owner,
          signal: 'SIGKILL',
          msg: 'worker ended unasked; starting another',
        }),
      );
      expect(Date.now() - killed).toBeLessThan(10_000 + 5_000);
      // An operator reads the kill in the metrics: one restart by a signal, two workers again.
      await until(async () => figure(await scrape(), running) === 2);
      expect(figure(await scrape(), killedRestarts)).toBe(1);
      // The sum never goes back: the killed worker's moves stay counted (QA: the sum had fallen
      // by the dead worker's share, which Prometheus reads as a counter reset).
      expect(figure(await scrape(), humanMoves)).toBeGreaterThanOrEqual(movesBefore);
      // Every acknowledged move is there (each player's last answered seq at least its last ack).
      await until(() => now.every((x) => x.tables.get(table)?.info.phase !== undefined));
      for (const [i, x] of now.entries()) {
        await until(() => (x.tables.get(table)?.info.seq ?? -1) >= (before.get(clients[i]!) ?? 0), 10_000);
      }
      players = now.map((x) => autoplay(x, table, makeMove));
      await Promise.all(players.map((p) => p.finished));
      expect(now[0]!.tables.get(table)!.info.result).toMatchObject({ places: expect.any(Array) });
      // SIGTERM: each worker drains and says 'stopped' last, then the primary ends (exit 0) —
      // an operator reads from the log that the stop was clean (QA: a process's last line had
      // been 'shutting down', with nothing after it).
      const closed = new Promise((r) => child.once('close', r));
      child.kill('SIGTERM');
      await closed;
      expect(child.exitCode).toBe(0);
      const stopped = lines.filter((l) => l.msg === 'stopped');
      expect(stopped).toHaveLength(2);
      expect(stopped.map((l) => l.pid)).not.toContain(child.pid);
    },
  );
});
