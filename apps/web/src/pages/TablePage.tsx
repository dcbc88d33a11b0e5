import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Link } from '../components/Link.js';
import { useI18n, useServices } from '../context.js';
import { GAME_IDS, GAME_NAMES, type GameId } from '../games.js';
import { callApi } from '../net/api.js';
import { gameSocket } from '../net/game-socket.js';
import { TableStore } from '../store/table-store.js';
import { useStore } from '../store/use-store.js';
import { newWatchers, parseRevealedSeed, tableExtras } from '../table/fair.js';
import { frameRefusal, gameScreen, tableBody, type Refusal, type TableScreenProps } from '../table/screens.js';
import { TableFrame } from '../table/TableFrame.js';

// One lazy component per game, made once, so React keeps the screen mounted across renders.
const tableScreens = new Map<string, LazyExoticComponent<ComponentType<TableScreenProps>> | null>();
function tableScreenOf(game: string): LazyExoticComponent<ComponentType<TableScreenProps>> | null {
  if (!tableScreens.has(game)) {
    const load = gameScreen(game).table;
    tableScreens.set(game, load ? lazy(() => load().then((c) => ({ default: c }))) : null);
  }
  return tableScreens.get(game) ?? null;
}

/** After the end, the seed is revealed by the game's API entry (asked a few times while it settles). */
function useRevealedSeed(gameId: string | null, finished: boolean): string | null {
  const [seed, setSeed] = useState<{ id: string; seed: string } | null>(null);
  useEffect(() => {
    if (!gameId || !finished) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (triesLeft: number) => {
      void callApi(`/api/games/${encodeURIComponent(gameId)}`, parseRevealedSeed).then((r) => {
        if (!live) return;
        if (r.state === 'ok' && r.data.seed) setSeed({ id: gameId, seed: r.data.seed });
        else if (triesLeft > 0) timer = setTimeout(() => ask(triesLeft - 1), 1000);
      });
    };
    ask(5);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, finished]);
  return seed && seed.id === gameId ? seed.seed : null;
}

/** Says politely who started watching (not those already there when the page opened). */
function useWatcherAnnouncements(spectators: readonly string[] | null): void {
  const { t } = useI18n();
  const { announcer } = useServices();
  const last = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (spectators === null) return;
    if (last.current !== null)
      for (const name of newWatchers(last.current, spectators)) announcer.announce(t('startsWatching', { name }));
    last.current = spectators;
    // Every update brings a new array; the same names again announce nothing.
  }, [spectators, announcer, t]);
}

interface Held {
  readonly info: TableInfo;
  readonly receivedAt: number;
}

/** Follows one table over the page's socket: the table info, and the seat's view in a TableStore. */
function useTable(id: string) {
  const { account } = useServices();
  const socket = gameSocket(account);
  const [store] = useState(() => new TableStore<unknown, string>());
  const [held, setHeld] = useState<Held | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const connection = useStore({ subscribe: socket.client.subscribe, getSnapshot: socket.client.getState });
  useEffect(() => store.setConnection(connection), [store, connection]);
  useEffect(() => {
    const off = socket.client.onMessage((m: ServerMessage) => {
      if ((m.t === 'snapshot' || m.t === 'update') && m.table === id) {
        store.receiveView(m.view, m.v);
        setHeld({ info: m.info, receivedAt: performance.now() });
      } else if (m.t === 'error' && m.table === id && m.ref === undefined) {
        setRefused({ code: m.code, move: m.seq !== undefined });
        if (m.seq !== undefined) store.settle(m.seq, m.code);
      } else if (m.t === 'ack' && m.table === id) store.settle(m.seq, null);
    });
    socket.client.watch(id);
    return () => {
      off();
      socket.client.unwatch(id);
      socket.client.post({ t: 'close', table: id });
    };
  }, [socket, store, id]);
  return { socket, store, held, refused, setRefused };
}

/** A table (`/tisch/:id`): the frame around the game, live from the server. */
/** The game of a table (null for a game this page does not know). */
const knownGame = (name: string): GameId | null =>
  (GAME_IDS as readonly string[]).includes(name) ? (name as GameId) : null;

