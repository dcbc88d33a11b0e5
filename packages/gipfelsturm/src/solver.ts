import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { rankOf, RANKS, type Card } from './cards.js';
import { ALL_PEAKS_MASK, COVER_MASK, COVERED_BY, COVERS, PEAK_CARDS } from './layout.js';
import { checkCards } from './setup.js';
import { KeySet } from './solver-memo.js';
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
export const SOLVER_NODE_LIMIT = 250_000;

/** ABOVE[p]: every place p covers, directly or not (they cannot be free before p is gone). */
const ABOVE: readonly number[] = (() => {
  const out = new Array<number>(PEAK_CARDS).fill(0);
  for (let p = 0; p < PEAK_CARDS; p++) {
    for (const q of COVERS[p] ?? []) out[p] = (out[p] as number) | (1 << q) | (out[q] as number);
  }
  return out;
})();

/** Steps are packed as numbers: a play is `pos * 4 + pile`, a flip is `-1 - seat`. */
interface Search {
  readonly ranks: Int8Array;
  readonly stockRanks: readonly Int8Array[];
  readonly fit: Uint8Array;
  /** The ranks that fit each rank (two, or one at A and K without wrap). */
  readonly neighbours: readonly (readonly number[])[];
  readonly seats: number;
  readonly stockRadix: number;
  readonly tops: Int8Array;
  readonly stockPos: Int8Array;
  /** Cards of each rank still to come or on top: remaining peaks + remaining stocks + tops. */
  readonly avail: Int8Array;
  /** Remaining peak cards per rank. */
  readonly need: Int8Array;
  /** Per rank: the peak positions holding a card of a neighbour rank. */
  readonly neighbourPlaces: Int32Array;
  readonly keyScratch: Int8Array;
  readonly dead: KeySet;
  readonly path: number[];
  nodes: number;
  /** Where the current attempt stops (restarts share the memo; see `solve`). */
  limit: number;
  /** Tie-breaking noise of the current attempt (0: none). */
  noise: number;
}

/**
 * Decides with all cards known whether a position can be cleared, and returns one way. Depth-first
 * search over the team's moves (any free card onto any pile it fits, any seat's stock onto its own
 * pile) on ranks only ("Farben spielen keine Rolle"), cards that turn up face-down cards first,
 * with a memo of positions known to be lost — keyed by (cards gone, stock positions, top ranks) —
 * and a cut: a rank still in the peaks whose neighbour ranks are all used up can never be played.
 * Without clock and quick calls. Beyond `limit` positions it answers `unknown`, never a guess.
 */
export function solve(setup: GipfelSetup, limit = SOLVER_NODE_LIMIT): Result<Solution, RuleError<'ERR_BAD_SETUP'>> {
  const seats = Array.isArray(setup.stocks) ? setup.stocks.length : 0;
  if (seats < 1 || seats > 3) return err(ruleError('ERR_BAD_SETUP', 'one to three stocks'));
  const checked = checkCards(setup, seats);
  if (!checked.ok) return checked;
  const wrap = setup.wrap ?? true;
  const s = newSearch(setup, seats, wrap, limit);
  let gone = 0;
  setup.peaks.forEach((c, p) => {
    if (c === null) gone |= 1 << p;
  });
  // Restarts: short attempts with shuffled tie-breaks first, then one to the end of the budget.
  // Only positions searched to the end enter the memo, so it stays exact across attempts.
  for (let budget = 2000, attempt = 0; ; budget *= 2, attempt++) {
    s.limit = Math.min(limit, s.nodes + budget);
    s.noise = attempt === 0 ? 0 : 0x9e3779b1 * attempt;
    s.path.length = 0;
    if (search(s, gone)) return ok({ status: 'won', steps: stepsOf(s.path, setup), nodes: s.nodes });
    if (s.nodes < s.limit) return ok({ status: 'lost', nodes: s.nodes });
    if (s.limit >= limit) return ok({ status: 'unknown', nodes: s.nodes });
  }
}

