import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link } from '../components/Link.js';
import { NotEnoughTaler } from '../components/NotEnoughTaler.js';
import { useI18n, useServices } from '../context.js';
import { say, type GameId } from '../game-module.js';
import { lazyPart } from '../components/lazy-part.js';
import { findGame } from '../games/registry.js';
import { callApi, type ApiResult } from '../net/api.js';
import type { Me } from '../net/shapes.js';
import { gameSocket } from '../net/game-socket.js';
import { TableStore } from '../store/table-store.js';
import { useStore } from '../store/use-store.js';
import type { Translate } from '../i18n/i18n.js';
import { shownName, withShownNames } from '../i18n/names.js';
import { balanceMoved } from '../table/balance.js';
import { isDailyTable, useDailyCounts } from '../table/daily-counts.js';
import { endLines } from '../table/end-summary.js';
import { parseGameEnd, tableExtras, WatcherNews, type GameEnd } from '../table/fair.js';
import {
  frameRefusal,
  gameScreen,
  stakeRefusal,
  tableBody,
  type Refusal,
  type RestoredLog,
  type TableScreenProps,
} from '../table/screens.js';
import { dealtToOthers, ownGameSeat, seatNames } from '../table/seat-names.js';
import { seatNews, seatNewsText } from '../table/seat-news.js';
import { PlayerNews, playerNewsText } from '../table/player-news.js';
import { restoredOf, withUpdate } from '../table/server-moves.js';
import { useMe } from './use-me.js';
import { offersSeat } from '../lobby/table-line.js';
import { freeToComputers, humansNeeded } from '../lobby/table-settings.js';
import { TableFrame } from '../table/TableFrame.js';
import { CopyableCode } from '../table/SeedHash.js';
import { useDocumentTitle } from '../document-title.js';
import { Loading } from '../components/Loading.js';

/** The game's table screen (lazy, made once per game), or null for a game without one. */
function tableScreenOf(game: string): ComponentType<TableScreenProps> | null {
  const load = gameScreen(game).table;
  return load ? lazyPart(load) : null;
}

/**
 * After the end, the game's API entry reveals the seed and says what the end settled (the pot,
 * the leaderboard points); asked a few times while it settles.
 */
function useGameEnd(gameId: string | null, finished: boolean): GameEnd | null {
  const [end, setEnd] = useState<{ id: string; end: GameEnd } | null>(null);
  useEffect(() => {
    if (!gameId || !finished) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (triesLeft: number) => {
      void callApi(`/api/games/${encodeURIComponent(gameId)}`, parseGameEnd).then((r) => {
        if (!live) return;
        if (r.state === 'ok' && r.data.seed) setEnd({ id: gameId, end: r.data });
        else if (triesLeft > 0) timer = setTimeout(() => ask(triesLeft - 1), 1000);
      });
    };
    ask(5);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, finished]);
  return end && end.id === gameId ? end.end : null;
}

/** What a table's news source is fed with and how it ends (`WatcherNews`, `PlayerNews`). */
interface NewsSource<T> {
  update(value: T): void;
  stop(): void;
}

/**
 * A news source of the table, made once per page (`make`, given how to say a text in the page's
 * current language) and fed each new `value`; what it finds is said politely by the announcer.
 */
function useTableNews<T>(
  value: T | null,
  make: (say: (text: (t: Translate) => string) => void) => NewsSource<T>,
): void {
  const { t } = useI18n();
  const { announcer } = useServices();
  const lang = useRef(t);
  lang.current = t;
  const news = useRef<NewsSource<T> | null>(null);
  useEffect(() => {
    const n = make((text) => announcer.announce(text(lang.current)));
    news.current = n;
    return () => {
      n.stop();
      news.current = null;
    };
  }, [announcer]);
  useEffect(() => {
    // Every update brings a new value; the news sources say only what changed.
    if (value !== null) news.current?.update(value);
  }, [value]);
}

/** Says politely who started watching (not those already there when the page opened, nor who just sat down). */
function useWatcherAnnouncements(spectators: readonly string[] | null): void {
  useTableNews(spectators, (say) => new WatcherNews((name) => say((t) => t('startsWatching', { name }))));
}

