import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import { PASSWORD_LENGTH } from '@kartenhaus/protocol/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityService, Player } from '../hooks.js';
import { isUniqueViolation } from '../storage/dialect.js';
import type { Storage } from '../storage/db.js';
import { checkName, nameKey } from './names.js';
import { HashLimiter, hashPassword, SCRYPT_PARAMS, verifyPassword, type ScryptParams } from './passwords.js';
import {
  nameTaken,
  newId,
  pendingGuest,
  playerById,
  purgeUnusedGuests,
  registeredByKey,
  storeGuest,
} from './players.js';
import { clientAddress, isHttps } from './proxy.js';
import {
  clearSessionCookie,
  createSession,
  endSession,
  purgeExpiredSessions,
  newSessionToken,
  sessionOfToken,
  sessionToken,
  storeSession,
  setSessionCookie,
  tokenHash,
  type SecureCookies,
} from './sessions.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './throttle.js';
import { inTransaction } from './tx.js';
import { grantSignup } from './wallet.js';

export interface AccountsOptions {
  /** Password hashing cost; lower only in tests (`TEST_ONLY_SCRYPT_PARAMS`). */
  readonly scrypt?: ScryptParams;
  /** Secure + `__Host-` cookies: always, never, or `auto` by the request's protocol (default). */
  readonly secureCookies?: SecureCookies;
  /**
   * Behind a reverse proxy the operator trusts (TRUST_PROXY): the client's protocol and address
   * come from `X-Forwarded-Proto` / `X-Forwarded-For` (one hop). Default false: the socket's.
   */
  readonly trustProxy?: boolean;
  readonly throttle?: ThrottleOptions;
  /** Hashes at once (each ~128 MiB); default 2. */
  readonly hashConcurrency?: number;
  /** The clock (ms since epoch); tests move it. */
  readonly now?: () => number;
}

class AlreadyRegistered extends Error {}

/** Sessions, guests, registration, login and logout. */
export class AccountsService implements IdentityService {
  readonly throttle: LoginThrottle;
  readonly secureCookies: SecureCookies;
  readonly trustProxy: boolean;
  readonly now: () => number;
  private readonly limiter: HashLimiter;
  private readonly scrypt: ScryptParams;
  private dummyHash: Promise<string> | null = null;
  private readonly sessionEndListeners: ((session: string) => void)[] = [];

  constructor(
    readonly storage: Storage,
    options: AccountsOptions = {},
  ) {
    this.scrypt = options.scrypt ?? SCRYPT_PARAMS;
    this.secureCookies = options.secureCookies ?? 'auto';
    this.trustProxy = options.trustProxy ?? false;
    this.throttle = new LoginThrottle(storage.db, options.throttle ?? DEFAULT_THROTTLE);
    this.limiter = new HashLimiter(options.hashConcurrency ?? 2);
    this.now = options.now ?? Date.now;
  }

  /**
   * IdentityService: the session's player. Writes nothing (issue 17: 20 cookie-less GETs made 20
   * guests): a token without a session row names its pending guest (`pendingGuest`), stored at
   * its first real action (`ensure`). Without a usable token and with `reply`, a fresh token is
   * set as the cookie and its pending guest returned. A token whose session ended or expired
   * names nobody: its row is there but not live, or its guest was stored once.
   */
  async playerFor(req: FastifyRequest, reply?: FastifyReply): Promise<Player | null> {
    const token = sessionToken(req, this.secure(req));
    const db = this.storage.db;
    if (token) {
      const session = await sessionOfToken(db, token, this.now());
      if (session?.live) {
        const player = await playerById(db, session.playerId);
        if (player) return player;
      } else if (!session) {
        const pending = pendingGuest(tokenHash(token));
        if (!(await playerById(db, pending.id))) return pending;
      }
    }
    if (!reply) return null;
    const fresh = newSessionToken();
    setSessionCookie(reply, this.secure(req), fresh);
    return pendingGuest(tokenHash(fresh));
  }

  /** IdentityService: a pending guest is stored with its session at its first real action; others are already. */
  async ensure(session: string | null, player: Player): Promise<void> {
    if (session === null || !player.guest || pendingGuest(session).id !== player.id) return;
    const now = this.now();
    await inTransaction(this.storage.db, async (trx) => {
      await storeGuest(trx, player, now);
      await storeSession(trx, session, player.id, now);
    });
  }

  /** IdentityService: the session's name is the stored hash of its token (never the token). */
  sessionOf(req: FastifyRequest): string | null {
    const token = sessionToken(req, this.secure(req));
    return token ? tokenHash(token) : null;
  }

  /** IdentityService: told of every session ended here (logout; login and registration rotate it). */
  onSessionEnd(listener: (session: string) => void): void {
    this.sessionEndListeners.push(listener);
  }