function newSearch(setup: GipfelSetup, seats: number, wrap: boolean, limit: number): Search {
  const ranks = new Int8Array(PEAK_CARDS).fill(-1);
  const need = new Int8Array(RANKS);
  const avail = new Int8Array(RANKS);
  setup.peaks.forEach((c, p) => {
    if (c === null) return;
    ranks[p] = rankOf(c);
    need[rankOf(c)]! += 1;
    avail[rankOf(c)]! += 1;
  });
  const stockRanks = setup.stocks.map((st) => Int8Array.from(st.map(rankOf)));
  for (const st of stockRanks) for (const r of st) avail[r]! += 1;
  const tops = Int8Array.from(setup.piles.map((p) => rankOf(p[p.length - 1] as Card)));
  for (const r of tops) avail[r]! += 1;
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
  return {
    ranks,
    stockRanks,
    fit,
    neighbours,
    neighbourPlaces,
    keyScratch: new Int8Array(seats),
    seats,
    stockRadix: Math.max(...stockRanks.map((x) => x.length)) + 1,
    tops,
    stockPos: new Int8Array(seats),
    avail,
    need,
    dead: new KeySet(18),
    path: [],
    nodes: 0,
    limit,
    noise: 0,
  };
}

/**
 * The memo key. Two exact reductions: a top only matters through the remaining peak ranks it fits,
 * so tops that fit the same remaining ranks are one (none: 13; one rank a: 14 + a; two: the top
 * itself); and piles whose stocks are used up are interchangeable (their tops are sorted).
 */
function key(s: Search, gone: number): number {
  const t = s.keyScratch;
  for (let i = 0; i < s.seats; i++) {
    const top = s.tops[i] as number;
    let count = 0;
    let only = 0;
    for (const q of s.neighbours[top] as readonly number[])
      if ((s.need[q] as number) > 0) {
        count += 1;
        only = q;
      }
    t[i] = count === 0 ? RANKS : count === 1 ? RANKS + 1 + only : top;
  }
  if (s.seats > 1) sortExhausted(s, t);
  let aux = 0;
  for (let i = 0; i < s.seats; i++)
    aux = (aux * s.stockRadix + (s.stockPos[i] as number)) * TOP_CODES + (t[i] as number);
  return gone + aux * 2 ** PEAK_CARDS;
}

/** Distinct top codes of the key (see `key`). */
const TOP_CODES = 2 * RANKS + 1;

/** Sorts the key tops among the seats whose stocks are empty (at most three values). */
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

const exhausted = (s: Search, seat: number): boolean =>
  (s.stockPos[seat] as number) >= (s.stockRanks[seat] as Int8Array).length;

/**
 * A peak card can only be played onto a neighbour rank that comes from a top, a stock, or a peak
 * card played before it — never one it covers. If none exists the position is lost.
 */
function blocked(s: Search, gone: number): boolean {
  for (let p = 0; p < PEAK_CARDS; p++) {
    if (gone & (1 << p)) continue;
    const r = s.ranks[p] as number;
    let outside = 0;
    for (const q of s.neighbours[r] as readonly number[]) outside += (s.avail[q] as number) - (s.need[q] as number);
    if (outside > 0) continue;
    if (((s.neighbourPlaces[r] as number) & ~gone & ~(ABOVE[p] as number)) === 0) return true;
  }
  return false;
}

/** A rank still needed in the peaks with no neighbour rank left anywhere can never be played. */
function starved(s: Search): boolean {
  for (let r = 0; r < RANKS; r++) {
    if (s.need[r] === 0) continue;
    let n = 0;
    for (const q of s.neighbours[r] as readonly number[]) n += s.avail[q] as number;
    if (n === 0) return true;
  }
  return false;
}

