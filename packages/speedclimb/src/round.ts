/**
 * Rounds ("Durchgänge"): the deal, passing the turn with Schneesturm skips, the reshuffle of an
 * empty stock, and the end of a round with advancement, penalty points and the game's end.
 */
import { Rng, type Seat } from '@kartenhaus/core';
import { buildDeck, isStorm, shuffled, takeOut, type Card } from './cards.js';
import { campMissing } from './distance.js';
import { proposeCamp } from './camp-finder.js';
import { own, type Draft } from './draft.js';
import { carryProposal } from './carry.js';
import { HAND_SIZE, MAX_ROUNDS, penaltyOf, RESHUFFLE_LIMIT } from './routes.js';
import type { RoundRecord } from './state.js';

/** Shuffles with the game's generator, storing the generator state back. */
function shuffleDraft(d: Draft, cards: readonly Card[]): Card[] {
  const rng = new Rng(d.rng);
  const out = shuffled(cards, rng);
  d.rng = rng.state;
  return out;
}

/**
 * Deals a round: "jeder bekommt 10 Karten, eine Karte kommt offen auf das Depot des Gebers
 * (Expedition: auf die Ablage). Es beginnt der Spieler links vom Geber." Backpacks stay (S11);
 * Nordwand players keep their carried cards (S7).
 */
export function startRound(d: Draft): void {
  const deck = buildDeck(d.r.deck);
  for (const bp of d.backpacks) for (const c of bp) takeOut(deck, c);
  for (const k of d.keep) for (const c of k ?? []) takeOut(deck, c);
  const stock = shuffleDraft(d, deck);
  d.hands = d.keep.map((k) => {
    const hand = (k ?? []).slice();
    while (hand.length < HAND_SIZE) hand.push(stock.pop()!);
    return hand;
  });
  d.stormsUnder = 0;
  d.reshuffles = 0;
  d.piles = d.r.piles === 'depots' ? d.hands.map(() => []) : [[]];
  let opening = stock.pop() ?? null;
  // S2: a Schneesturm as opening card goes under the stock (Gipfelsturm/Nordwand), the next is turned.
  while (opening !== null && isStorm(opening) && d.r.piles === 'depots') {
    d.stormsUnder++;
    opening = stock.pop() ?? null;
  }
  if (opening !== null) d.piles[d.r.piles === 'depots' ? d.dealer : 0]!.push(opening);
  d.stock = stock;
  d.owned.add(stock);
  const n = d.players;
  d.melds = [];
  d.campLaid = new Array<boolean>(n).fill(false);
  d.acted = new Array<boolean>(n).fill(false);
  d.storms = new Array<boolean>(n).fill(false);
  d.packed = new Array<boolean>(n).fill(false);
  d.openTakes = d.hands.map(() => []);
  d.keep = d.hands.map(() => null);
  d.keepPending = new Array<boolean>(n).fill(false);
  d.stage = d.level.map((lv, seat) => (d.r.freeOrder ? proposeStage(d, seat) : Math.min(lv, d.r.camps.length - 1)));
  d.proposed = d.stage.slice();
  d.turn = (d.dealer + 1) % n;
  d.phase = 'draw';
  d.events.push({ type: 'roundStarted', round: d.round, dealer: d.dealer, opening });
}

/** S12: the open stage that best fits the hand — layable with fewest Sherpas, else fewest missing cards. */
export function proposeStage(d: Draft, seat: Seat): number {
  const hand = d.hands[seat]!;
  const max = d.r.deck.maxNumber;
  let best = -1;
  let bestKey = Infinity;
  d.r.camps.forEach((camp, i) => {
    if (d.stagesDone[seat]![i]) return;
    const p = proposeCamp(hand, camp, max);
    const key = p ? p.sherpas : 100 + campMissing(hand, camp, max);
    if (key < bestKey) {
      bestKey = key;
      best = i;
    }
  });
  return best < 0 ? 0 : best;
}

/** Cards that a reshuffle turns into a new stock: every pile but its top card. */
export function reshufflable(d: { piles: readonly (readonly Card[])[] }): number {
  return d.piles.reduce((s, p) => s + Math.max(0, p.length - 1), 0);
}

/**
 * "Ist das Material alle, werden alle Depots (auf den Expeditionen die Ablage) bis auf die
 * jeweils oberste Karte gemischt und bilden das neue Material." S3: a face-up Schneesturm under
 * the stock that surfaces triggers the same, and is shuffled in.
 */
export function reshuffle(d: Draft): void {
  const cause = d.stormsUnder > 0 ? 'storm' : 'empty';
  const cards: Card[] = d.stock.slice();
  for (let i = 0; i < d.stormsUnder; i++) cards.push('X');
  for (let i = 0; i < d.piles.length; i++) {
    const p = d.piles[i]!;
    if (p.length > 1)
      own(d, d.piles, i)
        .splice(0, p.length - 1)
        .forEach((c) => cards.push(c));
  }
  d.stormsUnder = 0;
  d.reshuffles++;
  d.stock = shuffleDraft(d, cards);
  d.owned.add(d.stock);
  d.events.push({ type: 'reshuffled', cards: cards.length, cause });
}

