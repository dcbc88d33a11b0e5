import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dailyAttempts,
  dailyCounts,
  dailyDay,
  fetchDailyAttempts,
  fetchRunningCounts,
  isCountedAttempt,
  isGuest,
} from './daily.js';

/** A line of `/api/history` (protocol `HistoryLine`). */
const line = (game: string, daily: string | null, gameId = 'g', startedAt = 1) => ({
  gameId,
  game,
  seat: 0,
  stake: 0,
  solo: true,
  daily,
  finished: false,
  place: null,
  points: null,
  counted: false,
  leftEarly: false,
  team: null,
  startedAt,
});

describe('Tagesfahrt: only the first attempt of the day counts (L8)', () => {
  // Answers that are not understood are named in the console (net/api.ts `reader`).
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it("reads today's day and counts only today's Speedlift Tagesfahrten", () => {
    expect(dailyDay({ day: '2026-11-29', seed: null, lines: [] })).toBe('2026-11-29');
    expect(dailyDay({ day: 'gestern' })).toBeNull();
    const games = [
      line('speedlift', '2026-11-29'),
      line('speedlift', null),
      line('speedlift', '2026-11-28'),
      line('speedclimb', null),
    ];
    expect(dailyAttempts({ games }, '2026-11-29')).toBe(1);
    expect(dailyAttempts({ games: [...games, line('speedlift', '2026-11-29')] }, '2026-11-29')).toBe(2);
    expect(dailyAttempts({ games: [] }, '2026-11-29')).toBe(0);
    expect(dailyAttempts({ error: { code: 'ERR_NOT_LOGGED_IN' } }, '2026-11-29')).toBeNull();
  });

  it('before starting, any attempt today means the next does not count; at the table, only a second one', () => {
    expect(dailyCounts(0, false)).toBe(true);
    expect(dailyCounts(1, false)).toBe(false);
    expect(dailyCounts(1, true)).toBe(true);
    expect(dailyCounts(2, true)).toBe(false);
    expect(dailyCounts(null, true)).toBeNull();
  });

  it("the counted attempt is the day's first started one, found by the game's id", () => {
    const games = [line('speedlift', '2026-11-29', 'B', 200), line('speedlift', '2026-11-29', 'A', 100)];
    expect(isCountedAttempt({ games }, '2026-11-29', 'A')).toBe(true);
    expect(isCountedAttempt({ games }, '2026-11-29', 'B')).toBe(false);
    expect(isCountedAttempt({ games }, '2026-11-29', 'C')).toBeNull();
  });

  it('guests are told apart by /api/me (A1: never on the Tagesliste)', () => {
    expect(isGuest({ player: { id: 'p', name: 'Gast 12', guest: true } })).toBe(true);
    expect(isGuest({ player: { id: 'p', name: 'Liftfahrerin', guest: false } })).toBe(false);
    expect(isGuest({ error: { code: 'ERR_NOT_LOGGED_IN' } })).toBeNull();
  });

  it('asks /api/daily and /api/history; unknown when not logged in', async () => {
    const answers: Record<string, [number, unknown]> = {
      '/api/daily': [200, { day: '2026-11-29', seed: null, lines: [] }],
      '/api/history?daily=2026-11-29&limit=100': [200, { games: [line('speedlift', '2026-11-29')] }],
    };
    const fake = ((path: string) => {
      const [status, body] = answers[path] ?? [404, null];
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }) as typeof fetch;
    expect(await fetchDailyAttempts(fake)).toBe(1);
    expect(await fetchRunningCounts(null, fake)).toBe(true);
    expect(await fetchRunningCounts('other', fake)).toBe(true); // not in the history: the newest is taken
    answers['/api/history?daily=2026-11-29&limit=100'] = [
      200,
      { games: [line('speedlift', '2026-11-29', 'second', 2), line('speedlift', '2026-11-29', 'first', 1)] },
    ];
    expect(await fetchRunningCounts(null, fake)).toBe(false);
    expect(await fetchRunningCounts('first', fake)).toBe(true);
    answers['/api/history?daily=2026-11-29&limit=100'] = [401, { error: { code: 'ERR_NOT_LOGGED_IN' } }];
    expect(await fetchDailyAttempts(fake)).toBeNull();
  });
});
