import type { LeaderboardLine } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';

/** Competition ranking: equal values share the place, the next place skips (1, 1, 3). */
export function rank<T>(sorted: readonly T[], value: (t: T) => number): { item: T; place: number; shared: boolean }[] {
  return sorted.map((item, i) => {
    let first = i;
    while (first > 0 && value(sorted[first - 1]!) === value(item)) first--;
    const shared =
      (i > 0 && value(sorted[i - 1]!) === value(item)) ||
      (i + 1 < sorted.length && value(sorted[i + 1]!) === value(item));
    return { item, place: first + 1, shared };
  });
}

/**
 * The Bestenliste of a game: each registered player's points summed over the counted games,
 * all-time or of one ISO week (Europe/Berlin). Ruling AC1: the list ranks by the sum.
 */
export async function leaderboard(
  db: Kysely<Database>,
  game: string,
  week: string | null,
  limit: number,
): Promise<LeaderboardLine[]> {
  let q = db
    .selectFrom('results as r')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .select((eb) => [
      'r.player_id',
      'p.name',
      eb.fn.sum<number | string>('r.points').as('total'),
      eb.fn.countAll<number | string>().as('games'),
    ])
    .where('r.game', '=', game)
    .groupBy(['r.player_id', 'p.name']);
  if (week) q = q.where('r.week', '=', week);
  const rows = await q
    .orderBy('total', 'desc')
    .orderBy('p.name')
    .limit(limit + 1)
    .execute();
  const lines = rows.map((r) => ({
    playerId: r.player_id,
    name: r.name,
    points: toNumber(r.total),
    games: toNumber(r.games),
  }));
  // One extra row fetched so a tie across the cut still shows as shared.
  return rank(lines, (l) => l.points)
    .slice(0, limit)
    .map(({ item, place, shared }) => ({ ...item, place, shared }));
}
