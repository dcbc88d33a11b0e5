import type { Seat } from '@kartenhaus/core';
import { fittingPlays, seatsWithStock, type Choice, type Sight } from './sight.js';

/**
 * Random legal play, as the match runner plays it: a random seat among those who can act, then
 * one of that seat's legal moves uniformly (its card moves and, with stock left, its flip).
 */
export function randomChoice(sight: Sight, seat: Seat | null, rng: { int(n: number): number }): Choice | null {
  const plays = fittingPlays(sight);
  const seats = plays.length > 0 ? sight.tops.map((_, s) => s) : seatsWithStock(sight);
  if (seats.length === 0) return null;
  const who = seat ?? (seats[rng.int(seats.length)] as Seat);
  const canFlip = (sight.stockCounts[who] ?? 0) > 0;
  const i = rng.int(plays.length + (canFlip ? 1 : 0));
  const p = plays[i];
  return p ? { kind: 'play', pos: p.pos, pile: p.pile } : { kind: 'flip', seat: who };
}
