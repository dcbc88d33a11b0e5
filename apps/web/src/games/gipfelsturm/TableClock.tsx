/** The Gipfelsturm clock (carried over a reload) and the countdown before "Los!". */
import type { GipfelView } from '@kartenhaus/gipfelsturm';
import { useEffect, useRef, useState } from 'react';
import { carriedNow, dealKey, loadReading, readingOf, saveReading, sessionStore } from './clock-carry.js';
import { clockText, nextAnchor, timeLeft, URGENT_MS, type ClockAnchor } from './model.js';
import type { GipfelText } from './strings.js';

/** A timer that re-renders every `ms` while `on`. */
function useTicker(on: boolean, ms: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!on) return undefined;
    const h = window.setInterval(() => setNow(performance.now()), ms);
    return () => window.clearInterval(h);
  }, [on, ms]);
  return on ? now : performance.now();
}

/**
 * `held`: the clock stands at the view's time (a practice restored after a reload counts down
 * again before its time goes on, docs/web.md "A practice survives a reload"; it had ticked down by
 * the countdown's length and jumped back at "Los!").
 */
export function Clock({
  view,
  tx,
  carry,
  held = false,
}: {
  view: GipfelView;
  tx: GipfelText;
  carry: string | null;
  held?: boolean;
}) {
  const anchor = useRef<ClockAnchor | null>(null);
  const { startedAt } = view.clock;
  const deal =
    carry !== null && startedAt !== null && !view.over ? dealKey(carry, view.finished.length, startedAt) : null;
  // The first reading of a (reloaded) page: counted on from the one kept before the reload, if later.
  const floor =
    anchor.current === null && deal !== null ? carriedNow(loadReading(sessionStore()), deal, Date.now()) : null;
  anchor.current = nextAnchor(anchor.current, view, performance.now(), floor);
  const made = anchor.current;
  useEffect(() => {
    if (deal !== null && made !== null)
      saveReading(sessionStore(), readingOf(deal, made, performance.now(), Date.now()));
  }, [deal, made]);
  const running = view.clock.startedAt !== null && !view.over && !held;
  const ticked = useTicker(running, 250);
  const now = held && anchor.current !== null ? anchor.current.localAt : ticked;
  const left = timeLeft(view, anchor.current, now);
  if (left === null)
    return (
      <p className="gs-clock" role="timer">
        {tx.noClock}
      </p>
    );
  const urgent = running && left <= URGENT_MS;
  return (
    <p
      className="gs-clock"
      role="timer"
      data-urgent={urgent || undefined}
      aria-label={`${tx.clock}: ${clockText(left)}`}
    >
      <svg className="gs-clock-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="13.5" r="8" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M12 13.5V9M10 2.5h4M12 2.5v3" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>{' '}
      {clockText(left)}
    </p>
  );
}

export function Countdown({ end, tx }: { end: number; tx: GipfelText }) {
  const now = useTicker(true, 100);
  const left = Math.max(0, end - now);
  const n = Math.ceil(left / 1000);
  return (
    <div className="gs-countdown" role="status">
      <span className="visually-hidden">{tx.countdown}</span>
      <span className="gs-countdown-n" aria-hidden="true">
        {n > 0 ? n : tx.los}
      </span>
    </div>
  );
}
