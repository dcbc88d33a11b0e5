import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { followPages } from './announce.js';
import { Link } from './components/Link.js';
import { LiveRegion } from './components/LiveRegion.js';
import { SettingsDialog } from './components/SettingsDialog.js';
import { ShortcutsDialog } from './components/ShortcutsDialog.js';
import { useI18n, useServices, useSettings } from './context.js';
import type { GameId } from './game-module.js';
import type { TableGame } from './pages/TablePage.js';
import { lazyPart } from './components/lazy-part.js';
import { findGame, GAMES } from './games/registry.js';
import { Start } from './pages/Start.js';
import { focusAfterNavigation } from './focus.js';
import { dailyGame } from './lobby/table-settings.js';
import { isPageKey } from './page-keys.js';
import { LoadBoundary } from './components/LoadBoundary.js';
import { hrefFor, type Route } from './router.js';
import { reduceMotion } from './settings.js';
import { useStore } from './store/use-store.js';
import { useMe } from './pages/use-me.js';
import { shownName } from './i18n/names.js';
import { Loading } from './components/Loading.js';

// Only the start page is in the first download; every other page loads when it is opened
// (the rule texts, the table frame with the card kit and the socket client, the lobbies …).
const Lobby = lazy(() => import('./pages/Lobby.js').then((m) => ({ default: m.Lobby })));
const Leaderboard = lazy(() => import('./pages/Leaderboard.js').then((m) => ({ default: m.Leaderboard })));
const Daily = lazy(() => import('./pages/Daily.js').then((m) => ({ default: m.Daily })));
const Profile = lazy(() => import('./pages/Profile.js').then((m) => ({ default: m.Profile })));
const Login = lazy(() => import('./pages/Login.js').then((m) => ({ default: m.Login })));
const NotFound = lazy(() => import('./pages/NotFound.js').then((m) => ({ default: m.NotFound })));
const Rules = lazy(() => import('./pages/Rules.js').then((m) => ({ default: m.Rules })));
const Verify = lazy(() => import('./pages/Verify.js').then((m) => ({ default: m.Verify })));
const Replay = lazy(() => import('./pages/Replay.js').then((m) => ({ default: m.Replay })));
const TablePage = lazy(() => import('./pages/TablePage.js').then((m) => ({ default: m.TablePage })));

const gameOf = (r: Route): GameId | null =>
  r.page === 'lobby' || r.page === 'rules' || r.page === 'leaderboard' ? r.game : null;

/** The game whose keys `?` lists: its lobby, rules and leaderboard, and its own pages (`/spiel/<game>/<sub>`: practice …). */
const keysGameOf = (r: Route): GameId | null => (r.page === 'game' ? r.game : gameOf(r));

/** A game's own page (`/spiel/<game>/<sub>`), from its module (the router checked that it exists). */
function GamePage({ game, sub }: { game: GameId; sub: string }) {
  const load = findGame(game)?.pages[sub];
  if (!load) return <NotFound />;
  const Sub = lazyPart(load);
  return <Sub />;
}

function Page({ route, onTableGame }: { route: Route; onTableGame: (game: TableGame | null) => void }) {
  switch (route.page) {
    case 'start':
      return <Start />;
    case 'lobby':
      return <Lobby game={route.game} />;
    case 'rules':
      return <Rules game={route.game} />;
    case 'leaderboard':
      return <Leaderboard game={route.game} period={route.period} />;
    case 'daily':
      return <Daily day={route.day} />;
    case 'profile':
      return <Profile />;
    case 'login':
      return <Login />;
    case 'game':
      return <GamePage game={route.game} sub={route.sub} />;
    case 'table':
      return <TablePage id={route.id} onGame={onTableGame} />;
    case 'verify':
      return <Verify id={route.id} />;
    case 'replay':
      return <Replay id={route.id} />;
    case 'notFound':
      return <NotFound />;
  }
}

/** Applies language, motion and the page's accent to `<html>`. */
function useDocumentSettings(route: Route): void {
  const settings = useSettings();
  const [systemReduced, setSystemReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    const on = () => setSystemReduced(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  const game = gameOf(route);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = settings.language;
    html.dataset.motion = reduceMotion(settings, systemReduced) ? 'reduced' : 'full';
    if (game) html.dataset.game = game;
    else delete html.dataset.game;
  }, [settings, systemReduced, game]);
}

/** `?` opens the key list, `,` the Zahnrad — but never while typing. */
function useGlobalKeys(openHelp: () => void, openSettings: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e)) return;
      if (e.key === '?') {
        e.preventDefault();
        openHelp();
      } else if (e.key === ',') {
        e.preventDefault();
        openSettings();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openHelp, openSettings]);
}

/** After a client-side navigation, focus the new page's heading so screen readers read it. */
function useFocusOnNavigate(route: Route): void {
  // Compare addresses, not route objects: a popstate to the same address moves nothing.
  const last = useRef(hrefFor(route) + window.location.hash);
  useEffect(() => {
    const here = hrefFor(route) + window.location.hash;
    if (here === last.current) return;
    last.current = here;
    focusAfterNavigation(window.location.hash.slice(1));
  }, [route]);
}

