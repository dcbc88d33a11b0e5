import { REAL_STAKES } from '@kartenhaus/protocol';
import { anyGameEntry } from '../games.js';
import { err, ok, ruleError, type GameResult, type Result, type RuleError } from '@kartenhaus/core';
import type { Kysely, Transaction } from 'kysely';
import type { GameEnd, GameHooks, GameStart, SeatRecord } from '../hooks.js';
import type { Database } from '../storage/schema.js';
import { seedHash } from './fairness.js';
import {
  balanceOf,
  HOUSE,
  NotEnoughTaler,
  openAccount,
  playerAccount,
  potAccount,
  transfer,
  type Leg,
} from './ledger.js';
import { splitPot } from './pot.js';
import { berlinDay, isoWeek } from './time.js';
import { inSavepoint } from './tx.js';

/** L9/S14: leaving a game with other humans early gives −10 (instead of the game's points). */
export const LEAVER_POINTS = -10;

/** What `played_games.result_json` holds. */
export interface StoredEnd {
  readonly result: GameResult;
  readonly leavers: readonly number[];
  /** (Absent in games settled before 7 Dec 2026.) */
  readonly abandoned?: readonly number[];
}

/** The accounts side of a game's start and end: stakes, pot, leaderboard, Tagesfahrt. */
export function createGameHooks(now: () => number): GameHooks {
  return {
    onGameStart: (trx, start) => startGame(trx, start, now()),
    onGameEnd: (trx, end) => endGame(trx, end, now()),
  };
}

function checkStake(start: GameStart): RuleError | null {
  if (start.stake === 0) return null;
  if (!(REAL_STAKES as readonly number[]).includes(start.stake)) return ruleError('ERR_BAD_STAKE', String(start.stake));
  if (anyGameEntry(start.game)?.stakes !== true || start.solo)
    return ruleError(
      'ERR_BAD_STAKE',
      `no stakes at ${start.game} tables; stakes only at online tables of games with stakes`,
    );
  // "Gäste spielen ohne Einsatz."
  if (start.seats.some((s) => s.playerId !== null && s.guest)) return ruleError('ERR_GUEST_NO_STAKE');
  return null;
}

/**
 * Inside the game-start transaction: records the game (with the SHA-256 of its seed), takes the
 * stake from every human (`game:<id>:stake:<seat>`), and claims the day's one counted
 * Tagesfahrt attempt (L8). On any refusal nothing is taken (a savepoint is rolled back).
 */
