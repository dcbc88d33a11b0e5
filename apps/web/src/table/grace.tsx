/**
 * The seat's Nachfrist at a server table ("… danach 10 Sekunden Nachfrist – dann entscheidet der
 * Computer"): how long it has left, and the notice that says so above a game's table.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useMemo, useState } from 'react';
import { inGrace } from './clock.js';

/**
 * Seconds of the seat's grace left (null: no clock runs for the seat, or still in the think
 * time), from the clock the server last sent (`info`) and when that frame arrived (`arrived`,
 * monotonic ms, the page's `receivedAt`). Counted here, since no message marks the moment the
 * think time ends.
 */
export function useGraceLeft(info: TableInfo, arrived: number | undefined): number | null {
  const mine = info.you === null ? undefined : info.seats[info.you];
  const clockMs = mine?.clockMs ?? null;
  const [now, setNow] = useState(() => performance.now());
  // Without the frame's arrival (a test), a new info object is a new reading. The frame's is the
  // one to count from: an update whose info reads as the last one's leaves it out and the page keeps
  // the old object — a new decision of the seat starts with the same clock as the one before when
  // the computer decided that one (T4), and the Nachfrist stood at 0:00 over the new clock (QA 7 Dec 2026).
  const own = useMemo(() => performance.now(), [info]);
  const receivedAt = arrived ?? own;
  useEffect(() => {
    if (clockMs === null) return undefined;
    const h = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(h);
  }, [clockMs, receivedAt]);
  if (clockMs === null) return null;
  return graceLeft(clockMs, mine?.grace ?? false, receivedAt, now);
}

/**
 * Seconds of the grace left on a clock that read `clockMs` (think time + grace) when it arrived at
 * `receivedAt` (monotonic ms), at `now` — null while the think time runs.
 */
export function graceLeft(clockMs: number, grace: boolean, receivedAt: number, now: number): number | null {
  const left = clockMs - Math.max(0, now - receivedAt);
  return inGrace(left, grace) ? Math.max(0, Math.ceil(left / 1000)) : null;
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
