import { Rng, type GameResult } from '@kartenhaus/core';
import type { Kysely } from 'kysely';
import { anyGameEntry } from '../games.js';
import type { Database } from '../storage/schema.js';
import { createGameHooks } from './settle.js';
import { computer, endGame, human, startGame } from './test-fixtures.js';

/**
 * A stored game for replay tests and the `server/replay` bench: started as the game server
 * starts one, then random legal moves logged one by one — until the game ends or `moves` are
 * logged. `finish` then records it as ended (with the result the rules reached, or places by
 * seat when random play did not end it: Speedclimb's random play runs on for ever, and a
 * replay's cost is its log's length, not how it ended).
 */
export async function storeRandomGame(
  db: Kysely<Database>,
  opts: { gameId: string; game: string; players: number; humans: readonly string[]; moves: number; finish: boolean },
): Promise<{ moves: number; ended: boolean }> {
  const def = anyGameEntry(opts.game)?.module.definition;
  if (!def) throw new Error(`no game ${opts.game}`);
  const seats = Array.from({ length: opts.players }, (_, s) =>
    opts.humans[s] ? human(s, opts.humans[s]) : computer(s),
  );
  const hooks = createGameHooks(() => 0);
  const seed = `replay-${opts.gameId}`;
  const refused = await startGame(db, hooks, { gameId: opts.gameId, seats, game: opts.game }, seed);
  if (refused) throw new Error(refused.code);
  const config = def.parseConfig({ players: opts.players });
  if (!config.ok) throw new Error(config.error.code);
  await db
    .updateTable('games')
    .set({ config: JSON.stringify(config.value) })
    .where('id', '=', opts.gameId)
    .execute();
  let state = def.deal(config.value, seed);
  const rng = Rng.fromSeed(`moves-${opts.gameId}`);
  const rows = [];
  let result: GameResult | null = null;
  for (let n = 1; n <= opts.moves; n++) {
    result = def.result(state);
    const seat = def.toAct(state)[0];
    if (result || seat === undefined) break;
    const move = rng.pick(def.legalMoves(state, seat));
    const played = def.play(state, seat, move, n * 500);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
    rows.push({ game_id: opts.gameId, n, seat, move: def.makeMove(move), at: n * 500, player_id: null, seq: null });
  }
  result ??= def.result(state);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('game_moves')
      .values(rows.slice(i, i + 200))
      .execute();
  if (opts.finish) {
    const places = seats.map((_, s) => s + 1);
    const final = result ?? { places, scores: places.map(() => 0), points: places.map(() => 0) };
    await endGame(db, hooks, { gameId: opts.gameId, seats, game: opts.game, result: final });
  }
  return { moves: rows.length, ended: result !== null };
}
