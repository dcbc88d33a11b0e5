import { useEffect, useState } from 'react';
import { ApiState } from '../components/ApiState.js';
import { BoardTable } from '../components/BoardTable.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import type { DailyWords } from '../game-module.js';
import { dailyGame } from '../lobby/table-settings.js';
import { parseDaily } from '../net/shapes.js';
import { useApi } from '../net/use-api.js';

/** How many earlier days the Tagesliste offers besides today. */
const EARLIER_DAYS = 7;

/** The Berlin day `n` days before `day` (both `YYYY-MM-DD`; calendar arithmetic, no time zone). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * Tagesliste: the Tagesfahrt results of today and of the days before (L8: one counted attempt per
 * player and day). A past day shows its seed, published once the day is over, so anyone can
 * check that everybody drove the same cards (`/pruefen`).
 */
export function Daily() {
  const ride = dailyGame();
  return ride?.daily ? <DailyList game={ride.id} words={ride.daily.words} /> : null;
}

/** The list of the daily ride of `game`, in its words. */
function DailyList({ game, words }: { game: string; words: DailyWords }) {
  const { t, lang } = useI18n();
  const [today, setToday] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [daily, reload] = useApi(day === null ? '/api/daily' : `/api/daily?date=${day}`, parseDaily);
  // Today as the server counts it (Berlin): the first answer names it.
  useEffect(() => {
    if (today === null && day === null && daily?.state === 'ok') setToday(daily.data.date);
  }, [today, day, daily]);
  const dateText = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(lang === 'de' ? 'de-DE' : 'en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const earlier = today === null ? [] : Array.from({ length: EARLIER_DAYS }, (_, i) => daysBefore(today, i + 1));
  return (
    <>
      {/* The ride's line says "heute": a past day has its own (QA, 5 Dec 2026). */}
      <PageHead title={t(words.list)} lead={day === null ? t(words.line) : t('dailyPastLine')} />
      <div className="stack">
        <section className="card" aria-labelledby="daily-list">
          <h2 id="daily-list">{day === null ? t('dailyToday') : dateText(day)}</h2>
          <p className="muted">{t(words.once)}</p>
          <ApiState result={daily} retry={reload} what={t(words.what)}>
            {(d) => (
              <>
                <BoardTable rows={d.rows} caption={t(words.list)} />
                {day !== null && (
                  <p className="small daily-seed">
                    {d.seed === null ? t('dailySeedHidden') : t(words.seedPublished, { seed: d.seed })}
                  </p>
                )}
              </>
            )}
          </ApiState>
          {/* Only today's ride can be ridden: a past day's list has no button to ride it. */}
          {day === null && (
            <p className="actions">
              <Link className="button primary" href={`/spiel/${game}#tagesfahrt`}>
                {t(words.go)}
              </Link>
            </p>
          )}
        </section>
        {today !== null && (
          <nav className="card daily-days" aria-labelledby="daily-days">
            <h2 id="daily-days">{t('dailyEarlier')}</h2>
            <ul className="daily-day-list">
              {[null, ...earlier].map((d) => (
                <li key={d ?? 'today'}>
                  <button type="button" className="button small" aria-pressed={day === d} onClick={() => setDay(d)}>
                    {d === null ? t('dailyToday') : dateText(d)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
