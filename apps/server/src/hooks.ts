import type { GameResult, RuleError } from '@kartenhaus/core';
import type { Result } from '@kartenhaus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './storage/schema.js';

/**
 * The seam between the game server (tables, issue 6) and accounts, ledger and leaderboards
 * (issue 7). The tables call these; the accounts part implements them. Both sides code against
 * this file only.
 */

/** Who is behind a request: a registered player or a guest (A1). */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

/** Resolves the session cookie of an HTTP request or WebSocket upgrade. */
export interface IdentityService {
  /**
   * The player behind the request's session; when there is none and `reply` is given, a guest
   * session is created and its cookie set on the reply.
   */
  playerFor(req: FastifyRequest, reply?: FastifyReply): Promise<Player | null>;
  /** A stable, non-secret name of the request's session (its sockets are closed when it ends), or null. */
  sessionOf?(req: FastifyRequest): string | null;
  /** `listener` is called with that name whenever a session ends (logout; login and registration rotate it). */
  onSessionEnd?(listener: (session: string) => void): void;
  /**
   * The player's first real action at a table (create, sit): a guest that so far exists only by
   * its cookie (`playerFor` writes nothing) is stored now, with its session. Idempotent.
   */
  ensure?(session: string | null, player: Player): Promise<void>;
}

/** One seat of a game that starts or ends, as the ledger and leaderboards need it. */
export interface SeatRecord {
  readonly seat: number;
  /** `null` for a computer seat or an empty one. */
  readonly playerId: string | null;
  readonly guest: boolean;
}

export interface GameStart {
  readonly gameId: string;
  /** The game's registry name. */
  readonly game: string;
  readonly seats: readonly SeatRecord[];
  /** Taler per human (Speedclimb online tables), 0 without stake. */
  readonly stake: number;
  /** Solo games count for the leaderboards too (S14, L9). */
  readonly solo: boolean;
  /** The Tagesfahrt date (YYYY-MM-DD, Europe/Berlin) when this is a Tagesfahrt. */
  readonly daily?: string;
}

export interface GameEnd {
  readonly gameId: string;
  /** The game's registry name. */
  readonly game: string;
  readonly seats: readonly SeatRecord[];
  readonly result: GameResult;
  /** Seats whose human left a game with other humans early (−10, stake lost; S13, L9). */
  readonly leavers: readonly number[];
  /** Seats whose human walked away from a game dealt to them alone (T2, T12): no points (AC11). */
  readonly abandoned: readonly number[];
  readonly stake: number;
  readonly solo: boolean;
  readonly daily?: string;
}

/**
 * Called inside the same database transaction that records the game's start or end, so money
 * and results are committed together with the game (or not at all).
 */
export interface GameHooks {
  /** Takes the stakes; an error (e.g. `ERR_NOT_ENOUGH_TALER`) aborts the start, nothing taken. */
  onGameStart(trx: Transaction<Database>, start: GameStart): Promise<Result<void, RuleError>>;
  /** Pays the pot and records leaderboard points; idempotent (keys `game:<id>:payout`). */
  onGameEnd(trx: Transaction<Database>, end: GameEnd): Promise<void>;
  /**
   * Early refusal when a player opens or sits at a table with a stake ("wer nicht genug Taler
   * hat, kann sich nicht setzen"): `ERR_GUEST_NO_STAKE`, `ERR_NOT_ENOUGH_TALER`. Nothing is
   * taken here; the start transaction checks again.
   */
  checkSeat?(player: Player, stake: number): Promise<Result<void, RuleError>>;
}

/** Hooks that do nothing: the game server's default until accounts are wired in. */
export const noHooks: GameHooks = {
  onGameStart: () => Promise.resolve({ ok: true, value: undefined }),
  onGameEnd: async () => {},
};

/** A database handle either side may use outside a game transaction. */
export type Db = Kysely<Database>;
