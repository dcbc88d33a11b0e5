import { Rng } from '@kartenhaus/core';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { RECENT_STEPS } from '@kartenhaus/protocol';
import { gameModule, speedclimb } from '@kartenhaus/speedclimb';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { registry } from '../metrics.js';
import { sharedTestSchema } from '../storage/testing.js';
import { TableStore } from '../tables/store.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startClusterSite, startedTable, testPrefix, TINY_ONLINE } from './testing.js';

const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const makeMove = (m: unknown) => tinyGame.makeMove(m as number);

const forwarded = async (kind: 'command' | 'frames') =>
  (await registry.getSingleMetric('kartenhaus_forwarded_total')!.get()).values.find((v) => v.labels.kind === kind)
    ?.value ?? 0;

describe.skipIf(!pg || !redisUrl)('any process accepts any player (forwarding over Redis pub/sub)', () => {
  it('two players of one table on different processes play a game to its end', { timeout: 30_000 }, async () => {
    const schema = sharedTestSchema()!;
    const prefix = testPrefix();
    const one = await startClusterSite(schema.open, prefix);
    const two = await startClusterSite(schema.open, prefix);
    try {
      const a = await TestClient.connect(one.base);
      const b = await TestClient.connect(two.base);
      const { table } = (await a.request({ t: 'create', settings: TINY_ONLINE })) as { table: string };
      const commands = await forwarded('command');
      // b's process does not run the table: its commands go to the owner, its frames come back.
      expect(two.manager.get(table)).toBeUndefined();
      expect(await b.request({ t: 'open', table })).toMatchObject({ t: 'ok' });
      expect(await b.request({ t: 'sit', table, seat: 1 })).toMatchObject({ t: 'ok' });
      await a.request({ t: 'start', table });
      await Promise.all([autoplay(a, table, makeMove).finished, autoplay(b, table, makeMove).finished]);
      for (const c of [a, b]) {
        const t = c.tables.get(table)!;
        expect(t.info.result).not.toBeNull();
        expect((t.view as { played: number[][] }).played.flat()).toHaveLength(4);
        expect(c.invalid).toEqual([]);
      }
      // b saw its own seat's view, made on the owner.
      expect(b.tables.get(table)!.info.you).toBe(1);
      expect((b.tables.get(table)!.view as { seat: number }).seat).toBe(1);
      // Only b's commands travelled (open, sit, two moves): a's, on the owner, cost no forwarding.
      expect((await forwarded('command')) - commands).toBe(4);
      expect(two.manager.get(table)).toBeUndefined();
      for (const c of [a, b]) c.close();
    } finally {
      await one.stop();
      await two.stop();
      await schema.drop();
    }
  });

  it(
    "a reload on a process that does not own the table: the snapshot's last steps as the player's own seat saw them",
    { timeout: 40_000 },
    async () => {
      const schema = sharedTestSchema()!;
      const prefix = testPrefix();
      const one = await startClusterSite(schema.open, prefix);
      const two = await startClusterSite(schema.open, prefix);
      onTestFinished(async () => {
        await one.stop();
        await two.stop();
        await schema.drop();
      });
      // A Speedclimb table of one human and a computer (online, so that it may be watched), played
      // on the owner up to a draw from the stock (only its drawer reads the card).
      const scMove = (m: unknown) => speedclimb.makeMove(m as Parameters<typeof speedclimb.makeMove>[0]);
      const rng = Rng.fromSeed('human');
      type View = Parameters<(typeof gameModule)['bots'][string]['decide']>[0];
      const pick = (_moves: readonly unknown[], view: unknown) =>
        gameModule.bots.normal!.decide(view as View, rng, { ms: 50 });
      type Seen = { type: string; from?: string; card?: unknown };
      const stockDraws = (events: readonly unknown[]) =>
        (events as Seen[]).filter((e) => e.type === 'drew' && e.from === 'stock');
      const a = await TestClient.connect(one.base);
      onTestFinished(() => a.close());
      const { table } = (await a.request({
        t: 'create',
        settings: {
          game: 'speedclimb',
          mode: 'online',
          players: 2,
          clock: null,
          free: 'computer',
          options: { route: 'gipfelsturm' },
        },
      })) as { table: string };
      await a.request({ t: 'start', table });
      const player = autoplay(a, table, scMove, pick);
      await a.waitFor(
        (m) =>
          m.t === 'update' &&
          m.table === table &&
          player.sent >= 3 &&
          stockDraws(m.events).some((e) => e.card !== null),
        { timeoutMs: 30_000 },
      );
      player.stop();
      await new Promise((done) => setTimeout(done, 300));
      const live = a.frames.flatMap((f) =>
        f.msg.t === 'update' && f.msg.table === table && f.msg.events.length > 0 ? [f.msg] : [],
      );
      // The same player reloads and lands on the other process; a watcher comes there too.
      expect(two.manager.get(table)).toBeUndefined();
      const a2 = await TestClient.connect(two.base, a.cookie);
      const watcher = await TestClient.connect(two.base);
      onTestFinished(() => [a2, watcher].forEach((c) => c.close()));
      const commands = await forwarded('command');
      const [own, watched] = await Promise.all(
        [a2, watcher].map(async (c) => {
          const from = c.frames.length;
          c.send({ t: 'open', table });
          const snap = await c.waitFor((m) => m.t === 'snapshot' && m.table === table, { from });
          if (snap.t !== 'snapshot') throw new Error('snapshot expected');
          return snap;
        }),
      );
      expect((await forwarded('command')) - commands).toBe(2);
      expect(two.manager.get(table)).toBeUndefined();
      // The player's own steps as it had them live, its drawn stock card named.
      const tail = live.slice(-RECENT_STEPS);
      expect(own!.recent.map((x) => x.events)).toEqual(tail.map((u) => u.events));
      expect(own!.recent.flatMap((x) => stockDraws(x.events)).some((e) => e.card !== null)).toBe(true);
      // The watcher gets the same steps with every stock card hidden.
      expect(watched!.recent.map((x) => x.v)).toEqual(tail.map((u) => u.v));
      const hidden = watched!.recent.flatMap((x) => stockDraws(x.events));
      expect(hidden.length).toBeGreaterThan(0);
      for (const e of hidden) expect(e.card).toBeNull();
    },
  );

  /**
   * Three sites on one schema and key prefix; a on the first creates a two-seat table, b on the
   * second sits and the game starts (b's commands forwarded). Everything stops when the test ends.
   */
  async function threeSitesOneTable() {
    const schema = sharedTestSchema()!;
    const prefix = testPrefix();
    const sites = await Promise.all([1, 2, 3].map(() => startClusterSite(schema.open, prefix)));
    const [one, two, three] = sites as [(typeof sites)[0], (typeof sites)[0], (typeof sites)[0]];
    let oneStopped = false;
    onTestFinished(async () => {
      if (!oneStopped) await one.stop();
      await two.stop();
      await three.stop();
      await schema.drop();
    });
    const { table, a, b } = await startedTable(one.base, two.base);
    /** The owner hands the table over (SIGTERM); b's socket stays open on its own process. */
    const stopOne = async () => {
      oneStopped = true;
      await one.stop();
    };
    return { one, two, three, a, b, table, stopOne };
  }

  it(
    'a forwarded player resyncs without a reload when the owner stops, and the game goes on',
    { timeout: 30_000 },
    async () => {
      const { two, three, a, b, table, stopOne } = await threeSitesOneTable();
      const card = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0]!;
      a.send({ t: 'move', table, seq: 1, move: makeMove(card) });
      await a.waitFor((m) => m.t === 'ack' && m.seq === 1);
      const epoch = b.tables.get(table)!.epoch;
      const frames = b.frames.length;
      await stopOne();
      await b.waitFor((m) => m.t === 'snapshot' && m.table === table, { from: frames, timeoutMs: 5_000 });
      expect(b.closeCode).toBeNull();
      expect(b.tables.get(table)!.epoch).not.toBe(epoch);
      expect(b.tables.get(table)!.view).toMatchObject({ played: [[card], []], seat: 1 });
      // a comes back on the third process; the game ends wherever it runs now.
      const a3 = await TestClient.connect(three.base, a.cookie);
      onTestFinished(() => a3.close());
      await a3.request({ t: 'open', table });
      await Promise.all([autoplay(a3, table, makeMove, undefined, 1).finished, autoplay(b, table, makeMove).finished]);
      expect(b.tables.get(table)!.info.result).not.toBeNull();
      expect((b.tables.get(table)!.view as { played: number[][] }).played.flat()).toHaveLength(4);
      expect([two, three].filter((s) => s.manager.get(table) !== undefined)).toHaveLength(1);
    },
  );

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(
    'a command that reaches the new owner while it still loads the table waits for it (no lost connection)',
    { timeout: 30_000 },
    async () => {
      const { two, three, a, b, table, stopOne } = await threeSitesOneTable();
      // b's process takes nothing over, and the new owner needs a while to load the table: its
      // lease already names it while b's connection is opened there again.
      vi.spyOn(two.cluster!.ownership, 'takeover').mockResolvedValue(0);
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
      const load = TableStore.prototype.loadOne;
      vi.spyOn(TableStore.prototype, 'loadOne').mockImplementation(async function (this: TableStore, id) {
        await new Promise((r) => setTimeout(r, 1_500));
        return load.call(this, id);
      });
      const frames = b.frames.length;
      await stopOne();
      await b.waitFor((m) => m.t === 'snapshot' && m.table === table, { from: frames, timeoutMs: 8_000 });
      expect(three.manager.get(table)).toBeDefined();
      expect(two.manager.get(table)).toBeUndefined();
      // The game goes on at three; b plays through its own process.
      const a3 = await TestClient.connect(three.base, a.cookie);
      onTestFinished(() => a3.close());
      await a3.request({ t: 'open', table });
      await Promise.all([autoplay(a3, table, makeMove, undefined, 0).finished, autoplay(b, table, makeMove).finished]);
      expect(b.tables.get(table)!.info.result).not.toBeNull();
    },
  );
});
