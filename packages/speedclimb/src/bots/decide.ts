/**
 * The three computer opponents. They read only the view.
 * - leicht: often picks wrong, takes only obviously good cards from the piles.
 * - normal: collects for its camp, lays off everything, never discards a card someone can lay off at once.
 * - stark: also keeps cards from those who took such cards openly, never hands anyone a card to
 *   lay off at once unless forced, saves the Schneesturm for the player about to finish, chooses
 *   the Meister stage itself and packs Sherpas into the backpack.
 */
import type { Rng, Seat } from '@kartenhaus/core';
import { proposeCamp } from '../camp-finder.js';
import { isSherpa, isStorm, type Card } from '../cards.js';
import { addCard, campMissing } from '../distance.js';
import { leftoverPenalty } from '../routes.js';
import type { Move } from '../state.js';
import type { View } from '../view.js';
import {
  fitsTable,
  gain,
  synergy,
  loss,
  penaltyRisk,
  read,
  someoneCanLayOff,
  stormTargets,
  tableReach,
  unseenCopies,
  outs,
  wantedByOthers,
  type Reading,
} from './reading.js';

export type Level = 'leicht' | 'normal' | 'stark';

/**
 * stark with three or more seats (measured in `docs/rules/speedclimb.md`):
 * - `OUTS`: among the discards that cost the camp least, keep the hand with the most unseen
 *   cards that would bring the camp closer (per such card, in units of `discardCost`);
 * - `REACH`: once the camp is down, keep the cards nearest to fitting a meld on the table;
 * - "about to finish" for the Schneesturm also counts an opponent whose camp is down (see `stormDecision`).
 * With two seats stark plays without them: there it already beats normal in 53–58 % of the
 * games, as the rule text wants ("etwas öfter"); with them it would win about 60 % of the 2-seat
 * games on the depot routes. One stark against several normal needs them to stay ahead.
 */
const OUTS = 3;
const REACH = 8;
const starkMany = (level: Level, rd: Reading): boolean => level === 'stark' && rd.v.players >= 3;

/**
 * Why the computer chose a move, as data: the web says it in the players' words (cards as on
 * the table, seats by their names) in German and English.
 */
export type Why =
  | { readonly kind: 'keep' }
  | { readonly kind: 'takePile'; readonly card: Card }
  | { readonly kind: 'unpack'; readonly card: Card }
  | { readonly kind: 'drawStock' }
  | { readonly kind: 'onlyChoice' }
  | { readonly kind: 'stage'; readonly stage: number }
  | { readonly kind: 'camp' }
  | { readonly kind: 'layoff'; readonly card: Card }
  | { readonly kind: 'discard'; readonly card: Card; readonly because: DiscardBecause }
  | { readonly kind: 'pack'; readonly card: Card }
  | { readonly kind: 'storm'; readonly target: Seat; readonly aboutToFinish: boolean };

/** Why a card is the one to discard. */
export type DiscardBecause = 'any' | 'useless' | 'uselessToAll' | 'leastUseful' | 'forcedGift';

/** A decision and why (the hint shows the reason). */
export interface Decision {
  readonly move: Move;
  readonly why: Why;
}

export function decide(level: Level, v: View, rng: Rng): Decision {
  const legal = v.legalMoves;
  if (legal.length === 0) throw new Error('no legal move');
  if (v.phase === 'carry') {
    const keep = v.keep ?? [];
    return { move: { type: 'keep', cards: keep }, why: { kind: 'keep' } };
  }
  const rd = read(v);
  if (v.phase === 'draw') return drawDecision(level, rd, rng);
  return playDecision(level, rd, rng);
}

