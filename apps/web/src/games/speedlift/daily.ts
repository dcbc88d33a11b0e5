/**
 * L8: "Für die Tagesliste zählt nur deine erste Tagesfahrt des Tages." The server claims the
 * day's one counted attempt when a player's first Tagesfahrt starts (accounts, `daily_attempts`);
 * a later one is played in full but enters no list. The web app reads this from what the
 * account API already serves: today's day from `/api/daily` and the player's games (with their
 * `daily` day) from `/api/history`, read with the protocol's schemas. DOM-free.
 */
import { DailyAnswer, HistoryAnswer, PlayerAnswer } from '@kartenhaus/protocol';
import { reader } from '../../net/api.js';
import { NAME } from '@kartenhaus/speedlift/name';

/** The server's "today" (Berlin day, `YYYY-MM-DD`) from an `/api/daily` answer. */
export const dailyDay = reader(DailyAnswer, (a) => (/^\d{4}-\d{2}-\d{2}$/.test(a.day) ? a.day : null));

/** Today's Speedlift Tagesfahrten of `day` in an `/api/history` answer, or null when not understood. */
const ridesOf = (history: unknown, day: string) =>
  reader(HistoryAnswer, (a) => a.games.filter((g) => g.game === NAME && g.daily === day))(history);

/**
 * How many Tagesfahrten of `day` the player has started, from an `/api/history` answer
 * (`{ games: [{ game, daily, … }] }`); null when the answer is not understood.
 */
export function dailyAttempts(history: unknown, day: string): number | null {
  return ridesOf(history, day)?.length ?? null;
}

/**
 * Whether the game `gameId` is the player's counted Tagesfahrt of `day`: the first one started
 * that day (the server's claim, L8). Null when the history does not hold that game.
 */
export function isCountedAttempt(history: unknown, day: string, gameId: string): boolean | null {
  const today = ridesOf(history, day)?.sort((a, b) => a.startedAt - b.startedAt);
  if (!today?.some((g) => g.gameId === gameId)) return null;
  return today[0]?.gameId === gameId;
}

/**
 * Whether a Tagesfahrt counts for the Tagesliste. Before starting (`running` false): only if
 * none was started today. At the table (`running` true, the running ride is in the history as
 * the newest): only if it is the only one today. Null: unknown (not logged in, API missing).
 */
export function dailyCounts(attempts: number | null, running: boolean): boolean | null {
  if (attempts === null) return null;
  return running ? attempts <= 1 : attempts === 0;
}

/** Whether an `/api/me` answer (`{ player: { guest } }`) is a guest's (null: not understood). */
export const isGuest = reader(PlayerAnswer, (a) => a.player.guest);

/** Asks `/api/me` whether the player is a guest (A1: guests are never on the Tagesliste). */
export async function fetchGuest(fetchImpl: typeof fetch = (i, r) => fetch(i, r)): Promise<boolean | null> {
  try {
    const r = await fetchImpl('/api/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return r.ok ? isGuest(await r.json()) : null;
  } catch {
    return null;
  }
}

/** Today's day and the player's newest games from the account API (null: unknown). */
async function fetchToday(fetchImpl: typeof fetch): Promise<{ day: string; history: unknown } | null> {
  try {
    const init: RequestInit = { credentials: 'same-origin', headers: { accept: 'application/json' } };
    const d = await fetchImpl('/api/daily', init);
    if (!d.ok) return null;
    const day = dailyDay(await d.json());
    if (day === null) return null;
    // That day's rides only (a player's newest 100 games could end before a busy day's first).
    const h = await fetchImpl(`/api/history?daily=${day}&limit=100`, init);
    if (!h.ok) return null;
    return { day, history: await h.json() };
  } catch {
    return null;
  }
}

const browserFetch: typeof fetch = (i, r) => fetch(i, r);

/** Asks the account API how many Tagesfahrten the player started today (null: unknown). */
export async function fetchDailyAttempts(fetchImpl: typeof fetch = browserFetch): Promise<number | null> {
  const t = await fetchToday(fetchImpl);
  return t && dailyAttempts(t.history, t.day);
}

/**
 * Whether the running Tagesfahrt counts: by its game id when the table names it, otherwise it is
 * taken to be the newest of today's attempts (null: unknown).
 */
export async function fetchRunningCounts(
  gameId: string | null,
  fetchImpl: typeof fetch = browserFetch,
): Promise<boolean | null> {
  const t = await fetchToday(fetchImpl);
  if (!t) return null;
  const byId = gameId === null ? null : isCountedAttempt(t.history, t.day, gameId);
  return byId ?? dailyCounts(dailyAttempts(t.history, t.day), true);
}

/** At the table: 'guest' (A1: a guest's ride never enters the list), else whether the running ride counts. */
export async function runningRideCounts(gameId: string | null): Promise<boolean | 'guest' | null> {
  const [guest, counts] = await Promise.all([fetchGuest(), fetchRunningCounts(gameId)]);
  return guest ? 'guest' : counts;
}
