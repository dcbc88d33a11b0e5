/**
 * The answers of the game-record API (`/api/games/:id/verify`, `/api/games/:id/replay`) as zod
 * schemas: the server builds these types, the web parses with the schemas at its edge — one
 * source for both sides.
 */
import { z } from 'zod';

const Seat = z.number().int().nonnegative();

/** What `GET /api/games/:id/verify` answers once a game has ended. */
export const Verification = z.object({
  gameId: z.string(),
  /** The hash published at the start (null: the game predates published hashes). */
  seedHash: z.string().nullable(),
  seed: z.string(),
  /** SHA-256 of the revealed seed equals the hash published at the start. */
  hashMatches: z.boolean(),
  /** Moves replayed from the deal of `(config, seed)`; all of them were legal. */
  movesReplayed: z.number().int().nonnegative(),
  movesLegal: z.boolean(),
  /** The replay ends in the result that was recorded. */
  resultMatches: z.boolean(),
  verified: z.boolean(),
  firstProblem: z.string().optional(),
});
export type Verification = z.infer<typeof Verification>;

/** One step of a replay: the deal (n 0) or a logged move, and each seat's view after it. */
export const ReplayStep = z.object({
  n: z.number().int().nonnegative(),
  /** Who moved; null for the deal and server ticks. */
  seat: Seat.nullable(),
  /** The move's notation; null for the deal, and while the game runs for every move but the requester's. */
  move: z.string().nullable(),
  /** Per seat: that seat's view after the step (`view(state, seat)`), null where the requester may not see it. */
  views: z.array(z.unknown()),
});
export type ReplayStep = z.infer<typeof ReplayStep>;

/** What `GET /api/games/:id/replay` answers. */
export const Replay = z.object({
  id: z.string(),
  game: z.string(),
  finished: z.boolean(),
  /** Player names by game seat; null for a computer seat. */
  seats: z.array(z.string().nullable()),
  /** The requester's game seat, or null. */
  you: Seat.nullable(),
  steps: z.array(ReplayStep),
});
export type Replay = z.infer<typeof Replay>;
