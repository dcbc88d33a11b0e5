import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { dailyList } from './daily.js';
import { gameInfo, historyOf } from './games.js';
import { leaderboard, rank } from './leaderboard.js';
import { createGameHooks } from './settle.js';
import { addPlayer, computer, endGame, human, startGame } from './test-fixtures.js';

const clock = { now: Date.parse('2026-11-29T12:00:00Z') }; // Sunday of 2026-W48
const hooks = createGameHooks(() => clock.now);

/** S14 as written: round(100 × camps ÷ route length) + place bonus (30; 15 from 3 players; 5 from 4). */
function s14(camps: number, routeLength: number, place: number, players: number): number {
  const bonus = place === 1 ? 30 : place === 2 && players >= 3 ? 15 : place === 3 && players >= 4 ? 5 : 0;
  return Math.round((100 * camps) / routeLength) + bonus;
}

/** L9 as written: per round max(0, 10 − round penalty), plus 30/15/5 for places 1/2/3. */
function l9(roundPenalties: number[], place: number): number {
  return roundPenalties.reduce((a, p) => a + Math.max(0, 10 - p), 0) + ([30, 15, 5][place - 1] ?? 0);
}

async function using(open: () => Promise<Storage>, fn: (s: Storage) => Promise<void>) {
  const s = await open();
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}

describe('shared places', () => {
  it('ranks equal totals on the same place and skips the next', () => {
    const r = rank([50, 40, 40, 30], (x) => x).map((x) => [x.place, x.shared]);
    expect(r).toEqual([
      [1, false],
      [2, true],
      [2, true],
      [4, false],
    ]);
  });
});

