/** Final standings: "Es gewinnt, wer die wenigsten Strafpunkte hat. Gleiche Strafpunkte teilen sich den Platz." */
import { compareTuples, placesFrom, type GameResult } from '@kartenhaus/core';
import { totalsOf } from './scoring.js';
import type { RoundScore, State } from './state.js';

/** L9: place bonus 30/15/5 for places 1/2/3 (shared places get the bonus of their place). */
const PLACE_BONUS = [30, 15, 5] as const;

/** L9: per round max(0, 10 − round penalty). */
export function roundPoints(scores: readonly RoundScore[], players: number): number[] {
  const points = Array.from({ length: players }, () => 0);
  for (const r of scores) r.penalty.forEach((p, i) => (points[i] = (points[i] ?? 0) + Math.max(0, 10 - p)));
  return points;
}

/** Standings of a finished game; `null` while it runs. */
export function result(s: State): GameResult | null {
  if (!s.over) return null;
  const totals = totalsOf(s.scores, s.config.players);
  const places = placesFrom(
    totals.map((t) => [t]),
    compareTuples,
  );
  const perRound = roundPoints(s.scores, s.config.players);
  const points = places.map((p, i) => (perRound[i] ?? 0) + (PLACE_BONUS[p - 1] ?? 0));
  return { places, scores: totals, points };
}
