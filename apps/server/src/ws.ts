import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import { CLOSE_CODES, MAX_FRAME_BYTES } from '@kartenhaus/protocol';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import { Connection, type MessageBudget } from './connection.js';
import type { IdentityService, Player } from './hooks.js';
import { acquireAll, addressKey, sessionKey, type Counters, type Limits } from './limits.js';
import { SessionSockets } from './session-sockets.js';
import { metrics } from './metrics.js';
import type { TableManager } from './tables/manager.js';

/**
 * Whether a WebSocket upgrade comes from the site itself: its Origin must name this host (or be
 * listed in ORIGINS). Browsers always send Origin on WebSocket requests, so none means "not ours".
 */
export function sameOrigin(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Registers `/ws`: origin check, session check, frames ≤ 16 KiB, one Connection per socket. */
export async function registerWebSocket(
  app: FastifyInstance,
  opts: {
    identity: IdentityService;
    manager: TableManager;
    clock: Clock;
    origins: readonly string[];
    budget: MessageBudget;
    counters: Counters;
    limits: Limits;
    /** Unsent bytes after which a client is cut off (default SEND_BUFFER_LIMIT). */
    sendLimit?: number;
  },
): Promise<Set<Connection>> {
  const connections = new Set<Connection>();
  // Who the session check found, and the upgrade's response, from the check to the handler.
  const upgrades = new WeakMap<FastifyRequest, { player: Player; session: string | null; response: ServerResponse }>();
  // A session that ends (logout, login, registration) takes its sockets with it (4001).
  const sessions = new SessionSockets<Connection>();
  opts.identity.onSessionEnd?.((s) => sessions.ended(s));
  // SIGTERM (main.ts → app.close()): stop taking tables, finish writes, then close the sockets
  // with 1001 — registered before the websocket plugin so that it runs before the plugin's own.
  app.addHook('preClose', async () => {
    await opts.manager.shutdown();
    for (const c of connections) c.close(CLOSE_CODES.goingAway, 'server shutting down');
  });
  // `ws` closes a connection with 1009 when a frame exceeds maxPayload.
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!sameOrigin(req, opts.origins)) return reply.code(403).send({ error: { code: 'ERR_ORIGIN' } });
        const player = await opts.identity.playerFor(req);
        if (!player) return reply.code(401).send({ error: { code: 'ERR_NO_SESSION' } });
        upgrades.set(req, { player, session: opts.identity.sessionOf?.(req) ?? null, response: reply.raw });
      },
    },
    (socket, req) => {
      const upgrade = upgrades.get(req);
      if (!upgrade) return socket.close(1008, 'no session');
      // @fastify/websocket leaves the upgrade's request and response reachable for the socket's
      // whole life — the TCP socket still points at the response, and the plugin's 'error'
      // listener closes over both: about 3 KB per connection (12 MB at 4,000, docs/server.md).
      // The upgrade is done, so the response lets go of the socket, and the connection handles
      // errors itself (as the plugin's default does: ws closes the socket after an error).
      upgrade.response.detachSocket(req.raw.socket);
      socket.removeAllListeners('error');
      socket.on('error', () => socket.terminate());
      // Open sockets per session and per address (issue 17 item 6): one over is told why and closed.
      const keys = [sessionKey('sock', upgrade.player.id), addressKey('sock', req.ip)];
      const refuse = () => {
        socket.send(JSON.stringify({ t: 'error', code: 'ERR_TOO_MANY_CONNECTIONS' }));
        socket.close(CLOSE_CODES.tooManyConnections, 'too many connections');
      };
      const placed = acquireAll(opts.counters, keys, [opts.limits.sockets.session, opts.limits.sockets.address]);
      if (placed === false) return refuse();
      const { session, player } = upgrade;
      // A guest known only by its cookie is stored at its first table or seat, once per socket.
      // (The closure holds the player and session name only, never the upgrade's request.)
      let stored = false;
      const beforeSeat = async () => {
        if (stored) return;
        await opts.identity.ensure?.(session, player);
        stored = true;
      };
      const client = { address: req.ip, counters: opts.counters, limits: opts.limits };
      const c = new Connection(
        socket,
        player,
        opts.manager,
        opts.clock,
        opts.budget,
        client,
        beforeSeat,
        opts.sendLimit,
      );
      connections.add(c);
      if (session !== null) sessions.add(session, c);
      // Shared counters (a cluster's Redis) answer later: a socket over the budget is closed then.
      if (placed !== true) void placed.then((ok) => ok || refuse());
      // One line when it opens and one when it closes, with the code (docs/protocol.md); the
      // player by id only — no name, no cookie.
      const log = req.log.child({ conn: randomBytes(4).toString('hex'), player: upgrade.player.id });
      const opened = Date.now();
      log.info({ guest: upgrade.player.guest }, 'connection opened');
      socket.on('close', (code, reason) => {
        connections.delete(c);
        if (session !== null) sessions.remove(session, c);
        if (placed === true) for (const k of keys) opts.counters.release(k);
        else void placed.then((ok) => ok && keys.forEach((k) => opts.counters.release(k)));
        metrics.connectionClosed(c.closedWith ?? code);
        log.info(
          { code: c.closedWith ?? code, reason: reason.toString().slice(0, 123), ms: Date.now() - opened },
          'connection closed',
        );
      });
    },
  );
  return connections;
}
