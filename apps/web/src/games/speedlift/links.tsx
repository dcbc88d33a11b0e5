/** Links from the Speedlift lobby to practice, the Tagesfahrt practice, the Fahrschule and Karten. */
import { useEffect, useState } from 'react';
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { loginHref } from '../../login-href.js';
import { dailyCounts, fetchDailyAttempts, fetchGuest } from './daily.js';
import { TEXT } from './strings.js';
import './speedlift.css';
import './speedlift-screen.css';
import './speedlift-phone.css';
import './speedlift-sideways.css';

/**
 * L8, before starting: "Du bist heute schon gefahren – dieser Versuch zählt nicht für die
 * Tagesliste" when the player already started a Tagesfahrt today. Nothing when it is unknown.
 */
export function SpeedliftDailyNotice() {
  const { lang, t } = useI18n();
  const [state, setState] = useState<{ guest: boolean | null; counts: boolean | null } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([fetchGuest(), fetchDailyAttempts()]).then(([guest, n]) => {
      if (live) setState({ guest, counts: dailyCounts(n, false) });
    });
    return () => {
      live = false;
    };
  }, []);
  const tx = TEXT[lang];
  // A1: a guest's ride never enters the list, first or not.
  const text = state?.guest ? tx.dailyGuestLobby : state?.counts === false ? tx.dailyAgainLobby : null;
  if (text === null) return null;
  return (
    <span className="sl-daily-note">
      {text}
      {/* The guest is told to register: the way there, and back to the Tagesfahrt after it. */}
      {state?.guest && (
        <>
          {' '}
          <Link href={loginHref('/spiel/speedlift#tagesfahrt')}>{t('stakeGuestLink')}</Link>
        </>
      )}
    </span>
  );
}

export function SpeedliftLinks() {
  const { lang } = useI18n();
  const l = TEXT[lang].links;
  return (
    <>
      <Link className="text-link" href="/spiel/speedlift/uebung">
        {l.practice}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/tagesfahrt">
        {l.daily}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/fahrschule">
        {l.school}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/karten">
        {l.cards}
      </Link>
    </>
  );
}
