import type { PlayerAnswer } from '@kartenhaus/protocol';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Storage } from '../storage/db.js';
import { createAccounts, type Accounts, type AccountsPluginOptions } from './index.js';
import { TEST_ONLY_SCRYPT_PARAMS } from './passwords.js';
import { tokenHash } from './sessions.js';

/** An app with only the accounts routes, cheap password hashing and a movable clock (tests). */
export async function accountsTestApp(
  storage: Storage,
  options: AccountsPluginOptions = {},
): Promise<{ app: FastifyInstance; accounts: Accounts; clock: { now: number } }> {
  const clock = { now: Date.parse('2026-11-29T12:00:00Z') };
  const accounts = createAccounts(storage, { scrypt: TEST_ONLY_SCRYPT_PARAMS, now: () => clock.now, ...options });
  // Fastify itself does not trust proxies: what forwarded headers count is the accounts' `trustProxy`.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie); // as app.ts does
  await app.register(accounts.plugin);
  return { app, accounts, clock };
}

/** The `name=value` part of the response's session cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = list.find((c) => c.includes('kh_session='));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0] ?? '';
}

/**
 * A guest as the site makes one: `GET /api/me` (which stores nothing), then its first real
 * action — a table or a seat of its own — which stores it (`ensure`). The `/api/me` answer.
 */
export async function actingGuest(t: { app: FastifyInstance; accounts: Accounts }): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ url: '/api/me' });
  const token = sessionCookie(res).split('=')[1] ?? '';
  await t.accounts.identity.ensure(tokenHash(token), res.json<PlayerAnswer>().player);
  return res;
}
