import { useEffect, useState } from 'react';
import { ApiState } from '../components/ApiState.js';
import { BoardTable } from '../components/BoardTable.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import type { DailyWords } from '../game-module.js';
import { dailyGame } from '../lobby/table-settings.js';
import { parseDaily, parseHistory, type HistoryEntry } from '../net/shapes.js';
import { useApi } from '../net/use-api.js';
import { hrefFor } from '../router.js';
import type { Text, Translate } from '../i18n/i18n.js';
import type { Language } from '../settings.js';

/** How many earlier days the Tagesliste offers besides today (the list's name says eight days in all). */
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
 * check that everybody rode the same cards (`/pruefen`).
 */
export function Daily({ day }: { day: string | null }) {
  const ride = dailyGame();
  return ride?.daily ? <DailyList game={ride.id} words={ride.daily.words} day={day} /> : null;
}

/** Today in Berlin (`YYYY-MM-DD`), where the server counts the days (L8), by this device's clock. */
export const berlinToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A day as the Tagesliste names it: "Di., 1. Dezember" ("Tue 1 December"). */
export const dayText = (d: string, lang: Language): string =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString(lang === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * The tab's title of the Tagesliste: the list and its day — "Tagesliste · Heute", "Tagesliste · Di.,
 * 1. Dezember" (every day's tab had said "Tagesliste").
 */
export const dailyTab = (t: Translate, lang: Language, list: Text, day: string | null): string =>
  `${t(list)} · ${day === null ? t('dailyToday') : dayText(day, lang)}`;

/**
 * The player's own finished ride of `game` on `day`, from the history: the one the list counts (L8:
 * the day's first), else — a guest's, not counted (A1) — the day's first. Null when the player rode
 * none that day.
 */
export function ownRideOf(history: readonly HistoryEntry[], game: string, day: string): HistoryEntry | null {
  const rides = history.filter((g) => g.game === game && g.daily === day && g.finished);
  return rides.find((g) => g.counted) ?? [...rides].sort((a, b) => a.at.localeCompare(b.at))[0] ?? null;
}

/**
 * Under a past day's seed: the way to check it — the player's own ride of that day on the verify
 * page, which recomputes its deal from the seed revealed (QA, session 46: the seed stood there
 * with nothing to check it by). Others' rides are not linked: the day's answer names no games.
 */
export function OwnRideCheck({ ride, words }: { ride: HistoryEntry | null; words: DailyWords }) {
  const { t } = useI18n();
  if (ride === null) return null;
  return (
    <p className="small daily-check">
      {t(words.ownRide)}{' '}
      <Link className="text-link" href={`/pruefen/${encodeURIComponent(ride.id)}`}>
        {t('verifyLink')}
      </Link>
    </p>
  );
}

/** The list of the daily ride of `game`, in its words: today's, or an earlier `day`'s. */
function DailyList({ game, words, day }: { game: string; words: DailyWords; day: string | null }) {
  const { t, lang } = useI18n();
  // Today as the server counts it (Berlin): today's answer names it. A page opened on an earlier
  // day (its own address) takes the device's clock until then.
  const [served, setServed] = useState<string | null>(null);
  const [daily, reload] = useApi(day === null ? '/api/daily' : `/api/daily?date=${day}`, parseDaily);
  // A past day: the player's own ride of it, to check (not logged in: no history, no link). The
  // day's rides only: a player with many games since had found none among the newest 100.
  const [history] = useApi(day === null ? null : `/api/history?daily=${day}&limit=100`, parseHistory);
  const ride = day !== null && history?.state === 'ok' ? ownRideOf(history.data, game, day) : null;
  useEffect(() => {
    if (day === null && daily?.state === 'ok') setServed(daily.data.date);
  }, [day, daily]);
  const today = served ?? (day === null ? null : berlinToday());
  const dateText = (d: string) => dayText(d, lang);
  const earlier = today === null ? [] : Array.from({ length: EARLIER_DAYS }, (_, i) => daysBefore(today, i + 1));
  return (
    <>
      {/* The ride's line says "heute": a past day has its own (QA, 5 Dec 2026). */}
      <PageHead
        title={t(words.list)}
        tab={dailyTab(t, lang, words.list, day)}
        lead={day === null ? t(words.line) : t('dailyPastLine')}
      />
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
                {day !== null && d.seed !== null && <OwnRideCheck ride={ride} words={words} />}
              </>
            )}
          </ApiState>
          {/* Only today's ride can be ridden: a past day's list has no button to ride it. */}
          {day === null && (
            <p className="actions">
              <Link className="button primary" href={`/spiel/${game}#tagesfahrt`}>
                {t(words.toRide)}
              </Link>
            </p>
          )}
        </section>
        {today !== null && (
          <nav className="card daily-days" aria-labelledby="daily-days">
            <h2 id="daily-days">{t('dailyDays')}</h2>
            <ul className="daily-day-list">
              {[null, ...earlier].map((d) => (
                <li key={d ?? 'today'}>
                  <Link
                    className="button small"
                    href={hrefFor({ page: 'daily', day: d })}
                    aria-current={day === d ? 'page' : undefined}
                  >
                    {d === null ? t('dailyToday') : dateText(d)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