/** Whether the seat to act has any card to draw at all. */
export function canDrawAny(d: Draft, seat: Seat): boolean {
  if (d.stock.length > 0 || d.stormsUnder > 0 || reshufflable(d) > 0) return true;
  if (d.piles.some((p) => p.length > 0 && !isStorm(p[p.length - 1]!))) return true;
  return (d.backpacks[seat]?.length ?? 0) > 0;
}

/**
 * Passes the turn clockwise. "Ist er dran, setzt er aus – der ganze Zug fällt weg." Gipfelsturm/
 * Nordwand: after the skip the Schneesturm goes face up under the stock (S3); Expedition: it
 * already lies on the discard pile. With nothing left to draw the round ends without a winner.
 */
export function passTurn(d: Draft): void {
  // SC19: the stock ran out after its last allowed renewal — the next renewal would be the
  // RESHUFFLE_LIMIT-th, so the round ends as if Material and piles were "ganz leer".
  if (d.stock.length === 0 && d.reshuffles >= RESHUFFLE_LIMIT - 1) {
    endRound(d, null, true);
    return;
  }
  let next = (d.turn + 1) % d.players;
  while (d.storms[next]) {
    d.storms[next] = false;
    d.events.push({ type: 'skipped', seat: next });
    if (d.r.piles === 'depots') d.stormsUnder++;
    next = (next + 1) % d.players;
  }
  d.turn = next;
  d.phase = 'draw';
  if (!canDrawAny(d, next)) endRound(d, null);
}

/**
 * Ends a round. Gipfelsturm/Nordwand (S9): finisher +2 camps, every other player who laid the
 * camp +1; reaching camp 8 or beyond is the summit. Expedition routes: every camp +1 stage and
 * penalty points for the cards left (also after exhausted piles or the renewal limit, SC5/SC19). Then the game ends, the
 * Nordwand carry-over starts (S7), or the next round is dealt.
 */
export function endRound(d: Draft, finisher: Seat | null, limit = false): void {
  const penalty = d.hands.map((h) => (d.r.scoring === 'stages' ? h.reduce((s, c) => s + penaltyOf(c), 0) : 0));
  const record: RoundRecord = {
    round: d.round,
    finisher,
    campLaid: d.campLaid.slice(),
    stage: d.stage.slice(),
    handCounts: d.hands.map((h) => h.length),
    penalty,
    ...(limit ? { limit: true as const } : {}),
  };
  const top = d.r.camps.length;
  for (let seat = 0; seat < d.players; seat++) {
    const gain = (seat === finisher && d.r.scoring === 'summit' ? 1 : 0) + (d.campLaid[seat] ? 1 : 0);
    d.level[seat] = Math.min(top, d.level[seat]! + gain);
    if (d.campLaid[seat] && d.r.freeOrder) own(d, d.stagesDone, seat)[d.stage[seat]!] = true;
    d.penalty[seat]! += penalty[seat]!;
  }
  d.history.push(record);
  d.events.push({ type: 'roundEnded', record });
  if (d.level.some((lv) => lv >= top) || d.round >= MAX_ROUNDS) {
    endGame(d);
    return;
  }
  if (d.r.carryOver && startCarryOver(d)) return;
  nextRound(d);
}

/** S7: who is on camp 5 or higher and did not lay it keeps up to four cards (proposal first). */
function startCarryOver(d: Draft): boolean {
  const rule = d.r.carryOver!;
  let any = false;
  for (let seat = 0; seat < d.players; seat++) {
    if (d.campLaid[seat] || d.level[seat]! + 1 < rule.fromCamp) continue;
    d.keep[seat] = carryProposal(d.hands[seat]!, d.r.camps[d.level[seat]!]!, d.r.deck.maxNumber, rule.keep);
    d.keepPending[seat] = true;
    any = true;
  }
  if (any) d.phase = 'carry';
  return any;
}

/** "Danach wird neu gemischt, jeder bekommt wieder 10 Karten"; the next player deals. */
export function nextRound(d: Draft): void {
  d.round++;
  d.dealer = (d.dealer + 1) % d.players;
  startRound(d);
}

export function endGame(d: Draft): void {
  d.phase = 'over';
  d.events.push({ type: 'gameEnded' });
}

/**
 * S9: "Wer das Gipfellager (Lager 8) aufschlägt, gewinnt sofort"; the others keep the camp they
 * laid (SC7). The round ends there too, so it is recorded like any other (the Bilanz shows it).
 */
export function summitReached(d: Draft, seat: Seat): void {
  d.summit = seat;
  const record: RoundRecord = {
    round: d.round,
    finisher: null,
    summit: seat,
    campLaid: d.campLaid.slice(),
    stage: d.stage.slice(),
    handCounts: d.hands.map((h) => h.length),
    penalty: d.hands.map(() => 0),
  };
  for (let s = 0; s < d.players; s++) if (d.campLaid[s]) d.level[s] = Math.min(d.r.camps.length, d.level[s]! + 1);
  d.history.push(record);
  d.events.push({ type: 'roundEnded', record });
  endGame(d);
}
