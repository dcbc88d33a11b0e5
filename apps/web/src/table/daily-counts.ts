/**
 * L8 at a server table: whether the running daily ride (the Tagesfahrt) counts for the Tagesliste
 * — shown by the game's screen (its badge) and said by the frame's leave dialog. The game's module
 * (`daily.counts`) asks; once per game (both read the same answer), again for every game at the
 * table ("Nochmal" starts another attempt).
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useState } from 'react';
import type { DailyRide } from '../game-module.js';

/** 'guest': never (A1); true/false: the counted attempt or not; null: not a Tagesfahrt, or unknown. */
export type DailyCounts = boolean | 'guest' | null;

const asked = new Map<string, Promise<DailyCounts>>();
/** How often, and how far apart, an unknown answer is asked again. */
const RETRIES = 5;
const RETRY_MS = 2000;

/** Whether the table was asked for as a Tagesfahrt (`options.tagesfahrt`). */
export const isDailyTable = (info: TableInfo): boolean =>
  (info.settings.options as Record<string, unknown> | undefined)?.tagesfahrt === true;

/**
 * The answer for the table's current game (null also while no table is known, and for a game
 * without a daily ride: `ride` is its module's `daily`).
 */
export function useDailyCounts(info: TableInfo | null, ride: Pick<DailyRide, 'counts'> | undefined): DailyCounts {
  const isDaily = info !== null && ride !== undefined && isDailyTable(info);
  const started = info !== null && info.phase !== 'waiting' && info.gameNo > 0;
  // The game's id, once the table info carries it (matched against the history exactly).
  const gameId = typeof info?.gameId === 'string' ? info.gameId : null;
  const key = `${info?.id ?? ''}/${info?.gameNo ?? 0}/${gameId ?? ''}`;
  const [counts, setCounts] = useState<{ key: string; counts: DailyCounts } | null>(null);
  // An unknown answer (the account API busy or failing a moment) is asked again, a few times: kept,
  // it left the table without its badge for the whole game (a CI run under load, 5 Dec 2026).
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!isDaily || !started || !ride) return undefined;
    let live = true;
    let again: number | undefined;
    let answer = asked.get(key);
    if (!answer) {
      answer = ride.counts().then((counts) => counts(gameId));
      asked.set(key, answer);
    }
    void answer.then((c) => {
      if (!live) return;
      setCounts({ key, counts: c });
      if (c === null && tries < RETRIES) {
        asked.delete(key);
        again = window.setTimeout(() => setTries((n) => n + 1), RETRY_MS);
      }
    });
    return () => {
      live = false;
      window.clearTimeout(again);
    };
  }, [isDaily, started, key, gameId, ride, tries]);
  return isDaily && counts?.key === key ? counts.counts : null;
}
