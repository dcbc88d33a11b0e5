import type { RuleError } from '@kartenhaus/core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** HTTP status per stable error code; anything not listed is a 400. */
const STATUS: Readonly<Record<string, number>> = {
  ERR_NOT_LOGGED_IN: 401,
  ERR_BAD_LOGIN: 401,
  ERR_GUEST: 403,
  ERR_NOT_FOUND: 404,
  ERR_NAME_TAKEN: 409,
  ERR_ALREADY_REGISTERED: 409,
  ERR_TOPUP_ALREADY_CLAIMED: 409,
  ERR_GAME_RUNNING: 409,
  ERR_DAILY_SEALED: 409,
  ERR_TOO_LARGE: 413,
  ERR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERR_TOO_MANY_ATTEMPTS: 429,
  ERR_RATE_LIMITED: 429,
  ERR_BUSY: 503,
  ERR_VERIFY_UNAVAILABLE: 503,
  ERR_REPLAY_UNAVAILABLE: 503,
};

/** Answers with `{ error: { code, … } }`, the shape every API error has. */
export function fail(reply: FastifyReply, e: RuleError & { retryAfterMs?: number }): FastifyReply {
  const status = STATUS[e.code] ?? 400;
  if (e.retryAfterMs !== undefined) void reply.header('retry-after', Math.ceil(e.retryAfterMs / 1000));
  const body: Record<string, unknown> = { code: e.code };
  if (e.detail !== undefined) body.detail = e.detail;
  if (e.retryAfterMs !== undefined) body.retryAfterMs = e.retryAfterMs;
  return reply.code(status).send({ error: body });
}

/** Parses input with a schema; on failure answers `ERR_BAD_INPUT` naming the first bad field. */
export function parse<S extends z.ZodType>(reply: FastifyReply, schema: S, input: unknown): z.infer<S> | undefined {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'input';
  fail(reply, { code: 'ERR_BAD_INPUT', detail: `${where}: ${issue?.message ?? 'invalid'}` });
  return undefined;
}
