import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { STALL_MS } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { scrape } from '../metrics.js';
import { registerTestGame, tinyGameEntry } from '../games.js';
import { TestClient } from '../testing/client.js';
import { FAST, startTestServer } from '../testing/server.js';
import { StallWatch } from './stall.js';

/**
 * T13: at a table "ohne Uhr" a human who never decides kept the others waiting until they left,
 * each a leaver (−10, S14/L9). Once one step has kept the table waiting for `STALL_MS`, the humans
 * it waits on are stalling, and another human who leaves then is not a leaver.
 */
const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Core's tiny game with rounds: a round ends when the computer (seat 2) has played (for the summary).
registerTestGame({ ...tinyGameEntry, key: 'tiny-stall-rounds', isRoundEnd: (e) => (e as { seat: number }).seat === 2 });

/** Anna (seat 0, first to act in the tiny game) and Bert (seat 1) and a computer (seat 2). */
async function setup(clock: number | null, game = 'tiny') {
  const manual = new ManualClock();
  const s = await startTestServer({ clock: manual, timing: { ...FAST, idleCloseMs: 3600_000 } });
  cleanup.push(() => s.stop());
  const anna = await TestClient.connect(s.base);
  cleanup.push(() => anna.close());
  const r = await anna.request({ t: 'create', settings: { game, mode: 'online', players: 3, clock } });
  const table = (r as { table: string }).table;
  const bert = await TestClient.connect(s.base);
  cleanup.push(() => bert.close());
  await bert.request({ t: 'open', table });
  await bert.request({ t: 'sit', table, seat: 1 });
  await anna.request({ t: 'start', table });
  const advance = async (ms: number) => {
    manual.advance(ms);
    for (let i = 0; i < 6; i++) {
      await sleep(10);
      manual.advance(0);
    }
  };
  await advance(0);
  const record = () => s.manager.get(table)!.record;
  const stalling = (c: TestClient) => c.tables.get(table)!.info.seats.map((x) => x.stalling);
  return { anna, bert, table, advance, record, stalling };
}

describe('a table "ohne Uhr" that one human keeps waiting (T13)', () => {
  it('before STALL_MS nobody stalls, and leaving is leaving (−10 as before)', async () => {
    const { bert, table, advance, record, stalling } = await setup(null);
    await advance(STALL_MS - 1_000);
    expect(stalling(bert)).toEqual([false, false, false]);
    expect(await bert.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[1]).toMatchObject({ away: true, left: true });
  });

  it('after STALL_MS the one waited on stalls (everyone is told); the other leaves without being a leaver', async () => {
    const { anna, bert, table, advance, record, stalling } = await setup(null);
    await advance(STALL_MS);
    await bert.waitFor(() => stalling(bert)[0] === true);
    expect(stalling(bert)).toEqual([true, false, false]);
    expect(stalling(anna)).toEqual([true, false, false]);
    expect(await bert.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[1]).toMatchObject({ away: true, left: false });
    expect((await scrape()).body).toMatch(/kartenhaus_stalls_total\{game="tiny"\} [1-9]/);
  });

  it('the one who stalls is still a leaver when he leaves himself', async () => {
    const { anna, table, advance, record, stalling } = await setup(null);
    await advance(STALL_MS);
    await anna.waitFor(() => stalling(anna)[0] === true);
    expect(await anna.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[0]).toMatchObject({ away: true, left: true });
  });

  it('a move starts a new wait: the mark goes, and leaving right after it is leaving again', async () => {
    const { anna, bert, table, advance, record, stalling } = await setup(null);
    await advance(STALL_MS);
    await bert.waitFor(() => stalling(bert)[0] === true);
    const legal = (anna.tables.get(table)!.view as { legalMoves: number[] }).legalMoves;
    anna.send({ t: 'move', table, seq: 1, move: makeMove(legal[0]) });
    await anna.waitFor((m) => m.t === 'ack');
    await advance(0);
    await bert.waitFor(() => stalling(bert).every((x) => !x));
    // Now Bert is to act; Anna waited a moment only.
    expect(await anna.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[0]).toMatchObject({ away: true, left: true });
  });

  it('in the round summary the one who does not click "Weiter" stalls; the one who did may leave', async () => {
    const { anna, bert, table, advance, record, stalling } = await setup(null, 'tiny-stall-rounds');
    for (const [c, seq] of [
      [anna, 1],
      [bert, 1],
    ] as const) {
      const legal = (c.tables.get(table)!.view as { legalMoves: number[] }).legalMoves;
      c.send({ t: 'move', table, seq, move: makeMove(legal[0]) });
      await c.waitFor((m) => m.t === 'ack');
      await advance(0);
    }
    await bert.waitFor(() => bert.tables.get(table)!.info.phase === 'summary');
    expect(await bert.request({ t: 'ready', table })).toMatchObject({ t: 'ok' });
    await advance(STALL_MS);
    await bert.waitFor(() => stalling(bert)[0] === true);
    expect(stalling(bert)).toEqual([true, false, false]);
    expect(await bert.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[1]).toMatchObject({ away: true, left: false });
  });

  it('with a clock nobody stalls: the computer decides after the think time (A3)', async () => {
    const { bert, table, advance, record, stalling } = await setup(30);
    // Past the think time and grace the computer plays Anna's move; no wait counts.
    await advance(STALL_MS);
    await advance(STALL_MS);
    expect(record().phase).toBe('playing');
    expect(stalling(bert)).toEqual([false, false, false]);
    expect(await bert.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(record().seats[1]!.left).toBe(true);
  });
});

describe('StallWatch', () => {
  it('marks the seats waited on after stallMs, and a new step takes the mark away and says so', () => {
    const clock = new ManualClock();
    const events: string[] = [];
    const watch = new StallWatch({
      clock,
      stallMs: 1_000,
      counts: () => true,
      waitedOn: () => [0],
      changed: () => events.push('changed'),
      marked: (seats) => events.push(`marked ${seats.join(',')}`),
      stopped: () => false,
    });
    watch.step('playing', 1);
    clock.advance(999);
    expect(watch.stalling).toEqual([]);
    clock.advance(1);
    expect(watch.stalling).toEqual([0]);
    expect([watch.excuses(1), watch.excuses(0)]).toEqual([true, false]);
    expect(events).toEqual(['marked 0', 'changed']);
    // A move: the mark goes, and the table is told (its update may have gone out before).
    watch.step('playing', 2);
    expect(watch.stalling).toEqual([]);
    expect(events).toEqual(['marked 0', 'changed', 'changed']);
    watch.stop();
  });
});