function drawDecision(level: Level, rd: Reading, rng: Rng): Decision {
  const legal = rd.v.legalMoves;
  if (level === 'stark') {
    const stage = stageChoice(rd);
    if (stage) return stage;
  }
  const candidates: { move: Move; score: number; why: Why }[] = [];
  for (const m of legal) {
    if (m.type !== 'draw' || m.from === 'stock') continue;
    const card = m.from === 'pile' ? rd.v.piles[m.pile]!.top! : m.card;
    const g = gain(rd, card);
    const layable = rd.v.campLaid[rd.seat] && fitsTable(rd, card);
    const laid = rd.v.campLaid[rd.seat] ?? false;
    let score = g * 10 + (layable ? 6 : 0) + (isSherpa(card) && !laid ? 8 : 0);
    // normal and stark unpack only for the camp (a laid camp keeps the backpack for later).
    if (m.from === 'backpack' && (level === 'leicht' || laid)) score = -1;
    // leicht takes only obviously good cards: a card that completes part of the camp at once.
    if (level === 'leicht' && (g < 2 || rng.next() < 0.4) && !isSherpa(card)) score = -1;
    candidates.push({
      move: m,
      score,
      why: { kind: m.from === 'pile' ? 'takePile' : 'unpack', card },
    });
  }
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (best && best.score >= 6) return { move: best.move, why: best.why };
  const stock = legal.find((m) => m.type === 'draw' && m.from === 'stock');
  if (stock) return { move: stock, why: { kind: 'drawStock' } };
  return { move: best?.move ?? legal[0]!, why: { kind: 'onlyChoice' } };
}

/**
 * stark, Meister: the game's proposal fits the hand; stark also counts its backpack and switches
 * only to a stage that hand plus backpack bring strictly closer.
 */
function stageChoice(rd: Reading): Decision | null {
  if (!rd.r.freeOrder || rd.v.acted[rd.seat] || rd.v.backpack.length === 0) return null;
  const cards = [...rd.hand, ...rd.v.backpack];
  const current = rd.v.stage[rd.seat]!;
  let best = current;
  let bestMissing = campMissing(cards, rd.r.camps[current]!, rd.max);
  for (const m of rd.v.legalMoves) {
    if (m.type !== 'stage') continue;
    const missing = campMissing(cards, rd.r.camps[m.stage]!, rd.max);
    if (missing < bestMissing) {
      bestMissing = missing;
      best = m.stage;
    }
  }
  if (best === current) return null;
  return { move: { type: 'stage', stage: best }, why: { kind: 'stage', stage: best } };
}

function playDecision(level: Level, rd: Reading, rng: Rng): Decision {
  const legal = rd.v.legalMoves;
  if (legal.some((m) => m.type === 'camp')) {
    // The camp finder's own run ends (the most cards left to lay off), not the UI's default
    // "oben" that the legal moves list first (SC12); it is among them.
    const p = proposeCamp(rd.hand, rd.camp, rd.max, leftoverPenalty(rd.r));
    const camp: Move = p ? { type: 'camp', parts: p.parts } : legal.find((m) => m.type === 'camp')!;
    return { move: camp, why: { kind: 'camp' } };
  }
  const layoffs = legal.filter((m) => m.type === 'layoff');
  const lay = layoffs[0];
  if (lay && lay.type === 'layoff' && !(level === 'leicht' && rng.next() < 0.3))
    return { move: lay, why: { kind: 'layoff', card: lay.card } };
  return endOfTurn(level, rd, rng);
}

function endOfTurn(level: Level, rd: Reading, rng: Rng): Decision {
  const legal = rd.v.legalMoves;
  const storm = stormDecision(level, rd);
  if (storm) return storm;
  const discards = legal.flatMap((m) => (m.type === 'discard' ? [m.card] : []));
  if (level === 'leicht' && rng.next() < 0.35) {
    const plain = discards.filter((c) => !isSherpa(c));
    const card = rng.pick(plain.length ? plain : discards);
    return { move: { type: 'discard', card }, why: { kind: 'discard', card, because: 'any' } };
  }
  // stark: "gibt ihnen solche Karten nicht" — never hands an opponent a card it can lay off at
  // once unless every discard would (normal gets there by cost alone; stark's outs could outweigh it).
  const safe = level === 'stark' ? discards.filter((c) => !someoneCanLayOff(rd, c)) : discards;
  const pool = safe.length > 0 ? safe : discards;
  let best = pool[0]!;
  let bestScore = Infinity;
  const minLoss = unseenMinLoss(level, rd, pool);
  const unseen = starkMany(level, rd) && !rd.v.campLaid[rd.seat] ? unseenCopies(rd) : null;
  for (const card of pool) {
    let score = discardCost(level, rd, card);
    if (unseen && !isSherpa(card) && !isStorm(card) && loss(rd, card) === minLoss) {
      addCard(rd.counts, card, -1);
      score -= OUTS * outs(rd, rd.counts, rd.missing + minLoss, unseen);
      addCard(rd.counts, card, 1);
    }
    if (score < bestScore) {
      bestScore = score;
      best = card;
    }
  }
  const pack = level !== 'leicht' && rd.v.campLaid[rd.seat] ? packChoice(level, rd, discards) : null;
  if (pack) return pack;
  const because = safe.length === 0 ? 'forcedGift' : discardBecause(level, rd, best);
  return { move: { type: 'discard', card: best }, why: { kind: 'discard', card: best, because } };
}

