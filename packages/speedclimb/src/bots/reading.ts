/**
 * What a bot reads from its view: its camp, how far the hand is from it, which cards others
 * could lay off at once, and (stark) what the others are collecting judging by the cards they
 * took openly from the depots or the discard pile.
 */
import type { Seat } from '@kartenhaus/core';
import { info, isSherpa, isStorm, type Card } from '../cards.js';
import { layoffEnds } from '../combos.js';
import {
  addCard,
  countHand,
  countsMissingDetail,
  isFree,
  missingFromCounts,
  type Counts,
  type MissingDetail,
} from '../distance.js';
import { penaltyOf, ROUTES, type Camp, type Route } from '../routes.js';
import type { View } from '../view.js';

export interface Reading {
  readonly v: View;
  readonly seat: Seat;
  readonly r: Route;
  readonly camp: Camp;
  readonly max: number;
  readonly hand: readonly Card[];
  /** Cards missing to the own camp (0 once laid). */
  readonly missing: number;
  readonly detail: MissingDetail | null;
  /** The hand's counts (the distance search changes and restores them). */
  readonly counts: Counts;
  /** `loss` per card, computed once per decision. */
  readonly losses: Map<Card, number>;
}

export function read(v: View): Reading {
  const seat = v.seat!;
  const r = ROUTES[v.route];
  const camp = r.camps[v.stage[seat]!]!;
  const max = r.deck.maxNumber;
  const counts = countHand(v.hand);
  const detail = v.campLaid[seat] ? null : countsMissingDetail(counts, camp, max);
  return { v, seat, r, camp, max, hand: v.hand, missing: detail?.missing ?? 0, detail, counts, losses: new Map() };
}

/** How many more cards the camp would miss without `card` (0 = the card does not help). */
export function loss(rd: Reading, card: Card): number {
  if (!rd.detail || isFree(rd.detail, card)) return 0;
  let l = rd.losses.get(card);
  if (l === undefined) {
    addCard(rd.counts, card, -1);
    l = missingFromCounts(rd.counts, rd.camp, rd.max) - rd.missing;
    addCard(rd.counts, card, 1);
    rd.losses.set(card, l);
  }
  return l;
}

/** How many cards fewer the camp misses with `card` added. */
export function gain(rd: Reading, card: Card): number {
  if (rd.v.campLaid[rd.seat]) return 0;
  addCard(rd.counts, card, 1);
  const m = missingFromCounts(rd.counts, rd.camp, rd.max);
  addCard(rd.counts, card, -1);
  return rd.missing - m;
}

/** Whether the card fits a meld on the table (a lay-off right now). */
export function fitsTable(rd: Reading, card: Card): boolean {
  return rd.v.melds.some((m) => layoffEnds(m, card, rd.max).length > 0);
}

/** Opponents who could lay the card off at once: their camp is down and it fits a meld. */
export function someoneCanLayOff(rd: Reading, card: Card): boolean {
  return rd.v.campLaid.some((laid, o) => laid && o !== rd.seat) && fitsTable(rd, card);
}

/**
 * stark's memory: how much an opponent seems to collect this card — same number as a card
 * taken openly (sets), a neighbouring number (runs), the same colour (colour groups), weighted
 * by the parts of that opponent's camp.
 */
export function wantedByOthers(rd: Reading, card: Card): number {
  const c = info(card);
  if (c.sherpa || c.storm) return 0;
  let score = 0;
  rd.v.openTakes.forEach((takes, o) => {
    const stage = rd.v.stage[o];
    // Meister: another seat's stage is hidden until its camp is laid (SC22) — nothing to weigh by.
    if (o === rd.seat || rd.v.campLaid[o] || stage === null || stage === undefined) return;
    const camp = rd.r.camps[stage]!;
    const kinds = new Set(camp.map((p) => p.kind));
    for (const t of takes) {
      const ti = info(t);
      if (ti.sherpa || ti.storm) continue;
      if (kinds.has('set') && ti.num === c.num) score += 2;
      if (kinds.has('run') && Math.abs(ti.num - c.num) <= 2 && ti.num !== c.num) score += 1;
      if (kinds.has('color') && ti.color === c.color) score += 1;
    }
  });
  return score;
}

/** Penalty points a card costs if the round ends now (Expedition routes only). */
export const penaltyRisk = (rd: Reading, card: Card): number => (rd.r.scoring === 'stages' ? penaltyOf(card) : 0);

/** Opponents (without a Schneesturm) ordered by how close they are to finishing. */
export function stormTargets(rd: Reading): Seat[] {
  const v = rd.v;
  return v.handCounts
    .map((_, o) => o)
    .filter((o) => o !== rd.seat && !v.storms[o])
    .sort((a, b) => closeness(v, b) - closeness(v, a));
}

