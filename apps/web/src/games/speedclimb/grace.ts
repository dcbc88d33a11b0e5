/**
 * The seat's Nachfrist at a server table ("mit Uhr gibt es danach 10 Sekunden Nachfrist – dann
 * entscheidet der Computer"). The same hook as Speedlift's ServerTable (kept there, unexported);
 * both belong in `table/` once the lead merges the game screens.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useMemo, useState } from 'react';
import { inGrace } from '../../table/clock.js';

/**
 * Seconds of the seat's grace left (null: no clock runs for the seat, or still in the think
 * time). Counted here from the clock the server last sent, since no message marks the moment
 * the think time ends.
 */
export function useGraceLeft(info: TableInfo): number | null {
  const mine = info.you === null ? undefined : info.seats[info.you];
  const clockMs = mine?.clockMs ?? null;
  const [now, setNow] = useState(() => performance.now());
  // When this clock reading arrived (a new info object is a new reading).
  const receivedAt = useMemo(() => performance.now(), [info]);
  useEffect(() => {
    if (clockMs === null) return undefined;
    const h = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(h);
  }, [clockMs, receivedAt]);
  if (clockMs === null) return null;
  const left = clockMs - Math.max(0, now - receivedAt);
  return inGrace(left, mine?.grace ?? false) ? Math.max(0, Math.ceil(left / 1000)) : null;
}
