/**
 * The daily ride's box while the player's own ride of today still runs (left, the computer plays
 * it on): it says so at once, with the way back to it, and the lobby offers no start. It had said
 * only that a new attempt would not count, and offered one, which the server then refused (QA 6 Dec
 * 2026). Loaded apart with the socket, as the open tables are; it tells the lobby whether the ride
 * runs (`onRunning`) and shows nothing otherwise. The start stays outside this lazy part: when it
 * was this part's child, the start shown while the part loaded was a different one from the start
 * after it, and a click in those first moments was lost (the page stayed in the lobby — e2e
 * speedlift-table, CI 6 Dec 2026).
 */
import type { TableSummary } from '@kartenhaus/protocol';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link.js';
import { useI18n, useServices } from '../context.js';
import type { DailyWords } from '../game-module.js';
import { gameSocket } from '../net/game-socket.js';
import { useStore } from '../store/use-store.js';
import { dailySettings, runningDaily } from './table-settings.js';

export default function RunningRide({
  words,
  onRunning,
}: {
  words: DailyWords;
  onRunning: (running: boolean) => void;
}) {
  const { t } = useI18n();
  const { account } = useServices();
  const socket = gameSocket(account);
  // Asked again once the socket is up (a list asked before is not sent).
  const connection = useStore({ subscribe: socket.client.subscribe, getSnapshot: socket.client.getState });
  const [ride, setRide] = useState<TableSummary | null>(null);
  useEffect(() => {
    const off = socket.onTables((tables) => setRide(runningDaily(tables, dailySettings())));
    socket.list();
    return off;
  }, [socket, connection]);
  const running = ride !== null;
  useEffect(() => onRunning(running), [onRunning, running]);
  if (ride === null) return null;
  return (
    <>
      <p className="daily-running">{t('dailyRunningLobby', { ride: t(words.title) })}</p>
      <p className="actions">
        <Link className="button primary" href={`/tisch/${encodeURIComponent(ride.id)}`}>
          {t(words.backToRide)}
        </Link>
      </p>
    </>
  );
}
