/**
 * Playing for the game, not only the round (issue 22, fifth pass). "Hat nach einer Runde jemand
 * so viele Strafpunkte erreicht, ist die Partie aus" and "Es gewinnt, wer die wenigsten
 * Strafpunkte hat": a round that ends the game is the last one, so a seat that would win then
 * saves every penalty point the further rounds would bring it. A playout is therefore valued as
 * the seat's round penalty plus the expected penalty of the rest of the game — except when the
 * round ends the game and the seat has won it (no other seat has fewer points). A seat that is not
 * ahead gets the same addition whether the game ends (lost) or goes on, so it neither hurries an
 * end it would lose nor delays it; a seat ahead prefers the end. In the shift's last round the game
 * ends in any case and only the round counts, as before.
 */
import type { View } from './view.js';

/** What a seat knows about the game around the round, prepared once per decision. */
export interface GameContext {
  readonly seat: number;
  /** Penalty points of the finished rounds, per seat. */
  readonly totals: readonly number[];
  readonly limit: number;
  /** Rounds of the shift after this one. */
  readonly roundsAfter: number;
  /**
   * The expected penalty of the rounds after this one, the same for every playout of a decision
   * (so that no move can lower it by changing who takes what).
   */
  readonly rest: number;
}

/**
 * The seat's game around this round. The rest of the game: one average round (the finished
 * rounds' mean penalty per seat, 10 before any) for each round left in the shift after this one,
 * but no more than the highest total needs to reach the limit at one and a half average rounds
 * each (the seat that takes most grows faster than the average), counting this round as one such
 * step; at least one round.
 */
export function gameContext(view: View): GameContext {
  const finished = view.scores.length;
  const n = view.totals.length;
  const sum = view.totals.reduce((a, b) => a + b, 0);
  const perRound = finished > 0 && n > 0 ? sum / (finished * n) : 10;
  const roundsAfter = Math.max(0, view.rounds - view.round - 1);
  const high = Math.max(0, ...view.totals);
  const step = 1.5 * perRound;
  const byLimit = Math.ceil((view.config.limit - high - step) / step);
  return {
    seat: view.seat ?? 0,
    totals: view.totals,
    limit: view.config.limit,
    roundsAfter,
    rest: perRound * Math.max(1, Math.min(roundsAfter, byLimit)),
  };
}

/**
 * Whether the round, ending with these penalties (every seat's, this round), ends the game with the
 * seat ahead or level at the top — never in the shift's last round, where the game ends anyway.
 */
export function endsAhead(ctx: GameContext, round: readonly number[]): boolean {
  if (ctx.roundsAfter === 0) return false;
  let ends = false;
  for (let s = 0; s < round.length; s++) if ((ctx.totals[s] ?? 0) + (round[s] as number) >= ctx.limit) ends = true;
  if (!ends) return false;
  const mine = (ctx.totals[ctx.seat] ?? 0) + (round[ctx.seat] as number);
  for (let s = 0; s < round.length; s++)
    if (s !== ctx.seat && (ctx.totals[s] ?? 0) + (round[s] as number) < mine) return false;
  return true;
}

/**
 * The value of a playout for the seat (lower is better): the own round penalty, plus the rest of
 * the game unless the round ends the game with the seat ahead; in the shift's last round the own
 * round penalty alone.
 */
export function gameValue(ctx: GameContext, round: readonly number[]): number {
  const own = round[ctx.seat] as number;
  if (ctx.roundsAfter === 0 || endsAhead(ctx, round)) return own;
  return own + ctx.rest;
}
