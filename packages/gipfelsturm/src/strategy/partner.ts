import type { Seat } from '@kartenhaus/core';
import { RANKS, rankOf, ranksFit, type Card } from '../cards.js';
import { COVERED_BY, COVERS, PEAK_CARDS } from '../layout.js';
import { GONE, liesOn, oneApart, seatsWithStock, type Choice, type Sight } from './sight.js';

/** A card turned up during the look-ahead: present (it still covers its parents) but not yet known. */
const UNKNOWN = -3;
/** Look-ahead nodes per decision: enough for the usual series, cheap enough for the simulation table. */
export const PARTNER_NODES = 600;
/** Worth of turning up a face-down card. */
const OPEN_WORTH = 1.5;
/**
 * Worth of a card played, and of a card lying on face-down cards ("unter denen etwas liegt").
 * Every peak card must go some time, so playing one is worth little by itself. The three worths
 * were tuned on the deals "tune:0"–"tune:1999", not on the simulation table's deals.
 */
const CARD_WORTH = 0.2;
const LIES_WORTH = 1;

/**
 * The computer partner at its best: it follows the tips like the careful strategy but looks ahead
 * over whole series ("so eine Kette heißt Serie") among the cards it can see, valuing cards played,
 * face-down cards turned up, and the chance that the piles' final tops take a card still unseen
 * (it counts the cards on the piles). When nothing fits it chooses who turns up: the seat whose
 * top is least useful, so the better top stays ("Und nur einer deckt auf").
 */
export function partner(sight: Sight): Choice | null {
  const plays = distinctPlays(sight, sight.slots, sight.tops);
  if (plays.length === 0) return whoFlips(sight);
  const slots = Int8Array.from(sight.slots);
  const tops = sight.tops.slice();
  const share = Math.max(8, Math.floor(PARTNER_NODES / plays.length));
  const memo = new Map<number, number>();
  let best = plays[0] as { pos: number; pile: Seat };
  let bestValue = -Infinity;
  for (const p of plays) {
    const v = step({ nodes: 0, limit: share, sight, memo }, slots, tops, 0, p.pos, p.pile);
    if (v > bestValue) {
      bestValue = v;
      best = p;
    }
  }
  return { kind: 'play', pos: best.pos, pile: best.pile };
}

interface Search {
  nodes: number;
  readonly limit: number;
  readonly sight: Sight;
  /** Best series value from a position (removed places + top ranks); the same whatever the path. */
  readonly memo: Map<number, number>;
}

/** Plays `pos` onto `pile` in the private copy, searches on, undoes; returns the best series value. */
function step(search: Search, slots: Int8Array, tops: Card[], removed: number, pos: number, pile: Seat): number {
  search.nodes += 1;
  const card = slots[pos] as Card;
  const oldTop = tops[pile] as Card;
  slots[pos] = GONE;
  tops[pile] = card;
  const mask = removed | (1 << pos);
  const opened: number[] = [];
  for (const parent of COVERS[pos] ?? []) {
    const [a, b] = COVERED_BY[parent] as readonly [number, number];
    if (slots[a] === GONE && slots[b] === GONE) {
      opened.push(parent);
      slots[parent] = UNKNOWN;
    }
  }
  const key = mask + 2 ** 28 * topsKey(tops);
  let future = search.memo.get(key);
  if (future === undefined) {
    const next = search.nodes < search.limit ? distinctPlays(search.sight, slots, tops) : [];
    if (next.length === 0) future = leafWorth(search.sight, slots, tops);
    else {
      future = -Infinity;
      for (const p of next) future = Math.max(future, step(search, slots, tops, mask, p.pos, p.pile));
    }
    if (next.length > 0 || search.nodes < search.limit) search.memo.set(key, future);
  }
  for (const parent of opened) slots[parent] = search.sight.slots[parent] as number;
  slots[pos] = card;
  tops[pile] = oldTop;
  return CARD_WORTH + opened.length * OPEN_WORTH + LIES_WORTH * liesOn(search.sight.slots, pos) + future;
}

function topsKey(tops: readonly Card[]): number {
  let k = 0;
  for (const t of tops) k = k * RANKS + rankOf(t);
  return k;
}

/** Chance-weighted worth of the end of a series: unknown free cards that may fit, piles one apart. */
function leafWorth(sight: Sight, slots: Int8Array, tops: readonly Card[]): number {
  const total = sight.unseen.reduce((a, b) => a + b, 0) || 1;
  let fitShare = 0;
  for (let r = 0; r < RANKS; r++)
    if (tops.some((t) => ranksFit(r, rankOf(t), sight.wrap))) fitShare += (sight.unseen[r] ?? 0) / total;
  let unknown = 0;
  for (let p = 0; p < PEAK_CARDS; p++) if (slots[p] === UNKNOWN) unknown += 1;
  return unknown * fitShare + (tops.length > 1 && oneApart(tops, sight.wrap) ? 0.3 : 0) + fitShare;
}

/** Fitting plays, once per top rank (two piles with equal top ranks are the same choice). */
function distinctPlays(sight: Sight, slots: ArrayLike<number>, tops: readonly Card[]): { pos: number; pile: Seat }[] {
  const out: { pos: number; pile: Seat }[] = [];
  for (let pos = PEAK_CARDS - 1; pos >= 0; pos--) {
    const card = slots[pos] as number;
    if (card < 0) continue;
    for (let pile = 0; pile < tops.length; pile++) {
      const r = rankOf(tops[pile] as Card);
      if (!ranksFit(rankOf(card), r, sight.wrap)) continue;
      if (tops.slice(0, pile).some((t) => rankOf(t) === r)) continue;
      out.push({ pos, pile });
    }
  }
  return out;
}

/** How many unseen cards a top could still take. */
const topWorth = (sight: Sight, top: Card): number =>
  sight.unseen.reduce((s, n, r) => s + (ranksFit(r, rankOf(top), sight.wrap) ? n : 0), 0);

/** When nothing fits: the seat whose top is least useful turns up (more stock on a tie). */
export function whoFlips(sight: Sight): Choice | null {
  let seat = -1;
  let best = Infinity;
  for (const s of seatsWithStock(sight)) {
    const worth = topWorth(sight, sight.tops[s] as Card) * 100 - (sight.stockCounts[s] ?? 0);
    if (worth < best) {
      best = worth;
      seat = s;
    }
  }
  return seat < 0 ? null : { kind: 'flip', seat };
}
