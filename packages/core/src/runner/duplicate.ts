/**
 * Duplicate play: the same deals for two bots. For every deal A sits on each seat position in
 * turn with B on every other seat, and the same deal is played once with B on every seat (the
 * baseline: "B there"). Bots' generators derive from the deal's seed and the seat, so the other
 * seats' bots get the same seeds in every game of a deal; A against itself gives gain 0 exactly.
 * With a third label C the other seats hold C instead of B (A and B each alone among C's: the
 * A/B of two strong variants at tables of a cheaper bot).
 */
import type { DuplicateScore, GameModule, GameResult } from '../game.js';
import type { Seat } from '../seats.js';
import { playMatch } from './match.js';

/** One deal's games per seat position: A there and B there, the other seats alike. */
export interface DuplicateDeal {
  readonly deal: number;
  readonly seed: string;
  /** `withA[p]`: the game with A on seat p and B (or C) on the other seats. */
  readonly withA: readonly GameResult[];
  /** `withB[p]`: the same with B on seat p (without C one game, B on every seat, for every p). */
  readonly withB: readonly GameResult[];
}

/** The default: the seat's share of first place (a shared first place counts fractionally). */
export const WIN_SHARE: DuplicateScore = {
  unit: 'win share per game (1 = every game won)',
  value(result, seat) {
    if (result.places[seat] !== 1) return 0;
    return 1 / result.places.filter((p) => p === 1).length;
  },
};

/** The line-up of a duplicate game: `one` on `seat`, `rest` elsewhere. */
export function lineUp(one: string, rest: string, players: number, seat: Seat | null): string[] {
  return Array.from({ length: players }, (_, s) => (s === seat ? one : rest));
}

/**
 * Plays one deal of a duplicate match: players + 1 games (the all-B game serves every seat), or
 * 2 × players with a third label `others` on the other seats.
 */
export function playDuplicateDeal(
  mod: GameModule,
  config: unknown,
  seed: string,
  deal: number,
  a: string,
  b: string,
  players: number,
  others: string = b,
): DuplicateDeal {
  const dealSeed = `${seed}:${deal}`;
  const game = (one: string, seat: Seat | null): GameResult =>
    playMatch(mod, config, dealSeed, lineUp(one, others, players, seat)).result;
  const seats = Array.from({ length: players }, (_, p) => p);
  const base = others === b ? game(b, null) : null;
  return {
    deal,
    seed: dealSeed,
    withA: seats.map((p) => game(a, p)),
    withB: seats.map((p) => base ?? game(b, p)),
  };
}

/** A deal's paired difference: the mean over seat positions of A's value minus B's in that seat. */
export function dealGain(d: DuplicateDeal, score: DuplicateScore): number {
  let sum = 0;
  d.withA.forEach((r, p) => (sum += score.value(r, p) - score.value(d.withB[p] as GameResult, p)));
  return sum / d.withA.length;
}

export interface DuplicateSummary {
  readonly a: string;
  readonly b: string;
  /** The bot on the other seats (B itself unless a third label was given). */
  readonly others: string;
  readonly players: number;
  readonly deals: number;
  readonly unit: string;
  /** Mean paired difference per deal: how much better A did than B in A's seat. */
  readonly gain: number;
  /** 95 % interval of `gain` (normal approximation over the per-deal differences). */
  readonly ci: [number, number];
  /** Standard deviation of the per-deal differences. */
  readonly sd: number;
  /** The same pairing in win share (for games whose unit is not already the win share). */
  readonly winGain: number;
  readonly winCi: [number, number];
}

/** Mean and 95 % interval of a sample of paired differences. */
export function meanInterval(xs: readonly number[], z = 1.959964): { mean: number; sd: number; ci: [number, number] } {
  const n = xs.length;
  if (n === 0) return { mean: 0, sd: 0, ci: [0, 0] };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const half = (z * sd) / Math.sqrt(n);
  return { mean, sd, ci: [mean - half, mean + half] };
}

export function summarizeDuplicate(
  deals: readonly DuplicateDeal[],
  a: string,
  b: string,
  players: number,
  score: DuplicateScore,
  others: string = b,
): DuplicateSummary {
  if (deals.some((d) => d.withA.some((r) => r.team))) throw new Error('duplicate play needs a competitive game');
  const own = meanInterval(deals.map((d) => dealGain(d, score)));
  const win = meanInterval(deals.map((d) => dealGain(d, WIN_SHARE)));
  return {
    a,
    b,
    others,
    players,
    deals: deals.length,
    unit: score.unit,
    gain: own.mean,
    ci: own.ci,
    sd: own.sd,
    winGain: win.mean,
    winCi: win.ci,
  };
}
