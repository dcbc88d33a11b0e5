/**
 * Final standings. Gipfelsturm/Nordwand (S9): camps reached, then fewer hand cards. Expedition
 * routes (S10): stages done, then fewer penalty points. Equal keys share the place. Leaderboard
 * points per S14: round(100 × camps done ÷ route length) + 30 / 15 (from 3 players) / 5 (from 4).
 */
import { compareTuples, placesFrom, type GameResult } from '@kartenhaus/core';
import { ROUTES } from './routes.js';
import type { State } from './state.js';

export function result(s: State): GameResult | null {
  if (s.phase !== 'over') return null;
  const r = ROUTES[s.route];
  const keys = s.level.map((lv, seat) =>
    r.scoring === 'summit' ? [-lv, s.hands[seat]!.length] : [-lv, s.penalty[seat]!],
  );
  const places = placesFrom(keys, compareTuples);
  const scores = r.scoring === 'summit' ? s.level.slice() : s.penalty.slice();
  const points = places.map((place, seat) => {
    const bonus = place === 1 ? 30 : place === 2 && s.players >= 3 ? 15 : place === 3 && s.players >= 4 ? 5 : 0;
    return Math.round((100 * s.level[seat]!) / r.camps.length) + bonus;
  });
  return { places, scores, points };
}