function closeness(v: View, o: Seat): number {
  return (v.campLaid[o] ? 100 : 0) - (v.handCounts[o] ?? 0) * 5 + (v.level[o] ?? 0);
}

export const isPlain = (card: Card): boolean => !isSherpa(card) && !isStorm(card);

/**
 * stark's tie-break: how well a card goes with the rest of the hand for the kinds of parts of
 * this camp and the next one (pairs for sets, neighbours for runs, the colour for colour groups).
 */
export function synergy(rd: Reading, card: Card): number {
  const c = info(card);
  if (c.sherpa || c.storm) return 0;
  const next = rd.r.freeOrder ? rd.camp : (rd.r.camps[rd.v.stage[rd.seat]! + 1] ?? rd.camp);
  const kinds = new Set([...rd.camp, ...next].map((p) => p.kind));
  let score = 0;
  let self = false;
  for (const other of rd.hand) {
    if (other === card && !self) {
      self = true;
      continue;
    }
    const o = info(other);
    if (o.sherpa || o.storm) continue;
    if (kinds.has('set') && o.num === c.num) score += 2;
    if (kinds.has('run') && o.num !== c.num && Math.abs(o.num - c.num) <= 2) score += 1;
    if (kinds.has('color') && o.color === c.color) score += 0.5;
  }
  return score;
}

/**
 * How many more cards must reach the table before `card` fits a meld (0: fits now; Infinity:
 * never in this round — a set of another number, a colour group of another colour, a number a
 * run already holds). Once the own camp is down only lay-offs shrink the hand, so stark keeps
 * the cards that are nearest to fitting.
 */
export function tableReach(rd: Reading, card: Card): number {
  const c = info(card);
  if (c.storm) return Infinity;
  if (c.sherpa) return 0;
  let best = Infinity;
  for (const m of rd.v.melds) {
    if (m.kind === 'set') {
      if (m.low === c.num) return 0;
    } else if (m.kind === 'color') {
      if (m.color === c.color) return 0;
    } else if (c.num < m.low) best = Math.min(best, m.low - 1 - c.num);
    else if (c.num > m.high) best = Math.min(best, c.num - m.high - 1);
  }
  return best;
}

/** Copies of a card type no one can see in this view (the deck minus own hand, backpack, melds and pile tops). */
export function unseenCopies(rd: Reading): Map<Card, number> {
  const seen = new Map<Card, number>();
  const add = (c: Card | null): void => {
    if (c !== null) seen.set(c, (seen.get(c) ?? 0) + 1);
  };
  for (const c of rd.hand) add(c);
  for (const c of rd.v.backpack) add(c);
  for (const m of rd.v.melds) for (const c of m.cards) add(c);
  for (const p of rd.v.piles) add(p.top);
  const out = new Map<Card, number>();
  const d = rd.r.deck;
  for (let col = 0; col < d.colors; col++)
    for (let n = 1; n <= d.maxNumber; n++) {
      const card = `${'RBGYOV'[col]}${n}`;
      out.set(card, Math.max(0, d.copies - (seen.get(card) ?? 0)));
    }
  out.set('J', Math.max(0, d.sherpas - (seen.get('J') ?? 0)));
  return out;
}

/**
 * stark: the unseen cards that would bring the camp one closer if the hand were `counts` with
 * `missing` missing — the "outs" of the hand. More outs, more draws that help.
 */
export function outs(rd: Reading, counts: Counts, missing: number, unseen: Map<Card, number>): number {
  // Without a colour part only numbers matter: one test per number, weighted by its unseen copies.
  const byNumber = !rd.camp.some((p) => p.kind === 'color');
  let total = 0;
  if (byNumber) {
    const perNum = new Array<number>(16).fill(0);
    for (const [card, n] of unseen) if (card !== 'J') perNum[info(card).num]! += n;
    for (let num = 1; num <= rd.max; num++) {
      if (perNum[num] === 0) continue;
      const card = `R${num}`;
      addCard(counts, card, 1);
      if (missingFromCounts(counts, rd.camp, rd.max) < missing) total += perNum[num]!;
      addCard(counts, card, -1);
    }
    const j = unseen.get('J') ?? 0;
    if (j > 0) {
      addCard(counts, 'J', 1);
      if (missingFromCounts(counts, rd.camp, rd.max) < missing) total += j;
      addCard(counts, 'J', -1);
    }
    return total;
  }
  for (const [card, n] of unseen) {
    if (n === 0) continue;
    addCard(counts, card, 1);
    if (missingFromCounts(counts, rd.camp, rd.max) < missing) total += n;
    addCard(counts, card, -1);
  }
  return total;
}
