const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Europe/Berlin (YYYY-MM-DD): Tagesfahrt (L8) and top-up (A2) days. */
export function berlinDay(at: number): string {
  return BERLIN_DAY.format(new Date(at));
}

/** A `YYYY-Www` string that is a real ISO week: 01 up to the year's last week (52 or 53). */
export function isWeek(s: string): boolean {
  const m = /^(\d{4})-W(\d{2})$/.exec(s);
  if (!m) return false;
  const week = Number(m[2]);
  // 28 December always lies in the year's last ISO week.
  return week >= 1 && week <= Number(isoWeek(`${m[1]}-12-28`).slice(-2));
}

/** The ISO week (`2026-W48`) of a YYYY-MM-DD day: the leaderboards' "this week". */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday decides the year
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstWeekday + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A YYYY-MM-DD string that is a real date. */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/**
 * How long after Berlin midnight a day stays sealed in any case: an attempt started in the day's
 * last moment is stored as running a few milliseconds later (`played_games`), and until then
 * `dailyStillPlayed` could not see it — a request timed to midnight could have read the seed of the
 * attempt being started.
 */
export const SEAL_GRACE_MS = 60_000;

/**
 * A Tagesfahrt deals the same cards to everyone all day (L8): until the Berlin day is over (and
 * `SEAL_GRACE_MS` more) its seed, move log and other seats' hands stay sealed, even in games that
 * have ended. (Attempts still running keep it sealed longer: `dailySealed` in daily.ts.)
 */
export function isSealed(daily: string | null, now: number): boolean {
  return daily !== null && daily >= berlinDay(now - SEAL_GRACE_MS);
}
