import { useEffect, useRef, useState } from 'react';
import { useI18n, useServices } from '../context.js';
import type { GameId } from '../game-module.js';
import { gameSocket } from '../net/game-socket.js';
import type { OptionValue } from './options.js';
import { dailySettings, toTableSettings } from './table-settings.js';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; text: string };

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
    void gameSocket(account)
      .request({ t: 'create', settings })
      .then((a) => {
        if (a.ok && a.table) router.navigate(`/tisch/${encodeURIComponent(a.table)}`);
        else if (a.ok) setStatus({ kind: 'error', text: err('ERR_BAD_RESPONSE') });
        else if (a.code === 'ERR_NO_SUCH_GAME')
          setStatus({ kind: 'error', text: `${t('notYetAvailable')} ${t('gameNotYet')}` });
        else setStatus({ kind: 'error', text: err(a.code) });
      });
  }, [requested, game, mode, values, router, account, t, err]);
  return (
    <div className="submit-row">
      <button className="button primary" type="submit" disabled={status.kind === 'busy'}>
        {label}
      </button>
      <p role="status" className="status-line">
        {status.kind === 'busy' ? t('opening') : status.kind === 'error' ? status.text : null}
      </p>
    </div>
  );
}
