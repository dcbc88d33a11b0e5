import type { GameResult } from '@kartenhaus/core';

/** Who gets how much of the pot. */
export type PotShare = { readonly seat: number; readonly amount: number };

/**
 * S13: the pot goes to the best-placed human; humans tied for best split it (integer Taler,
 * remainder to the lowest seat). One human at the table: the stake comes back. A human who
 * left early loses the stake (it stays in the pot) and cannot win it. With nobody left to win
 * it (every staking human left), the pot goes to the house (an empty list).
 */
export function splitPot(
  pot: number,
  stakedSeats: readonly number[],
  leavers: readonly number[],
  places: GameResult['places'],
): PotShare[] {
  if (pot <= 0) return [];
  const seats = [...stakedSeats].sort((a, b) => a - b);
  if (seats.length === 1) return [{ seat: seats[0]!, amount: pot }];
  const eligible = seats.filter((s) => !leavers.includes(s) && places[s] !== undefined);
  if (eligible.length === 0) return [];
  const best = Math.min(...eligible.map((s) => places[s]!));
  const winners = eligible.filter((s) => places[s] === best);
  const each = Math.floor(pot / winners.length);
  const rest = pot - each * winners.length;
  return winners.map((seat, i) => ({ seat, amount: each + (i === 0 ? rest : 0) })).filter((s) => s.amount > 0);
}
