import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { GAME_NAMES } from '@kartenhaus/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dailyList } from './daily.js';
import { gameInfo, historyOf } from './games.js';
import { fail, parse } from './http.js';
import { leaderboard } from './leaderboard.js';
import { replayFor } from './replay.js';
import type { AccountsService } from './service.js';
import { berlinDay, isDay, isoWeek } from './time.js';
import { verifyGame, type AnyDefinition } from './verify.js';

const gameParam = z.strictObject({ game: z.enum(GAME_NAMES) });
const idParam = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const boardQuery = z.strictObject({
  period: z.enum(['all', 'week']).default('all'),
  week: z
    .string()
    .regex(/^\d{4}-W\d{2}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const dailyQuery = z.strictObject({ date: z.string().refine(isDay, 'not a date YYYY-MM-DD').optional() });
const historyQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().min(0).optional(),
});
const noQuery = z.strictObject({});
const gzip = promisify(gzipCb);

export interface GameRouteOptions {
  /** Game definitions by name, to replay a game for `/verify` and `/replay`. */
  readonly definitions: Readonly<Record<string, AnyDefinition>>;
  /** The server secret of the Tagesfahrt seeds (L8); without it seeds are not published. */
  readonly dailySecret: string | null;
}

/** Leaderboards, the Tagesliste, history, games, their replays and their verification. */
export function gameRoutes(app: FastifyInstance, accounts: AccountsService, options: GameRouteOptions): void {
  const db = accounts.storage.db;

  app.get('/api/leaderboard/:game', async (req, reply) => {
    const params = parse(reply, gameParam, req.params);
    const query = params && parse(reply, boardQuery, req.query);
    if (!params || !query) return reply;
    const week = query.period === 'week' ? (query.week ?? isoWeek(berlinDay(accounts.now()))) : null;
    return {
      game: params.game,
      period: query.period,
      week,
      lines: await leaderboard(db, params.game, week, query.limit),
    };
  });

  app.get('/api/daily', async (req, reply) => {
    const query = parse(reply, dailyQuery, req.query);
    if (!query) return reply;
    const today = berlinDay(accounts.now());
    const day = query.date ?? today;
    if (day > today) return fail(reply, { code: 'ERR_BAD_INPUT', detail: 'date: in the future' });
    return dailyList(db, day, today, options.dailySecret);
  });

  app.get('/api/history', async (req, reply) => {
    const query = parse(reply, historyQuery, req.query);
    if (!query) return reply;
    const player = await accounts.playerFor(req);
    if (!player) return fail(reply, { code: 'ERR_NOT_LOGGED_IN' });
    return { games: await historyOf(db, player.id, query.limit, query.before ?? null) };
  });

  app.get('/api/games/:id', async (req, reply) => {
    const params = parse(reply, idParam, req.params);
    if (!params || !parse(reply, noQuery, req.query)) return reply;
    const info = await gameInfo(db, params.id, accounts.now());
    return info ?? fail(reply, { code: 'ERR_NOT_FOUND' });
  });

  app.get('/api/games/:id/verify', async (req, reply) => {
    const params = parse(reply, idParam, req.params);
    if (!params || !parse(reply, noQuery, req.query)) return reply;
    const v = await verifyGame(db, params.id, options.definitions, accounts.now());
    if (v === 'unknown') return fail(reply, { code: 'ERR_NOT_FOUND' });
    if (v === 'running') return fail(reply, { code: 'ERR_GAME_RUNNING' });
    if (v === 'sealed') return fail(reply, { code: 'ERR_DAILY_SEALED' });
    if (v === 'unavailable') return fail(reply, { code: 'ERR_VERIFY_UNAVAILABLE' });
    return v;
  });

  app.get('/api/games/:id/replay', async (req, reply) => {
    const params = parse(reply, idParam, req.params);
    if (!params || !parse(reply, noQuery, req.query)) return reply;
    const player = await accounts.playerFor(req);
    const r = await replayFor(db, params.id, player?.id ?? null, options.definitions, accounts.now());
    if (r === 'unknown') return fail(reply, { code: 'ERR_NOT_FOUND' });
    if (r === 'running') return fail(reply, { code: 'ERR_GAME_RUNNING' });
    if (r === 'sealed') return fail(reply, { code: 'ERR_DAILY_SEALED' });
    if (r === 'unavailable') return fail(reply, { code: 'ERR_REPLAY_UNAVAILABLE' });
    if ('broken' in r) return fail(reply, { code: 'ERR_REPLAY_UNAVAILABLE', detail: r.broken });
    // A whole game's views run to megabytes (a 4-player Speedclimb ~2 MB) and pack ~50:1 (measured: 1.9 MB → 33 KB).
    const body = JSON.stringify(r.replay);
    void reply.type('application/json').header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(await gzip(body));
  });
}
