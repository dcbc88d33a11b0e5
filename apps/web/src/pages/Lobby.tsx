import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link } from '../components/Link.js';
import { OptionsFields } from '../components/OptionsForm.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { soloNoteKey } from '../lobby/solo-note.js';
import { useStore } from '../store/use-store.js';
import { lazyPart } from '../components/lazy-part.js';
import { say, type WebGame } from '../game-module.js';
import { findGame } from '../games/registry.js';
import { initialValues, type OptionValue } from '../lobby/options.js';
import { guestSetup } from '../lobby/guest-stake.js';
import { dropKeptSetup, keepSetup, readKeptSetup } from '../lobby/setup-keep.js';
import { stakeClockSetup } from '../lobby/stake-clock.js';
import { loginHref } from '../login-href.js';
import { Loading } from '../components/Loading.js';

// The live list and the table requests need the socket client: loaded after the page shows.
const OpenTables = lazy(() => import('../lobby/OpenTables.js').then((m) => ({ default: m.OpenTables })));
const StartButton = lazy(() => import('../lobby/StartTable.js').then((m) => ({ default: m.StartTable })));
const RunningRide = lazy(() => import('../lobby/RunningRide.js'));

/** A lazy part of the game's lobby (its links, the daily ride's note), or nothing while it loads. */
function Part({ load }: { load: WebGame['lobbyLinks'] }) {
  if (!load) return null;
  const P = lazyPart(load);
  return (
    <Suspense fallback={null}>
      <P />
    </Suspense>
  );
}

/**
 * In a guest's form, in the stake's place: guests play without a stake, with the way to an account
 * and back. Following the link keeps the form's choices (`onLeave`, `lobby/setup-keep.ts`).
 */
function GuestStake({ game, onLeave }: { game: string; onLeave: () => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="choice">
      <legend>{t('optStake')}</legend>
      <p className="hint">
        {t('stakeGuest')}{' '}
        <Link href={loginHref(`/spiel/${game}#tische`)} onClick={onLeave}>
          {t('stakeGuestLink')}
        </Link>
      </p>
    </fieldset>
  );
}

function SetupForm({
  game,
  mode,
  title,
  submit,
  guest,
}: {
  game: WebGame;
  mode: 'solo' | 'online' | 'daily';
  title: string;
  submit: string;
  guest: boolean | null;
}) {
  const all = mode === 'solo' ? game.soloOptions : mode === 'online' ? game.tableOptions : [];
  // "Tisch eröffnen" as the player left it for the login by the guest's stake line, if so (once).
  const [chosen, setValues] = useState<Record<string, OptionValue>>(
    () => (mode === 'online' ? readKeptSetup(game.id, all) : null) ?? initialValues(all),
  );
  useEffect(() => {
    if (mode === 'online') dropKeptSetup(game.id);
  }, [mode, game.id]);
  const [requested, setRequested] = useState(0);
  const guestForm = guestSetup(all, chosen, guest);
  const { options, values } = stakeClockSetup(guestForm.options, guestForm.values);
  const noteAt = guestForm.noteAt;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRequested((n) => n + 1);
  };
  const onChange = (id: string, v: OptionValue) => setValues((old) => ({ ...old, [id]: v }));
  return (
    <form className="setup" onSubmit={onSubmit} aria-label={title}>
      {noteAt === null ? (
        <OptionsFields options={options} values={values} onChange={onChange} />
      ) : (
        <>
          <OptionsFields options={options.slice(0, noteAt)} values={values} onChange={onChange} />
          <GuestStake game={game.id} onLeave={() => keepSetup(game.id, chosen)} />
          <OptionsFields options={options.slice(noteAt)} values={values} onChange={onChange} />
        </>
      )}
      <Suspense
        fallback={
          <button className="button primary" type="submit">
            {submit}
          </button>
        }
      >
        <StartButton game={game.id} mode={mode} values={values} label={submit} requested={requested} />
      </Suspense>
    </form>
  );
}

/** The daily ride's note (the game's own) and its start. */
function DailyStart({ game, guest }: { game: WebGame; guest: boolean | null }) {
  const { t } = useI18n();
  if (!game.daily) return null;
  return (
    <>
      <Part load={game.daily.notice} />
      <SetupForm
        game={game}
        mode="daily"
        title={t(game.daily.words.title)}
        submit={t(game.daily.words.go)}
        guest={guest}
      />
    </>
  );
}

/**
 * The daily ride's start — or, while today's ride runs, the way back to it instead of a start the
 * server would refuse. The start is one element all along (not remounted when the lazy part
 * arrives), so a click made before it arrived still starts the ride.
 */
function DailyBox({ game, guest }: { game: WebGame; guest: boolean | null }) {
  const [running, setRunning] = useState(false);
  if (!game.daily) return null;
  return (
    <>
      <Suspense fallback={null}>
        <RunningRide words={game.daily.words} onRunning={setRunning} />
      </Suspense>
      {!running && <DailyStart game={game} guest={guest} />}
    </>
  );
}

/** The lobby of one game: solo setup, the daily ride (if the game has one), open tables and "Tisch eröffnen". */
export function Lobby({ game: id }: { game: string }) {
  const game = findGame(id);
  return game ? <LobbyOf game={game} /> : null;
}

function LobbyOf({ game: module }: { game: WebGame }) {
  const { t, lang } = useI18n();
  const me = useStore(useServices().account);
  const guest = me?.state === 'ok' ? me.data.guest : null;
  const { id: game, name } = module;
  return (
    <div className={`lobby game-${game}`}>
      <PageHead title={name} lead={say(t, lang, module.soloLead)}>
        <p className="actions">
          <Link className="text-link" href={`/spiel/${game}/regeln`}>
            {t('rulesOf', { game: name })}
          </Link>
          <Link className="text-link" href={`/bestenliste/${game}`}>
            {t('leaderboardOf', { game: name })}
          </Link>
          <Part load={module.lobbyLinks} />
        </p>
      </PageHead>
      {!module.screen.table && (
        <div className="banner" role="note">
          <strong>{t('screenFollowsTitle')}.</strong> {t('screenFollows', { game: name })}
        </div>
      )}
      <div className="lobby-grid">
        <section className="card" aria-labelledby="allein">
          <h2 id="allein" tabIndex={-1}>
            {t('playSolo')}
          </h2>
          <p className="muted">{t(soloNoteKey(guest))}</p>
          <SetupForm game={module} mode="solo" title={t('playSolo')} submit={t('startSolo')} guest={guest} />
        </section>
        {module.daily && (
          <section className="card" aria-labelledby="tagesfahrt">
            <h2 id="tagesfahrt" tabIndex={-1}>
              {t(module.daily.words.title)}
            </h2>
            <p>{t(module.daily.words.line)}</p>
            <p className="muted">{t(module.daily.words.once)}</p>
            <DailyBox game={module} guest={guest} />
          </section>
        )}
        <section className="card" aria-labelledby="tische">
          <h2 id="tische" tabIndex={-1}>
            {t('playOthers')}
          </h2>
          <p>{say(t, lang, module.tablesLead)}</p>
          <h3>{t('openTables')}</h3>
          <Suspense fallback={<Loading bare />}>
            <OpenTables game={game} />
          </Suspense>
          <h3 id="eroeffnen">{t('openTable')}</h3>
          <SetupForm game={module} mode="online" title={t('openTable')} submit={t('openTableSubmit')} guest={guest} />
        </section>
      </div>
    </div>
  );
}
