import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { rankOf, RANKS, type Card } from './cards.js';
import { ALL_PEAKS_MASK, COVER_MASK, COVERED_BY, COVERS, PEAK_CARDS } from './layout.js';
import { checkCards } from './setup.js';
import { LostMemo } from './solver-memo.js';
import type { GipfelMove, GipfelSetup } from './types.js';

/** One step of a solution: who does what. */
export interface SolutionStep {
  readonly seat: Seat;
  readonly move: GipfelMove;
}

/** The solver's answer: winnable with a solution, not winnable, or undecided within the node budget. */
export type Solution =
  | { readonly status: 'won'; readonly steps: readonly SolutionStep[]; readonly nodes: number }
  | { readonly status: 'lost'; readonly nodes: number }
  | { readonly status: 'unknown'; readonly nodes: number };

/** Positions searched before the solver gives up and answers "unknown" (well under 1 s on one core). */
export const SOLVER_NODE_LIMIT = 400_000;

/** ABOVE[p]: every place p covers, directly or not (they cannot be free before p is gone). */
const ABOVE: readonly number[] = (() => {
  const out = new Array<number>(PEAK_CARDS).fill(0);
  for (let p = 0; p < PEAK_CARDS; p++) {
    for (const q of COVERS[p] ?? []) out[p] = (out[p] as number) | (1 << q) | (out[q] as number);
  }
  return out;
})();

/** BELOW[p]: every place lying on p, directly or not (all gone before p is free). */
const BELOW: readonly number[] = Array.from({ length: PEAK_CARDS }, (_, p) =>
  ABOVE.reduce((m, above, q) => (above & (1 << p) ? m | (1 << q) : m), 0),
);

/** A stock position in the memo's packed vectors once the stock is used up (see `packedPos`). */
const EXHAUSTED = 31;
/** Distinct top codes of the key (see `key`). */
const TOP_CODES = 2 * RANKS + 1;

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

interface Search {
  readonly seats: number;
  readonly wrap: boolean;
  /** Rank of each peak place (-1: gone at the start). */
  readonly ranks: Int8Array;
  readonly fit: Uint8Array;
  /** The ranks that fit each rank (two, or one at A and K without wrap). */
  readonly neighbours: readonly (readonly number[])[];
  /** Per rank: the peak places holding a card of a neighbour rank. */
  readonly neighbourPlaces: Int32Array;
  /** The rank below and above each rank that fit it (-1: none, A and K without wrap). */
  readonly lower: Int8Array;
  readonly upper: Int8Array;
  /** Per peak place p: the peak places that can never be the card p is played onto (`noBase`). */
  readonly noBase: Int32Array;
  readonly stockLen: Int8Array;
  readonly stockRanks: readonly Int8Array[];
  /** Per seat, `[pos * 13 + r]`: the first stock index ≥ pos whose card fits rank r, or -1. */
  readonly nextFit: readonly Int8Array[];
  /** Per seat, `[pos * 13 + q]`: cards of rank q in the stock from index pos on. */
  readonly stockLeft: readonly Int8Array[];
  readonly tops: Int8Array;
  readonly pos: Int8Array;
  /** Remaining peak cards per rank. */
  readonly need: Int8Array;
  readonly supply: Int16Array;
  readonly outside: Int16Array;
  readonly up: Int16Array;
  readonly down: Int16Array;
  readonly both: Int16Array;
  /** Per rank: the remaining peak places of that rank, and the places lying under all of them. */
  readonly rankMask: Int32Array;
  readonly underAll: Int32Array;
  readonly keyScratch: Int8Array;
  readonly lost: LostMemo;
  /** Packed steps `pos | pile << 5 | flips << 7` (see `stepsOf`). */
  readonly path: number[];
  /** The move lists of the positions on the search path, one after the other. */
  readonly moves: Int32Array;
  movesEnd: number;
  nodes: number;
  /** Where the current attempt stops (restarts share the memo; see `solve`). */
  limit: number;
  /** Tie-breaking noise of the current attempt (0: none). */
  noise: number;
}

