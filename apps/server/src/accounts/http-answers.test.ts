import {
  ApiErrorBody,
  DailyAnswer,
  GameInfo,
  HistoryAnswer,
  LeaderboardAnswer,
  OkAnswer,
  PlayerAnswer,
  RevealedGame,
  RunningGame,
  SealedGame,
  SettingsAnswer,
  SettingsSaved,
  TopupAnswer,
  WalletAnswer,
} from '@kartenhaus/protocol';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testStorages } from '../storage/testing.js';
import { addPlayer, computer, endGame, human, placesResult, startGame } from './test-fixtures.js';
import { accountsTestApp, sessionCookie } from './testing.js';
import type { AnyDefinition } from './verify.js';

const sqlite = testStorages()[0]!;
/** The leaderboards' games (`/api/leaderboard/:game` knows the definitions' names only). */
const tiny = tinyGame as unknown as AnyDefinition;
const definitions = { speedclimb: tiny, speedlift: tiny };

const json = (body: unknown, cookie?: string) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});

/**
 * The answer is exactly its protocol schema: it parses, and parsing drops nothing (zod strips
 * fields a schema does not name, so an extra field the page would never see fails here too).
 */
function exactly<S extends z.ZodType>(schema: S, res: LightMyRequestResponse): z.infer<S> {
  const body: unknown = res.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${res.statusCode} ${res.body}: ${parsed.error.message}`);
  expect(parsed.data).toEqual(body);
  return parsed.data;
}

describe('every answer of the HTTP API is its schema in packages/protocol', () => {
  it('accounts, wallet, settings, leaderboards, Tagesliste, history and game records', async () => {
    const storage = await sqlite.open();
    const t = await accountsTestApp(storage, { definitions, dailySecret: 'geheim' });
    try {
      const { app } = t;
      const db = t.accounts.identity.storage.db;
      const guest = await app.inject({ url: '/api/me' });
      expect(exactly(PlayerAnswer, guest).player.guest).toBe(true);
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Ida', password: 'geheim123' }),
      });
      const cookie = sessionCookie(reg);
      const id = exactly(PlayerAnswer, reg).player.id;
      exactly(PlayerAnswer, await app.inject({ url: '/api/me', headers: { cookie } }));

      exactly(SettingsAnswer, await app.inject({ url: '/api/settings', headers: { cookie } }));
      exactly(
        SettingsSaved,
        await app.inject({ method: 'PUT', url: '/api/settings', ...json({ settings: { sound: true } }, cookie) }),
      );
      expect(exactly(SettingsAnswer, await app.inject({ url: '/api/settings', headers: { cookie } })).settings).toEqual(
        {
          sound: true,
        },
      );

      // Games: one with stakes that Ida loses (pot, points), one running, one sealed Tagesfahrt.
      await addPlayer(db, 'rich');
      const seats = [human(0, id), human(1, 'rich'), computer(2)];
      for (let i = 0; i < 5; i++) {
        expect(await startGame(db, t.accounts.hooks, { gameId: `g${i}`, seats, stake: 100 })).toBeNull();
        const result = placesResult([2, 1, 3], [10, 60, 0]);
        await endGame(db, t.accounts.hooks, { gameId: `g${i}`, seats, stake: 100, result });
      }
      expect(await startGame(db, t.accounts.hooks, { gameId: 'run', seats })).toBeNull();
      const solo = [human(0, id), computer(1)];
      const day = '2026-11-29';
      const daily = { gameId: 'day', seats: solo, game: 'speedlift', solo: true, daily: day };
      expect(await startGame(db, t.accounts.hooks, daily)).toBeNull();
      await endGame(db, t.accounts.hooks, { ...daily, result: placesResult([1, 2], [61, 0]) });

      const wallet = exactly(WalletAnswer, await app.inject({ url: '/api/wallet', headers: { cookie } }));
      expect(wallet).toMatchObject({ balance: 0, topupAvailable: true });
      expect(wallet.statement.length).toBeGreaterThan(1);
      exactly(TopupAnswer, await app.inject({ method: 'POST', url: '/api/wallet/topup', ...json({}, cookie) }));

      const board = exactly(LeaderboardAnswer, await app.inject({ url: '/api/leaderboard/speedclimb' }));
      expect(board.lines.map((l) => l.name)).toEqual(['rich', 'Ida']);
      exactly(LeaderboardAnswer, await app.inject({ url: '/api/leaderboard/speedlift?period=week' }));
      expect(exactly(DailyAnswer, await app.inject({ url: '/api/daily' })).lines).toHaveLength(1);
      const history = exactly(HistoryAnswer, await app.inject({ url: '/api/history', headers: { cookie } }));
      expect(history.games.map((g) => g.gameId).sort()).toEqual(['day', 'g0', 'g1', 'g2', 'g3', 'g4', 'run']);

      // Each stage of a game record is its own member of the union (and the union reads it).
      exactly(RunningGame, await app.inject({ url: '/api/games/run' }));
      exactly(SealedGame, await app.inject({ url: '/api/games/day' }));
      const revealed = exactly(RevealedGame, await app.inject({ url: '/api/games/g0' }));
      expect(revealed.pot).toEqual({ total: 200, stakers: [0, 1], shares: [{ seat: 1, amount: 200 }] });
      exactly(GameInfo, await app.inject({ url: '/api/games/g0' }));

      exactly(OkAnswer, await app.inject({ method: 'POST', url: '/api/logout', ...json({}, cookie) }));
      // Refusals are one shape too.
      exactly(ApiErrorBody, await app.inject({ url: '/api/wallet' }));
      exactly(ApiErrorBody, await app.inject({ url: '/api/games/nope' }));
      exactly(ApiErrorBody, await app.inject({ url: '/api/leaderboard/skat' }));
    } finally {
      await t.app.close();
      await storage.close();
    }
  });
});
