import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import { gameSeatsOf, seatMapOf } from './game-seats.js';
import { computerSeat, emptySeat, type SeatRecord } from './records.js';

let s: Awaited<ReturnType<typeof startTestServer>>;
const clients: TestClient[] = [];
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await s.stop();
});
const client = async () => {
  const c = await TestClient.connect(s.base);
  clients.push(c);
  return c;
};
const tableOf = (m: ServerMessage) => (m as { table: string }).table;
const infoOf = (c: TestClient, table: string): TableInfo => c.tables.get(table)!.info;
const viewSeat = (c: TestClient, table: string) => (c.tables.get(table)!.view as { seat: number | null }).seat;

/** An online table of `game` with `n` seats and "leer", every seat taken by a human. */
async function fullTable(game: string, n: number) {
  const cs = await Promise.all(Array.from({ length: n }, () => client()));
  const table = tableOf(
    await cs[0]!.request({
      t: 'create',
      settings: { game, mode: 'online', players: n, clock: null, free: 'leer', options: {} },
    }),
  );
  for (const [i, c] of cs.entries())
    if (i > 0) {
      await c.request({ t: 'open', table });
      expect(await c.request({ t: 'sit', table, seat: i })).toMatchObject({ t: 'ok' });
    }
  const names = infoOf(cs[0]!, table).seats.map((x) => x.name);
  return { cs, table, names };
}

describe('TableInfo.gameSeats: the one mapping from game seats to table seats (issue 17.2)', () => {
  it('Speedlift, 4 seats, "leer", seat 2 leaves before the start: every receiver gets the packed mapping, and its own view seat maps to its table seat', async () => {
    const { cs, table, names } = await fullTable('speedlift', 4);
    const [a, b, c, d] = cs as [TestClient, TestClient, TestClient, TestClient];
    expect(infoOf(a, table).gameSeats).toBeNull();
    expect(await b.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    for (const x of [a, c, d]) await x.waitFor((m) => m.t === 'update' && m.info.gameSeats !== null);
    const expected = [
      { seat: 0, kind: 'human', name: names[0] },
      { seat: 2, kind: 'human', name: names[2] },
      { seat: 3, kind: 'human', name: names[3] },
    ];
    for (const x of [a, c, d]) {
      const info = infoOf(x, table);
      expect(info.gameSeats).toEqual(expected);
      // The game seat of the receiver's view is the entry of its own table seat.
      expect(info.gameSeats![viewSeat(x, table)!]!.seat).toBe(info.you);
    }
    expect(viewSeat(c, table)).toBe(1);
    // The one who left watches: the mapping is the same for a spectator.
    await b.request({ t: 'open', table });
    expect(infoOf(b, table).gameSeats).toEqual(expected);
  });

  it('still names who played after the Nochmal hold expired and their table seats were emptied', async () => {
    const { cs, table, names } = await fullTable('tiny', 3);
    const [a, b, c] = cs as [TestClient, TestClient, TestClient];
    await b.request({ t: 'leave', table });
    await a.request({ t: 'start', table });
    const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
    await Promise.all([autoplay(a, table, makeMove).finished, autoplay(c, table, makeMove).finished]);
    const from = a.frames.length;
    await a.request({ t: 'rematch', table });
    await a.waitFor((m) => m.t === 'update' && m.info.phase === 'waiting', { from, timeoutMs: 5_000 });
    const info = infoOf(a, table);
    expect(info.seats.map((x) => x.kind)).toEqual(['human', 'empty', 'empty']);
    expect(info.result).not.toBeNull();
    expect(info.gameSeats).toEqual([
      { seat: 0, kind: 'human', name: names[0] },
      { seat: 2, kind: 'human', name: names[2] },
    ]);
  });

  it('packs the non-empty seats in table order; a seat emptied before a restore is a nameless human', () => {
    const human = (name: string): SeatRecord => ({ ...emptySeat(), kind: 'human', playerId: name, name });
    const seats = [human('Anna'), emptySeat(), human('Ben'), computerSeat()];
    expect(seatMapOf(seats)).toEqual([0, 2, 3]);
    expect(gameSeatsOf([0, 2, 3], seats)).toEqual([
      { seat: 0, kind: 'human', name: 'Anna' },
      { seat: 2, kind: 'human', name: 'Ben' },
      { seat: 3, kind: 'computer', name: 'Computer' },
    ]);
    expect(gameSeatsOf([0, 1], [human('Anna'), emptySeat()])).toEqual([
      { seat: 0, kind: 'human', name: 'Anna' },
      { seat: 1, kind: 'human', name: null },
    ]);
  });
});
