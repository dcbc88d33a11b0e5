/**
 * The start page's way back to the player's own tables: a game left running (the computer plays
 * the seat while nobody is there, A3), a table still waiting for players, the Tagesfahrt begun. Only
 * a game's lobby had listed them (QA 5 Dec 2026: back on the start page a player learnt nothing of
 * the game still running for them). Loaded apart, with the socket, only for a player with a session.
 */
import type { TableSummary } from '@kartenhaus/protocol';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link.js';
import { useI18n, useServices } from '../context.js';
import { findGame } from '../games/registry.js';
import { gameSocket } from '../net/game-socket.js';
import { useStore } from '../store/use-store.js';
import { tableTitle } from './OpenTables.js';
import { tableState } from './table-line.js';

/** The tables the player holds a seat at that are not over yet. */
export const ownOpenTables = (tables: readonly TableSummary[]): TableSummary[] =>
  tables.filter((x) => x.mine && x.phase !== 'finished' && x.phase !== 'closed');

export default function OwnTables() {
  const { t } = useI18n();
  const { account } = useServices();
  const socket = gameSocket(account);
  // Asked again once the socket is up (a list asked before is not sent).
  const connection = useStore({ subscribe: socket.client.subscribe, getSnapshot: socket.client.getState });
  const [tables, setTables] = useState<readonly TableSummary[]>([]);
  useEffect(() => {
    const off = socket.onTables(setTables);
    socket.list();
    return off;
  }, [socket, connection]);
  const mine = ownOpenTables(tables);
  if (mine.length === 0) return null;
  return (
    <section className="card own-tables" aria-labelledby="own-tables-title">
      <h2 id="own-tables-title">{t('ownTablesTitle')}</h2>
      <ul>
        {mine.map((x) => {
          const game = findGame(x.game)?.name ?? x.game;
          const state = tableState(x);
          return (
            <li key={x.id}>
              <span>
                <strong>{game}</strong> · {tableTitle(x, t)} · {t(state.key, state.params)}
              </span>
              <Link className="button small primary" href={`/tisch/${encodeURIComponent(x.id)}`}>
                {t('backToTable')}
                <span className="visually-hidden"> – {game}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
