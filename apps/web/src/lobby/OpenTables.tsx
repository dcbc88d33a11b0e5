import type { TableSummary } from '@kartenhaus/protocol';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link.js';
import { useI18n, useServices } from '../context.js';
import type { GameId } from '../game-module.js';
import { loginHref } from '../login-href.js';
import { gameSocket } from '../net/game-socket.js';
import { useStore } from '../store/use-store.js';
import { guestKeptFromSeat, offersSeat, optionsLine, tableState, thinkTimeLine } from './table-line.js';
import { listedSettings } from './table-settings.js';
import { findGame } from '../games/registry.js';
import type { Translate } from '../i18n/i18n.js';
import { shownName } from '../i18n/names.js';
import { Loading } from '../components/Loading.js';

/** How often the open tables are asked for again while the lobby is shown (ms). */
const REFRESH_MS = 5000;

/**
 * A table's name in the list: "Tisch von Anna" — but one's own game alone against computers (the
 * Tagesfahrt, a solo table left running) is no open table "von" oneself: it is named as what it is.
 */
export function tableTitle(x: TableSummary, t: Translate): string {
  if (x.mine && x.solo) {
    const ride = x.options.tagesfahrt === true ? findGame(x.game)?.daily?.words.title : undefined;
    return ride ? t('ownDailyRide', { ride: t(ride) }) : t('ownSoloTable');
  }
  return t('tableOf', { host: x.host === null ? t('computer') : shownName(x.host, t) });
}

/** The live list of open tables of a game: sit down or watch. */
export function OpenTables({ game }: { game: GameId }) {
  const { t } = useI18n();
  const { account } = useServices();
  const socket = gameSocket(account);
  const connection = useStore({ subscribe: socket.client.subscribe, getSnapshot: socket.client.getState });
  const me = useStore(account);
  const guest = me?.state === 'ok' ? me.data.guest : null;
  const [tables, setTables] = useState<readonly TableSummary[] | null>(null);
  useEffect(() => {
    const off = socket.onTables(setTables);
    socket.list();
    const h = window.setInterval(() => socket.list(), REFRESH_MS);
    return () => {
      off();
      window.clearInterval(h);
    };
  }, [socket, connection]);
  if (connection !== 'connected' && tables === null)
    return (
      <p className="state" role="status">
        {connection === 'connecting' ? t('connConnecting') : t('offline')}
      </p>
    );
  const shown = (tables ?? []).filter((x) => x.game === game && x.phase !== 'closed');
  const listed = listedSettings(game);
  if (tables === null) return <Loading bare />;
  if (shown.length === 0) return <p className="state">{t('noOpenTables')}</p>;
  return (
    <ul className="open-tables" aria-live="polite">
      {shown.map((x) => (
        <li key={x.id} className="open-table">
          <div>
            <strong>{tableTitle(x, t)}</strong>
            <span className="muted">
              {' · '}
              {t(tableState(x).key, tableState(x).params)}
              {listed.thinkTime && ` · ${thinkTimeLine(x.clock, t)}`}
              {listed.tempo && ` · ${x.tempo === 'schnell' ? t('tempoFast') : t('tempoNormal')}`}
              {x.stake > 0 && ` · ${t('stakeN', { n: x.stake })}`}
              {optionsLine(game, x.options, t).map((o) => ` · ${o}`)}
            </span>
          </div>
          <div className="actions">
            {offersSeat(x, guest) && (
              <Link className="button small primary" href={`/tisch/${encodeURIComponent(x.id)}?platz=frei`}>
                {t('sitDown')}
              </Link>
            )}
            <Link className="button small" href={`/tisch/${encodeURIComponent(x.id)}`}>
              {x.mine ? t('backToTable') : t('watch')}
            </Link>
          </div>
          {guestKeptFromSeat(x, guest) && (
            <p className="muted small open-table-note">
              {t('guestStakeSeat')}{' '}
              <Link className="text-link" href={loginHref(`/spiel/${game}#tische`)}>
                {t('navLogin')}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