/**
 * Decides with all cards known whether a position can be cleared, and returns one way. Without
 * clock and quick calls; any number of piles (1–3), with or without wrap. Beyond `limit` searched
 * positions it answers `unknown`, never a guess. Why each reduction and cut is exact is argued in
 * docs/rules/gipfelsturm.md ("Exact solver"):
 *
 * - moves in normal form: "seat i turns up k ≥ 0 stock cards, then a free card goes onto pile i",
 *   with the smallest k that makes the card fit (flips are postponed to the play they serve, and
 *   turning up more cards than needed only wastes stock);
 * - a memo of lost positions keyed by (cards gone, what each top fits), holding the stock
 *   positions proven lost: a position with the same key and no more stock left in any seat is
 *   lost too (stock dominance);
 * - cuts: Hall's condition on ranks (every remaining peak card needs its own card of a neighbour
 *   rank to land on), and a peak card whose only possible bases lie under it.
 */
export function solve(setup: GipfelSetup, limit = SOLVER_NODE_LIMIT): Result<Solution, RuleError<'ERR_BAD_SETUP'>> {
  const seats = Array.isArray(setup.stocks) ? setup.stocks.length : 0;
  if (seats < 1 || seats > 3) return err(ruleError('ERR_BAD_SETUP', 'one to three stocks'));
  const checked = checkCards(setup, seats);
  if (!checked.ok) return checked;
  if (setup.stocks.some((st) => st.length >= EXHAUSTED))
    return err(ruleError('ERR_BAD_SETUP', 'stocks hold at most 30 cards'));
  const s = newSearch(setup, seats, setup.wrap ?? true, limit);
  let gone = 0;
  setup.peaks.forEach((c, p) => {
    if (c === null) gone |= 1 << p;
  });
  // Restarts: short attempts with shuffled tie-breaks after the first, then one to the end of the
  // budget. Only positions searched to the end enter the memo, so it stays exact across attempts.
  for (let budget = 2000, attempt = 0; ; budget *= 2, attempt++) {
    s.limit = Math.min(limit, s.nodes + budget);
    s.noise = attempt === 0 ? 0 : (0x9e3779b1 * attempt) | 1;
    s.path.length = 0;
    if (search(s, gone)) return ok({ status: 'won', steps: stepsOf(s.path, setup), nodes: s.nodes });
    if (s.nodes < s.limit) return ok({ status: 'lost', nodes: s.nodes });
    if (s.limit >= limit) return ok({ status: 'unknown', nodes: s.nodes });
  }
}

