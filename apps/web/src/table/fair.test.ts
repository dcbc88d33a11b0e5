import type { TableInfo } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newWatchers, parseGameEnd, tableExtras, WatcherNews } from './fair.js';
import { shortHash } from './SeedHash.js';

/** `GET /api/games/:id` of a running game, then of a finished one (protocol `GameInfo`). */
const running = {
  id: 'g1',
  game: 'speedlift',
  stake: 0,
  solo: false,
  daily: null,
  seedHash: 'ab'.repeat(32),
  players: [{ seat: 0, name: 'Anna', guest: false }],
  startedAt: 0,
  finished: false,
};
const ended = {
  ...running,
  finished: true,
  endedAt: 60_000,
  result: { places: [1, 2], scores: [3, 9], points: [45, 20] },
  leavers: [],
  abandoned: [],
  pot: null,
  points: [],
  seed: 'f00d',
  config: { players: 2 },
  moves: [],
};

const base = {
  id: 't1',
  phase: 'playing',
  seats: [],
  you: 0,
  host: null,
  gameNo: 1,
  timerMs: null,
  result: null,
  seq: 0,
};

describe('fair deal and watchers in the table info', () => {
  it('reads the game id, the seed hash and the watchers, and treats missing fields as none', () => {
    const info = {
      ...base,
      gameId: 'g1',
      seedHash: 'ab'.repeat(32),
      spectators: ['Anna', 'Ben'],
    } as unknown as TableInfo;
    expect(tableExtras(info)).toEqual({ gameId: 'g1', seedHash: 'ab'.repeat(32), spectators: ['Anna', 'Ben'] });
    expect(tableExtras(base as unknown as TableInfo)).toEqual({ gameId: null, seedHash: null, spectators: [] });
  });

  it('names only those who started watching, a shared name once more when it appears twice', () => {
    expect(newWatchers([], ['Anna'])).toEqual(['Anna']);
    expect(newWatchers(['Anna'], ['Anna', 'Ben'])).toEqual(['Ben']);
    expect(newWatchers(['Anna', 'Ben'], ['Ben'])).toEqual([]);
    expect(newWatchers(['Gast 7'], ['Gast 7', 'Gast 7'])).toEqual(['Gast 7']);
    expect(newWatchers(['Anna'], ['Anna'])).toEqual([]);
  });

  it('reads the revealed seed only where the API gives one', () => {
    expect(parseGameEnd(ended)).toMatchObject({ finished: true, seed: 'f00d' });
    expect(parseGameEnd(running)).toMatchObject({ finished: false, seed: null });
    // A Tagesfahrt whose day is not over: finished, its seed still sealed (L8).
    const { seed: _seed, config: _config, moves: _moves, ...sealed } = ended;
    expect(parseGameEnd({ ...sealed, sealed: true })).toMatchObject({ finished: true, seed: null });
    expect(parseGameEnd('nope')).toBeNull();
  });

  it('shortens a hash to 12 characters and an ellipsis', () => {
    expect(shortHash('0123456789abcdef0123')).toBe('0123456789ab…');
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('who started watching, said aloud', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a new watcher after a moment; one who sits down from the lobby meanwhile is not said', () => {
    vi.useFakeTimers();
    const said: string[] = [];
    const news = new WatcherNews((name) => said.push(name), 1500);
    news.update(['Carla']); // the page opens: Carla was already there
    // "Platz nehmen" from the lobby: Gast 7 opens the table (a watcher for a moment), then sits.
    news.update(['Carla', 'Gast 7']);
    vi.advanceTimersByTime(200);
    news.update(['Carla']);
    // Ben comes to watch and stays.
    news.update(['Carla', 'Ben']);
    vi.advanceTimersByTime(1500);
    expect(said).toEqual(['Ben']);
    // Closing the page says nothing more.
    news.update(['Carla', 'Ben', 'Dora']);
    news.stop();
    vi.advanceTimersByTime(5000);
    expect(said).toEqual(['Ben']);
  });
});

describe('the end of a game from the API', () => {
  it('reads the pot and the points where the API gives them', () => {
    const end = parseGameEnd({
      ...ended,
      leavers: [1],
      pot: { total: 50, stakers: [0, 1], shares: [{ seat: 1, amount: 50 }] },
      points: [
        { seat: 0, points: 45 },
        { seat: 1, points: -10 },
      ],
    });
    expect(end).toEqual({
      finished: true,
      seed: 'f00d',
      pot: { total: 50, stakers: [0, 1], shares: [{ seat: 1, amount: 50 }] },
      points: [
        { seat: 0, points: 45 },
        { seat: 1, points: -10 },
      ],
      leavers: [1],
    });
    expect(
      parseGameEnd({
        ...ended,
        pot: { total: 20, stakers: [0], shares: [{ seat: null, amount: 20 }] },
      })?.pot?.shares,
    ).toEqual([{ seat: null, amount: 20 }]);
    // AC11: who walked away from a game of their own is a leaver for the end screen — not in a
    // Tagesfahrt (L8: it counts as the computer finished it); an older server's answer has no list.
    expect(parseGameEnd({ ...ended, solo: true, abandoned: [0] })?.leavers).toEqual([0]);
    expect(parseGameEnd({ ...ended, solo: true, daily: '2026-12-07', abandoned: [0] })?.leavers).toEqual([]);
    const { abandoned: _, ...older } = ended;
    expect(parseGameEnd(older)?.leavers).toEqual([]);
    // Without stakes there is no pot; a running game has neither.
    expect(parseGameEnd(ended)).toMatchObject({ pot: null, points: [] });
    expect(parseGameEnd(running)).toMatchObject({ pot: null, points: null, leavers: [] });
    // An answer without them is not guessed at: it is not understood (ERR_BAD_RESPONSE).
    expect(parseGameEnd({ finished: true, seed: 'f00d' })).toBeNull();
  });
});
