/**
 * The seat's Nachfrist at a server table ("… danach 10 Sekunden Nachfrist – dann entscheidet der
 * Computer"): how long it has left, and the notice that says so above a game's table.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useMemo, useState } from 'react';
import { inGrace } from './clock.js';

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

/** The alert while the grace runs: the game's own words ("lege jetzt" / "entscheide jetzt"), the seconds. */
export function GraceNotice({ seconds, title, text }: { seconds: number; title: string; text: string }) {
  return (
    <p className="seat-grace" role="alert">
      <strong>{title}</strong> {text}{' '}
      <span className="seat-grace-left" aria-hidden="true">
        0:{String(seconds).padStart(2, '0')}
      </span>
    </p>
  );
}