export async function startGame(
  trx: Transaction<Database>,
  start: GameStart,
  at: number,
): Promise<Result<void, RuleError>> {
  const bad = checkStake(start);
  if (bad) return err(bad);
  const seed = await trx.selectFrom('games').select('seed').where('id', '=', start.gameId).executeTakeFirst();
  // A1: who is a guest when the game starts, as stored (the table's seat may say so from before a
  // registration); kept with the game, so a guest who registers before the end gets no points.
  const seats = await guestsAtStart(trx, start.seats);
  try {
    return await inSavepoint(
      trx,
      async () => {
        const inserted = await trx
          .insertInto('played_games')
          .values({
            id: start.gameId,
            game: start.game,
            stake: start.stake,
            solo: start.solo ? 1 : 0,
            daily: start.daily ?? null,
            seed_hash: seed ? seedHash(seed.seed) : null,
            seed: null,
            status: 'running',
            seats_json: JSON.stringify(seats),
            result_json: null,
            started_at: at,
            ended_at: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return ok(undefined); // started before: the stakes are in
        const humans = start.seats.filter((s): s is SeatRecord & { playerId: string } => s.playerId !== null);
        if (humans.length > 0) {
          await trx
            .insertInto('played_seats')
            .values(humans.map((s) => ({ game_id: start.gameId, seat: s.seat, player_id: s.playerId })))
            .execute();
        }
        if (start.stake > 0) await takeStakes(trx, start.gameId, humans, start.stake, at);
        if (start.daily !== undefined) await claimDaily(trx, start.gameId, humans, start.daily);
        return ok(undefined);
      },
      () => false,
    );
  } catch (e) {
    if (e instanceof NotEnoughTaler) return err(ruleError('ERR_NOT_ENOUGH_TALER', e.account));
    throw e;
  }
}

/** The seats with `guest` as the players' rows say now (a seat whose player has no row keeps its mark). */
async function guestsAtStart(trx: Kysely<Database>, seats: readonly SeatRecord[]): Promise<SeatRecord[]> {
  const ids = seats.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
  if (ids.length === 0) return [...seats];
  const rows = await trx.selectFrom('players').select(['id', 'guest']).where('id', 'in', ids).execute();
  const guest = new Map(rows.map((r) => [r.id, r.guest === 1]));
  return seats.map((s) => (s.playerId === null ? s : { ...s, guest: guest.get(s.playerId) ?? s.guest }));
}

async function takeStakes(
  trx: Kysely<Database>,
  gameId: string,
  humans: readonly { seat: number; playerId: string }[],
  stake: number,
  at: number,
): Promise<void> {
  await openAccount(trx, potAccount(gameId), 'pot');
  for (const h of humans) {
    const legs = [{ from: playerAccount(h.playerId), to: potAccount(gameId), amount: stake }];
    await transfer(trx, `game:${gameId}:stake:${h.seat}`, 'stake', legs, at);
  }
}

/** L8: only the first Tagesfahrt of the day counts — the (player, day) key admits one row. */
async function claimDaily(
  trx: Kysely<Database>,
  gameId: string,
  humans: readonly { playerId: string }[],
  day: string,
): Promise<void> {
  for (const h of humans) {
    await trx
      .insertInto('daily_attempts')
      .values({ player_id: h.playerId, day, game_id: gameId, points: null, penalty: null })
      .onConflict((oc) => oc.columns(['player_id', 'day']).doNothing())
      .execute();
  }
}

/**
 * Inside the game-end transaction (or at recovery): pays the pot (S13, key `game:<id>:payout`),
 * records leaderboard points for registered players (S14, L9; −10 for leavers), fills the
 * counted Tagesfahrt attempt and reveals the seed. Runs once per game; later calls do nothing.
 */
export async function endGame(trx: Transaction<Database>, end: GameEnd, at: number): Promise<void> {
  let game = await trx.selectFrom('played_games').selectAll().where('id', '=', end.gameId).executeTakeFirst();
  if (!game) {
    // The start was not recorded by accounts (hooks wired later): nothing was staked.
    await startGame(trx, { ...end, stake: 0 }, at);
    game = await trx.selectFrom('played_games').selectAll().where('id', '=', end.gameId).executeTakeFirstOrThrow();
  }
  if (game.status === 'settled') return;
  if (game.stake > 0) await payPot(trx, end, at);
  const atStart = JSON.parse(game.seats_json) as SeatRecord[];
  const guestsThen = new Set(atStart.flatMap((s) => (s.playerId !== null && s.guest ? [s.playerId] : [])));
  await recordResults(trx, end, game.daily, at, guestsThen);
  const seed = await trx.selectFrom('games').select('seed').where('id', '=', end.gameId).executeTakeFirst();
  const stored: StoredEnd = { result: end.result, leavers: end.leavers, abandoned: end.abandoned };
  await trx
    .updateTable('played_games')
    .set({ status: 'settled', result_json: JSON.stringify(stored), seed: seed?.seed ?? null, ended_at: at })
    .where('id', '=', end.gameId)
    .execute();
}

async function payPot(trx: Kysely<Database>, end: GameEnd, at: number): Promise<void> {
  const pot = potAccount(end.gameId);
  const amount = await balanceOf(trx, pot);
  if (amount === 0) return;
  // The humans who paid a stake, from the ledger itself.
  const stakes = await trx
    .selectFrom('ledger_transfers')
    .select('key')
    .where('kind', '=', 'stake')
    .where('key', 'like', `game:${end.gameId}:stake:%`)
    .execute();
  const staked = stakes.map((s) => Number(s.key.slice(s.key.lastIndexOf(':') + 1)));
  const owner = new Map(end.seats.map((s) => [s.seat, s.playerId]));
  const shares = splitPot(amount, staked, end.leavers, end.result.places);
  const legs: Leg[] =
    shares.length === 0
      ? [{ from: pot, to: HOUSE, amount }]
      : shares.map((s) => ({ from: pot, to: playerAccount(owner.get(s.seat) ?? ''), amount: s.amount }));
  await transfer(trx, `game:${end.gameId}:payout`, 'payout', legs, at);
}

async function recordResults(
  trx: Kysely<Database>,
  end: GameEnd,
  daily: string | null,
  at: number,
  guestsAtStart: ReadonlySet<string>,
): Promise<void> {
  const seats = await trx
    .selectFrom('played_seats as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.seat', 's.player_id', 'p.guest'])
    .where('s.game_id', '=', end.gameId)
    .execute();
  const counted = daily
    ? await trx.selectFrom('daily_attempts').select('player_id').where('game_id', '=', end.gameId).execute()
    : [];
  const week = isoWeek(berlinDay(at));
  for (const s of seats) {
    // A1: guests stay outside the leaderboards — also one who registered while the game ran
    // (else a guest could register only when a game goes well). L8: of the Tagesfahrt only the counted attempt.
    if (s.guest === 1 || guestsAtStart.has(s.player_id)) continue;
    if (daily && !counted.some((c) => c.player_id === s.player_id)) continue;
    const left = end.leavers.includes(s.seat);
    // AC11: the computer's points for a game its player walked away from are not the player's —
    // but the Tagesfahrt counts as the computer finished it (L8).
    const abandoned = !daily && end.abandoned.includes(s.seat);
    const points = left ? LEAVER_POINTS : abandoned ? 0 : (end.result.points[s.seat] ?? 0);
    const place = end.result.places[s.seat] ?? 0;
    await trx
      .insertInto('results')
      .values({
        game_id: end.gameId,
        player_id: s.player_id,
        game: end.game,
        points,
        place,
        left_early: left || abandoned ? 1 : 0,
        week,
        finished_at: at,
      })
      .onConflict((oc) => oc.columns(['game_id', 'player_id']).doNothing())
      .execute();
    if (daily) {
      await trx
        .updateTable('daily_attempts')
        .set({ points, penalty: end.result.scores[s.seat] ?? null })
        .where('player_id', '=', s.player_id)
        .where('day', '=', daily)
        .where('game_id', '=', end.gameId)
        .execute();
    }
  }
}