function newSearch(setup: GipfelSetup, seats: number, wrap: boolean, limit: number): Search {
  const ranks = new Int8Array(PEAK_CARDS).fill(-1);
  const need = new Int8Array(RANKS);
  setup.peaks.forEach((c, p) => {
    if (c === null) return;
    ranks[p] = rankOf(c);
    need[rankOf(c)]! += 1;
  });
  const fit = new Uint8Array(RANKS * RANKS);
  for (let a = 0; a < RANKS; a++)
    for (let b = 0; b < RANKS; b++) {
      const d = Math.abs(a - b);
      fit[a * RANKS + b] = d === 1 || (wrap && d === RANKS - 1) ? 1 : 0;
    }
  const neighbours = Array.from({ length: RANKS }, (_, r) =>
    Array.from({ length: RANKS }, (_, q) => q).filter((q) => fit[r * RANKS + q] === 1),
  );
  const neighbourPlaces = new Int32Array(RANKS);
  for (let p = 0; p < PEAK_CARDS; p++) {
    const r = ranks[p] as number;
    if (r < 0) continue;
    for (const q of neighbours[r] as readonly number[]) neighbourPlaces[q]! |= 1 << p;
  }
  const stockRanks = setup.stocks.map((st) => st.map(rankOf));
  const nextFit = stockRanks.map((st) => {
    const t = new Int8Array((st.length + 1) * RANKS).fill(-1);
    for (let pos = st.length - 1; pos >= 0; pos--)
      for (let r = 0; r < RANKS; r++)
        t[pos * RANKS + r] = fit[(st[pos] as number) * RANKS + r] ? pos : (t[(pos + 1) * RANKS + r] as number);
    return t;
  });
  const stockLeft = stockRanks.map((st) => {
    const t = new Int8Array((st.length + 1) * RANKS);
    for (let pos = st.length - 1; pos >= 0; pos--) {
      for (let q = 0; q < RANKS; q++) t[pos * RANKS + q] = t[(pos + 1) * RANKS + q] as number;
      t[pos * RANKS + (st[pos] as number)]! += 1;
    }
    return t;
  });
  const s: Search = {
    seats,
    wrap,
    ranks,
    fit,
    neighbours,
    neighbourPlaces,
    lower: Int8Array.from({ length: RANKS }, (_, r) => (r > 0 ? r - 1 : wrap ? RANKS - 1 : -1)),
    upper: Int8Array.from({ length: RANKS }, (_, r) => (r + 1 < RANKS ? r + 1 : wrap ? 0 : -1)),
    noBase: noBase(seats),
    stockLen: Int8Array.from(stockRanks.map((st) => st.length)),
    stockRanks: stockRanks.map((st) => Int8Array.from(st)),
    nextFit,
    stockLeft,
    tops: Int8Array.from(setup.piles.map((p) => rankOf(p[p.length - 1] as Card))),
    pos: new Int8Array(seats),
    need,
    supply: new Int16Array(RANKS),
    outside: new Int16Array(RANKS),
    up: new Int16Array(RANKS),
    down: new Int16Array(RANKS),
    both: new Int16Array(RANKS),
    rankMask: new Int32Array(RANKS),
    underAll: new Int32Array(RANKS),
    keyScratch: new Int8Array(seats),
    lost: new LostMemo(16),
    path: [],
    moves: new Int32Array((PEAK_CARDS + 1) * 128),
    movesEnd: 0,
    nodes: 0,
    limit,
    noise: 0,
  };
  for (let i = 0; i < seats; i++) {
    for (const q of s.stockRanks[i] as Int8Array) s.outside[q]! += 1;
    s.outside[s.tops[i] as number]! += 1;
  }
  for (let p = 0; p < PEAK_CARDS; p++) if ((ranks[p] as number) >= 0) s.rankMask[ranks[p] as number]! |= 1 << p;
  for (let q = 0; q < RANKS; q++) s.underAll[q] = underEvery(s, s.rankMask[q] as number);
  return s;
}

/**
 * The peak places that can never be the base of (the card directly under) the card at p: the ones
 * p lies on (they are played after p). With one pile also the ones lying on p that do not touch it:
 * the base is played right before p, so everything on p but the base is gone already — yet such a
 * card lies on another card on p, which cannot go before it.
 */
function noBase(seats: number): Int32Array {
  return Int32Array.from(ABOVE, (above, p) =>
    seats === 1 ? above | ((BELOW[p] as number) & ~(COVER_MASK[p] as number)) : above,
  );
}

const exhausted = (s: Search, seat: number): boolean => (s.pos[seat] as number) >= (s.stockLen[seat] as number);

/** The stock positions packed 5 bits a seat; a used-up stock is EXHAUSTED whatever its length. */
function packedPos(s: Search): number {
  let v = 0;
  for (let i = s.seats - 1; i >= 0; i--) v = v * 32 + (exhausted(s, i) ? EXHAUSTED : (s.pos[i] as number));
  return v;
}

/**
 * The memo key beside the cards gone and the stock positions: per pile, what its top fits. A top
 * only matters through the remaining peak ranks it fits, so tops fitting the same remaining ranks
 * are one (none: 13; one rank a: 14 + a; two: the top itself). Piles whose stocks are used up are
 * interchangeable: their codes are sorted.
 */