/** True when the position can be cleared; then `s.path` holds the way. */
function search(s: Search, gone: number): boolean {
  if (gone === ALL_PEAKS_MASK) return true;
  if (s.nodes >= s.limit) return false;
  const k = key(s, gone);
  if (s.dead.has(k)) return false;
  s.nodes += 1;
  if (!starved(s) && !blocked(s, gone)) {
    // In restarts some positions try the stocks first (the key's hash decides, so it is repeatable).
    const flipsFirst = s.noise !== 0 && (Math.imul((k % 4294967291) | 0, 0x27d4eb2d) ^ s.noise) >>> 29 === 0;
    if (flipsFirst) for (const seat of flipOrder(s)) if (tryFlip(s, gone, seat)) return true;
    const plays = orderedPlays(s, gone);
    for (let i = 0; i < plays.length; i++) if (tryPlay(s, gone, (plays[i] as number) & 0xff)) return true;
    if (!flipsFirst) for (const seat of flipOrder(s)) if (tryFlip(s, gone, seat)) return true;
  }
  if (s.nodes < s.limit) s.dead.add(k);
  return false;
}

/**
 * The fitting plays, best first (packed `score << 8 | pos << 2 | pile`): cards that turn up a
 * face-down card, then cards lying on face-down cards, then cards after which another free card
 * fits; a pile whose top few peak cards still need is spared.
 */
function orderedPlays(s: Search, gone: number): number[] {
  const out: number[] = [];
  for (let p = PEAK_CARDS - 1; p >= 0; p--) {
    const cover = COVER_MASK[p] as number;
    if ((gone & (1 << p)) !== 0 || (gone & cover) !== cover) continue;
    const r = s.ranks[p] as number;
    const base = (opensOne(gone, p) ? 64 : 0) + ((ABOVE[p] as number) & ~gone ? 16 : 0);
    for (let pile = 0; pile < s.seats; pile++) {
      const top = s.tops[pile] as number;
      if (!s.fit[r * RANKS + top]) continue;
      let spare = 0;
      for (const q of s.neighbours[top] as readonly number[]) spare += s.need[q] as number;
      const score = base + 8 - Math.min(8, spare) + (s.noise === 0 ? 0 : noise(s, p, pile));
      out.push((score << 8) | (p << 2) | pile);
    }
  }
  return out.sort((a, b) => b - a);
}

/** A deterministic tie-break in 0–15 for one attempt. */
function noise(s: Search, p: number, pile: number): number {
  let h = Math.imul(s.noise ^ (p * 4 + pile), 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  return (h >>> 28) & 15;
}

function tryPlay(s: Search, gone: number, packed: number): boolean {
  const p = packed >> 2;
  const pile = packed & 3;
  const r = s.ranks[p] as number;
  const top = s.tops[pile] as number;
  s.tops[pile] = r;
  s.need[r]! -= 1;
  s.avail[top]! -= 1; // the old top is covered for good
  s.path.push(packed);
  if (search(s, gone | (1 << p))) return true;
  s.path.pop();
  s.avail[top]! += 1;
  s.need[r]! += 1;
  s.tops[pile] = top;
  return false;
}

/** Seats with stock, the one whose top the peaks need least first ("the better top stays"). */
function flipOrder(s: Search): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) if (!exhausted(s, seat)) seats.push(seat);
  const worth = (seat: number) => {
    let n = 0;
    for (const q of s.neighbours[s.tops[seat] as number] as readonly number[]) n += s.need[q] as number;
    return n;
  };
  return seats.length < 2 ? seats : seats.sort((a, b) => worth(a) - worth(b));
}

function tryFlip(s: Search, gone: number, seat: number): boolean {
  const pos = s.stockPos[seat] as number;
  const stock = s.stockRanks[seat] as Int8Array;
  if (pos >= stock.length) return false;
  const top = s.tops[seat] as number;
  s.stockPos[seat] = pos + 1;
  s.tops[seat] = stock[pos] as number;
  s.avail[top]! -= 1;
  s.path.push(-1 - seat);
  if (search(s, gone)) return true;
  s.path.pop();
  s.avail[top]! += 1;
  s.tops[seat] = top;
  s.stockPos[seat] = pos;
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

function stepsOf(path: readonly number[], setup: GipfelSetup): SolutionStep[] {
  return path.map((x) =>
    x < 0
      ? { seat: -1 - x, move: { type: 'flip' } }
      : { seat: 0, move: { type: 'play', card: setup.peaks[(x >> 2) & 31] as Card, pile: x & 3 } },
  );
}