  /** Ends a session: its row goes, and whoever holds its sockets is told. */
  private async end(token: string): Promise<void> {
    await endSession(this.storage.db, token);
    for (const l of this.sessionEndListeners) l(tokenHash(token));
  }

  /** Whether this request's cookie is the Secure `__Host-` one. */
  secure(req: FastifyRequest): boolean {
    return this.secureCookies === 'auto' ? isHttps(req, this) : this.secureCookies;
  }

  /** The client's address, through a trusted proxy or from the socket. */
  address(req: FastifyRequest): string {
    return clientAddress(req, this);
  }

  /** Housekeeping: expired sessions, then unused guests, and forgotten login failures go; returns the rows deleted. */
  async purge(): Promise<number> {
    const now = this.now();
    const db = this.storage.db;
    const sessions = await purgeExpiredSessions(db, now);
    return sessions + (await purgeUnusedGuests(db)) + (await this.throttle.purge(now));
  }

  /**
   * Registers a name and password. A guest keeps its id and so its history (A1); the session
   * rotates. 500 Taler are granted in the same transaction (A2).
   */
  async register(
    req: FastifyRequest,
    reply: FastifyReply,
    input: { name: string; password: string },
  ): Promise<Result<Player, RuleError>> {
    const checked = checkName(input.name);
    if (!checked.ok) return checked;
    const name = checked.value;
    const pw = checkPassword(input.password);
    if (!pw.ok) return pw;
    const current = await this.playerFor(req);
    if (current && !current.guest) return err(ruleError('ERR_ALREADY_REGISTERED'));
    // Registering is the pending guest's first real action: its row is the one that is renamed.
    if (current) await this.ensure(this.sessionOf(req), current);
    const key = nameKey(name);
    if (await nameTaken(this.storage.db, key)) return err(ruleError('ERR_NAME_TAKEN'));
    const hash = await this.limiter.run(() => hashPassword(input.password, this.scrypt));
    if (hash === null) return err(ruleError('ERR_BUSY'));
    const id = current?.id ?? newId();
    const at = this.now();
    try {
      await inTransaction(this.storage.db, async (trx) => {
        const values = { name, name_key: key, guest: 0, password_hash: hash };
        if (current) {
          const r = await trx
            .updateTable('players')
            .set(values)
            .where('id', '=', id)
            .where('guest', '=', 1)
            .executeTakeFirst();
          // A concurrent registration of the same guest won: this one must not claim success.
          if (Number(r.numUpdatedRows) !== 1) throw new AlreadyRegistered();
        } else {
          await trx
            .insertInto('players')
            .values({ id, created_at: at, ...values })
            .execute();
        }
        await grantSignup(trx, id, at);
      });
    } catch (e) {
      if (e instanceof AlreadyRegistered) return err(ruleError('ERR_ALREADY_REGISTERED'));
      if (isUniqueViolation(e)) return err(ruleError('ERR_NAME_TAKEN'));
      throw e;
    }
    await this.rotate(req, reply, id);
    return ok({ id, name, guest: false });
  }

  /** Logs in by name and password, throttled per account and per address; the session rotates. */
  async login(
    req: FastifyRequest,
    reply: FastifyReply,
    input: { name: string; password: string },
  ): Promise<Result<Player, RuleError & { retryAfterMs?: number }>> {
    const key = nameKey(input.name.normalize('NFC'));
    const address = this.address(req);
    const wait = await this.throttle.waitMs(key, address, this.now());
    if (wait > 0) return err({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: wait });
    const row = await registeredByKey(this.storage.db, key);
    // Without such a player, hash anyway: the answer takes as long either way.
    const stored = row?.password_hash ?? (await this.dummy());
    const good = await this.limiter.run(() => verifyPassword(input.password, stored));
    if (good === null) return err(ruleError('ERR_BUSY'));
    if (!good || !row) {
      await this.throttle.failed(key, address, this.now());
      return err(ruleError('ERR_BAD_LOGIN'));
    }
    await this.throttle.succeeded(key, address, this.now());
    await this.rotate(req, reply, row.id);
    return ok({ id: row.id, name: row.name, guest: false });
  }

  /** Ends the session and clears the cookie. */
  async logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = sessionToken(req, this.secure(req));
    if (token) await this.end(token);
    clearSessionCookie(reply, this.secure(req));
  }

  /** A fresh session id for the player; the old one stops working. */
  private async rotate(req: FastifyRequest, reply: FastifyReply, playerId: string): Promise<void> {
    const old = sessionToken(req, this.secure(req));
    if (old) await this.end(old);
    setSessionCookie(reply, this.secure(req), await createSession(this.storage.db, playerId, this.now()));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('no such player', this.scrypt);
    return this.dummyHash;
  }
}

function checkPassword(pw: string): Result<string, RuleError> {
  const length = [...pw].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) return err(ruleError('ERR_PASSWORD_LENGTH'));
  return ok(pw);
}