function topKey(s: Search): number {
  const t = s.keyScratch;
  let spent = 0;
  for (let i = 0; i < s.seats; i++) {
    const top = s.tops[i] as number;
    const a = s.lower[top] as number;
    const b = s.upper[top] as number;
    const fitsA = a >= 0 && (s.need[a] as number) > 0;
    const fitsB = b >= 0 && (s.need[b] as number) > 0;
    t[i] = fitsA ? (fitsB ? top : RANKS + 1 + a) : fitsB ? RANKS + 1 + b : RANKS;
    if (exhausted(s, i)) spent += 1;
  }
  if (spent > 1) sortExhausted(s, t);
  let codes = 0;
  for (let i = 0; i < s.seats; i++) codes = codes * TOP_CODES + (t[i] as number);
  return codes;
}

/** Sorts the key's top codes among the seats whose stocks are used up (at most three values). */
function sortExhausted(s: Search, t: Int8Array): void {
  for (let pass = 0; pass < s.seats; pass++)
    for (let i = 0; i + 1 < s.seats; i++) {
      if (!exhausted(s, i)) continue;
      let j = i + 1;
      while (j < s.seats && !exhausted(s, j)) j++;
      if (j < s.seats && (t[i] as number) > (t[j] as number)) {
        const x = t[i] as number;
        t[i] = t[j] as number;
        t[j] = x;
      }
    }
}

/**
 * Fills the bases per rank: `s.supply` (remaining peak cards plus `s.outside`: cards still in the
 * stocks and pile tops), and for Hall's condition the bases of rank q that count for the demand
 * rank above q (`up`), below q (`down`) and both (`both`): a peak card of rank q counts unless it
 * lies under every remaining peak card of those demand ranks (`s.underAll`; see `noBase`).
 */