export function TablePage({ id, onGame }: { id: string; onGame?: (game: GameId | null) => void }) {
  const { t, err } = useI18n();
  const { announcer } = useServices();
  const { socket, store, held, refused, setRefused } = useTable(id);
  const snap = useStore(store);
  const askedSeat = useRef(false);
  const command = useCallback(
    (msg: { t: 'leave' | 'back' | 'ready' | 'rematch' | 'start' } | { t: 'sit'; seat: number }) => {
      void socket.request({ ...msg, table: id }).then((a) => {
        if (!a.ok) {
          setRefused({ code: a.code, move: false });
          announcer.announce(err(a.code));
        } else setRefused(null);
      });
    },
    [socket, id, announcer, err, setRefused],
  );
  // "Platz nehmen" from the lobby: sit on the first empty seat once the table is known.
  useEffect(() => {
    if (!held || askedSeat.current || new URLSearchParams(location.search).get('platz') !== 'frei') return;
    askedSeat.current = true;
    const free = held.info.seats.find((s) => s.kind === 'empty');
    if (held.info.you === null && free) command({ t: 'sit', seat: free.seat });
  }, [held, command]);
  // The route names only the table; "?" lists the keys of the game played here.
  const heldGame = held ? knownGame(held.info.settings.game) : null;
  useEffect(() => {
    onGame?.(heldGame);
    return () => onGame?.(null);
  }, [heldGame, onGame]);
  const phase = held?.info.phase;
  const extras = held ? tableExtras(held.info) : null;
  useWatcherAnnouncements(extras?.spectators ?? null);
  const revealed = useRevealedSeed(extras?.gameId ?? null, phase === 'finished');
  useEffect(() => {
    if (phase === 'summary') announcer.announce(t('roundSummary'));
    if (phase === 'finished') announcer.announce(t('gameOver'));
  }, [phase, announcer, t]);

  if (!held) {
    return (
      <div className="table-frame">
        <h1 tabIndex={-1}>{t('tableTitle', { id })}</h1>
        <p className="state" role="status">
          {refused ? err(refused.code) : snap.connection === 'connected' ? t('loading') : t('connConnecting')}
        </p>
        <Link className="button" href="/">
          {t('toStart')}
        </Link>
      </div>
    );
  }
  const { info } = held;
  const game = heldGame;
  const solo = info.settings.mode === 'solo';
  const Screen = tableScreenOf(info.settings.game);
  const { gameId, seedHash, spectators } = tableExtras(info);
  const body = tableBody(Screen !== null, snap.view !== null, info.phase);
  const shownRefusal = frameRefusal(refused, gameScreen(info.settings.game), body === 'screen');
  return (
    <div className={`screen-fill${game ? ` game-${game}` : ''}`}>
      <TableFrame
        title={game ? GAME_NAMES[game] : info.settings.game}
        phase={info.phase}
        seats={info.seats}
        you={info.you}
        stake={info.settings.stake}
        solo={solo}
        rematchLabel={solo && game === 'speedclimb' ? t('rematchClimb') : t('rematch')}
        connection={snap.connection}
        receivedAt={held.receivedAt}
        timerMs={info.timerMs}
        seedHash={seedHash}
        seed={revealed}
        gameId={info.phase === 'finished' ? gameId : null}
        spectators={spectators}
        ownsSummary={gameScreen(info.settings.game).ownsSummary === true && Screen !== null}
        onLeave={() => command({ t: 'leave' })}
        onBack={() => command({ t: 'back' })}
        onContinue={() => command({ t: 'ready' })}
        onRematch={() => command({ t: 'rematch' })}
      >
        {info.phase === 'waiting' &&
          info.you !== null &&
          (info.you === info.hostSeat ? (
            <p className="actions">
              <button type="button" className="button primary" onClick={() => command({ t: 'start' })}>
                {t('startGame')}
              </button>
            </p>
          ) : (
            // Only the host may start (the server refuses anyone else with ERR_NOT_HOST).
            <p className="state">{t('hostStarts', { host: info.host ?? '—' })}</p>
          ))}
        {Screen && body === 'screen' ? (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <Screen id={id} info={info} socket={socket} store={store} onReady={() => command({ t: 'ready' })} />
          </Suspense>
        ) : body === 'dealing' ? (
          <p className="state">{t('tableNotDealt')}</p>
        ) : body === 'loading' ? (
          <p className="state" role="status">
            {t('loading')}
          </p>
        ) : body === 'none' ? null : (
          <p className="state">{t('gameScreenNotYet', { game: game ? GAME_NAMES[game] : info.settings.game })}</p>
        )}
        {shownRefusal && (
          <p role="alert" className="state state-error">
            {err(shownRefusal)}
          </p>
        )}
      </TableFrame>
    </div>
  );
}
