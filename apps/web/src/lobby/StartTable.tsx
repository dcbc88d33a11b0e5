import { useEffect, useRef, useState } from 'react';
import { Link } from '../components/Link.js';
import { NotEnoughTaler } from '../components/NotEnoughTaler.js';
import { useI18n, useServices } from '../context.js';
import type { GameId } from '../game-module.js';
import { findGame } from '../games/registry.js';
import type { Translate } from '../i18n/i18n.js';
import { gameSocket, type GameSocket } from '../net/game-socket.js';
import type { OptionValue } from './options.js';
import { dailySettings, runningDaily, toTableSettings } from './table-settings.js';

/**
 * `ride`: the player's own daily ride still running, when a second one was refused. `taler`: the
 * stake was refused for want of Taler (`NotEnoughTaler` says what it needs and the way out).
 */
export type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; text: string; ride?: string }
  | { kind: 'taler'; stake: number };

/** How long the refusal waits for the list of tables to find the running ride (ms). */
const LIST_WAIT_MS = 5000;

/** The id of the player's own daily ride still running, from the server's list (null: none found). */
function findRunningRide(socket: GameSocket): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (id: string | null) => {
      off();
      window.clearTimeout(h);
      resolve(id);
    };
    const off = socket.onTables((tables) => done(runningDaily(tables, dailySettings())?.id ?? null));
    const h = window.setTimeout(() => done(null), LIST_WAIT_MS);
    socket.list();
  });
}

/**
 * The line under the start button: "Der Tisch wird eröffnet …", or why not — with the way back
 * to the running daily ride when a second one was refused.
 */
export function StartStatus({ status, game, t }: { status: Status; game: GameId; t: Translate }) {
  const back = findGame(game)?.daily?.words.backToRide;
  return (
    <p role="status" className="status-line">
      {status.kind === 'busy' ? t('opening') : status.kind === 'error' ? status.text : null}
      {status.kind === 'taler' && <NotEnoughTaler stake={status.stake} />}
      {status.kind === 'error' && status.ride !== undefined && back && (
        <>
          {' '}
          <Link className="button small primary" href={`/tisch/${encodeURIComponent(status.ride)}`}>
            {t(back)}
          </Link>
        </>
      )}
    </p>
  );
}

/** The submit button of a setup form: opens the table on the server and goes to it. */
export function StartTable({
  game,
  mode,
  values,
  label,
  requested,
}: {
  game: GameId;
  mode: 'solo' | 'online' | 'daily';
  values: Readonly<Record<string, OptionValue>>;
  label: string;
  requested: number;
}) {
  const { t, err } = useI18n();
  const { router, account } = useServices();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const handled = useRef(0);
  useEffect(() => {
    if (requested === 0 || requested === handled.current) return;
    handled.current = requested;
    const settings = mode === 'daily' ? dailySettings() : toTableSettings(game, mode, values);
    setStatus({ kind: 'busy' });
    const socket = gameSocket(account);
    void socket.request({ t: 'create', settings }).then((a) => {
      if (a.ok && a.table) router.navigate(`/tisch/${encodeURIComponent(a.table)}`);
      else if (a.ok) setStatus({ kind: 'error', text: err('ERR_BAD_RESPONSE') });
      else if (a.code === 'ERR_NO_SUCH_GAME')
        setStatus({ kind: 'error', text: `${t('notYetAvailable')} ${t('gameNotYet')}` });
      else if (a.code === 'ERR_DAILY_RUNNING' && mode === 'daily') {
        const text = err(a.code);
        setStatus({ kind: 'error', text });
        void findRunningRide(socket).then((ride) => {
          if (ride !== null) setStatus({ kind: 'error', text, ride });
        });
      } else if (a.code === 'ERR_NOT_ENOUGH_TALER') setStatus({ kind: 'taler', stake: settings.stake });
      else setStatus({ kind: 'error', text: err(a.code) });
    });
  }, [requested, game, mode, values, router, account, t, err]);
  return (
    <div className="submit-row">
      <button className="button primary" type="submit" disabled={status.kind === 'busy'}>
        {label}
      </button>
      <StartStatus status={status} game={game} t={t} />
    </div>
  );
}
