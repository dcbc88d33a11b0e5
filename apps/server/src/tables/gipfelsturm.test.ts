import { FACE_DOWN, gipfelsturm, isFree, type GipfelMove, type GipfelView } from '@kartenhaus/gipfelsturm';
import type { ServerMessage } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient, type Received } from '../testing/client.js';
import { FAST, startTestServer } from '../testing/server.js';

const makeMove = (m: unknown) => gipfelsturm.makeMove(m as Parameters<typeof gipfelsturm.makeMove>[0]);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Leak check for Gipfelsturm: no stock order, set-aside cards or generator state in any frame, and
 * a peak card is shown face up only where no card covers it any more.
 */
function assertNoLeak(f: Received): void {
  expect(f.raw).not.toMatch(/"(stocks|aside|rng|seed)":/);
  const view = (f.msg.t === 'update' || f.msg.t === 'snapshot' ? f.msg.view : null) as GipfelView | null;
  if (!view) return;
  const peaks = view.peaks.map((p) => (p === 'down' ? -1 : p));
  for (let pos = 0; pos < FACE_DOWN; pos++)
    if (typeof view.peaks[pos] === 'number') expect(isFree(peaks, pos), `peak ${pos} shown while covered`).toBe(true);
}

async function setup(settings: Record<string, unknown>) {
  const clock = new ManualClock();
  const s = await startTestServer({ clock });
  cleanup.push(() => s.stop());
  const a = await TestClient.connect(s.base);
  cleanup.push(() => a.close());
  const r = await a.request({ t: 'create', settings: { game: 'gipfelsturm', clock: null, ...settings } });
  const table = (r as { table: string; code?: string }).table;
  if (!table) throw new Error(JSON.stringify(r));
  /** Moves the monotonic clock in steps and lets sockets, bots and timers catch up. */
  const run = async (ms: number, step = 200, until?: () => boolean) => {
    for (let t = 0; t < ms && !until?.(); t += step) {
      clock.advance(step);
      await sleep(3);
    }
  };
  return { clock, s, a, table, run };
}

/** The simulated humans play cards, flips and "Los!"; the quick calls (also listed, G9) they leave. */
const handsOn = (moves: readonly unknown[]) => (moves as GipfelMove[]).find((m) => m.type !== 'call');

/**
 * Two humans at an online table (`a` the host at seat 0, `b` at seat 1; the computer at level
 * Experte for a seat taken over), started and run to "playing". `movesOf(seat)`: how many moves the
 * seat has made ("Los" not counted). `b` is not closed after the test — the caller decides.
 */
async function twoHumansPlaying() {
  const t = await setup({ mode: 'online', players: 2, free: 'leer', level: 'experte' });
  const { a, s, table, run } = t;
  const b = await TestClient.connect(s.base);
  await b.request({ t: 'open', table });
  await b.request({ t: 'sit', table, seat: 1 });
  expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
  await run(FAST.countdownMs + 100, 50, () => a.tables.get(table)!.info.phase === 'playing');
  const movesOf = async (seat: number) =>
    (await s.storage.db.selectFrom('game_moves').selectAll().execute()).filter(
      (m) => m.seat === seat && m.move !== 'Los',
    ).length;
  return { ...t, b, movesOf };
}