/**
 * Says politely who of the others sat down or got up, and who lost the connection during a game
 * (after a grace) and is back (`PlayerNews`): not of oneself, nor of the table as the page found it.
 * Fed the server's names (a language switch is no new player); said as the seat list names them.
 */
function usePlayerAnnouncements(info: TableInfo | null): void {
  useTableNews(info, (say) => new PlayerNews((item) => say((t) => playerNewsText(item, t))));
}

/**
 * Says once when the computer takes over another player's seat, and when that player is back —
 * unless the game's log writes it (`GameScreen.logsSeatNews`), which is read as well.
 */
function useSeatAnnouncements(info: TableInfo | null): void {
  const { t } = useI18n();
  const { announcer } = useServices();
  const last = useRef<TableInfo | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = info;
    if (!before || !info || gameScreen(info.settings.game).logsSeatNews === true) return;
    for (const n of seatNews(before, info)) announcer.announce(seatNewsText(n, t));
  }, [info, announcer, t]);
}

interface Held {
  readonly info: TableInfo;
  readonly receivedAt: number;
  /** The log's steps from the last snapshot (a page opened anew), for the game screen. */
  readonly restored: RestoredLog | null;
}

/** The page's player id, once `/api/me` answered (null before). */
function playerId(account: { getSnapshot(): ApiResult<Me> | null }): string | null {
  const me = account.getSnapshot();
  return me?.state === 'ok' ? me.data.id : null;
}

/** Whether the table changed as a command's answer sees it: its phase, or who sits where. */
export function tableMoved(before: TableInfo, after: TableInfo): boolean {
  const seats = (i: TableInfo) => i.seats.map((s) => `${s.kind}:${s.name ?? ''}:${s.away}`).join(',');
  return before.phase !== after.phase || seats(before) !== seats(after);
}

/** Follows one table over the page's socket: the table info, and the seat's view in a TableStore. */
function useTable(id: string) {
  const { account } = useServices();
  const socket = gameSocket(account);
  const [store] = useState(() => new TableStore<unknown, string>());
  const [held, setHeld] = useState<Held | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  /** The table as the last frame described it (read when a command's answer comes: the frames came first). */
  const latest = useRef<TableInfo | null>(null);
  const connection = useStore({ subscribe: socket.client.subscribe, getSnapshot: socket.client.getState });
  useEffect(() => store.setConnection(connection), [store, connection]);
  useEffect(() => {
    latest.current = null;
    let snapshots = 0;
    const off = socket.client.onMessage((m: ServerMessage) => {
      if ((m.t === 'snapshot' || m.t === 'update') && m.table === id) {
        store.receiveView(m.view, m.v);
        // The header's Taler: a stake taken at the deal, the pot paid at the end.
        const lastInfo = latest.current;
        if (balanceMoved(lastInfo, m.info)) void account.refreshBalance();
        // A refused command ("Zu wenige Spieler, um zu beginnen.") answers the table as it was: once
        // someone sits down or gets up, or the phase moves on, it is no longer true and goes (QA: it
        // stood on after the third player sat down, and in the live region after the start).
        if (lastInfo && tableMoved(lastInfo, m.info)) setRefused((r) => (r && !r.move ? null : r));
        latest.current = m.info;
        const restored = m.t === 'snapshot' ? restoredOf(m.recent, ++snapshots, m.v, m.info.you) : undefined;
        setHeld((h) => ({
          info: m.info,
          receivedAt: performance.now(),
          // An update's steps join the snapshot's (for a game screen that mounts late); a new game
          // at the table starts without the old one's.
          restored:
            restored ??
            (h?.restored && m.t === 'update'
              ? h.info.gameNo === m.info.gameNo
                ? withUpdate(h.restored, m)
                : // (Its version stays: a newer one would have the screen rebuild its log from
                  // nothing, and "Neue Partie – …" went with the old game's lines — e2e speedlift-end.)
                  { events: [], computer: [], news: [], n: h.restored.n, v: h.restored.v }
              : (h?.restored ?? null)),
        }));
      } else if (m.t === 'error' && m.table === id && m.ref === undefined) {
        setRefused({ code: stakeRefusal(m.code, m.detail, playerId(account)), move: m.seq !== undefined });
        if (m.seq !== undefined) store.settle(m.seq, m.code);
      } else if (m.t === 'ack' && m.table === id) store.settle(m.seq, null);
    });
    socket.client.watch(id);
    return () => {
      off();
      socket.client.unwatch(id);
      socket.client.post({ t: 'close', table: id });
    };
  }, [socket, store, id, account]);
  return { socket, store, held, refused, setRefused, latest };
}

