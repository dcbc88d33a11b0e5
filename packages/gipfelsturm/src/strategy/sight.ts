import type { Seat } from '@kartenhaus/core';
import { RANKS, rankOf, ranksFit, type Card } from '../cards.js';
import { COVERED_BY, COVERS, PEAK_CARDS } from '../layout.js';
import type { GipfelView } from '../types.js';

/** A peak place as the strategies see it: a free card (0–51), face down, or gone. */
export const DOWN = -1;
export const GONE = -2;

/**
 * What every player at the table sees — the strategies' only input. Built from a seat's view
 * (bots) or from the simulator's table, never from hidden cards.
 */
export interface Sight {
  readonly wrap: boolean;
  /** 28 places: a free card, DOWN or GONE. */
  readonly slots: ArrayLike<number>;
  /** Top card of each pile. */
  readonly tops: readonly Card[];
  readonly stockCounts: readonly number[];
  /** Per rank: how many of its four cards are not visible (face down, in a stock, or set aside). */
  readonly unseen: readonly number[];
}

/** A strategy's choice for the team: a card onto a pile, or which seat turns up its stock. */
export type Choice =
  { readonly kind: 'play'; readonly pos: number; readonly pile: Seat } | { readonly kind: 'flip'; readonly seat: Seat };

/** A team strategy: the same decision whichever seat asks (card moves are shared). */
export type Strategy = (sight: Sight, seat: Seat | null, rng: { int(n: number): number }) => Choice | null;

export function sightFromView(v: GipfelView): Sight {
  const slots = v.peaks.map((p) => (p === null ? GONE : p === 'down' ? DOWN : p));
  const tops = v.piles.map((p) => p[p.length - 1] as Card);
  const unseen = Array.from({ length: RANKS }, () => 4);
  for (const p of v.piles) for (const card of p) unseen[rankOf(card)]! -= 1;
  for (const s of slots) if (s >= 0) unseen[rankOf(s)]! -= 1;
  return { wrap: v.wrap, slots, tops, stockCounts: v.stockCounts, unseen };
}

/** Every (free place, pile) pair that fits. */
export function fittingPlays(sight: Sight): { pos: number; pile: Seat }[] {
  const out: { pos: number; pile: Seat }[] = [];
  for (let pos = PEAK_CARDS - 1; pos >= 0; pos--) {
    const card = sight.slots[pos] as number;
    if (card < 0) continue;
    for (let pile = 0; pile < sight.tops.length; pile++)
      if (ranksFit(rankOf(card), rankOf(sight.tops[pile] as Card), sight.wrap)) out.push({ pos, pile });
  }
  return out;
}

/** Face-down places that turn up when the card at `pos` leaves ("Erst die verdeckten Karten freispielen"). */
export function opens(slots: ArrayLike<number>, pos: number): number {
  let n = 0;
  for (const parent of COVERS[pos] ?? []) {
    const [a, b] = COVERED_BY[parent] as readonly [number, number];
    if ((a === pos || slots[a] === GONE) && (b === pos || slots[b] === GONE)) n += 1;
  }
  return n;
}

/** Face-down places this card lies on at all ("Nehmt lieber Karten, unter denen etwas liegt"). */
export function liesOn(slots: ArrayLike<number>, pos: number): number {
  let n = 0;
  for (const parent of COVERS[pos] ?? []) if (slots[parent] === DOWN) n += 1;
  return n;
}

/** Whether some pair of tops is one rank apart ("Haltet die Stapel einen Wert auseinander"). */
export function oneApart(tops: readonly Card[], wrap: boolean): boolean {
  for (let i = 0; i < tops.length; i++)
    for (let j = i + 1; j < tops.length; j++)
      if (ranksFit(rankOf(tops[i] as Card), rankOf(tops[j] as Card), wrap)) return true;
  return false;
}

/** The seats that still have stock cards. */
export const seatsWithStock = (sight: Sight): Seat[] => sight.stockCounts.flatMap((n, seat) => (n > 0 ? [seat] : []));