describe.each(testStorages())('Bestenliste on $name', ({ open }) => {
  it('adds up the formula points of hand-made results; −10 for a leaver; guests stay out', () =>
    using(open, async (s) => {
      for (const p of ['anna', 'bert', 'clara']) await addPlayer(s.db, p);
      await addPlayer(s.db, 'gast', true);
      // Speedclimb Gipfelsturm (route length 8), four players: Anna reached the summit (8 camps),
      // Bert camp 5 on place 2, the computer 3rd, the guest 4th.
      expect(s14(8, 8, 1, 4)).toBe(130);
      expect(s14(5, 8, 2, 4)).toBe(78); // round(62.5) = 63, + 15
      const seats = [human(0, 'anna'), human(1, 'bert'), computer(2), human(3, 'gast', true)];
      const result = {
        places: [1, 2, 3, 4],
        scores: [8, 5, 4, 2],
        points: [s14(8, 8, 1, 4), s14(5, 8, 2, 4), s14(4, 8, 3, 4), s14(2, 8, 4, 4)],
      };
      await startGame(s.db, hooks, { gameId: 'c1', seats });
      await endGame(s.db, hooks, { gameId: 'c1', seats, result });
      // A second game: Bert leaves with other humans at the table (−10, whatever the computer then reached).
      const seats2 = [human(0, 'anna'), human(1, 'bert'), human(2, 'clara')];
      const result2 = {
        places: [2, 1, 3],
        scores: [3, 6, 2],
        points: [s14(3, 8, 2, 3), s14(6, 8, 1, 3), s14(2, 8, 3, 3)],
      };
      expect(result2.points).toEqual([53, 105, 25]);
      await startGame(s.db, hooks, { gameId: 'c2', seats: seats2 });
      await endGame(s.db, hooks, { gameId: 'c2', seats: seats2, result: result2, leavers: [1] });
      const lines = await leaderboard(s.db, 'speedclimb', null, 10);
      expect(lines.map((l) => [l.place, l.name, l.points, l.games])).toEqual([
        [1, 'anna', 130 + 53, 2],
        [2, 'bert', 78 - 10, 2],
        [3, 'clara', 25, 1],
      ]);
      expect(lines.some((l) => l.name === 'gast')).toBe(false);
    }));

  it('AC11: a game its player walked away from counts 0 for them (history and API say so); the Tagesfahrt as L8 says', () =>
    using(open, async (s) => {
      await addPlayer(s.db, 'ida');
      // QA 7 Dec 2026: "Tisch verlassen" at the start of a solo game, and the computer's 68 points
      // were Ida's on the Bestenliste.
      const seats = [human(0, 'ida'), computer(1), computer(2)];
      const result = { places: [1, 2, 3], scores: [8, 5, 4], points: [130, 78, 50] };
      await startGame(s.db, hooks, { gameId: 'w1', seats, solo: true });
      await endGame(s.db, hooks, { gameId: 'w1', seats, result, solo: true, abandoned: [0] });
      // Played to the end herself: the game's points.
      await startGame(s.db, hooks, { gameId: 'w2', seats, solo: true });
      await endGame(s.db, hooks, { gameId: 'w2', seats, result, solo: true });
      const board = await leaderboard(s.db, 'speedclimb', null, 10);
      expect(board.map((l) => [l.name, l.points, l.games])).toEqual([['ida', 130, 2]]);
      const history = await historyOf(s.db, 'ida', 10);
      expect(history.map((h) => [h.gameId, h.points, h.leftEarly])).toEqual(
        expect.arrayContaining([
          ['w1', 0, true],
          ['w2', 130, false],
        ]),
      );
      const info = await gameInfo(s.db, 'w1', clock.now);
      expect(info).toMatchObject({ leavers: [], abandoned: [0], points: [{ seat: 0, points: 0 }] });
      // L8: an abandoned Tagesfahrt counts as the computer finished it.
      const ride = [human(0, 'ida'), computer(1), computer(2), computer(3)];
      const l9result = { places: [1, 2, 3, 4], scores: [3, 20, 30, 40], points: [57, 0, 0, 0] };
      const daily = { game: 'speedlift', solo: true, daily: '2026-11-29' } as const;
      await startGame(s.db, hooks, { gameId: 'w3', seats: ride, ...daily });
      await endGame(s.db, hooks, { gameId: 'w3', seats: ride, result: l9result, ...daily, abandoned: [0] });
      expect((await leaderboard(s.db, 'speedlift', null, 10)).map((l) => [l.name, l.points])).toEqual([['ida', 57]]);
      expect((await dailyList(s.db, '2026-11-29', clock.now, 'secret')).lines).toMatchObject([
        { name: 'ida', points: 57 },
      ]);
      // A second ride the same day is played and kept in the history, not counted (L8); the day's
      // filter finds both rides (begun in the same millisecond here: in the order of their ids) and no
      // other game.
      await startGame(s.db, hooks, { gameId: 'w4', seats: ride, ...daily });
      await endGame(s.db, hooks, { gameId: 'w4', seats: ride, result: l9result, ...daily });
      const rides = await historyOf(s.db, 'ida', 10, { daily: '2026-11-29' });
      expect(rides.map((h) => [h.gameId, h.points, h.counted])).toEqual([
        ['w3', 57, true],
        ['w4', 57, false],
      ]);
      expect((await historyOf(s.db, 'ida', 10, { daily: '2026-11-30' })).map((h) => h.gameId)).toEqual([]);
      expect((await historyOf(s.db, 'ida', 10)).find((h) => h.gameId === 'w2')?.counted).toBe(true);
    }));

  it('A1: a guest who registers while the game runs gets no points for it; one registered before the start does', () =>
    using(open, async (s) => {
      for (const p of ['gina', 'hans']) await addPlayer(s.db, p, true);
      const seats = [human(0, 'gina', true), human(1, 'hans', true), computer(2)];
      const result = { places: [1, 2, 3], scores: [8, 5, 4], points: [130, 78, 50] };
      // Hans registers between sitting down and the start (his table seat still says guest).
      await s.db.updateTable('players').set({ guest: 0, name_key: 'hans' }).where('id', '=', 'hans').execute();
      await startGame(s.db, hooks, { gameId: 'r1', seats });
      // Gina registers while the game runs (same id, docs/accounts.md) — when it is going well.
      await s.db.updateTable('players').set({ guest: 0, name_key: 'gina' }).where('id', '=', 'gina').execute();
      await endGame(s.db, hooks, { gameId: 'r1', seats, result });
      const lines = await leaderboard(s.db, 'speedclimb', null, 10);
      expect(lines.map((l) => [l.name, l.points])).toEqual([['hans', 78]]);
      // Her Profil says so: the game is hers, with its points, but not counted.
      expect((await historyOf(s.db, 'gina', 10)).map((h) => [h.gameId, h.points, h.counted])).toEqual([
        ['r1', 130, false],
      ]);
      expect((await historyOf(s.db, 'hans', 10)).map((h) => [h.gameId, h.points, h.counted])).toEqual([
        ['r1', 78, true],
      ]);
    }));

  it('counts a solo Speedlift game by L9, all-time and this week, with shared places', () =>
    using(open, async (s) => {
      for (const p of ['anna', 'bert']) await addPlayer(s.db, p);
      // Four rounds: Anna's penalties 3, 12, 0, 7 → 7 + 0 + 10 + 3 = 20, + 30 for place 1.
      expect(l9([3, 12, 0, 7], 1)).toBe(50);
      const solo = (id: string, player: string, points: number) => {
        const seats = [human(0, player), computer(1), computer(2), computer(3)];
        const result = { places: [1, 2, 3, 4], scores: [22, 30, 31, 40], points: [points, 0, 0, 0] };
        return { seats, result, gameId: id, game: 'speedlift' as const, solo: true };
      };
      clock.now = Date.parse('2026-11-20T12:00:00Z'); // the week before
      const old = solo('l0', 'anna', l9([3, 12, 0, 7], 1));
      await startGame(s.db, hooks, old);
      await endGame(s.db, hooks, old);
      clock.now = Date.parse('2026-11-29T12:00:00Z');
      for (const [id, p] of [
        ['l1', 'anna'],
        ['l2', 'bert'],
      ] as const) {
        const g = solo(id, p, l9([0, 5, 10, 2], 2));
        await startGame(s.db, hooks, g);
        await endGame(s.db, hooks, g);
      }
      expect(l9([0, 5, 10, 2], 2)).toBe(38); // 10 + 5 + 0 + 8, + 15
      const all = await leaderboard(s.db, 'speedlift', null, 10);
      expect(all.map((l) => [l.place, l.shared, l.name, l.points])).toEqual([
        [1, false, 'anna', 88],
        [2, false, 'bert', 38],
      ]);
      const week = await leaderboard(s.db, 'speedlift', '2026-W48', 10);
      expect(week.map((l) => [l.place, l.shared, l.name, l.points])).toEqual([
        [1, true, 'anna', 38],
        [1, true, 'bert', 38],
      ]);
    }));
});

