import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../context.js';
import { clockFace, formatClock, remaining } from './clock.js';

/** A seat's clock: the think time (2:00 … 0:00), then the 10 s grace as "Nachfrist 0:10 … 0:00", visibly counting (updated four times a second). */
export function Clock({
  msLeft,
  grace: graceFromServer,
  receivedAt,
}: {
  msLeft: number;
  grace: boolean;
  receivedAt: number;
}) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const h = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(h);
  }, [msLeft, receivedAt]);
  const left = remaining(msLeft, receivedAt, now);
  const { grace, ms } = clockFace(left, graceFromServer);
  const text = formatClock(ms);
  return (
    <span
      className={`clock${grace ? ' clock-grace' : ''}${grace ? ' clock-low' : ''}`}
      role="timer"
      aria-label={grace ? t('clockGraceLabel', { time: text }) : t('clockLabel', { time: text })}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {grace && <span className="clock-tag">{t('grace')}</span>}
      {text}
    </span>
  );
}

/**
 * A table timer's text (the countdown, the held seats' time): `msLeft` as the server said it,
 * counted down from when it arrived (`receivedAt`, monotonic ms), four times a second.
 */
export function TimerText({
  msLeft,
  receivedAt,
  children,
}: {
  msLeft: number;
  receivedAt: number;
  children: (time: string) => ReactNode;
}) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const h = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(h);
  }, [msLeft, receivedAt]);
  // A new reading re-renders before the interval ticks: count from it, not from an older `now`.
  return <>{children(formatClock(remaining(msLeft, receivedAt, Math.max(now, receivedAt))))}</>;
}
