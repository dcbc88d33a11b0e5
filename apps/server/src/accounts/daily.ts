import type { DailyAnswer } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.js';
import { dailySeed } from './fairness.js';
import { rank } from './leaderboard.js';
import { isSealed } from './time.js';

/**
 * Whether an attempt at a Tagesfahrt day still runs. An attempt begun before Berlin midnight plays
 * on after it (a solo table has no clock, T5; T12 ends it only after 30 minutes without a socket),
 * so the day's deal stays sealed until the last attempt ends — its seed, and every finished
 * attempt's moves, hands and verification — or its player could read the deal of the attempt that
 * counts from `/api/daily` right after midnight (found by attacking the site, 4 Dec 2026). The
 * status index finds the few running games.
 */
export async function dailyStillPlayed(db: Kysely<Database>, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('played_games')
    .select('id')
    .where('status', '=', 'running')
    .where('daily', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a game's Tagesfahrt deal is sealed now: its Berlin day not over, or an attempt still runs. */
export async function dailySealed(db: Kysely<Database>, daily: string | null, now: number): Promise<boolean> {
  return isSealed(daily, now) || (daily !== null && (await dailyStillPlayed(db, daily)));
}

/**
 * The Tagesliste of a day: finished counted attempts, by leaderboard points (L9) — ruling AC3 —
 * then fewer penalty points; equal both share the place. The day's seed is published only once
 * the day is over (L8) and no attempt of it still runs (`dailyStillPlayed`); attempts still running
 * are not listed.
 */
export async function dailyList(
  db: Kysely<Database>,
  day: string,
  now: number,
  secret: string | null,
): Promise<DailyAnswer> {
  const rows = await db
    .selectFrom('daily_attempts as d')
    .innerJoin('players as p', 'p.id', 'd.player_id')
    .select(['p.name', 'd.points', 'd.penalty'])
    .where('d.day', '=', day)
    .where('d.points', 'is not', null)
    .execute();
  const sorted = rows
    .map((r) => ({ name: r.name, points: r.points ?? 0, penalty: r.penalty }))
    .sort((a, b) => b.points - a.points || (a.penalty ?? 0) - (b.penalty ?? 0) || a.name.localeCompare(b.name));
  const key = (l: { points: number; penalty: number | null }) => l.points * 100_000 - (l.penalty ?? 0);
  const lines = rank(sorted, key).map(({ item, place, shared }) => ({ ...item, place, shared }));
  const seed = secret !== null && !(await dailySealed(db, day, now)) ? dailySeed(secret, day) : null;
  return { day, seed, lines };
}
