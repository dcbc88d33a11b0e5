import { ApiState } from '../components/ApiState.js';
import { GamePicture } from '../components/GamePicture.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { say, type DailyWords } from '../game-module.js';
import { GAMES } from '../games/registry.js';
import { OwnTablesIfAny } from '../lobby/OwnTablesIfAny.js';
import { dailyGame } from '../lobby/table-settings.js';
import { loaded } from '../net/api.js';
import { useApi } from '../net/use-api.js';
import { useStore } from '../store/use-store.js';
import { shownName } from '../i18n/names.js';

// The reader loads with the answer (zod stays out of the start page's download).
const parseDaily = loaded(() => import('../net/shapes.js').then((m) => m.parseDaily));

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

/** The daily ride of the game that has one (the Tagesfahrt); nothing when no game has one. */
function TodaysRide() {
  const game = dailyGame();
  return game?.daily ? <TodaysRideOf game={game.id} words={game.daily.words} /> : null;
}

function TodaysRideOf({ game, words }: { game: string; words: DailyWords }) {
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
      <h2 id="daily-title">{t(words.title)}</h2>
      <p className="daily-date">{today}</p>
      <p>{t(words.line)}</p>
      <ApiState result={daily} retry={reload} what={t(words.what)}>
        {/* Only the list's state shows here: `/api/daily` does not say whether you rode today. */}
        {() => null}
      </ApiState>
      <p className="actions">
        <Link className="button primary" href={`/spiel/${game}#tagesfahrt`}>
          {t(words.toRide)}
        </Link>
        <Link className="button" href="/tagesliste">
          {t(words.list)}
        </Link>
      </p>
    </section>
  );
}

/** The start page: the games with a picture and a sentence each, the Tagesfahrt, the player. */
export function Start() {
  const { t, lang } = useI18n();
  return (
    <>
      <PageHead title="Kartenhaus" lead={t('tagline')}>
        <PlayerLine />
      </PageHead>
      <OwnTablesIfAny />
      <ul className="games" aria-label={t('gamesLabel')}>
        {GAMES.map((game) => (
          <li key={game.id} className={`game-card game-${game.id}`}>
            <GamePicture game={game} />
            <div className="game-card-body">
              <h2>{game.name}</h2>
              <p className="kind">{say(t, lang, game.kind)}</p>
              <p>{say(t, lang, game.line)}</p>
              {!game.screen.table && (
                <p className="small muted">
                  <strong>{t('screenFollowsTitle')}.</strong> {t('screenFollowsShort')}
                </p>
              )}
              <p className="actions">
                <Link className="button primary" href={`/spiel/${game.id}#allein`}>
                  {t('playSolo')}
                  <span className="visually-hidden"> – {game.name}</span>
                </Link>
                <Link className="button" href={`/spiel/${game.id}#tische`}>
                  {t('playOthers')}
                  <span className="visually-hidden"> – {game.name}</span>
                </Link>
                <Link className="text-link" href={`/spiel/${game.id}/regeln`}>
                  {t('rulesOf', { game: game.name })}
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
          {GAMES.flatMap((game) =>
            game.practice
              ? [
                  <Link key={game.id} className="button" href={`/spiel/${game.id}/${game.practice}`}>
                    {t('practiceGo', { game: game.name })}
                  </Link>,
                ]
              : [],
          )}
        </p>
        {GAMES.some((game) => !game.practice) && (
          <p className="small muted">
            {t('practiceNotYet', {
              games: GAMES.filter((game) => !game.practice)
                .map((game) => game.name)
                .join(' / '),
            })}
          </p>
        )}
      </section>
    </>
  );
}
