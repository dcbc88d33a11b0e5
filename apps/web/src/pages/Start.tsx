import { ApiState } from '../components/ApiState.js';
import { GamePicture } from '../components/GamePicture.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { GAME_IDS, GAME_NAMES } from '../games.js';
import type { MessageKey } from '../i18n/de.js';
import { parseDaily } from '../net/shapes.js';
import { gameScreen } from '../table/screens.js';
import { useApi } from '../net/use-api.js';
import { useStore } from '../store/use-store.js';
import { shownName } from '../i18n/names.js';

const LINES: Readonly<Record<(typeof GAME_IDS)[number], MessageKey>> = {
  speedclimb: 'lineSpeedclimb',
  gipfelsturm: 'lineGipfelsturm',
  speedlift: 'lineSpeedlift',
};
const KINDS: Readonly<Record<(typeof GAME_IDS)[number], MessageKey>> = {
  speedclimb: 'kindSpeedclimb',
  gipfelsturm: 'kindGipfelsturm',
  speedlift: 'kindSpeedlift',
};

function PlayerLine() {
  const { t } = useI18n();
  const me = useStore(useServices().account);
  if (me === null) return null;
  if (me.state !== 'ok')
    return (
      <p className="player-line muted">
        {me.state === 'unavailable' ? t('accountsNotYet') : t('accountsUnreachable')}{' '}
        <Link href="/anmelden">{t('navLogin')}</Link>
      </p>
    );
  const { name, guest, taler } = me.data;
  return (
    <p className="player-line">
      {guest ? t('helloGuest', { name: shownName(name, t) }) : t('helloPlayer', { name })}
      {taler !== null && !guest && <strong className="taler-badge">{t('talerAmount', { n: taler })}</strong>}
    </p>
  );
}

function TodaysRide() {
  const { t, lang } = useI18n();
  const [daily, reload] = useApi('/api/daily', parseDaily);
  const today = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date());
  return (
    <section className="card daily" aria-labelledby="daily-title">
      <h2 id="daily-title">{t('dailyTitle')}</h2>
      <p className="daily-date">{today}</p>
      <p>{t('dailyLine')}</p>
      <ApiState result={daily} retry={reload} what={t('whatDaily')}>
        {/* Only the list's state shows here: `/api/daily` does not say whether you rode today. */}
        {() => null}
      </ApiState>
      <p className="actions">
        <Link className="button primary" href="/spiel/speedlift#tagesfahrt">
          {t('dailyGo')}
        </Link>
        <Link className="button" href="/tagesliste">
          {t('navDaily')}
        </Link>
      </p>
    </section>
  );
}

/** The start page: the three games with a picture and a sentence each, the Tagesfahrt, the player. */
export function Start() {
  const { t } = useI18n();
  return (
    <>
      <PageHead title="Kartenhaus" lead={t('tagline')}>
        <PlayerLine />
      </PageHead>
      <ul className="games" aria-label={t('gamesLabel')}>
        {GAME_IDS.map((g) => (
          <li key={g} className={`game-card game-${g}`}>
            <GamePicture game={g} />
            <div className="game-card-body">
              <h2>{GAME_NAMES[g]}</h2>
              <p className="kind">{t(KINDS[g])}</p>
              <p>{t(LINES[g])}</p>
              {!gameScreen(g).table && (
                <p className="small muted">
                  <strong>{t('screenFollowsTitle')}.</strong> {t('screenFollowsShort')}
                </p>
              )}
              <p className="actions">
                <Link className="button primary" href={`/spiel/${g}#allein`}>
                  {t('playSolo')}
                  <span className="visually-hidden"> – {GAME_NAMES[g]}</span>
                </Link>
                <Link className="button" href={`/spiel/${g}#tische`}>
                  {t('playOthers')}
                  <span className="visually-hidden"> – {GAME_NAMES[g]}</span>
                </Link>
                <Link className="text-link" href={`/spiel/${g}/regeln`}>
                  {t('rulesOf', { game: GAME_NAMES[g] })}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <TodaysRide />
      <section className="card practice" aria-labelledby="practice-title">
        <h2 id="practice-title">{t('practiceTitle')}</h2>
        <p>{t('practiceLine')}</p>
        <p className="actions">
          {GAME_IDS.flatMap((g) => {
            const href = gameScreen(g).practice;
            return href
              ? [
                  <Link key={g} className="button" href={href}>
                    {t('practiceGo', { game: GAME_NAMES[g] })}
                  </Link>,
                ]
              : [];
          })}
        </p>
        {GAME_IDS.some((g) => !gameScreen(g).practice) && (
          <p className="small muted">
            {t('practiceNotYet', {
              games: GAME_IDS.filter((g) => !gameScreen(g).practice)
                .map((g) => GAME_NAMES[g])
                .join(' / '),
            })}
          </p>
        )}
      </section>
    </>
  );
}
