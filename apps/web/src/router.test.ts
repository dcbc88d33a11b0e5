import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href.js';
import { hrefFor, matchRoute, returnPath, Router, type HistoryLike, type Route } from './router.js';

const ROUTES: Route[] = [
  { page: 'start' },
  { page: 'lobby', game: 'speedclimb' },
  { page: 'lobby', game: 'gipfelsturm' },
  { page: 'rules', game: 'speedlift' },
  { page: 'leaderboard', game: 'speedlift', period: 'all' },
  { page: 'leaderboard', game: 'gipfelsturm', period: 'week' },
  { page: 'daily', day: null },
  { page: 'daily', day: '2026-12-06' },
  { page: 'profile' },
  { page: 'login' },
  { page: 'table', id: 'abc-123' },
  { page: 'verify', id: 'g_7f3a-1' },
  { page: 'replay', id: 'g_7f3a-1' },
  { page: 'game', game: 'gipfelsturm', sub: 'uebung' },
  { page: 'game', game: 'speedclimb', sub: 'uebung' },
  { page: 'game', game: 'speedlift', sub: 'fahrschule' },
];

describe('router', () => {
  it.each(ROUTES)('round-trips %o through its path', (route) => {
    expect(matchRoute(hrefFor(route))).toEqual(route);
  });

  it('an earlier day of the Tagesliste has its own address; a malformed day is today', () => {
    expect(matchRoute('/tagesliste?tag=2026-12-06')).toEqual({ page: 'daily', day: '2026-12-06' });
    expect(hrefFor({ page: 'daily', day: '2026-12-06' })).toBe('/tagesliste?tag=2026-12-06');
    expect(matchRoute('/tagesliste?tag=gestern')).toEqual({ page: 'daily', day: null });
    expect(matchRoute('/tagesliste')).toEqual({ page: 'daily', day: null });
  });

  it('gives every game’s own pages the same shape: { page: game, game, sub }', () => {
    expect(matchRoute('/spiel/speedclimb/uebung')).toEqual({ page: 'game', game: 'speedclimb', sub: 'uebung' });
    expect(matchRoute('/spiel/gipfelsturm/uebung')).toEqual({ page: 'game', game: 'gipfelsturm', sub: 'uebung' });
    expect(matchRoute('/spiel/speedlift/uebung')).toEqual({ page: 'game', game: 'speedlift', sub: 'uebung' });
  });

  it('takes a game’s own pages from its module only (no inherited names)', () => {
    expect(matchRoute('/spiel/speedlift/constructor')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/spiel/speedlift/tagesfahrt')).toEqual({ page: 'game', game: 'speedlift', sub: 'tagesfahrt' });
  });

  it('ignores trailing slashes and fragments, and reads the period', () => {
    expect(matchRoute('/spiel/speedlift/')).toEqual({ page: 'lobby', game: 'speedlift' });
    expect(matchRoute('/spiel/speedlift#tagesfahrt')).toEqual({ page: 'lobby', game: 'speedlift' });
    expect(matchRoute('/bestenliste')).toEqual({ page: 'leaderboard', game: 'speedclimb', period: 'all' });
    expect(matchRoute('/bestenliste/speedclimb?zeitraum=woche')).toEqual({
      page: 'leaderboard',
      game: 'speedclimb',
      period: 'week',
    });
  });

  it('sends unknown paths and games to notFound', () => {
    expect(matchRoute('/spiel/schach')).toEqual({ page: 'notFound', path: '/spiel/schach' });
    expect(matchRoute('/tisch/a/b')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/tisch/<script>')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/pruefen')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/spiel/gipfelsturm/fahrschule')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/spiel/speedclimb/fahrschule')).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/wiederholung/a%20b')).toMatchObject({ page: 'notFound' });
  });

  it('pushes history entries, notifies, and follows back/forward', () => {
    let pop = () => {};
    const pushed: string[] = [];
    const location = { pathname: '/', search: '' };
    const history: HistoryLike = {
      location,
      pushState: (_d, _u, url) => {
        pushed.push(url);
        const [p = '/', q = ''] = url.split('?');
        location.pathname = p;
        location.search = q ? `?${q}` : '';
      },
      addPopStateListener: (l) => {
        pop = l;
        return () => {};
      },
    };
    const router = new Router(history);
    let changes = 0;
    router.subscribe(() => changes++);
    router.navigate('/spiel/speedlift');
    router.navigate('/spiel/speedlift'); // same place: no new entry
    expect(pushed).toEqual(['/spiel/speedlift']);
    expect(router.getRoute()).toEqual({ page: 'lobby', game: 'speedlift' });
    location.pathname = '/';
    pop();
    expect(router.getRoute()).toEqual({ page: 'start' });
    expect(changes).toBe(3);
  });
});

describe('the way back after logging in', () => {
  it('goes back to a page of this site, its section kept', () => {
    const href = loginHref('/spiel/speedclimb#tische');
    expect(href).toBe('/anmelden?zurueck=%2Fspiel%2Fspeedclimb%23tische');
    expect(returnPath(href.slice(href.indexOf('?')))).toBe('/spiel/speedclimb#tische');
    expect(returnPath('?zurueck=/tisch/abc')).toBe('/tisch/abc');
  });

  it('never to another site, an unknown page or the login page itself', () => {
    for (const search of [
      '',
      '?zurueck=',
      '?zurueck=https://example.com/',
      '?zurueck=//example.com/spiel/speedclimb',
      '?zurueck=/\\example.com',
      '?zurueck=spiel/speedclimb',
      '?zurueck=/gibt-es-nicht',
      '?zurueck=/anmelden',
    ])
      expect(returnPath(search), search).toBeNull();
  });
});