/** The site's header: brand, navigation with the player (and "Anmelden" for guests), `?` and the Zahnrad. */
export function Header({
  onSettings,
  onHelp,
  route,
  game,
}: {
  onSettings: () => void;
  onHelp: () => void;
  route: Route;
  /** The game of the page (its lobby, rules, own pages, a table of it): the leaderboard link opens its list. */
  game?: GameId | null;
}) {
  const { t } = useI18n();
  // The daily ride's list, when a game has one (the Tagesfahrt).
  const ride = dailyGame()?.daily;
  const me = useMe();
  // At a table on a phone the navigation folds behind "Menü" (styles-sideways.css); a new page closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [route]);
  return (
    <header className="site-header">
      <div
        className="header-inner"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && menuOpen) {
            setMenuOpen(false);
            menuButton.current?.focus();
          }
        }}
      >
        <Link href="/" className="brand">
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M16 3 3 29h26z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <path d="M16 12 9.5 25h13z" fill="currentColor" />
          </svg>
          <span className="brand-name">Kartenhaus</span>
        </Link>
        <button
          type="button"
          ref={menuButton}
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {t('navMenu')}
        </button>
        <nav aria-label={t('navMain')} className="main-nav" id="main-nav" data-open={menuOpen || undefined}>
          <ul>
            <li>
              <Link href="/">{t('navGames')}</Link>
            </li>
            <li>
              <Link href={hrefFor({ page: 'leaderboard', game: game ?? GAMES[0]?.id ?? '', period: 'all' })}>
                {t('navLeaderboard')}
              </Link>
            </li>
            {ride && (
              <li>
                <Link href="/tagesliste">{t(ride.words.list)}</Link>
              </li>
            )}
            {me && (
              <li>
                <Link href="/profil">
                  {shownName(me.name, t)}
                  {me.taler !== null && <span className="taler"> · {t('talerAmount', { n: me.taler })}</span>}
                </Link>
              </li>
            )}
            {/* A guest plays under a name of the server's; logging in or registering is one click away. */}
            {(!me || me.guest) && (
              <li>
                <Link href="/anmelden">{t('navLogin')}</Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="header-tools">
          <button type="button" className="icon-button" onClick={onHelp} aria-label={t('shortcutsTitle')} title="?">
            <span aria-hidden="true">?</span>
          </button>
          <button type="button" className="icon-button" onClick={onSettings} aria-label={t('settingsTitle')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.4-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.3h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.4L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.4 2.5-1c.5.4 1.1.8 1.7 1l.4 2.7h4l.4-2.7c.6-.2 1.2-.6 1.7-1l2.5 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
                transform="translate(-1 0)"
              />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}

/** The frame of every page: skip link, header with navigation, main, footer, dialogs, live region. */
export function App() {
  const { router, announcer } = useServices();
  // What the announcer said on one page is not left for the next one to read.
  useEffect(() => followPages(announcer, router.subscribe, () => hrefFor(router.getRoute())), [announcer, router]);
  const route = useStore({ subscribe: router.subscribe, getSnapshot: router.getRoute });
  const { t } = useI18n();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // At a table the route names no game; the table page tells which one is played.
  const [table, setTableGame] = useState<TableGame | null>(null);
  const tableGame = table?.game ?? null;
  const pageGame = keysGameOf(route) ?? (route.page === 'table' ? tableGame : null);
  // A watcher's "?" names no game keys: they do nothing without a seat.
  const watching = route.page === 'table' && table?.watching === true;
  // The Zahnrad shows a game's own switches at its table and on its own pages (practice …), every
  // game's elsewhere (its lobby and rules too: nothing there is played).
  const playedGame = route.page === 'game' ? route.game : route.page === 'table' ? tableGame : null;
  const openSettings = useRef(() => setSettingsOpen(true)).current;
  const openHelp = useRef(() => setHelpOpen(true)).current;
  useDocumentSettings(route);
  useGlobalKeys(openHelp, openSettings);
  // The figure web/first-render (bench.ts) reads this mark: the shell's first commit to the DOM.
  useEffect(() => {
    performance.mark('kartenhaus:first-render');
  }, []);
  useFocusOnNavigate(route);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header onSettings={openSettings} onHelp={openHelp} route={route} game={pageGame} />
      <main id="main" tabIndex={-1}>
        <LoadBoundary t={t} resetKey={hrefFor(route)}>
          <Suspense fallback={<Loading />}>
            <Page route={route} onTableGame={setTableGame} />
          </Suspense>
        </LoadBoundary>
      </main>
      <footer className="site-footer">
        <p>{t('footerLine')}</p>
        <p className="small footer-keys">{t('footerKeys')}</p>
      </footer>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} game={findGame(playedGame) ?? null} />
      <ShortcutsDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        game={findGame(pageGame) ?? null}
        page={route.page === 'game' ? route.sub : null}
        watching={watching}
      />
      <LiveRegion />
    </>
  );
}
