import { Rng } from '@kartenhaus/core';
import { gameModule, speedclimb } from '@kartenhaus/speedclimb';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkLedger } from '../accounts/check.js';
import { HOUSE } from '../accounts/ledger.js';
import { systemClock } from '../clock.js';
import { toNumber } from '../storage/dialect.js';
import { sharedTestSchema } from '../storage/testing.js';
import { autoplay, type Autoplayer } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { spawnSite, testPrefix, type ChildSite } from './testing.js';

/**
 * Issue 20's proof: three server processes on PostgreSQL and Redis (the production lease timing),
 * simulated humans at staked Speedclimb tables spread over them, and the owner of the most tables
 * killed with SIGKILL twenty times — after each kill every table runs again on a live process
 * within 10 s, on one process only, with every acknowledged move; at the end every game is over,
 * no move is stored twice, and the ledger holds (nothing staked is lost or made).
 */
const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const KILLS = 20;
const TABLES = 3;
const PROCESSES = 3;
const STAKE = 10;
const makeMove = (m: unknown) => speedclimb.makeMove(m as Parameters<typeof speedclimb.makeMove>[0]);
type View = Parameters<(typeof gameModule)['bots'][string]['decide']>[0];
const rng = Rng.fromSeed('kill-nine');
/** A simulated human who plays like the normal computer, from its own view. */
const humanPick = (_moves: readonly unknown[], view: unknown) =>
  gameModule.bots.normal!.decide(view as View, rng, { ms: 20 });
const settings = {
  game: 'speedclimb',
  mode: 'online',
  players: 2,
  // A stake needs a clock (ruling AC9); the simulated humans decide in milliseconds.
  clock: 120,
  free: 'leer',
  stake: STAKE,
  options: { route: 'gipfelsturm' },
} as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A registered player (500 Taler) and the socket it plays on now. */
interface Player {
  readonly cookie: string;
  client: TestClient;
  site: ChildSite;
  play: Autoplayer | null;
  /** Per table, the highest move sequence number the server acknowledged. */
  readonly acked: Map<string, number>;
}

