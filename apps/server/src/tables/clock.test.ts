import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { ServerMessage } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { openStorage } from '../storage/db.js';
import { registerTestGame, tinyGameEntry } from '../games.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { FAST, startTestServer } from '../testing/server.js';

const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
// Core's tiny game with rounds: a round ends when the last seat has played (for the summary).
registerTestGame({
  ...tinyGameEntry,
  key: 'tiny-rounds',
  isRoundEnd: (e) => (e as { seat: number }).seat === 2 || (e as { seat: number }).seat === 1,
});

type Srv = Awaited<ReturnType<typeof startTestServer>>;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FAST_IDLE = 60_000;

async function setup(settings: Record<string, unknown>, seated = 2, opts: Parameters<typeof startTestServer>[0] = {}) {
  const clock = new ManualClock();
  const s: Srv = await startTestServer({ clock, timing: { ...FAST, idleCloseMs: FAST_IDLE }, ...opts });
  cleanup.push(() => s.stop());
  const a = await TestClient.connect(s.base);
  cleanup.push(() => a.close());
  const r = await a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, ...settings } });
  const table = (r as { table: string }).table;
  const b = await TestClient.connect(s.base);
  cleanup.push(() => b.close());
  if (seated === 2) {
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
  }
  if (settings.mode !== 'solo') await a.request({ t: 'start', table });
  /** Moves time and lets the inline bots and the sockets catch up. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 6; i++) {
      await sleep(10);
      clock.advance(0);
    }
  };
  return { clock, s, a, b, table, advance };
}

const played = (c: TestClient, table: string) =>
  (c.tables.get(table)!.view as { played: number[][] }).played.map((p) => p.length);

describe('clocks and grace (injected monotonic clock)', () => {
  it('gives think time plus 10 s grace, then the computer decides; the second timeout in a row takes over (A3)', async () => {
    const { a, b, table, advance } = await setup({ clock: 30, game: 'tiny' });
    const seat0 = a.tables.get(table)!.info.seats[0]!;
    expect(seat0.clockMs).toBe(30_000 + FAST.graceMs);
    await advance(30_000);
    expect(played(a, table)).toEqual([0, 0, 0]);
    await advance(FAST.graceMs);
    expect(played(a, table)).toEqual([1, 0, 0]);
    expect(a.tables.get(table)!.info.seats[0]).toMatchObject({ away: false });
    // B decides in time; the computer seat follows.
    const legal = (b.tables.get(table)!.view as { legalMoves: number[] }).legalMoves;
    b.send({ t: 'move', table, seq: 1, move: makeMove(legal[0]) });
    await b.waitFor((m) => m.t === 'ack');
    await advance(0);
    expect(played(a, table)).toEqual([1, 1, 1]);
    // A times out again: the computer takes the seat for the rest of the game (B still plays).
    await advance(30_000 + FAST.graceMs);
    expect(played(a, table)).toEqual([2, 1, 1]);
    expect(a.tables.get(table)!.info.seats[0]).toMatchObject({ away: true });
    // Every update says whether the computer made the move for a human's seat (protocol `by`): A's
    // two timed-out moves, not B's own move, not the computer seat's.
    const steps = a.frames.flatMap((f) =>
      f.msg.t === 'update' && f.msg.table === table && f.msg.events.length > 0
        ? [{ seat: (f.msg.events[0] as { seat: number }).seat, by: f.msg.by }]
        : [],
    );
    expect(steps).toEqual([
      { seat: 0, by: 'computer' },
      { seat: 1, by: undefined },
      { seat: 2, by: undefined },
      { seat: 0, by: 'computer' },
    ]);
    // A page opened anew reads the same in the snapshot's steps.
    const from = b.frames.length;
    b.send({ t: 'open', table });
    const snap = await b.waitFor((m) => m.t === 'snapshot' && m.table === table, { from });
    if (snap.t !== 'snapshot') throw new Error('no snapshot');
    expect(snap.recent.filter((r) => r.events.length > 0).map((r) => r.by)).toEqual(steps.map((x) => x.by));
    // And the takeover stands among them where it happened, before the computer's move for A: the
    // rebuilt log says "Für A spielt jetzt der Computer." there (protocol `recent[].seats`).
    const name = a.tables.get(table)!.info.seats[0]!.name;
    expect(snap.recent.map((r) => r.seats ?? r.events.length)).toEqual([1, 1, 1, [{ seat: 0, name, away: true }], 1]);
  });

  it('after a restart the clock resumes with the think time left and a fresh grace (T3)', async () => {
    const storage = await openStorage({ sqliteFile: ':memory:' });
    cleanup.push(() => storage.close());
    const { s, a, table, advance } = await setup({ clock: 30 }, 2, { storage });
    const stored = async () => {
      const row = await storage.db
        .selectFrom('game_tables')
        .select('seats')
        .where('id', '=', table)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.seats) as { clock?: { n: number; usedMs: number } | null }[])[0]!.clock;
    };
    // A crash loses at most one checkpoint interval of used think time (in the player's favour).
    await advance(10_000);
    await advance(5_000);
    expect(await stored()).toEqual({ n: 0, usedMs: 10_000 });
    // A graceful stop stores it exactly: 25 s of 30 s used.
    await advance(10_000);
    a.close();
    await s.stop();
    expect(await stored()).toEqual({ n: 0, usedMs: 25_000 });

    // The new process's monotonic clock starts elsewhere; downtime does not count.
    const clock2 = new ManualClock();
    clock2.advance(7_777_777);
    const s2 = await startTestServer({ clock: clock2, storage });
    cleanup.push(() => s2.stop());
    const a2 = await TestClient.connect(s2.base, a.cookie);
    cleanup.push(() => a2.close());
    await a2.request({ t: 'open', table });
    expect(a2.tables.get(table)!.info.seats[0]).toMatchObject({ clockMs: 5_000 + FAST.graceMs, grace: false });
    const step = async (ms: number) => {
      clock2.advance(ms);
      for (let i = 0; i < 6; i++) {
        await sleep(10);
        clock2.advance(0);
      }
    };
    await step(5_000);
    expect(played(a2, table)).toEqual([0, 0, 0]);
    await step(FAST.graceMs);
    expect(played(a2, table)).toEqual([1, 0, 0]);
  });

  it('a finished table nobody has open leaves memory after the idle time; its game stays stored (T9)', async () => {
    const { s, a, table, advance } = await setup({ clock: null, mode: 'solo' }, 1);
    const p = autoplay(a, table, makeMove);
    for (let i = 0; i < 50 && a.tables.get(table)!.info.phase !== 'finished'; i++) await advance(0);
    await p.finished;
    // Still open in a browser: the table stays, however long.
    await advance(FAST_IDLE * 3);
    expect(s.manager.get(table)).toBeDefined();
    a.close();
    await advance(0);
    await advance(FAST_IDLE - 1);
    expect(s.manager.get(table)).toBeDefined();
    await advance(1);
    expect(s.manager.get(table)).toBeUndefined();
    const row = await s.storage.db
      .selectFrom('game_tables')
      .selectAll()
      .where('id', '=', table)
      .executeTakeFirstOrThrow();
    expect(row.phase).toBe('closed');
    const game = await s.storage.db
      .selectFrom('games')
      .selectAll()
      .where('table_id', '=', table)
      .executeTakeFirstOrThrow();
    expect(game.result).not.toBeNull();
    expect(
      await s.storage.db.selectFrom('game_moves').selectAll().where('game_id', '=', game.id).execute(),
    ).toHaveLength(6);
  });

  it('a running game is never closed for idleness, and leaving a finished solo table closes it at once', async () => {
    const { s, a, table, advance } = await setup({ clock: null, mode: 'solo' }, 1);
    const a2 = await TestClient.connect(s.base, a.cookie);
    cleanup.push(() => a2.close());
    a.close();
    await advance(FAST_IDLE * 2);
    expect(s.manager.get(table)).toBeDefined();
    await a2.request({ t: 'open', table });
    const p = autoplay(a2, table, makeMove);
    for (let i = 0; i < 50 && a2.tables.get(table)!.info.phase !== 'finished'; i++) await advance(0);
    await p.finished;
    expect(await a2.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(s.manager.get(table)).toBeUndefined();
  });

  it('without a clock the table waits', async () => {
    const { a, table, advance } = await setup({ clock: null, game: 'tiny' });
    await advance(3_600_000);
    expect(played(a, table)).toEqual([0, 0, 0]);
    expect(a.tables.get(table)!.info.seats[0]!.clockMs).toBeNull();
  });

  it('the round summary waits for every human\'s "Weiter"; with a clock it moves on after reading + think time', async () => {
    const { a, b, table, advance } = await setup({ clock: 30, game: 'tiny-rounds', players: 2 });
    const pb = autoplay(b, table, makeMove);
    const first = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0];
    a.send({ t: 'move', table, seq: 1, move: makeMove(first) });
    await b.waitFor((m) => m.t === 'update' && m.info.phase === 'summary');
    expect(b.tables.get(table)!.info.timerMs).toBe(FAST.summaryReadMs + 30_000);
    // A has not clicked "Weiter": no move is accepted meanwhile.
    a.send({ t: 'move', table, seq: 2, move: '1' });
    expect(await a.waitFor((m) => m.t === 'error' && m.seq === 2)).toMatchObject({ code: 'ERR_WRONG_PHASE' });
    await a.waitFor((m) => m.t === 'update' && m.info.seats[1]!.ready);
    await advance(FAST.summaryReadMs + 30_000);
    expect(a.tables.get(table)!.info.phase).toBe('playing');
    pb.stop();
  });

  it('solo: the summary waits for the human without a clock', async () => {
    const { a, table, advance } = await setup({ clock: null, game: 'tiny-rounds', players: 2, mode: 'solo' }, 1);
    const first = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0];
    a.send({ t: 'move', table, seq: 1, move: makeMove(first) });
    await a.waitFor((m) => m.t === 'ack');
    await advance(0);
    await a.waitFor((m: ServerMessage) => m.t === 'update' && m.info.phase === 'summary');
    await advance(3_600_000);
    expect(a.tables.get(table)!.info.phase).toBe('summary');
    expect(await a.request({ t: 'ready', table })).toMatchObject({ t: 'ok' });
    expect(a.tables.get(table)!.info.phase).toBe('playing');
  });
});