/** The smallest `loss` among the plain discards (only where stark's outs tie-break needs it). */
function unseenMinLoss(level: Level, rd: Reading, discards: readonly Card[]): number {
  if (!starkMany(level, rd) || rd.v.campLaid[rd.seat]) return 0;
  return Math.min(...discards.map((c) => (isSherpa(c) || isStorm(c) ? 99 : loss(rd, c))));
}

/**
 * normal and stark, Meister: packing replaces the discard, so once the camp is down it costs no tempo — pack
 * the card that is worst to give away (a Sherpa first) instead of discarding.
 */
function packChoice(level: Level, rd: Reading, discards: readonly Card[]): Decision | null {
  const packable = discards.filter((c) => rd.v.legalMoves.some((m) => m.type === 'pack' && m.card === c));
  if (packable.length === 0 || rd.hand.length <= 1) return null;
  let best = packable[0]!;
  let bestScore = -Infinity;
  for (const card of packable) {
    const score = isSherpa(card) ? 1000 : discardCost(level, rd, card) + penaltyRisk(rd, card) / 5;
    if (score > bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return { move: { type: 'pack', card: best }, why: { kind: 'pack', card: best } };
}

/** What discarding a card costs (lower is better). */
function discardCost(level: Level, rd: Reading, card: Card): number {
  if (isStorm(card)) return -100; // only listed when it may be discarded plainly
  if (isSherpa(card)) return 1000;
  let cost = loss(rd, card) * 20;
  if (level !== 'leicht' && someoneCanLayOff(rd, card)) cost += 60;
  if (level === 'stark') cost += wantedByOthers(rd, card) * 4;
  if (level === 'stark') cost += synergy(rd, card);
  if (starkMany(level, rd) && rd.v.campLaid[rd.seat]) {
    const reach = tableReach(rd, card);
    if (reach < Infinity) cost += REACH / (1 + reach);
  }
  cost -= penaltyRisk(rd, card) / 5;
  return cost;
}

function discardBecause(level: Level, rd: Reading, card: Card): DiscardBecause {
  if (level === 'stark' && wantedByOthers(rd, card) === 0 && loss(rd, card) === 0) return 'uselessToAll';
  return loss(rd, card) === 0 ? 'useless' : 'leastUseful';
}

/**
 * normal places the Schneesturm at once; stark "hebt den Schneesturm für den auf, der gleich
 * fertig ist". With two seats that is an opponent whose camp is down with three cards or fewer;
 * with three or more seats rounds last only a few turns, so any opponent whose camp is down (or
 * who holds three cards or fewer) counts as about to finish. stark lets it go once its own hand
 * is small (a Schneesturm discarded as the last card is lost; on the Expedition routes it costs 15).
 */
function stormDecision(level: Level, rd: Reading): Decision | null {
  const targets = stormTargets(rd).filter((t) => rd.v.legalMoves.some((m) => m.type === 'storm' && m.target === t));
  const first = targets[0];
  if (first === undefined) return null;
  const v = rd.v;
  const urgent = (t: Seat): boolean => (v.campLaid[t] ?? false) && (v.handCounts[t] ?? 99) <= 3;
  const aboutToFinish = (t: Seat): boolean =>
    starkMany(level, rd) ? (v.campLaid[t] ?? false) || (v.handCounts[t] ?? 99) <= 3 : urgent(t);
  if (level === 'stark' && !aboutToFinish(first)) {
    if (!starkMany(level, rd) && rd.hand.length > 3 && rd.r.scoring === 'summit') return null;
    if (rd.hand.length > 4) return null;
  }
  return {
    move: { type: 'storm', target: first },
    why: { kind: 'storm', target: first, aboutToFinish: aboutToFinish(first) },
  };
}
