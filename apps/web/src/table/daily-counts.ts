/**
 * L8 at a server table: whether the running Tagesfahrt counts for the Tagesliste — shown by the
 * Speedlift screen (its badge) and said by the frame's leave dialog. Asked once per game (both
 * read the same answer), again for every game at the table ("Nochmal" starts another attempt).
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useState } from 'react';
import { fetchGuest, fetchRunningCounts } from '../games/speedlift/daily.js';

/** 'guest': never (A1); true/false: the counted attempt or not; null: not a Tagesfahrt, or unknown. */
export type DailyCounts = boolean | 'guest' | null;

const asked = new Map<string, Promise<DailyCounts>>();

/** Whether the table was asked for as a Tagesfahrt (`options.tagesfahrt`). */
export const isDailyTable = (info: TableInfo): boolean =>
  (info.settings.options as Record<string, unknown> | undefined)?.tagesfahrt === true;

/** The answer for the table's current game (null also while no table is known). */
export function useDailyCounts(info: TableInfo | null): DailyCounts {
  const isDaily = info !== null && isDailyTable(info);
  const started = info !== null && info.phase !== 'waiting' && info.gameNo > 0;
  // The game's id, once the table info carries it (matched against the history exactly).
  const gameId = typeof info?.gameId === 'string' ? info.gameId : null;
  const key = `${info?.id ?? ''}/${info?.gameNo ?? 0}/${gameId ?? ''}`;
  const [counts, setCounts] = useState<{ key: string; counts: DailyCounts } | null>(null);
  useEffect(() => {
    if (!isDaily || !started) return undefined;
    let live = true;
    let answer = asked.get(key);
    if (!answer) {
      // A1: a guest's ride never enters the list.
      answer = Promise.all([fetchGuest(), fetchRunningCounts(gameId)]).then(([guest, c]) => (guest ? 'guest' : c));
      asked.set(key, answer);
    }
    void answer.then((c) => {
      if (live) setCounts({ key, counts: c });
    });
    return () => {
      live = false;
    };
  }, [isDaily, started, key, gameId]);
  return isDaily && counts?.key === key ? counts.counts : null;
}
