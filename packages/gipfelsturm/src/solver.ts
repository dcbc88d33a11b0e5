import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { RANKS, type Card } from './cards.js';
import { ALL_PEAKS_MASK, COVER_MASK, COVERED_BY, COVERS, PEAK_CARDS } from './layout.js';
import { checkCards } from './setup.js';
import { blocked, fillSupply, hallFails } from './solver-cuts.js';
import { ABOVE, newSearch, underEvery, type Search } from './solver-search.js';
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
/** A stock position in the memo's packed vectors once the stock is used up (see `packedPos`). */
const EXHAUSTED = 31;
/** Distinct top codes of the key (see `key`). */
const TOP_CODES = 2 * RANKS + 1;
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
