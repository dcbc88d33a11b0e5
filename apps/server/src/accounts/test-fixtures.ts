import type { GameResult, RuleError } from '@kartenhaus/core';
import type { Kysely } from 'kysely';
import type { GameEnd, GameHooks, GameStart, SeatRecord } from '../hooks.js';
import type { Database } from '../storage/schema.js';
import { balanceOf, playerAccount } from './ledger.js';
import { inTransaction } from './tx.js';
import { grantSignup } from './wallet.js';

/** Test helpers: players, and game starts/ends as the game server drives them. */

export async function addPlayer(db: Kysely<Database>, id: string, guest = false): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('players')
      .values({ id, name: id, name_key: guest ? null : id, guest: guest ? 1 : 0, password_hash: null, created_at: 0 })
      .execute();
    if (!guest) await grantSignup(trx, id, 0);
  });
}

export const human = (seat: number, playerId: string, guest = false): SeatRecord => ({ seat, playerId, guest });
export const computer = (seat: number): SeatRecord => ({ seat, playerId: null, guest: false });

class Refused extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

/** Like the game server: the `games` row and the start hook in one transaction; a refusal rolls back. */
export async function startGame(
  db: Kysely<Database>,
  hooks: GameHooks,
  start: Partial<GameStart> & { gameId: string; seats: readonly SeatRecord[] },
  seed = `seed-${start.gameId}`,
): Promise<RuleError | null> {
  const full: GameStart = { game: 'speedclimb', stake: 0, solo: false, ...start };
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('games')
        .values({
          id: full.gameId,
          table_id: `t-${full.gameId}`,
          game: full.game,
          config: JSON.stringify({ players: full.seats.length }),
          seed,
          seats: JSON.stringify(full.seats.map((s) => s.seat)),
          started_at: 'now',
          ended_at: null,
          result: null,
        })
        .execute();
      const r = await hooks.onGameStart(trx, full);
      if (!r.ok) throw new Refused(r.error);
    });
    return null;
  } catch (e) {
    if (e instanceof Refused) return e.error;
    throw e;
  }
}

/** Records the end in the game server's `games` row; with `hooks`, settles in the same transaction. */
export async function endGame(
  db: Kysely<Database>,
  hooks: GameHooks | null,
  end: Partial<GameEnd> & { gameId: string; seats: readonly SeatRecord[]; result: GameResult },
): Promise<void> {
  const full: GameEnd = { game: 'speedclimb', stake: 0, solo: false, leavers: [], abandoned: [], ...end };
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('games')
      .set({ result: JSON.stringify(full.result), ended_at: 'now' })
      .where('id', '=', full.gameId)
      .execute();
    if (hooks) await hooks.onGameEnd(trx, full);
  });
}

/** A result from places alone (points 0), for money tests. */
export const placesResult = (places: number[], points: number[] = places.map(() => 0)): GameResult => ({
  places,
  scores: places.map(() => 0),
  points,
});

export const balance = (db: Kysely<Database>, playerId: string) => balanceOf(db, playerAccount(playerId));
