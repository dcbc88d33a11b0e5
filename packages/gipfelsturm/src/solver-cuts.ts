import { RANKS } from './cards.js';
import type { Search } from './solver-search.js';

// The exact solver's cuts (solver.ts): positions proven lost without searching them. Why each is
// exact is argued in docs/rules/gipfelsturm.md ("Exact solver").

/**
 * Hall's condition on ranks (see `hallFails`): the demand ranks in the order in which neighbouring
 * ones share a supply rank. With the wrap one cycle 0, 2, …, 12, 1, 3, …, 11 (each next rank is two
 * up, so r and r + 2 share r + 1); without it two paths, the even and the odd ranks.
 */
const HALL_WRAP = Array.from({ length: RANKS }, (_, i) => (2 * i) % RANKS);
const HALL_PATHS = [
  [0, 2, 4, 6, 8, 10, 12],
  [1, 3, 5, 7, 9, 11],
];
/**
 * Fills the bases per rank: `s.supply` (remaining peak cards plus `s.outside`: cards still in the
 * stocks and pile tops), and for Hall's condition the bases of rank q that count for the demand
 * rank above q (`up`), below q (`down`) and both (`both`): a peak card of rank q counts unless it
 * lies under every remaining peak card of those demand ranks (`s.underAll`; see `noBase`).
 */
export function fillSupply(s: Search): void {
  const out = s.outside;
  const rankMask = s.rankMask;
  const under = s.underAll;
  for (let q = 0; q < RANKS; q++) {
    s.supply[q] = (out[q] as number) + (s.need[q] as number);
    const lo = q > 0 ? q - 1 : s.wrap ? RANKS - 1 : -1;
    const hi = q + 1 < RANKS ? q + 1 : s.wrap ? 0 : -1;
    const underLo = lo < 0 ? -1 : (under[lo] as number);
    const underHi = hi < 0 ? -1 : (under[hi] as number);
    const mine = rankMask[q] as number;
    s.up[q] = (out[q] as number) + popcount(mine & ~underHi);
    s.down[q] = (out[q] as number) + popcount(mine & ~underLo);
    s.both[q] = (out[q] as number) + popcount(mine & ~(underLo & underHi));
  }
}
/**
 * Every remaining peak card of rank r is played onto a card of rank r ± 1 that lies on top of a
 * pile at that moment, and every card is the base of at most one card (the next card covers it).
 * So the peak cards need a matching into their possible bases: cards still in the stocks, the pile
 * tops, and peak cards of a neighbour rank — but never a peak card lying under it (it is played
 * after it). By Hall's theorem no such matching exists if some set of peak cards has fewer possible
 * bases than cards. We check the sets "all remaining peak cards of a run of demand ranks" (runs as
 * in HALL_WRAP / HALL_PATHS: neighbouring demand ranks share a base rank); a peak base counts for
 * the run unless it lies under every card of the run's ranks beside it (see `fillSupply`).
 */
export function hallFails(s: Search): boolean {
  if (s.wrap) return cycleFails(s, HALL_WRAP);
  return pathFails(s, HALL_PATHS[0] as number[]) || pathFails(s, HALL_PATHS[1] as number[]);
}

function cycleFails(s: Search, order: readonly number[]): boolean {
  const n = order.length;
  let totalNeed = 0;
  let totalSupply = 0;
  for (let q = 0; q < RANKS; q++) {
    totalNeed += s.need[q] as number;
    totalSupply += s.both[q] as number;
  }
  if (totalNeed > totalSupply) return true;
  for (let a = 0; a < n; a++) {
    const first = order[a] as number;
    if (s.need[first] === 0) continue;
    let demand = 0;
    let sup = s.up[(first + RANKS - 1) % RANKS] as number;
    for (let len = 0; len < n - 1; len++) {
      const r = order[(a + len) % n] as number;
      demand += s.need[r] as number;
      if (demand > sup + (s.down[(r + 1) % RANKS] as number)) return true;
      sup += s.both[(r + 1) % RANKS] as number;
    }
  }
  return false;
}

function pathFails(s: Search, order: readonly number[]): boolean {
  for (let a = 0; a < order.length; a++) {
    const first = order[a] as number;
    if (s.need[first] === 0) continue;
    let demand = 0;
    let sup = first > 0 ? (s.up[first - 1] as number) : 0;
    for (let b = a; b < order.length; b++) {
      const r = order[b] as number;
      demand += s.need[r] as number;
      if (demand > sup + (r + 1 < RANKS ? (s.down[r + 1] as number) : 0)) return true;
      sup += r + 1 < RANKS ? (s.both[r + 1] as number) : 0;
    }
  }
  return false;
}

/** Bits set in a 32-bit mask. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A peak card can only land on a neighbour rank that comes from a top, a stock, or a peak card
 * played before it — never one lying under it (those are still covered by it). If no such card is
 * left the position is lost.
 */
export function blocked(s: Search, gone: number): boolean {
  for (let r = 0; r < RANKS; r++) {
    if (s.need[r] === 0) continue;
    const lo = s.lower[r] as number;
    const hi = s.upper[r] as number;
    if ((lo >= 0 && (s.outside[lo] as number) > 0) || (hi >= 0 && (s.outside[hi] as number) > 0)) continue;
    const places = (s.neighbourPlaces[r] as number) & ~gone;
    for (let m = s.rankMask[r] as number; m !== 0; m &= m - 1)
      if ((places & ~(s.noBase[31 - Math.clz32(m & -m)] as number)) === 0) return true;
  }
  return false;
}
