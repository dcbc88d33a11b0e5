import type { GameInfo, GamePot, HistoryLine, SeatPoints } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import { HOUSE, playerAccount } from './ledger.js';
import { LEAVER_POINTS, type StoredEnd } from './settle.js';
import { dailySealed } from './daily.js';

/** Which of a player's games `historyOf` returns: older than `before`, the Tagesfahrt of `daily`. */
export interface HistoryFilter {
  readonly before?: number | null;
  /** Only the rides of this day's Tagesfahrt (YYYY-MM-DD). */
  readonly daily?: string | null;
}

/**
 * A player's games, newest first (a guest's games stay theirs after registering: same id). A game
 * `counted` when it entered the player's lists (a `results` row): not a guest's (A1, also one from
 * before registering), not a Tagesfahrt's attempt after the first (L8), not one still running.
 */
export async function historyOf(
  db: Kysely<Database>,
  playerId: string,
  limit: number,
  filter: HistoryFilter = {},
): Promise<HistoryLine[]> {
  let q = db
    .selectFrom('played_seats as s')
    .innerJoin('played_games as g', 'g.id', 's.game_id')
    .leftJoin('results as r', (j) => j.onRef('r.game_id', '=', 's.game_id').onRef('r.player_id', '=', 's.player_id'))
    .select(['g.id', 'g.game', 'g.stake', 'g.solo', 'g.daily', 'g.status', 'g.result_json', 'g.started_at', 's.seat'])
    .select('r.game_id as counted')
    .where('s.player_id', '=', playerId);
  if (filter.before != null) q = q.where('g.started_at', '<', filter.before);
  if (filter.daily != null) q = q.where('g.daily', '=', filter.daily);
  const rows = await q.orderBy('g.started_at', 'desc').orderBy('g.id').limit(limit).execute();
  return rows.map((r) => {
    const end = r.result_json ? (JSON.parse(r.result_json) as StoredEnd) : null;
    const left = end?.leavers.includes(r.seat) ?? false;
    // AC11: the game the player walked away from counts 0 for them — the Tagesfahrt as L8 says.
    const abandoned = r.daily === null && (end?.abandoned?.includes(r.seat) ?? false);
    return {
      gameId: r.id,
      game: r.game,
      seat: r.seat,
      stake: r.stake,
      solo: r.solo === 1,
      daily: r.daily,
      finished: r.status === 'settled',
      place: end?.result.places[r.seat] ?? null,
      points: end ? (left ? LEAVER_POINTS : abandoned ? 0 : (end.result.points[r.seat] ?? null)) : null,
      counted: r.counted !== null,
      leftEarly: left || abandoned,
      team: end?.result.team ?? null,
      startedAt: toNumber(r.started_at),
    };
  });
}

/**
 * A game as anyone may see it. While it runs: players, stake and the SHA-256 of the seed —
 * nothing hidden. After the end: the result, the revealed seed and the full move log (replay);
 * a Tagesfahrt's seed and moves only once its day is over (`sealed` until then).
 */
export async function gameInfo(db: Kysely<Database>, gameId: string, now: number): Promise<GameInfo | null> {
  const g = await db.selectFrom('played_games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!g) return null;
  const players = await db
    .selectFrom('played_seats as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.seat', 'p.name', 'p.guest'])
    .where('s.game_id', '=', gameId)
    .orderBy('s.seat')
    .execute();
  const info = {
    id: g.id,
    game: g.game,
    stake: g.stake,
    solo: g.solo === 1,
    daily: g.daily,
    seedHash: g.seed_hash,
    players: players.map((p) => ({ seat: p.seat, name: p.name, guest: p.guest === 1 })),
    startedAt: toNumber(g.started_at),
  };
  if (g.status !== 'settled') return { ...info, finished: false };
  const end = g.result_json ? (JSON.parse(g.result_json) as StoredEnd) : null;
  const over = {
    ...info,
    finished: true as const,
    endedAt: g.ended_at === null ? null : toNumber(g.ended_at),
    result: end?.result ?? null,
    leavers: end?.leavers ?? [],
    abandoned: end?.abandoned ?? [],
    ...(await settlement(db, gameId)),
  };
  if (await dailySealed(db, g.daily, now)) return { ...over, sealed: true as const };
  const moves = await db
    .selectFrom('game_moves')
    .select(['n', 'seat', 'move', 'at'])
    .where('game_id', '=', gameId)
    .orderBy('n')
    .execute();
  const config = await db.selectFrom('games').select('config').where('id', '=', gameId).executeTakeFirst();
  return {
    ...over,
    seed: g.seed,
    config: config ? (JSON.parse(config.config) as unknown) : null,
    moves: moves.map((m) => ({ n: m.n, seat: m.seat, move: m.move, at: toNumber(m.at) })),
  };
}

/**
 * What the end of a game paid and counted, as the ledger and the leaderboards recorded it (the
 * end screen says it): the pot — the stakes taken (`stakers`, by seat) and who got what
 * (`shares`; `seat: null` is the house, when every staking human left) — or `null` without
 * stakes; and the leaderboard points of each seat that entered the leaderboards (A1: not guests;
 * L8: of the Tagesfahrt only the counted attempt; −10 for a leaver).
 */
async function settlement(
  db: Kysely<Database>,
  gameId: string,
): Promise<{ pot: GamePot | null; points: SeatPoints[] }> {
  const seats = await db
    .selectFrom('played_seats')
    .select(['seat', 'player_id'])
    .where('game_id', '=', gameId)
    .execute();
  const seatOf = new Map(seats.map((s) => [playerAccount(s.player_id), s.seat]));
  // Game ids may hold `_`, LIKE's one-character wildcard: the prefix is checked again exactly.
  const prefix = `game:${gameId}:stake:`;
  const stakes = (
    await db
      .selectFrom('ledger_postings')
      .select(['transfer_key', 'debit', 'amount'])
      .where('transfer_key', 'like', `${prefix}%`)
      .execute()
  ).filter((s) => s.transfer_key.startsWith(prefix));
  const payout = await db
    .selectFrom('ledger_postings')
    .select(['credit', 'amount'])
    .where('transfer_key', '=', `game:${gameId}:payout`)
    .orderBy('leg')
    .execute();
  const total = stakes.reduce((n, s) => n + toNumber(s.amount), 0);
  const pot =
    total === 0
      ? null
      : {
          total,
          stakers: stakes.flatMap((s) => {
            const seat = seatOf.get(s.debit);
            return seat === undefined ? [] : [seat];
          }),
          shares: payout.map((p) => ({
            seat: p.credit === HOUSE ? null : (seatOf.get(p.credit) ?? null),
            amount: toNumber(p.amount),
          })),
        };
  const counted = await db
    .selectFrom('results as r')
    .innerJoin('played_seats as s', (j) =>
      j.onRef('s.game_id', '=', 'r.game_id').onRef('s.player_id', '=', 'r.player_id'),
    )
    .select(['s.seat', 'r.points'])
    .where('r.game_id', '=', gameId)
    .orderBy('s.seat')
    .execute();
  return { pot, points: counted.map((c) => ({ seat: c.seat, points: toNumber(c.points) })) };
}
