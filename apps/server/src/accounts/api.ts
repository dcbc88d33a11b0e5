import rateLimit from '@fastify/rate-limit';
import type { OkAnswer, PlayerAnswer, SettingsSaved } from '@kartenhaus/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Player } from '../hooks.js';
import { requireJsonBody } from '../http-guards.js';
import { fail, parse } from './http.js';
import type { AccountsService } from './service.js';
import { saveSettings, settingsBody, settingsOf } from './settings.js';
import { inTransaction } from './tx.js';
import { claimTopup, walletOf } from './wallet.js';

/** Rate limits per address: every API route, and the tighter one for login and register. */
export interface RateLimits {
  readonly perMinute: number;
  readonly loginPerMinute: number;
  /** `GET /api/games/:id/replay` (the one answer that costs a build). */
  readonly replayPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 120, loginPerMinute: 30, replayPerMinute: 30 };

const credentials = z.strictObject({ name: z.string().min(1).max(64), password: z.string().min(1).max(400) });
const empty = z.strictObject({});

/** Expired sessions and forgotten login failures are deleted at start and then hourly. */
export const PURGE_EVERY_MS = 3600_000;

/** The routes of players and Taler: me, register, login, logout, wallet (+ top-up), settings. */
export async function accountRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  limits: RateLimits,
): Promise<void> {
  await app.register(rateLimit, {
    max: limits.perMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => accounts.address(req),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, code: 'ERR_RATE_LIMITED', retryAfterMs: ctx.ttl }),
  });
  app.setErrorHandler(apiErrorHandler);
  jsonBodies(app);
  // Every POST/PUT carries its JSON body ({} when empty): ERR_BODY_REQUIRED / ERR_UNSUPPORTED_MEDIA_TYPE.
  app.addHook('onRequest', requireJsonBody);
  housekeeping(app, accounts);
  const strict = { config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } } };

  app.get('/api/me', async (req, reply) => {
    const player = await accounts.playerFor(req, reply);
    if (!player) return fail(reply, { code: 'ERR_NOT_LOGGED_IN' });
    return { player } satisfies PlayerAnswer;
  });

  app.post('/api/register', strict, async (req, reply) => {
    const input = parse(reply, credentials, req.body);
    if (!input) return reply;
    const r = await accounts.register(req, reply, input);
    return r.ok ? ({ player: r.value } satisfies PlayerAnswer) : fail(reply, r.error);
  });

  app.post('/api/login', strict, async (req, reply) => {
    const input = parse(reply, credentials, req.body);
    if (!input) return reply;
    const r = await accounts.login(req, reply, input);
    return r.ok ? ({ player: r.value } satisfies PlayerAnswer) : fail(reply, r.error);
  });

  app.post('/api/logout', async (req, reply) => {
    if (!parse(reply, empty, req.body)) return reply;
    await accounts.logout(req, reply);
    return { ok: true } satisfies OkAnswer;
  });

  app.get('/api/wallet', async (req, reply) => {
    const player = await registered(accounts, req, reply);
    if (!player) return reply;
    return walletOf(accounts.storage.db, player.id, accounts.now());
  });

  app.post('/api/wallet/topup', strict, async (req, reply) => {
    if (!parse(reply, empty, req.body)) return reply;
    const player = await registered(accounts, req, reply);
    if (!player) return reply;
    const { db, dialect } = accounts.storage;
    const r = await inTransaction(db, (trx) => claimTopup(trx, dialect, player.id, accounts.now()));
    return r.ok ? r.value : fail(reply, r.error);
  });

  settingsRoutes(app, accounts);
}

/** Settings of registered players (the web app's gear menu); guests keep theirs on the device. */
function settingsRoutes(app: FastifyInstance, accounts: AccountsService): void {
  const member = async (req: FastifyRequest, reply: FastifyReply) => {
    const player = await accounts.playerFor(req);
    // Guests have nowhere to keep settings on the server: the same code as without a session.
    if (!player || player.guest) fail(reply, { code: 'ERR_NOT_LOGGED_IN' });
    return player && !player.guest ? player : null;
  };
  app.get('/api/settings', async (req, reply) => {
    if (!parse(reply, empty, req.query)) return reply;
    const player = await member(req, reply);
    return player ? settingsOf(accounts.storage.db, player.id) : reply;
  });
  app.put('/api/settings', async (req, reply) => {
    const input = parse(reply, settingsBody, req.body);
    if (!input) return reply;
    const player = await member(req, reply);
    if (!player) return reply;
    const updatedAt = accounts.now();
    await saveSettings(accounts.storage.db, player.id, input.settings, updatedAt);
    return { ok: true, updatedAt } satisfies SettingsSaved;
  });
}

/** Deletes expired sessions and forgotten login failures when the server is ready, then hourly. */
function housekeeping(app: FastifyInstance, accounts: AccountsService): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = async () => {
    try {
      const n = await accounts.purge();
      if (n > 0) app.log.info({ deleted: n }, 'expired sessions and login failures purged');
    } catch (e) {
      app.log.error(e, 'purge failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
}

/** The registered player behind the request; answers the error itself otherwise. */
export async function registered(
  accounts: AccountsService,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Player | null> {
  const player = await accounts.playerFor(req);
  if (!player) fail(reply, { code: 'ERR_NOT_LOGGED_IN' });
  else if (player.guest) fail(reply, { code: 'ERR_GUEST' });
  return player && !player.guest ? player : null;
}

const PROTOTYPE_KEY = 'KH_BODY_PROTOTYPE_KEY';

/**
 * JSON bodies as Fastify parses them — a key `__proto__` or `constructor.prototype` refused (they
 * could reach an object's prototype where a body is merged) — but such a refusal says so: Fastify
 * reports it as "not valid JSON", though the body is valid JSON.
 */
function jsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body: string, done) => {
    void parseJson(req, body, (e: Error | null, value?: unknown) => {
      if (e && (e as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(body)) {
        done(Object.assign(new Error('prototype key in body'), { statusCode: 400, code: PROTOTYPE_KEY }), undefined);
      } else done(e, value);
    });
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Fastify's refusals of a body, in the words of the other details ("field: what is wrong"). */
const BODY_FAULTS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: empty, send {} for none',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: its length is not the Content-Length',
  [PROTOTYPE_KEY]: 'body: the keys __proto__ and constructor.prototype are not allowed',
};

/** Fastify's own refusals (bad JSON, wrong content type, too large, rate limit) as stable codes. */
function apiErrorHandler(e: FastifyError & { retryAfterMs?: number }, req: FastifyRequest, reply: FastifyReply) {
  if (e.statusCode === 429) return fail(reply, { code: 'ERR_RATE_LIMITED', retryAfterMs: e.retryAfterMs ?? 60_000 });
  if (e.statusCode === 413) return fail(reply, { code: 'ERR_TOO_LARGE' });
  if (e.statusCode === 415) return fail(reply, { code: 'ERR_UNSUPPORTED_MEDIA_TYPE' });
  if (e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500) {
    return fail(reply, { code: 'ERR_BAD_INPUT', detail: BODY_FAULTS[e.code] ?? e.code });
  }
  req.log.error(e, 'api error');
  return reply.code(500).send({ error: { code: 'ERR_INTERNAL' } });
}