/** The game of a table (null for a game this page does not know). */
const knownGame = (name: string): GameId | null => findGame(name)?.id ?? null;

/** A table (`/tisch/:id`): the frame around the game, live from the server. */
/** What the table page tells the frame: the game played here, and whether this page only watches. */
export interface TableGame {
  readonly game: GameId;
  /** No seat ("Zuschauen"): the game's keys do nothing here. */
  readonly watching: boolean;
}

export function TablePage({ id, onGame }: { id: string; onGame?: (game: TableGame | null) => void }) {
  const { t, err, lang } = useI18n();
  const { announcer, router, account } = useServices();
  const { socket, store, held, refused, setRefused, latest } = useTable(id);
  const snap = useStore(store);
  const askedSeat = useRef(false);
  const [invited, setInvited] = useState<'full' | 'started' | null>(null);
  const command = useCallback(
    (msg: { t: 'leave' | 'back' | 'ready' | 'rematch' | 'start' } | { t: 'sit'; seat: number }, onOk?: () => void) => {
      void socket.request({ ...msg, table: id }).then((a) => {
        if (!a.ok) {
          const code = stakeRefusal(a.code, a.detail, playerId(account));
          setRefused({ code, move: false });
          announcer.announce(err(code));
        } else {
          setRefused(null);
          onOk?.();
        }
      });
    },
    [socket, id, announcer, err, setRefused, account],
  );
  // "Platz nehmen" from the lobby: sit on the first empty seat once the table is known.
  useEffect(() => {
    if (!held || askedSeat.current || new URLSearchParams(location.search).get('platz') !== 'frei') return;
    askedSeat.current = true;
    if (held.info.you !== null) return;
    const free = held.info.seats.find((s) => s.kind === 'empty');
    if (free) {
      command({ t: 'sit', seat: free.seat });
      return;
    }
    // An invitation to a table with no seat left makes a watcher, and says so (QA 6 Dec 2026: the
    // guest was made a watcher without a word) — in the page and to a screen reader (a status put
    // into the page with its words is not always read).
    const why = held.info.phase === 'waiting' ? 'full' : 'started';
    setInvited(why);
    announcer.announce(t(why === 'full' ? 'inviteFull' : 'inviteStarted'));
  }, [held, command, announcer, t]);
  // The route names only the table; "?" lists the keys of the game played here.
  const heldGame = held ? knownGame(held.info.settings.game) : null;
  const lobbyHref = heldGame ? `/spiel/${heldGame}` : '/';
  // The last player to get up from a table without a running game closes it (the server's last
  // update says `closed`, then it forgets the table): the page has nothing left for the player and
  // goes back to the game's lobby (QA: it stayed on the closed table, the player a watcher of four
  // empty seats, with nothing to press). One who gets up while others still sit stays and watches,
  // free to sit down again; a leaver of a running game keeps the seat (A3: the computer plays it,
  // "Ich bin zurück") and stays too.
  const leave = useCallback(
    () =>
      command({ t: 'leave' }, () => {
        // The server's update came before its answer: the table as it is after leaving.
        if (latest.current?.phase !== 'closed') return;
        announcer.announce(t('tableLeft'));
        router.navigate(lobbyHref);
      }),
    [command, latest, announcer, t, router, lobbyHref],
  );
  const watching = held ? held.info.you === null : false;
  useEffect(() => {
    onGame?.(heldGame ? { game: heldGame, watching } : null);
    return () => onGame?.(null);
  }, [heldGame, watching, onGame]);
  const phase = held?.info.phase;
  // Every name as this page's language reads it ("Guest 1234" in English).
  const shown = useMemo(() => (held ? withShownNames(held.info, t) : null), [held, t]);
  const extras = shown ? tableExtras(shown) : null;
  const me = useMe();
  // Not oneself, after getting up ("Gast 2912 schaut jetzt zu." was said to Gast 2912).
  const myName = me ? shownName(me.name, t) : null;
  const allWatchers = extras?.spectators;
  const watchers = useMemo(() => allWatchers?.filter((n) => n !== myName) ?? null, [allWatchers, myName]);
  useWatcherAnnouncements(watchers);
  useSeatAnnouncements(shown);
  usePlayerAnnouncements(held?.info ?? null);
  const end = useGameEnd(extras?.gameId ?? null, phase === 'finished');
  const ride = findGame(shown?.settings.game)?.daily;
  const daily = useDailyCounts(shown, ride);
  const rideWords = ride?.words;
  // The frame's heading is the game's name; until the table is there, "Tisch …".
  useDocumentTitle(held ? (findGame(heldGame)?.name ?? held.info.settings.game) : t('tableTitle', { id }));
  const summaryWords = findGame(heldGame)?.summaryTitle;
  const summaryTitle = summaryWords ? say(t, lang, summaryWords) : t('roundSummary');
  useEffect(() => {
    if (phase === 'summary') announcer.announce(summaryTitle);
    if (phase === 'finished') announcer.announce(t('gameOver'));
  }, [phase, announcer, t, summaryTitle]);

  if (!held) {
    return (
      <div className="table-frame">
        <h1 tabIndex={-1}>{t('tableTitle', { id })}</h1>
        {refused ? (
          // The table is not to be had ("Diesen Tisch gibt es nicht (mehr)."): an alert, read as it
          // appears (the status it shared with "Lädt …" is gone, see `Loading`).
          <p className="state" role="alert">
            {err(refused.code)}
          </p>
        ) : (
          <Loading>{snap.connection === 'connected' ? t('loading') : t('connConnecting')}</Loading>
        )}
        <Link className="button" href="/">
          {t('toStart')}
        </Link>
      </div>
    );
  }
  const info = shown ?? held.info;
  const game = findGame(heldGame);
  const solo = info.settings.mode === 'solo';
  const Screen = tableScreenOf(info.settings.game);
  const { gameId, seedHash, spectators } = tableExtras(info);
  const body = tableBody(Screen !== null, snap.view !== null, info.phase);
  const shownRefusal = frameRefusal(refused, gameScreen(info.settings.game), body === 'screen');
  const guest = me ? me.guest : null;
  const needed = info.phase === 'waiting' && game ? humansNeeded(info, game.tableOptions) : null;
  const firstEmpty = info.seats.find((x) => x.kind === 'empty')?.seat ?? null;
  const freeSeat =
    info.phase === 'waiting' &&
    offersSeat({ phase: info.phase, free: firstEmpty === null ? 0 : 1, mine: false, stake: info.settings.stake }, guest)
      ? firstEmpty
      : null;
  const endText =
    info.phase === 'finished' && end
      ? endLines(
          t,
          end,
          seatNames(info, { you: t('youName'), computer: () => t('computer'), seatNo: (n) => t('seatN', { n }) }),
          ownGameSeat(info),
          guest,
        )
      : [];
  return (
    <div className={`screen-fill${game ? ` game-${game.id}` : ''}`}>
      <TableFrame
        title={game ? game.name : info.settings.game}
        phase={info.phase}
        seats={info.seats}
        freeToComputers={freeToComputers(info, game?.tableOptions ?? [])}
        you={info.you}
        stake={info.settings.stake}
        solo={solo}
        rematchLabel={solo && game?.rematch ? say(t, lang, game.rematch) : t('rematch')}
        summaryTitle={summaryTitle}
        connection={snap.connection}
        receivedAt={held.receivedAt}
        timerMs={info.timerMs}
        seedHash={seedHash}
        seed={end?.seed ?? null}
        gameId={info.phase === 'finished' ? gameId : null}
        spectators={spectators}
        ownsSummary={gameScreen(info.settings.game).ownsSummary === true && Screen !== null}
        ownsCountdown={gameScreen(info.settings.game).ownsCountdown === true && Screen !== null}
        othersDealt={dealtToOthers(info)}
        guest={guest}
        daily={
          !isDailyTable(info) || daily === 'guest' || !rideWords
            ? null
            : { counts: daily === null ? 'unknown' : daily ? 'counts' : 'notCounted', words: rideWords }
        }
        result={
          endText.length > 0 ? (
            <div className="end-settled">
              {endText.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : undefined
        }
        lobby={
          heldGame
            ? { href: `/spiel/${heldGame}`, label: t('toLobby', { game: findGame(heldGame)?.name ?? heldGame }) }
            : null
        }
        onLeave={leave}
        // Said, not only shown (keyboard QA 7 Dec 2026: the banner went and nothing told the player).
        onBack={() => command({ t: 'back' }, () => announcer.announce(t('backSelf')))}
        onContinue={() => command({ t: 'ready' })}
        onRematch={() => command({ t: 'rematch' })}
      >
        {info.phase === 'waiting' &&
          info.you !== null &&
          (info.you === info.hostSeat ? (
            needed !== null ? (
              // Free seats stay empty here and too few humans sit: the start would be refused.
              <p className="state">{t('needHumans', { n: needed })}</p>
            ) : (
              <p className="actions">
                <button type="button" className="button primary" onClick={() => command({ t: 'start' })}>
                  {t('startGame')}
                </button>
              </p>
            )
          ) : (
            // Only the host may start (the server refuses anyone else with ERR_NOT_HOST).
            <p className="state">{t('hostStarts', { host: info.host ?? '—' })}</p>
          ))}
        {/* The way to invite: the table's link that seats whoever opens it (QA 6 Dec 2026: the host
            of a table for two had nothing to send but the address bar's, which only lets watch). */}
        {info.phase === 'waiting' && info.you !== null && !solo && info.seats.some((x) => x.kind === 'empty') && (
          <p className="invite">
            {t('inviteLine')}{' '}
            <CopyableCode
              value={`${location.origin}/tisch/${encodeURIComponent(info.id)}?platz=frei`}
              label={t('inviteLink')}
              short={false}
            />
          </p>
        )}
        {info.you === null &&
          ((invited === 'full' && info.phase === 'waiting' && freeSeat === null) ||
            (invited === 'started' && ['countdown', 'playing', 'summary'].includes(info.phase))) && (
            <p className="state invite-watching" role="status">
              {t(invited === 'full' ? 'inviteFull' : 'inviteStarted')}
            </p>
          )}
        {/* A spectator of a waiting table (one who got up, or came to watch) may take a free seat, as in the lobby. */}
        {info.you === null && freeSeat !== null && (
          <p className="actions">
            <button type="button" className="button primary" onClick={() => command({ t: 'sit', seat: freeSeat })}>
              {t('sitDown')}
            </button>
          </p>
        )}
        {info.phase === 'closed' && (
          // Closed while the page was open (its last player left): no seat or game here any more.
          <p className="state table-closed" role="status">
            {t('tableClosed')}{' '}
            <Link className="button" href={lobbyHref}>
              {game ? t('toLobby', { game: game.name }) : t('toStart')}
            </Link>
          </p>
        )}
        {Screen && body === 'screen' ? (
          <Suspense fallback={<Loading bare />}>
            <Screen
              id={id}
              info={info}
              socket={socket}
              store={store}
              receivedAt={held.receivedAt}
              restored={held.restored}
              onReady={() => command({ t: 'ready' })}
            />
          </Suspense>
        ) : body === 'dealing' ? (
          <p className="state">{t('tableNotDealt')}</p>
        ) : body === 'loading' ? (
          <Loading />
        ) : body === 'none' ? null : (
          <p className="state">{t('gameScreenNotYet', { game: game ? game.name : info.settings.game })}</p>
        )}
        {shownRefusal && (
          <p role="alert" className="state state-error">
            {shownRefusal === 'ERR_NOT_ENOUGH_TALER' ? (
              <NotEnoughTaler stake={info.settings.stake} />
            ) : (
              err(shownRefusal, info.settings.game)
            )}
          </p>
        )}
      </TableFrame>
    </div>
  );
}