function fillSupply(s: Search): void {
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

/** The places lying under every place of `mask` that no card there can be played onto (-1: none). */
function underEvery(s: Search, mask: number): number {
  let under = -1;
  for (let m = mask; m !== 0; m &= m - 1) under &= s.noBase[31 - Math.clz32(m & -m)] as number;
  return under;
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
function hallFails(s: Search): boolean {
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
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/**
 * A peak card can only land on a neighbour rank that comes from a top, a stock, or a peak card
 * played before it — never one lying under it (those are still covered by it). If no such card is
 * left the position is lost.
 */
function blocked(s: Search, gone: number): boolean {
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

/** True when the position can be cleared; then `s.path` holds the way. */
function search(s: Search, gone: number): boolean {
  if (gone === ALL_PEAKS_MASK) return true;
  if (s.nodes >= s.limit) return false;
  const k = topKey(s);
  const pv = packedPos(s);
  if (s.lost.dominated(gone, k, pv, s.seats)) return false;
  s.nodes += 1;
  fillSupply(s);
  if (!hallFails(s) && !blocked(s, gone)) {
    const at = s.movesEnd;
    const end = orderedMoves(s, gone, at);
    s.movesEnd = end;
    for (let i = at; i < end; i++)
      if (tryMove(s, gone, (s.moves[i] as number) & 0xfff)) {
        s.movesEnd = at;
        return true;
      }
    s.movesEnd = at;
  }
  if (s.nodes < s.limit) s.lost.add(gone, k, pv);
  return false;
}

/**
 * The moves in normal form, best first, into `s.moves` from `at` on (packed `score << 12 | flips
 * << 7 | pile << 5 | pos`); returns where they end. For each free card and pile: the card straight
 * onto the pile if it fits the top, else after the fewest stock cards of that seat that make it
 * fit. Order: no flips before flips (fewer first), then cards that turn up a face-down card, cards
 * lying on face-down cards, and the pile whose top the remaining peak cards need least.
 */
function orderedMoves(s: Search, gone: number, at: number): number {
  const out = s.moves;
  let end = at;
  for (let p = PEAK_CARDS - 1; p >= 0; p--) {
    const cover = COVER_MASK[p] as number;
    if ((gone & (1 << p)) !== 0 || (gone & cover) !== cover) continue;
    const r = s.ranks[p] as number;
    const base = (opensOne(gone, p) ? 64 : 0) + ((ABOVE[p] as number) & ~gone ? 16 : 0);
    for (let pile = 0; pile < s.seats; pile++) {
      let flips = 0;
      const top = s.tops[pile] as number;
      let spare = 0;
      if (s.fit[r * RANKS + top]) {
        for (const q of s.neighbours[top] as readonly number[]) spare += s.need[q] as number;
      } else {
        const pos = s.pos[pile] as number;
        const j = (s.nextFit[pile] as Int8Array)[pos * RANKS + r] as number;
        if (j < 0) continue;
        flips = j - pos + 1;
      }
      const noisy = s.noise === 0 ? 0 : noise(s, p, pile);
      const score = (flips === 0 ? 4096 : 2048 - 64 * flips) + base + 8 - Math.min(8, spare) + noisy;
      const move = (score << 12) | (flips << 7) | (pile << 5) | p;
      // Insertion sort, best (largest) first: a node has a few dozen moves at most.
      let k = end++;
      while (k > at && (out[k - 1] as number) < move) {
        out[k] = out[k - 1] as number;
        k--;
      }
      out[k] = move;
    }
  }
  return end;
}

/** A deterministic tie-break in 0–31 for one attempt. */
function noise(s: Search, p: number, pile: number): number {
  let h = Math.imul(s.noise ^ (p * 4 + pile), 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  return (h >>> 27) & 31;
}

function tryMove(s: Search, gone: number, packed: number): boolean {
  const p = packed & 31;
  const pile = (packed >> 5) & 3;
  const flips = (packed >> 7) & 31;
  const r = s.ranks[p] as number;
  const top = s.tops[pile] as number;
  const at = s.pos[pile] as number;
  const under = s.underAll[r] as number;
  const stock = s.stockRanks[pile] as Int8Array;
  // The turned-up stock cards and the old top are covered for good; the card becomes the top.
  for (let j = at; j < at + flips; j++) s.outside[stock[j] as number]! -= 1;
  s.outside[top]! -= 1;
  s.outside[r]! += 1;
  s.rankMask[r]! &= ~(1 << p);
  s.underAll[r] = underEvery(s, s.rankMask[r] as number);
  s.pos[pile] = at + flips;
  s.tops[pile] = r;
  s.need[r]! -= 1;
  s.path.push(packed);
  if (search(s, gone | (1 << p))) return true;
  s.path.pop();
  s.need[r]! += 1;
  s.tops[pile] = top;
  s.pos[pile] = at;
  s.underAll[r] = under;
  s.rankMask[r]! |= 1 << p;
  s.outside[r]! -= 1;
  s.outside[top]! += 1;
  for (let j = at; j < at + flips; j++) s.outside[stock[j] as number]! += 1;
  return false;
}

/** Whether removing the card at p turns up a face-down card. */
function opensOne(gone: number, p: number): boolean {
  for (const q of COVERS[p] ?? []) {
    const [a, b] = COVERED_BY[q] as readonly [number, number];
    const other = a === p ? b : a;
    if (gone & (1 << other)) return true;
  }
  return false;
}

/** The packed path as moves: each seat's flips, then the card onto that seat's pile (dragged). */
function stepsOf(path: readonly number[], setup: GipfelSetup): SolutionStep[] {
  const out: SolutionStep[] = [];
  for (const x of path) {
    const pile = (x >> 5) & 3;
    for (let f = (x >> 7) & 31; f > 0; f--) out.push({ seat: pile, move: { type: 'flip' } });
    out.push({ seat: 0, move: { type: 'play', card: setup.peaks[x & 31] as Card, pile } });
  }
  return out;
}
