import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityService, Player } from './hooks.js';
import { requireJsonBody } from './http-guards.js';
import type { Db } from './hooks.js';

const COOKIE = 'kh_guest';

/** Reads one cookie from the Cookie header (no cookie plugin: the accounts part may register its own). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * A minimal guest identity until accounts land (issue 7 replaces it through `IdentityService`):
 * a random session token in an HttpOnly cookie, stored in `guest_sessions`, with a generated name.
 */
export class GuestIdentity implements IdentityService {
  private readonly cache = new Map<string, Player>();

  constructor(private readonly db: Db) {}

  async playerFor(req: FastifyRequest, reply?: FastifyReply): Promise<Player | null> {
    const token = readCookie(req, COOKIE);
    if (token) {
      const known = await this.lookup(token);
      if (known) return known;
    }
    if (!reply) return null;
    return this.create(reply);
  }

  private async lookup(token: string): Promise<Player | null> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const row = await this.db.selectFrom('guest_sessions').selectAll().where('token', '=', token).executeTakeFirst();
    if (!row) return null;
    const p: Player = { id: row.player_id, name: row.name, guest: true };
    this.cache.set(token, p);
    return p;
  }

  private async create(reply: FastifyReply): Promise<Player> {
    const token = randomBytes(24).toString('base64url');
    const id = `g_${randomBytes(8).toString('hex')}`;
    const name = `Gast ${1000 + (randomBytes(2).readUInt16BE(0) % 9000)}`;
    await this.db.insertInto('guest_sessions').values({ token, player_id: id, name }).execute();
    reply.header('set-cookie', `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000`);
    const p: Player = { id, name, guest: true };
    this.cache.set(token, p);
    return p;
  }

  /** `POST /api/guest`: the current guest, created (with its cookie) when there is none. */
  register(app: FastifyInstance): void {
    app.post('/api/guest', { onRequest: requireJsonBody }, async (req, reply) => {
      const p = await this.playerFor(req, reply);
      return { player: p };
    });
  }
}
