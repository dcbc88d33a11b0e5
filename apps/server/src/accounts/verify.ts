import { isDeepStrictEqual } from 'node:util';
import type { Verification } from '@kartenhaus/protocol';
import type { GameResult } from '@kartenhaus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.js';
import { seedHash } from './fairness.js';
import { movesOf, replayLog, type AnyDefinition } from './replay.js';
import { isSealed } from './time.js';

export type { AnyDefinition } from './replay.js';

/**
 * Recomputes a finished game from its revealed seed: deal `(config, seed)`, replay the move log
 * (server ticks for real-time games), compare with the recorded result and the published hash.
 */
export async function verifyGame(
  db: Kysely<Database>,
  gameId: string,
  definitions: Readonly<Record<string, AnyDefinition>>,
  now: number,
): Promise<Verification | 'running' | 'sealed' | 'unknown' | 'unavailable'> {
  const mine = await db
    .selectFrom('played_games')
    .select(['status', 'seed_hash', 'daily'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  const g = await db
    .selectFrom('games')
    .select(['game', 'config', 'seed', 'result'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!g) return 'unknown';
  if (!g.result || mine?.status !== 'settled') return 'running'; // the seed stays secret until the end
  if (isSealed(mine.daily, now)) return 'sealed';
  const def = definitions[g.game];
  if (!def) return 'unavailable';
  const moves = await movesOf(db, gameId);
  const published = mine.seed_hash;
  const hashMatches = published !== null && seedHash(g.seed) === published;
  const replay = replayLog(def, JSON.parse(g.config) as unknown, g.seed, moves);
  const resultMatches = replay.result !== null && isDeepStrictEqual(replay.result, JSON.parse(g.result) as GameResult);
  const problem =
    replay.problem ?? (hashMatches ? (resultMatches ? undefined : 'result differs') : 'seed hash differs');
  return {
    gameId,
    seedHash: published,
    seed: g.seed,
    hashMatches,
    movesReplayed: replay.replayed,
    movesLegal: replay.problem === undefined,
    resultMatches,
    verified: hashMatches && replay.problem === undefined && resultMatches,
    ...(problem ? { firstProblem: problem } : {}),
  };
}
