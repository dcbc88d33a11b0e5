import type { GameResult } from '@kartenhaus/core';
import { isOver } from './table.js';
import type { GipfelState } from './types.js';

/**
 * "Ihr gewinnt gemeinsam": a team result. Score = leftover stock cards of the won deal; in a
 * Rekordjagd series the sum over its won deals (G4), and the series counts as won when at least
 * one deal was won (ruling G8). Everyone shares place 1 when the team won, else place 1 too
 * (nobody beat anybody); leaderboard points = the team score each.
 */
export function result(state: GipfelState): GameResult | null {
  if (!isOver(state)) return null;
  let score = 0;
  let won = false;
  for (const o of state.finished)
    if (o.won) {
      won = true;
      score += o.score;
    }
  const seats = state.rules.seats;
  return {
    places: Array.from({ length: seats }, () => 1),
    scores: Array.from({ length: seats }, () => score),
    points: Array.from({ length: seats }, () => score),
    team: { won, score },
  };
}
