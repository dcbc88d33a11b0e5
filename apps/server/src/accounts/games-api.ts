import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { HistoryAnswer, LeaderboardAnswer } from '@kartenhaus/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dailyList } from './daily.js';
import { gameInfo, historyOf } from './games.js';
import { fail, parse } from './http.js';
import { leaderboard } from './leaderboard.js';
import { replayJob } from './replay.js';
import { ReplaysBusy, type Replays } from './replay-pool.js';
import type { AccountsService } from './service.js';
import { berlinDay, isDay, isoWeek, isWeek } from './time.js';
import { verifyGame, type AnyDefinition } from './verify.js';

const idParam = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const boardQuery = z.strictObject({
  period: z.enum(['all', 'week']).default('all'),
  week: z.string().refine(isWeek, 'not an ISO week YYYY-Www').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const dailyQuery = z.strictObject({ date: z.string().refine(isDay, 'not a date YYYY-MM-DD').optional() });
const historyQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().min(0).optional(),
  /** Only the rides of this day's Tagesfahrt: the Tagesliste's link to the player's own ride. */
  daily: z.string().refine(isDay, 'not a date YYYY-MM-DD').optional(),
});
const noQuery = z.strictObject({});

export interface GameRouteOptions {
  /** Game definitions by name, to replay a game for `/verify` and `/replay`. */
  readonly definitions: Readonly<Record<string, AnyDefinition>>;
  /** The server secret of the Tagesfahrt seeds (L8); without it seeds are not published. */
  readonly dailySecret: string | null;
  /** Builds (off the event loop) and caches replays. */
  readonly replays: Replays;
  /** Replay answers per minute and address (`RateLimits.replayPerMinute`). */
  readonly replayPerMinute: number;
}

/** Leaderboards, the Tagesliste, history, games, their replays and their verification. */
export function gameRoutes(app: FastifyInstance, accounts: AccountsService, options: GameRouteOptions): void {
  // The games are the registry's (the definitions given): a name outside it is a 400.
  const gameParam = z.strictObject({ game: z.enum(Object.keys(options.definitions) as [string, ...string[]]) });
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
    } satisfies LeaderboardAnswer;
  });

  app.get('/api/daily', async (req, reply) => {
    const query = parse(reply, dailyQuery, req.query);
    if (!query) return reply;
    const today = berlinDay(accounts.now());
    const day = query.date ?? today;
    if (day > today) return fail(reply, { code: 'ERR_BAD_INPUT', detail: 'date: in the future' });
    return dailyList(db, day, accounts.now(), options.dailySecret);
  });

  app.get('/api/history', async (req, reply) => {
    const query = parse(reply, historyQuery, req.query);
    if (!query) return reply;
    const player = await accounts.playerFor(req);
    if (!player) return fail(reply, { code: 'ERR_NOT_LOGGED_IN' });
    return { games: await historyOf(db, player.id, query.limit, query) } satisfies HistoryAnswer;
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

  // A replay is the one answer whose building costs: the whole log played through the rules
  // with every seat's view per step (6.25 MB of JSON for a 752-move Speedclimb game). It is built
  // on a thread of its own, once per finished game and seat (cached), and sent packed; each
  // address gets `replayPerMinute` of them.
  const replayLimit = { config: { rateLimit: { max: options.replayPerMinute, timeWindow: 60_000 } } };
  app.get('/api/games/:id/replay', replayLimit, async (req, reply) => {
    const params = parse(reply, idParam, req.params);
    if (!params || !parse(reply, noQuery, req.query)) return reply;
    const player = await accounts.playerFor(req);
    const r = await replayJob(db, params.id, player?.id ?? null, options.definitions, accounts.now());
    if (r === 'unknown') return fail(reply, { code: 'ERR_NOT_FOUND' });
    if (r === 'running') return fail(reply, { code: 'ERR_GAME_RUNNING' });
    if (r === 'sealed') return fail(reply, { code: 'ERR_DAILY_SEALED' });
    if (r === 'unavailable') return fail(reply, { code: 'ERR_REPLAY_UNAVAILABLE' });
    if ('broken' in r) return fail(reply, { code: 'ERR_REPLAY_UNAVAILABLE', detail: r.broken });
    let built;
    try {
      built = await options.replays.answer(r.job, r.key);
    } catch (e) {
      if (e instanceof ReplaysBusy) return fail(reply, { code: 'ERR_BUSY', retryAfterMs: 1000 });
      throw e;
    }
    if ('broken' in built) return fail(reply, { code: 'ERR_REPLAY_UNAVAILABLE', detail: built.broken });
    // Packed ~50:1 (6.25 MB → ~120 KB); a client that takes no gzip gets it unpacked as a stream.
    void reply.type('application/json').header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
      return reply.send(Readable.from([built.gzip]).pipe(createGunzip()));
    return reply.header('content-encoding', 'gzip').send(built.gzip);
  });
}
