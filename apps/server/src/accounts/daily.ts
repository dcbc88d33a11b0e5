import type { DailyAnswer } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.js';
import { dailySeed } from './fairness.js';
import { rank } from './leaderboard.js';
import { isSealed } from './time.js';

/**
 * The Tagesliste of a day: finished counted attempts, by leaderboard points (L9) — ruling AC3 —
 * then fewer penalty points; equal both share the place. The day's seed is published only once
 * the day is over (L8) and no attempt on its deal still runs; attempts still running are not listed.
 */
export async function dailyList(
  db: Kysely<Database>,
  day: string,
  today: string,
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
  const seed = secret !== null && day < today && !(await attemptRunning(db, day)) ? dailySeed(secret, day) : null;
  return { day, seed, lines };
}

/**
 * Whether an attempt on the deal of `day` still runs. Solo tables have no clock (T5), so an attempt
 * begun before midnight may go on after it; publishing the day's seed (or another attempt's moves)
 * then would show the player every hand of the attempt still being played.
 */
async function attemptRunning(db: Kysely<Database>, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('played_games')
    .select('id')
    .where('daily', '=', day)
    .where('status', '=', 'running')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * AC8 and L8: a Tagesfahrt (`daily`: its day) stays sealed until its day is over and no attempt on
 * that day's deal runs any more (`isSealed` alone looks only at the day).
 */
export async function daySealed(db: Kysely<Database>, daily: string | null, now: number): Promise<boolean> {
  if (daily === null) return false;
  return isSealed(daily, now) || (await attemptRunning(db, daily));
}
