import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';

/** A session lasts 30 days from login. */
export const SESSION_MS = 30 * 86_400_000;

/** `__Host-` cookies must be Secure, Path=/ and without Domain — exactly what we send. */
export const cookieName = (secure: boolean): string => (secure ? '__Host-kh_session' : 'kh_session');

/** Only the SHA-256 of a token is stored, so a leaked database holds no usable session. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Where cookies get `Secure` and the `__Host-` prefix: `true`/`false` fixed, or `auto` — when
 * the request came over HTTPS (`isHttps` in `proxy.ts`: `X-Forwarded-Proto` counts only with
 * `trustProxy`).
 */
export type SecureCookies = boolean | 'auto';

/**
 * The session token the request carries, under the cookie name its protocol calls for: over
 * HTTPS only the `__Host-` cookie counts, so a cookie planted over plain HTTP cannot fix a session.
 * (`req.cookies` is `@fastify/cookie`'s, registered in app.ts before every route.)
 */
export function sessionToken(req: FastifyRequest, secure: boolean): string | null {
  const token = req.cookies[cookieName(secure)];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** `name=value; Max-Age; Path=/; HttpOnly[; Secure]; SameSite=Lax` (the token is base64url, no escaping). */
function setCookie(reply: FastifyReply, secure: boolean, value: string, maxAgeS: number): void {
  void reply.setCookie(cookieName(secure), value, {
    maxAge: maxAgeS,
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
  });
}

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string): void {
  setCookie(reply, secure, token, SESSION_MS / 1000);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  setCookie(reply, secure, '', 0);
}

/** A fresh session token (32 random bytes, base64url: 43 characters). */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Starts a session for a player; returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, playerId: string, now: number): Promise<string> {
  const token = newSessionToken();
  await storeSession(db, tokenHash(token), playerId, now);
  return token;
}

/** Stores a session by its token's hash; one stored already is left as it is. */
export async function storeSession(db: Kysely<Database>, hash: string, playerId: string, now: number): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: hash, player_id: playerId, created_at: now, expires_at: now + SESSION_MS })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** The session row of a token: its player and whether it is still live; null when there is none. */
export async function sessionOfToken(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<{ playerId: string; live: boolean } | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['player_id', 'expires_at'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return row ? { playerId: row.player_id, live: toNumber(row.expires_at) > now } : null;
}

/** The player id of a live session, or null. */
export async function sessionPlayerId(db: Kysely<Database>, token: string, now: number): Promise<string | null> {
  const s = await sessionOfToken(db, token, now);
  return s?.live ? s.playerId : null;
}

/**
 * Ends a session: its row stays, expired (`expires_at` 0), until the next purge, so that meanwhile
 * its token names nobody — not even a pending guest (`playerFor`: a token without a row would).
 */
export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: 0 }).where('token_hash', '=', tokenHash(token)).execute();
}

/** Deletes every expired session (they no longer log anyone in); returns how many. */
export async function purgeExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const r = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