describe('Gipfelsturm tables (real-time, simultaneous play)', () => {
  it('solo with a computer partner: countdown, "Los!", play to the end; no frame leaks a hidden card', async () => {
    const { a, s, table, run, clock } = await setup({ mode: 'solo', players: 2, level: 'experte' });
    expect(a.tables.get(table)!.info.phase).toBe('countdown');
    a.send({ t: 'move', table, seq: 1, move: 'V' });
    expect(await a.waitFor((m) => m.t === 'error' && m.seq === 1)).toMatchObject({ code: 'ERR_WRONG_PHASE' });
    // A human's pace (one card per 0.8 s): at machine speed the human could clear the peaks before
    // the partner's first reaction, and the test could not see the partner play.
    const p = autoplay(a, table, makeMove, handsOn, 0, { clock, ms: 800 });
    await run(200_000, 250, () => a.tables.get(table)!.info.phase === 'finished');
    await p.finished;
    const view = a.tables.get(table)!.view as GipfelView;
    expect(view.over).toBe(true);
    expect(a.frames.length).toBeGreaterThan(10);
    a.frames.forEach(assertNoLeak);
    // The partner played too.
    const moves = await s.storage.db.selectFrom('game_moves').selectAll().execute();
    expect(moves.filter((m) => m.seat === 1).length).toBeGreaterThan(0);
    expect(moves[0]).toMatchObject({ seat: 0, move: 'Los' });
  });

  it('solo "Variante: Zu dritt": the table opens with two computer partners, and both play to the end', async () => {
    const { a, s, table, run, clock } = await setup({ mode: 'solo', players: 3, level: 'normal' });
    const info = a.tables.get(table)!.info;
    expect(info.phase).toBe('countdown');
    expect(info.seats.map((x) => x.kind)).toEqual(['human', 'computer', 'computer']);
    const p = autoplay(a, table, makeMove, handsOn, 0, { clock, ms: 800 });
    await run(300_000, 250, () => a.tables.get(table)!.info.phase === 'finished');
    await p.finished;
    const view = a.tables.get(table)!.view as GipfelView;
    expect(view.over).toBe(true);
    expect(view.stockCounts.length).toBe(3);
    a.frames.forEach(assertNoLeak);
    const moves = await s.storage.db.selectFrom('game_moves').selectAll().execute();
    for (const seat of [1, 2]) expect(moves.filter((m) => m.seat === seat).length, `seat ${seat}`).toBeGreaterThan(0);
  });

  it('online: two humans play at the same moments; arrival order decides, each card is played once', async () => {
    const { a, s, table, run } = await setup({ mode: 'online', players: 2, free: 'leer' });
    const b = await TestClient.connect(s.base);
    cleanup.push(() => b.close());
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    await run(FAST.countdownMs + 100, 50, () => a.tables.get(table)!.info.phase === 'playing');
    await a.waitFor(
      (m) => m.t === 'update' && m.info.phase === 'playing' && (m.view as GipfelView).clock.startedAt !== null,
    );
    // A deal may give the first player no card to play at once (a CI run drew one): it turns its
    // own stock up until one fits.
    const legal = () => (a.tables.get(table)!.view as GipfelView).legalMoves;
    let seq = 1;
    for (; !legal().some((m) => m.type === 'play'); seq++) {
      expect(
        legal().some((m) => m.type === 'flip'),
        'a card to play, or a stock to turn up',
      ).toBe(true);
      const from = a.frames.length;
      a.send({ t: 'move', table, seq, move: makeMove({ type: 'flip' }) });
      await a.waitFor((m) => m.t === 'ack' && m.seq === seq, { from });
      await a.waitFor((m) => m.t === 'update', { from });
    }
    // The same free card from both at once: the first to arrive plays it, the other is refused (G2).
    const card = legal().find((m) => m.type === 'play')!;
    const text = makeMove({ type: 'play', card: (card as { card: number }).card });
    a.send({ t: 'move', table, seq, move: text });
    b.send({ t: 'move', table, seq: 1, move: text });
    const answers = await Promise.all([
      a.waitFor((m) => (m.t === 'ack' || m.t === 'error') && m.seq === seq),
      b.waitFor((m) => (m.t === 'ack' || m.t === 'error') && m.seq === 1),
    ]);
    expect(answers.map((x) => x.t).sort()).toEqual(['ack', 'error']);
    expect(answers.find((x) => x.t === 'error')).toMatchObject({
      code: expect.stringMatching(/ERR_CARD_GONE|ERR_DOES_NOT_FIT/),
    });
    const refused: ServerMessage[] = [];
    for (const c of [a, b]) c.on((m) => m.t === 'error' && m.seq !== undefined && refused.push(m));
    // Both pick the same first card when they can: simultaneous attempts on one card.
    const pa = autoplay(a, table, makeMove, handsOn, 1);
    const pb = autoplay(b, table, makeMove, handsOn, 1);
    await run(FAST.countdownMs + 200_000, 250, () => a.tables.get(table)!.info.phase === 'finished');
    await Promise.all([pa.finished, pb.finished]);
    const moves = await s.storage.db.selectFrom('game_moves').selectAll().orderBy('n').execute();
    const cards = moves.filter((m) => /^[^V!L@]/.test(m.move)).map((m) => m.move.replace(/>.*/, ''));
    expect(new Set(cards).size).toBe(cards.length);
    expect(moves.some((m) => m.seat === 0) && moves.some((m) => m.seat === 1)).toBe(true);
    for (const e of refused)
      expect([
        'ERR_DOES_NOT_FIT',
        'ERR_CARD_GONE',
        'ERR_CARD_COVERED',
        'ERR_STOCK_EMPTY',
        'ERR_GAME_OVER',
        'ERR_TIME_UP',
        'ERR_WRONG_PHASE',
      ]).toContain((e as { code: string }).code);
    [...a.frames, ...b.frames].forEach(assertNoLeak);
  });

  it('a partner whose page is gone for 15 s is taken over by the computer, not as a leaver; a reload is not; back with "Ich bin zurück" (T14)', async () => {
    const { a, b, s, table, run, movesOf } = await twoHumansPlaying();
    const seat1 = () => a.tables.get(table)!.info.seats[1]!;
    const seat1Moves = () => movesOf(1);
    // A reload: the page gone for 5 s of the deal, then back — the seat stays the human's.
    b.close();
    await run(5_000, 250);
    const b2 = await TestClient.connect(s.base, b.cookie);
    cleanup.push(() => b2.close());
    await b2.request({ t: 'open', table });
    await run(15_000, 250);
    expect(seat1()).toMatchObject({ away: false, connected: true });
    // Gone for good: after 15 s of the deal the computer plays the seat.
    b2.close();
    await run(14_000, 250);
    expect(seat1()).toMatchObject({ away: false, connected: false });
    await run(2_000, 250, () => seat1().away === true);
    expect(seat1()).toMatchObject({ away: true, connected: false });
    let played = 0;
    for (let i = 0; i < 400 && played === 0; i++) {
      await run(100, 100);
      played = await seat1Moves();
    }
    expect(played, "the computer plays the partner's seat").toBeGreaterThan(0);
    // Not a leaver (A3 after timeouts, not leaving): "Ich bin zurück" gives the seat back.
    const stored = await s.storage.db
      .selectFrom('game_tables')
      .select('seats')
      .where('id', '=', table)
      .executeTakeFirst();
    expect((JSON.parse(String(stored!.seats)) as unknown[])[1]).toMatchObject({ away: true, left: false });
    const b3 = await TestClient.connect(s.base, b.cookie);
    cleanup.push(() => b3.close());
    await b3.request({ t: 'open', table });
    expect(await b3.request({ t: 'back', table })).toMatchObject({ t: 'ok' });
    await run(250, 250);
    expect(seat1()).toMatchObject({ away: false, connected: true });
  });

  it('the last human still playing, gone for 15 s after the partner left, is taken over too: the deal plays out, not a leaver, back with "Ich bin zurück" (T14)', async () => {
    const { a, b, s, table, run, movesOf } = await twoHumansPlaying();
    cleanup.push(() => b.close());
    const seat0 = () => b.tables.get(table)!.info.seats[0]!;
    const seat0Moves = () => movesOf(0);
    // The partner leaves (a leaver, the computer plays its seat); then the host's page is gone.
    expect(await b.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    await run(250, 250);
    a.close();
    const before = await seat0Moves();
    await run(14_000, 250);
    expect(seat0()).toMatchObject({ away: false, connected: false });
    await run(2_000, 250, () => seat0().away === true);
    expect(seat0(), 'the seat only lost its connection: taken over as well').toMatchObject({
      away: true,
      connected: false,
    });
    let played = before;
    for (let i = 0; i < 400 && played === before; i++) {
      await run(100, 100);
      played = await seat0Moves();
    }
    expect(played, "the computer plays the host's seat").toBeGreaterThan(before);
    const stored = await s.storage.db
      .selectFrom('game_tables')
      .select('seats')
      .where('id', '=', table)
      .executeTakeFirst();
    const seats = JSON.parse(String(stored!.seats)) as unknown[];
    expect(seats[0]).toMatchObject({ away: true, left: false });
    expect(seats[1]).toMatchObject({ away: true, left: true });
    const a2 = await TestClient.connect(s.base, a.cookie);
    cleanup.push(() => a2.close());
    await a2.request({ t: 'open', table });
    expect(await a2.request({ t: 'back', table })).toMatchObject({ t: 'ok' });
    await run(250, 250);
    expect(seat0()).toMatchObject({ away: false, connected: true });
  });

  it('"Ich bin zurück" mid-deal: a computer decision still on its way for that seat is not played (T1)', async () => {
    const { a, b, table, run, movesOf } = await twoHumansPlaying();
    cleanup.push(() => b.close());
    expect(await b.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    // The computer plays the seat: wait for its first play; its next decision is then on its way
    // (asked for at once, played after the partner's pace).
    await run(60_000, 100, () => a.tables.get(table)!.info.seats[1]!.away === true);
    let before = 0;
    for (let i = 0; i < 400 && before === 0; i++) {
      await run(100, 100);
      before = await movesOf(1);
    }
    expect(before).toBeGreaterThan(0);
    await run(50, 50);
    expect(await b.request({ t: 'back', table })).toMatchObject({ t: 'ok' });
    const atBack = await movesOf(1);
    // Twenty seconds of the game's clock with nobody playing: nothing more from seat 1.
    await run(20_000, 100);
    expect(await movesOf(1)).toBe(atBack);
  });
});
