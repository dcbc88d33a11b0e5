import { rankOf, RANKS, type Card } from './cards.js';
import { COVER_MASK, COVERS, PEAK_CARDS } from './layout.js';
import { LostMemo } from './solver-memo.js';
import type { GipfelSetup } from './types.js';

// The exact solver's search state (solver.ts searches, solver-cuts.ts prunes): typed arrays built
// once per setup and changed in place along the search path.

/** ABOVE[p]: every place p covers, directly or not (they cannot be free before p is gone). */
export const ABOVE: readonly number[] = (() => {
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
export interface Search {
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
export function newSearch(setup: GipfelSetup, seats: number, wrap: boolean, limit: number): Search {
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
/** The places lying under every place of `mask` that no card there can be played onto (-1: none). */
export function underEvery(s: Search, mask: number): number {
  let under = -1;
  for (let m = mask; m !== 0; m &= m - 1) under &= s.noBase[31 - Math.clz32(m & -m)] as number;
  return under;
}
