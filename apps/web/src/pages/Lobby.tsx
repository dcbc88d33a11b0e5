import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from '../components/Link.js';
import { OptionsFields } from '../components/OptionsForm.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { soloNoteKey } from '../lobby/solo-note.js';
import { useStore } from '../store/use-store.js';
import { GAME_NAMES, type GameId } from '../games.js';
import type { MessageKey } from '../i18n/de.js';
import { initialValues, SOLO_OPTIONS, TABLE_OPTIONS, type OptionValue } from '../lobby/options.js';
import { GipfelsturmLinks } from '../games/gipfelsturm/links.js';
import { SpeedclimbLinks } from '../games/speedclimb/links.js';
import { SpeedliftDailyNotice, SpeedliftLinks } from '../games/speedlift/links.js';
import { gameScreen } from '../table/screens.js';

// The live list and the table requests need the socket client: loaded after the page shows.
const OpenTables = lazy(() => import('../lobby/OpenTables.js').then((m) => ({ default: m.OpenTables })));
const StartButton = lazy(() => import('../lobby/StartTable.js').then((m) => ({ default: m.StartTable })));

const SOLO_LEAD: Readonly<Record<GameId, MessageKey>> = {
  speedclimb: 'soloLeadSpeedclimb',
  speedlift: 'soloLeadSpeedlift',
  gipfelsturm: 'soloLeadGipfelsturm',
};
const TABLE_LEAD: Readonly<Record<GameId, MessageKey>> = {
  speedclimb: 'tablesLeadSpeedclimb',
  speedlift: 'tablesLeadSpeedlift',
  gipfelsturm: 'tablesLeadGipfelsturm',
};

function SetupForm({
  game,
  mode,
  title,
  submit,
}: {
  game: GameId;
  mode: 'solo' | 'online' | 'daily';
  title: string;
  submit: string;
}) {
  const options = mode === 'solo' ? SOLO_OPTIONS[game] : mode === 'online' ? TABLE_OPTIONS[game] : [];
  const [values, setValues] = useState<Record<string, OptionValue>>(() => initialValues(options));
  const [requested, setRequested] = useState(0);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRequested((n) => n + 1);
  };
  return (
    <form className="setup" onSubmit={onSubmit} aria-label={title}>
      <OptionsFields
        options={options}
        values={values}
        onChange={(id, v) => setValues((old) => ({ ...old, [id]: v }))}
      />
      <Suspense
        fallback={
          <button className="button primary" type="submit">
            {submit}
          </button>
        }
      >
        <StartButton game={game} mode={mode} values={values} label={submit} requested={requested} />
      </Suspense>
    </form>
  );
}

/** The lobby of one game: solo setup, (Speedlift) the Tagesfahrt, open tables and "Tisch eröffnen". */
export function Lobby({ game }: { game: GameId }) {
  const { t } = useI18n();
  const me = useStore(useServices().account);
  const name = GAME_NAMES[game];
  return (
    <div className={`lobby game-${game}`}>
      <PageHead title={name} lead={t(SOLO_LEAD[game])}>
        <p className="actions">
          <Link className="text-link" href={`/spiel/${game}/regeln`}>
            {t('rulesOf', { game: name })}
          </Link>
          <Link className="text-link" href={`/bestenliste/${game}`}>
            {t('leaderboardOf', { game: name })}
          </Link>
          {game === 'speedlift' && <SpeedliftLinks />}
          {game === 'gipfelsturm' && <GipfelsturmLinks />}
          {game === 'speedclimb' && <SpeedclimbLinks />}
        </p>
      </PageHead>
      {!gameScreen(game).table && (
        <div className="banner" role="note">
          <strong>{t('screenFollowsTitle')}.</strong> {t('screenFollows', { game: name })}
        </div>
      )}
      <div className="lobby-grid">
        <section className="card" aria-labelledby="allein">
          <h2 id="allein" tabIndex={-1}>
            {t('playSolo')}
          </h2>
          <p className="muted">{t(soloNoteKey(me?.state === 'ok' ? me.data.guest : null))}</p>
          <SetupForm game={game} mode="solo" title={t('playSolo')} submit={t('startSolo')} />
        </section>
        {game === 'speedlift' && (
          <section className="card" aria-labelledby="tagesfahrt">
            <h2 id="tagesfahrt" tabIndex={-1}>
              {t('dailyTitle')}
            </h2>
            <p>{t('dailyLine')}</p>
            <p className="muted">{t('dailyOnce')}</p>
            <SpeedliftDailyNotice />
            <SetupForm game={game} mode="daily" title={t('dailyTitle')} submit={t('dailyGo')} />
          </section>
        )}
        <section className="card" aria-labelledby="tische">
          <h2 id="tische" tabIndex={-1}>
            {t('playOthers')}
          </h2>
          <p>{t(TABLE_LEAD[game])}</p>
          <h3>{t('openTables')}</h3>
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <OpenTables game={game} />
          </Suspense>
          <h3 id="eroeffnen">{t('openTable')}</h3>
          <SetupForm game={game} mode="online" title={t('openTable')} submit={t('openTableSubmit')} />
        </section>
      </div>
    </div>
  );
}