describe.skipIf(!pg || !redisUrl)('kill -9 of the owner, twenty times (three server processes)', () => {
  it(
    'every table runs again within 10 s on one process, with every acknowledged move; the ledger holds',
    { timeout: 420_000 },
    async () => {
      const schema = sharedTestSchema()!;
      // Migrated once here, before the processes open it side by side.
      const storage = await schema.open();
      onTestFinished(async () => {
        await storage.close();
        await schema.drop();
      });
      const prefix = testPrefix();
      const redis = new Redis(redisUrl!);
      onTestFinished(() => void redis.disconnect());
      const sites: ChildSite[] = await Promise.all(
        Array.from({ length: PROCESSES }, () => spawnSite(schema.schema, prefix)),
      );
      const pidOf = new Map(sites.map((s) => [s.child.pid!, s]));
      const live = () => sites.filter((s) => s.child.exitCode === null && s.child.signalCode === null);

      // Players, registered on the processes in turn.
      const players: Player[] = [];
      onTestFinished(() => players.forEach((p) => p.client.close()));
      for (let i = 0; i < TABLES * 2; i++) {
        const site = sites[i % PROCESSES]!;
        const guest = await TestClient.guestCookie(site.base);
        const res = await fetch(`${site.base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: guest, origin: site.base },
          body: JSON.stringify({ name: `Kletterin ${String.fromCharCode(65 + i)}`, password: 'geheim123' }),
        });
        expect(res.status).toBe(200);
        const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
        const client = await TestClient.connect(site.base, cookie);
        players.push({ cookie, client, site, play: null, acked: new Map() });
      }
      const track = (p: Player) =>
        p.client.on((m) => {
          if (m.t === 'ack') p.acked.set(m.table, Math.max(p.acked.get(m.table) ?? 0, m.seq));
        });
      players.forEach(track);

      // Each pair plays at its own table (the second player on another process: forwarded); a
      // pair whose game ended gets a new table before the next kill.
      const tables: string[] = [];
      const current: string[] = [];
      const startPlay = (p: Player, table: string) => {
        p.play?.stop();
        const t = p.client.tables.get(table);
        p.play = autoplay(p.client, table, makeMove, humanPick, t?.info.seq ?? 0, { clock: systemClock, ms: 40 });
      };
      const pairOf = (pair: number) => [players[pair * 2]!, players[pair * 2 + 1]!] as const;
      const newTable = async (pair: number) => {
        const [a, b] = pairOf(pair);
        const r = (await a.client.request({ t: 'create', settings })) as { t: string; table?: string };
        expect(r).toMatchObject({ t: 'ok' });
        const table = r.table!;
        expect(await b.client.request({ t: 'open', table })).toMatchObject({ t: 'ok' });
        expect(await b.client.request({ t: 'sit', table, seat: 1 })).toMatchObject({ t: 'ok' });
        expect(await a.client.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
        tables.push(table);
        current[pair] = table;
        for (const p of [a, b]) startPlay(p, table);
      };
      for (let pair = 0; pair < TABLES; pair++) await newTable(pair);

      /** The tables whose game has not ended (PostgreSQL), and on how many live processes each runs. */
      const running = async () => {
        const rows = await storage.db
          .selectFrom('games')
          .select('table_id')
          .where('table_id', 'in', tables)
          .where('result', 'is', null)
          .execute();
        const playing = rows.map((r) => r.table_id);
        const where = await Promise.all(live().map((s) => s.running(playing)));
        return { playing, count: (t: string) => where.filter((w) => w.includes(t)).length };
      };
      const recovery: number[] = [];
      for (let k = 0; k < KILLS; k++) {
        for (let pair = 0; pair < TABLES; pair++) {
          const t = pairOf(pair)[0].client.tables.get(current[pair]!);
          if (t?.info.result) await newTable(pair);
        }
        await sleep(500 + rng.int(1_500));
        // The owner of the most tables dies.
        const leases = await redis.mget(current.map((t) => `${prefix}lease:${t}`));
        const counts = new Map<number, number>();
        for (const l of leases) {
          const pid = l === null ? null : Number(l.split(':')[1]);
          if (pid !== null && pidOf.has(pid)) counts.set(pid, (counts.get(pid) ?? 0) + 1);
        }
        const victimPid = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? live()[0]!.child.pid!;
        const victim = pidOf.get(victimPid)!;
        const before = new Map(players.map((p) => [p, new Map(p.acked)]));
        victim.child.kill('SIGKILL');
        const killed = Date.now();
        await new Promise((r) => victim.child.once('exit', r));
        // A fresh process joins (as a supervisor would start it again).
        const fresh = spawnSite(schema.schema, prefix).then((s) => {
          sites.push(s);
          pidOf.set(s.child.pid!, s);
        });
        // Its players come back on a live process; the others keep their sockets (resynced).
        const others = live();
        for (const [i, p] of players.entries()) {
          if (p.site !== victim) continue;
          p.play?.stop();
          p.play = null;
          p.site = others[i % others.length]!;
          p.client = await TestClient.connect(p.site.base, p.cookie);
          track(p);
        }
        // Every table runs again within 10 s, on one live process only.
        for (;;) {
          const { playing, count } = await running();
          expect(playing.every((t) => count(t) <= 1)).toBe(true);
          if (playing.every((t) => count(t) === 1)) break;
          expect(Date.now() - killed).toBeLessThan(10_000);
          await sleep(100);
        }
        recovery.push(Date.now() - killed);
        // A socket kept on a live process resyncs once the table runs again: until its snapshot
        // arrives it holds the last frame before the kill, which may lag its last ack (a forwarded
        // move's ack and the update with the same `seq` travel separately, and the owner can die
        // between them; seen once in CI: acknowledged 79, the table still said 78). Allowed 5 s.
        const resyncBy = Date.now() + 5_000;
        for (const [pair, table] of current.entries()) {
          for (const p of pairOf(pair)) {
            if (!p.client.tables.has(table)) {
              for (;;) {
                const r = await p.client.request({ t: 'open', table });
                if (r.t === 'ok') break;
                expect(Date.now() - killed).toBeLessThan(10_000);
                await sleep(100);
              }
            }
            // Every move of this player's the server acknowledged is there.
            const want = before.get(p)!.get(table) ?? 0;
            while (p.client.tables.get(table)!.info.seq < want) {
              expect(
                Date.now(),
                `acknowledged ${want}, the table says ${p.client.tables.get(table)!.info.seq}`,
              ).toBeLessThan(resyncBy);
              await sleep(100);
            }
            const t = p.client.tables.get(table)!;
            if (t.info.seats[t.info.you!]?.away) await p.client.request({ t: 'back', table });
            if (p.play === null) startPlay(p, table);
          }
        }
        await fresh;
      }

      // Every game plays to its end.
      const ended = await Promise.race([
        Promise.all(players.map((p) => p.play?.finished)).then(() => true),
        sleep(30_000).then(() => false),
      ]);
      expect(ended).toBe(true);
      const { count } = await running();
      for (const t of tables) expect(count(t)).toBe(0);
      console.log(
        `[kill-nine] ${KILLS} kills, ${tables.length} games; from kill to every table running: median ${median(recovery)} ms, max ${Math.max(...recovery)} ms`,
      );

      // No move stored twice: per game, one row per move number and per seat's sequence number.
      const doubled = await sql<{ n: number | string }>`
        select count(*) as n from (
          select game_id, player_id, seq from game_moves where seq is not null
          group by game_id, player_id, seq having count(*) > 1
        ) d`.execute(storage.db);
      expect(toNumber(doubled.rows[0]!.n)).toBe(0);
      const games = await storage.db.selectFrom('games').select(['id', 'result']).execute();
      expect(games).toHaveLength(tables.length);
      expect(games.every((g) => g.result !== null)).toBe(true);
      // Every game was staked and paid out once.
      const transfers = await storage.db.selectFrom('ledger_transfers').select('kind').execute();
      expect(transfers.filter((t) => t.kind === 'stake')).toHaveLength(2 * tables.length);
      expect(transfers.filter((t) => t.kind === 'payout')).toHaveLength(tables.length);
      // The ledger: every invariant holds, every pot paid out, the players' Taler all still there.
      expect(await checkLedger(storage.db)).toEqual([]);
      const balances = await storage.db.selectFrom('ledger_accounts').select(['id', 'balance']).execute();
      const own = balances.filter((a) => a.id !== HOUSE && !a.id.startsWith('pot:'));
      expect(own).toHaveLength(players.length);
      expect(own.reduce((s, a) => s + toNumber(a.balance), 0)).toBe(500 * players.length);
    },
  );
});

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
