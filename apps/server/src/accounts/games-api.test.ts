import { Rng, type GameResult } from '@kartenhaus/core';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type {
  ApiErrorBody,
  DailyAnswer,
  GameInfo,
  HistoryAnswer,
  LeaderboardAnswer,
  PlayerAnswer,
  TableSettings,
  Verification,
} from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { gameEntry } from '../games.js';
import { testStorages } from '../storage/testing.js';
import { seedHash } from './fairness.js';
import { addPlayer, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';
import { accountsTestApp, sessionCookie } from './testing.js';
import type { AnyDefinition } from './verify.js';

/** A finished game whose seed and moves are revealed (`GET /api/games/:id`). */
type RevealedGame = Extract<GameInfo, { moves: unknown }>;

const sqlite = testStorages()[0]!;
const definitions = { speedlift: tinyGame as unknown as AnyDefinition };

/** Plays a tiny game (core's test game, named speedlift) from a seed and logs it like the game server. */
async function playTinyGame(
  t: Awaited<ReturnType<typeof accountsTestApp>>,
  gameId: string,
  playerId: string,
  seed: string,
) {
  const db = t.accounts.identity.storage.db;
  const seats = [human(0, playerId), computer(1)];
  expect(await startGame(db, t.accounts.hooks, { gameId, seats, game: 'speedlift', solo: true }, seed)).toBeNull();
  await db
    .updateTable('games')
    .set({ config: JSON.stringify({ players: 2 }) })
    .where('id', '=', gameId)
    .execute();
  let state = tinyGame.deal({ players: 2 }, seed);
  const rng = Rng.fromSeed('moves');
  let n = 0;
  let result: GameResult | null;
  while (!(result = tinyGame.result(state))) {
    const seat = tinyGame.toAct(state)[0]!;
    const move = rng.pick(tinyGame.legalMoves(state, seat));
    const played = tinyGame.play(state, seat, move);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
    await db
      .insertInto('game_moves')
      .values({ game_id: gameId, n: ++n, seat, move: String(move), at: n * 1000, player_id: null, seq: null })
      .execute();
  }
  return { seats, result, n };
}

async function withApp(fn: (t: Awaited<ReturnType<typeof accountsTestApp>>) => Promise<void>) {
  const storage = await sqlite.open();
  const t = await accountsTestApp(storage, { definitions, dailySecret: 'tagesgeheimnis' });
  try {
    await fn(t);
  } finally {
    await t.app.close();
    await storage.close();
  }
}

describe('games, history and fair deals over HTTP', () => {
  it('shows only the seed hash while a game runs, then the seed, the log, and a verification', () =>
    withApp(async (t) => {
      const db = t.accounts.identity.storage.db;
      const me = await t.app.inject({ url: '/api/me' });
      const cookie = sessionCookie(me);
      const id = me.json<PlayerAnswer>().player.id;
      const { seats, result, n } = await playTinyGame(t, 'fair1', id, 'the-seed');
      const running = await t.app.inject({ url: '/api/games/fair1' });
      expect(running.json()).toMatchObject({ id: 'fair1', finished: false, seedHash: seedHash('the-seed') });
      expect(running.body).not.toContain('the-seed');
      expect((await t.app.inject({ url: '/api/games/fair1/verify' })).json<ApiErrorBody>().error.code).toBe(
        'ERR_GAME_RUNNING',
      );

      await endGame(db, t.accounts.hooks, { gameId: 'fair1', seats, result, game: 'speedlift', solo: true });
      const done = (await t.app.inject({ url: '/api/games/fair1' })).json<RevealedGame>();
      expect(done).toMatchObject({ finished: true, seed: 'the-seed', result, config: { players: 2 } });
      expect(done.moves).toHaveLength(n);
      const v = (await t.app.inject({ url: '/api/games/fair1/verify' })).json<Verification>();
      expect(v).toMatchObject({
        verified: true,
        hashMatches: true,
        movesLegal: true,
        resultMatches: true,
        movesReplayed: n,
      });

      // A guest's history (A1), kept after registering — the game not counted: she was a guest then.
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json', cookie },
        payload: JSON.stringify({ name: 'Greta', password: 'geheim123' }),
      });
      const hist = await t.app.inject({ url: '/api/history', headers: { cookie: sessionCookie(reg) } });
      expect(hist.json<HistoryAnswer>().games).toEqual([
        expect.objectContaining({
          gameId: 'fair1',
          seat: 0,
          finished: true,
          place: result.places[0],
          points: result.points[0],
          counted: false,
        }),
      ]);
    }));

  it('finds a deal that does not match what was played', () =>
    withApp(async (t) => {
      const db = t.accounts.identity.storage.db;
      await addPlayer(db, 'anna');
      const { seats, result } = await playTinyGame(t, 'fair2', 'anna', 'seed-a');
      await endGame(db, t.accounts.hooks, { gameId: 'fair2', seats, result, game: 'speedlift', solo: true });
      // Tamper with the stored seed after the fact: the published hash no longer fits.
      await db.updateTable('games').set({ seed: 'seed-b' }).where('id', '=', 'fair2').execute();
      const v = (await t.app.inject({ url: '/api/games/fair2/verify' })).json<Verification>();
      expect(v).toMatchObject({ verified: false, hashMatches: false });
    }));

  it('serves the Bestenliste and the Tagesliste; the day’s seed only after the day', () =>
    withApp(async (t) => {
      const db = t.accounts.identity.storage.db;
      await addPlayer(db, 'anna');
      const seats = [human(0, 'anna'), computer(1), computer(2), computer(3)];
      const day = '2026-11-29';
      await startGame(db, t.accounts.hooks, { gameId: 'd1', seats, game: 'speedlift', solo: true, daily: day });
      const result = { places: [1, 2, 3, 4], scores: [12, 20, 30, 40], points: [61, 0, 0, 0] };
      await endGame(db, t.accounts.hooks, { gameId: 'd1', seats, result, game: 'speedlift', solo: true, daily: day });
      const board = (await t.app.inject({ url: '/api/leaderboard/speedlift?period=week' })).json<LeaderboardAnswer>();
      expect(board).toMatchObject({ game: 'speedlift', period: 'week', week: '2026-W48' });
      expect(board.lines).toEqual([{ place: 1, shared: false, playerId: 'anna', name: 'anna', points: 61, games: 1 }]);
      const today = (await t.app.inject({ url: '/api/daily' })).json<DailyAnswer>();
      expect(today).toEqual({
        day,
        seed: null,
        lines: [{ place: 1, shared: false, name: 'anna', points: 61, penalty: 12 }],
      });
      t.clock.now += 86_400_000;
      const past = (await t.app.inject({ url: `/api/daily?date=${day}` })).json<DailyAnswer>();
      // The published seed is the one the game server dealt that day's Tagesfahrt from.
      const settings = { game: 'speedlift', mode: 'solo', players: 4, level: 'normal', options: { tagesfahrt: true } };
      const dealt = gameEntry('speedlift')!.dailySeed!(
        settings as unknown as TableSettings,
        () => 'tagesgeheimnis',
        new Date('2026-11-29T12:00:00Z'),
      );
      expect(past.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(dealt).toMatchObject({ seed: past.seed, date: day });
    }));

  it.each([
    ['/api/leaderboard/skat'],
    ['/api/leaderboard/speedlift?period=month'],
    ['/api/leaderboard/speedlift?limit=0'],
    ['/api/leaderboard/speedlift?week=48'],
    ['/api/leaderboard/speedlift?period=week&week=2026-W99'],
    ['/api/leaderboard/speedlift?period=week&week=2025-W53'],
    ['/api/leaderboard/speedlift?period=week&week=2026-W00'],
    ['/api/leaderboard/speedlift?sort=name'],
    ['/api/daily?date=2026-02-30'],
    ['/api/daily?date=2999-01-01'],
    ['/api/history?limit=1000'],
    ['/api/history?before=gestern'],
    ['/api/history?daily=gestern'],
    ['/api/games/..%2Fetc'],
    ['/api/games/abc?x=1'],
    ['/api/games/abc/verify?x=1'],
  ])('refuses %s with ERR_BAD_INPUT', (url) =>
    withApp(async (t) => {
      const res = await t.app.inject({
        url,
        headers: { cookie: sessionCookie(await t.app.inject({ url: '/api/me' })) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error.code).toBe('ERR_BAD_INPUT');
    }),
  );

  it('after the end, a game names its pot (stakes, who got what) and the points each seat entered the leaderboards with', () =>
    withApp(async (t) => {
      const db = t.accounts.identity.storage.db;
      for (const p of ['pa', 'pb']) await addPlayer(db, p);
      await addPlayer(db, 'gast', true);
      const seats = [human(0, 'pa'), human(1, 'pb'), computer(2)];
      expect(await startGame(db, t.accounts.hooks, { gameId: 'pot1', seats, stake: 25 })).toBeNull();
      // The stakes are not a result yet: nothing about them while the game runs.
      expect((await t.app.inject({ url: '/api/games/pot1' })).json()).not.toHaveProperty('pot');
      const result = placesResult([2, 1, 3], [45, 130, 20]);
      await endGame(db, t.accounts.hooks, { gameId: 'pot1', seats, stake: 25, result });
      const done = (await t.app.inject({ url: '/api/games/pot1' })).json<RevealedGame>();
      // S13: the best-placed human takes the pot (not the better-placed computer's points).
      expect(done.pot).toEqual({ total: 50, stakers: [0, 1], shares: [{ seat: 1, amount: 50 }] });
      expect(done.points).toEqual([
        { seat: 0, points: 45 },
        { seat: 1, points: 130 },
      ]);
      // Both humans leave (T10): each gets −10, and the pot goes to the house (`seat: null`).
      expect(await startGame(db, t.accounts.hooks, { gameId: 'pot2', seats, stake: 10 })).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'pot2', seats, stake: 10, result, leavers: [0, 1] });
      const left = (await t.app.inject({ url: '/api/games/pot2' })).json<RevealedGame>();
      expect(left.pot).toEqual({ total: 20, stakers: [0, 1], shares: [{ seat: null, amount: 20 }] });
      expect(left.points).toEqual([
        { seat: 0, points: -10 },
        { seat: 1, points: -10 },
      ]);
      // Without a stake there is no pot; A1: a guest enters no leaderboard.
      const withGuest = [human(0, 'pa'), human(1, 'gast', true), computer(2)];
      expect(await startGame(db, t.accounts.hooks, { gameId: 'free1', seats: withGuest })).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'free1', seats: withGuest, result });
      expect((await t.app.inject({ url: '/api/games/free1' })).json()).toMatchObject({
        pot: null,
        points: [{ seat: 0, points: 45 }],
      });
    }));

  it('a cooperative game in the history carries its team outcome (a lost Gipfelsturm is not "Platz 1")', () =>
    withApp(async (t) => {
      const db = t.accounts.identity.storage.db;
      const me = await t.app.inject({ url: '/api/me' });
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json', cookie: sessionCookie(me) },
        payload: JSON.stringify({ name: 'Gipfel', password: 'geheim123' }),
      });
      const id = reg.json<PlayerAnswer>().player.id;
      const seats = [human(0, id), computer(1)];
      const lost: GameResult = { places: [1, 1], scores: [0, 0], points: [0, 0], team: { won: false, score: 0 } };
      expect(
        await startGame(db, t.accounts.hooks, { gameId: 'gs1', seats, game: 'gipfelsturm', solo: true }),
      ).toBeNull();
      await endGame(db, t.accounts.hooks, { gameId: 'gs1', seats, result: lost, game: 'gipfelsturm', solo: true });
      const hist = (
        await t.app.inject({ url: '/api/history', headers: { cookie: sessionCookie(reg) } })
      ).json<HistoryAnswer>();
      expect(hist.games).toEqual([expect.objectContaining({ gameId: 'gs1', team: { won: false, score: 0 } })]);
    }));

  it('answers unknown games and missing sessions with their codes', () =>
    withApp(async (t) => {
      expect((await t.app.inject({ url: '/api/games/nope' })).json<ApiErrorBody>().error.code).toBe('ERR_NOT_FOUND');
      expect((await t.app.inject({ url: '/api/games/nope/verify' })).json<ApiErrorBody>().error.code).toBe(
        'ERR_NOT_FOUND',
      );
      expect((await t.app.inject({ url: '/api/history' })).json<ApiErrorBody>().error.code).toBe('ERR_NOT_LOGGED_IN');
      const guest = sessionCookie(await t.app.inject({ url: '/api/me' }));
      const wallet = await t.app.inject({ url: '/api/wallet', headers: { cookie: guest } });
      expect(wallet.statusCode).toBe(403);
      expect(wallet.json<ApiErrorBody>().error.code).toBe('ERR_GUEST');
    }));
});
