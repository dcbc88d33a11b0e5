/**
 * The deal's clock over a page reload. A reloaded page gets the seat's view with `clock.now` =
 * the server's time of the table's last change, which may be seconds old, and nothing in the
 * protocol says the server's time now (the table info has no figure for a real-time game). So the
 * page keeps its last reading of the server's clock in the tab's sessionStorage, against the
 * device's wall clock (the one clock that runs on through a reload), and a reloaded page counts on
 * from it. Every reading is a lower bound of the server's time (a view arrives after it was made),
 * so the clock never shows less time than is left — as long as the server's game time ran on
 * meanwhile, which it does unless the server was down (then the page's clock runs ahead of it, as
 * it already does on a page that stays open through the outage).
 */
import { serverNowAt, type ClockAnchor } from './model.js';

/** One reading: the deal it belongs to, the server's game time (at least), the wall clock then. */
export interface ClockReading {
  readonly deal: string;
  readonly serverNow: number;
  readonly wallAt: number;
}

const KEY = 'kartenhaus.gipfelsturm.clock.v1';

/** Which deal a reading belongs to: the table's game and the deal in it (Rekordjagd: several). */
export const dealKey = (game: string, finishedDeals: number, startedAt: number): string =>
  `${game}#${finishedDeals}@${startedAt}`;

/** The reading of an anchor, with the wall clock at `wallNow` when the page's clock is `localNow`. */
export const readingOf = (deal: string, anchor: ClockAnchor, localNow: number, wallNow: number): ClockReading => ({
  deal,
  serverNow: serverNowAt(anchor, localNow),
  wallAt: wallNow,
});

/** The server's game time now, at least, from a reading of the same deal (null: none fits). */
export function carriedNow(reading: ClockReading | null, deal: string, wallNow: number): number | null {
  if (reading === null || reading.deal !== deal) return null;
  // A wall clock set back meanwhile counts nothing, never backwards.
  return reading.serverNow + Math.max(0, wallNow - reading.wallAt);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The kept reading; null when none, malformed, or storage is blocked. */
export function loadReading(store: Store | null): ClockReading | null {
  try {
    const raw: unknown = JSON.parse(store?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { deal, serverNow, wallAt } = raw as Record<string, unknown>;
    return typeof deal === 'string' && Number.isFinite(serverNow) && Number.isFinite(wallAt)
      ? { deal, serverNow: serverNow as number, wallAt: wallAt as number }
      : null;
  } catch {
    return null;
  }
}

/** Keeps one reading (the tab's table); blocked storage keeps nothing. */
export function saveReading(store: Store | null, reading: ClockReading): void {
  try {
    store?.setItem(KEY, JSON.stringify(reading));
  } catch {
    // Without storage a reload shows the view's time, as before.
  }
}

/** The tab's sessionStorage, or null where there is none or it is blocked. */
export function sessionStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
