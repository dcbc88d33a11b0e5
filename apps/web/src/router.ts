import type { GameId } from './game-module.js';
import { findGame, GAMES } from './games/registry.js';

/** Every page of the site; the closed union the shell switches over. */
export type Route =
  | { readonly page: 'start' }
  | { readonly page: 'lobby'; readonly game: GameId }
  | { readonly page: 'rules'; readonly game: GameId }
  | { readonly page: 'leaderboard'; readonly game: GameId; readonly period: Period }
  /** The Tagesliste of today (`day` null) or of an earlier day (`?tag=YYYY-MM-DD`). */
  | { readonly page: 'daily'; readonly day: string | null }
  | { readonly page: 'profile' }
  | { readonly page: 'login' }
  | { readonly page: 'table'; readonly id: string }
  | { readonly page: 'verify'; readonly id: string }
  | { readonly page: 'replay'; readonly id: string }
  /** One of a game's own pages (`/spiel/<game>/<sub>`: practice, Fahrschule …), a key of its module's `pages`. */
  | { readonly page: 'game'; readonly game: GameId; readonly sub: string }
  | { readonly page: 'notFound'; readonly path: string };

export const PERIODS = ['all', 'week'] as const;
/** Bestenliste period: all-time or this week (issue 7). */
export type Period = (typeof PERIODS)[number];

const isGame = (s: string | undefined): s is GameId => findGame(s) !== undefined;
/** Whether `sub` is one of the game's own pages (its module's `pages`). */
const isGamePage = (game: string, sub: string | undefined): sub is string => {
  const pages = findGame(game)?.pages;
  return sub !== undefined && pages !== undefined && Object.hasOwn(pages, sub);
};

/** Reads a path (with optional query) into a route; unknown paths become `notFound`. */
export function matchRoute(pathWithQuery: string): Route {
  const [rawPath = '/', query = ''] = (pathWithQuery.split('#')[0] ?? '').split('?');
  const path = rawPath.replace(/\/+$/, '') || '/';
  const parts = path.split('/').filter(Boolean).map(safeDecode);
  const [a, b, c] = parts;
  if (parts.length === 0) return { page: 'start' };
  if (a === 'spiel' && isGame(b) && parts.length === 2) return { page: 'lobby', game: b };
  if (a === 'spiel' && isGame(b) && c === 'regeln' && parts.length === 3) return { page: 'rules', game: b };
  if (a === 'bestenliste' && parts.length <= 2 && (b === undefined || isGame(b))) {
    const period = new URLSearchParams(query).get('zeitraum') === 'woche' ? 'week' : 'all';
    // Without a game: the first of the registry's.
    return { page: 'leaderboard', game: b ?? GAMES[0]?.id ?? '', period };
  }
  if (a === 'tagesliste' && parts.length === 1) {
    // An earlier day has its own address (to keep or share; Back goes to the day before): QA
    // 7 Dec 2026, the day buttons had left the address at /tagesliste. A malformed day is today.
    const day = new URLSearchParams(query).get('tag');
    return { page: 'daily', day: day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null };
  }
  if (a === 'profil' && parts.length === 1) return { page: 'profile' };
  if (a === 'anmelden' && parts.length === 1) return { page: 'login' };
  if (a === 'spiel' && isGame(b) && isGamePage(b, c) && parts.length === 3) return { page: 'game', game: b, sub: c };
  if (a === 'tisch' && b && parts.length === 2 && /^[\w-]{1,64}$/.test(b)) return { page: 'table', id: b };
  if (a === 'pruefen' && b && parts.length === 2 && /^[\w-]{1,64}$/.test(b)) return { page: 'verify', id: b };
  if (a === 'wiederholung' && b && parts.length === 2 && /^[\w-]{1,64}$/.test(b)) return { page: 'replay', id: b };
  return { page: 'notFound', path };
}

/** The canonical path of a route (the inverse of `matchRoute`). */
export function hrefFor(route: Route): string {
  switch (route.page) {
    case 'start':
      return '/';
    case 'lobby':
      return `/spiel/${route.game}`;
    case 'rules':
      return `/spiel/${route.game}/regeln`;
    case 'leaderboard':
      return `/bestenliste/${route.game}${route.period === 'week' ? '?zeitraum=woche' : ''}`;
    case 'daily':
      return route.day === null ? '/tagesliste' : `/tagesliste?tag=${route.day}`;
    case 'profile':
      return '/profil';
    case 'login':
      return '/anmelden';
    case 'game':
      return `/spiel/${route.game}/${route.sub}`;
    case 'table':
      return `/tisch/${encodeURIComponent(route.id)}`;
    case 'verify':
      return `/pruefen/${encodeURIComponent(route.id)}`;
    case 'replay':
      return `/wiederholung/${encodeURIComponent(route.id)}`;
    case 'notFound':
      return route.path;
  }
}

/**
 * The page to go back to after logging in or registering (`/anmelden?zurueck=…`, e.g. from the
 * lobby's "Anmelden oder registrieren"): a path of this site only (a known page, one leading
 * slash, its `#section` kept), else null — never another site.
 */
export function returnPath(search: string): string | null {
  const back = new URLSearchParams(search).get('zurueck');
  if (back === null || !/^\/(?![/\\])/.test(back)) return null;
  const page = matchRoute(back).page;
  return page === 'notFound' || page === 'login' ? null : back;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The parts of `window.history`/`location` the router uses, so tests can pass a fake. */
export interface HistoryLike {
  readonly location: { readonly pathname: string; readonly search: string };
  pushState(data: unknown, unused: string, url: string): void;
  addPopStateListener(listener: () => void): () => void;
}

/** Client-side router over the history API: an external store of the current route. */
export class Router {
  #route: Route;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly history: HistoryLike) {
    this.#route = matchRoute(history.location.pathname + history.location.search);
    history.addPopStateListener(() => this.#set(matchRoute(history.location.pathname + history.location.search)));
  }

  readonly getRoute = (): Route => this.#route;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Goes to a path (pushes a history entry unless it is the current one). */
  navigate(to: string): void {
    const current = this.history.location.pathname + this.history.location.search;
    if (to !== current) this.history.pushState(null, '', to);
    this.#set(matchRoute(to));
  }

  #set(route: Route): void {
    this.#route = route;
    for (const l of this.#listeners) l();
  }
}

/** The browser's history, adapted. */
export function browserHistory(): HistoryLike {
  return {
    location: window.location,
    pushState: (d, u, url) => window.history.pushState(d, u, url),
    addPopStateListener: (l) => {
      window.addEventListener('popstate', l);
      return () => window.removeEventListener('popstate', l);
    },
  };
}