describe.each(testStorages())('Tagesfahrt on $name', ({ open }) => {
  it('counts only one attempt per player and day, even when several tabs start at once', () =>
    using(open, async (s) => {
      await addPlayer(s.db, 'anna');
      const seats = [human(0, 'anna'), computer(1), computer(2), computer(3)];
      const ids = ['t1', 't2', 't3', 't4', 't5'];
      const starts = await Promise.all(
        ids.map((gameId) =>
          startGame(s.db, hooks, { gameId, seats, game: 'speedlift', solo: true, daily: '2026-11-29' }),
        ),
      );
      expect(starts).toEqual(ids.map(() => null));
      const rows = await s.db.selectFrom('daily_attempts').selectAll().execute();
      expect(rows).toHaveLength(1);
      const counted = rows[0]!.game_id;
      for (const [i, gameId] of ids.entries()) {
        const result = { places: [1, 2, 3, 4], scores: [10 + i, 20, 30, 40], points: [60 - i, 0, 0, 0] };
        await endGame(s.db, hooks, { gameId, seats, result, game: 'speedlift', solo: true, daily: '2026-11-29' });
      }
      const i = ids.indexOf(counted);
      const list = await dailyList(s.db, '2026-11-29', Date.parse('2026-11-29T22:59:00Z'), 'secret');
      expect(list.lines).toEqual([{ place: 1, shared: false, name: 'anna', points: 60 - i, penalty: 10 + i }]);
      expect(list.seed).toBeNull(); // published only after the day
      // Berlin midnight is 23:00 UTC in November; the day stays sealed a minute more (SEAL_GRACE_MS).
      expect((await dailyList(s.db, '2026-11-29', Date.parse('2026-11-29T23:00:30Z'), 'secret')).seed).toBeNull();
      expect((await dailyList(s.db, '2026-11-29', Date.parse('2026-11-29T23:01:00Z'), 'secret')).seed).toMatch(
        /^[0-9a-f]{64}$/,
      );
      // Only the counted attempt enters the Bestenliste too.
      const board = await leaderboard(s.db, 'speedlift', null, 10);
      expect(board.map((l) => [l.name, l.points, l.games])).toEqual([['anna', 60 - i, 1]]);
    }));
});
