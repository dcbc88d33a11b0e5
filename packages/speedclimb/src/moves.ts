/**
 * The one generator of legal moves. Lay-offs, discards, draws and stage choices are listed in
 * full. A camp can often be laid in very many ways, so the list holds the camp finder's proposal
 * plus its Sherpa up/down variants (at most `CAMP_VARIANTS`); `play` also accepts any other valid
 * manual assignment (checked part by part), which the UI builds from the proposal.
 */
import type { Seat } from '@kartenhaus/core';
import { info, isStorm, type Card } from './cards.js';
import { proposeCamp, type PenaltyOf } from './camp-finder.js';
import { defaultRunLow, layoffEnds, type PartAssignment } from './combos.js';
import { check } from './engine.js';
import { reshufflable } from './round.js';
import { leftoverPenalty, ROUTES, type Camp } from './routes.js';
import type { Move, State } from './state.js';

export const CAMP_VARIANTS = 8;

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'carry') return s.keepPending[seat] ? keepMoves(s.hands[seat]!, ROUTES[s.route].carryOver!.keep) : [];
  if (seat !== s.turn) return [];
  return s.phase === 'draw' ? drawMoves(s, seat) : playMoves(s, seat);
}

function drawMoves(s: State, seat: Seat): Move[] {
  const r = ROUTES[s.route];
  const out: Move[] = [];
  if (r.freeOrder && !s.acted[seat])
    r.camps.forEach((_, stage) => {
      if (!s.stagesDone[seat]![stage] && stage !== s.stage[seat]) out.push({ type: 'stage', stage });
    });
  if (s.stock.length > 0 || s.stormsUnder > 0 || reshufflable(s) > 0) out.push({ type: 'draw', from: 'stock' });
  s.piles.forEach((p, pile) => {
    const top = p[p.length - 1];
    if (top !== undefined && !isStorm(top)) out.push({ type: 'draw', from: 'pile', pile });
  });
  for (const card of new Set(s.backpacks[seat])) out.push({ type: 'draw', from: 'backpack', card });
  return out;
}

function playMoves(s: State, seat: Seat): Move[] {
  const r = ROUTES[s.route];
  const hand = s.hands[seat]!;
  const out: Move[] = [];
  if (!s.campLaid[seat]) out.push(...campMoves(s, seat));
  else
    for (const card of new Set(hand))
      s.melds.forEach((m, meld) => {
        for (const end of layoffEnds(m, card, r.deck.maxNumber)) out.push({ type: 'layoff', card, meld, end });
      });
  for (const card of new Set(hand)) {
    out.push({ type: 'discard', card });
    if (r.backpack > 0 && !isStorm(card)) out.push({ type: 'pack', card });
  }
  if (hand.includes('X')) for (let target = 0; target < s.players; target++) out.push({ type: 'storm', target });
  return out.filter((m) => check(s, seat, m).ok);
}

function campMoves(s: State, seat: Seat): Move[] {
  const r = ROUTES[s.route];
  const camp = r.camps[s.stage[seat]!]!;
  return campVariants(s.hands[seat]!, camp, r.deck.maxNumber, leftoverPenalty(r)).map((parts): Move => ({
    type: 'camp',
    parts,
  }));
}

/**
 * The ways to lay `camp` from `hand` that the legal moves list: first the camp finder's cards
 * with every run's Sherpas on top where the top allows (SC12, the UI's default "Sherpa in der
 * Folge: oben"), then the finder's own run ends (those that leave the most cards to lay off, if
 * they differ), then every other low end of each run part holding a Sherpa — at most
 * `CAMP_VARIANTS`; none when the hand cannot lay it. `penaltyOf`: the route's `leftoverPenalty`
 * (the finder's cards depend on it on the Expedition routes).
 */
export function campVariants(
  hand: readonly Card[],
  camp: Camp,
  maxNumber: number,
  penaltyOf: PenaltyOf | null,
): PartAssignment[][] {
  const p = proposeCamp(hand, camp, maxNumber, penaltyOf);
  if (!p) return [];
  const up = p.parts.map((part, i): PartAssignment => {
    if (camp[i]!.kind !== 'run' || !part.cards.some((c) => info(c).sherpa)) return part;
    return { cards: part.cards, low: defaultRunLow(part.cards, maxNumber) };
  });
  const variants: PartAssignment[][] = [up];
  const key = (parts: readonly PartAssignment[]): string => parts.map((x) => x.low ?? '').join();
  if (key(p.parts) !== key(up)) variants.push(p.parts.slice());
  up.forEach((part, i) => {
    if (camp[i]!.kind !== 'run') return;
    for (const low of runLows(part.cards, maxNumber)) {
      if (low === part.low || variants.length >= CAMP_VARIANTS) continue;
      const v = up.slice();
      v[i] = { cards: part.cards, low };
      if (!variants.some((w) => key(w) === key(v))) variants.push(v);
    }
  });
  return variants;
}

/** Every low end a run of these cards may take (S5: "Sherpa in der Folge: oben/unten"). */
export function runLows(cards: readonly Card[], maxNumber: number): number[] {
  const nums = cards.filter((c) => !info(c).sherpa).map((c) => info(c).num);
  const lo = Math.min(...nums);
  const hi = Math.max(...nums);
  const out: number[] = [];
  for (let low = Math.max(1, hi - cards.length + 1); low <= lo && low + cards.length - 1 <= maxNumber; low++)
    out.push(low);
  return out;
}

/** S7: every distinct choice of up to `max` cards of the hand (including none). */
export function keepMoves(hand: readonly Card[], max: number): Move[] {
  const sorted = hand.slice().sort();
  const out: Move[] = [];
  const pick = (from: number, chosen: Card[]): void => {
    out.push({ type: 'keep', cards: chosen.slice() });
    if (chosen.length === max) return;
    for (let i = from; i < sorted.length; i++) {
      if (i > from && sorted[i] === sorted[i - 1]) continue;
      chosen.push(sorted[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}
