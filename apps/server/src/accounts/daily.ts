import type { DailyAnswer } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.js';
import { dailySeed } from './fairness.js';
import { rank } from './leaderboard.js';

/**
 * The Tagesliste of a day: finished counted attempts, by leaderboard points (L9) — ruling AC3 —
 * then fewer penalty points; equal both share the place. The day's seed is published only once
 * the day is over (L8); attempts still running are not listed.
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
  const seed = secret !== null && day < today ? dailySeed(secret, day) : null;
  return { day, seed, lines };
}
