/**
 * A turn ("Ein Zug"): 1. Karte nehmen, 2. Lager aufschlagen, 3. Anlegen, 4. Abwerfen — plus the
 * Schneesturm, the Meister stage choice and backpack, and the Nordwand carry-over choice.
 * Every move is checked and applied here; `legalMoves` only proposes moves that pass `check`.
 */
import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { isStorm, takeOut, type Card } from './cards.js';
import { validateCamp } from './camp-finder.js';
import { layOff, layoffEnds, type Meld } from './combos.js';
import { toDraft, fromDraft, own, ownStock, type Draft } from './draft.js';
import type { SpeedclimbErrorCode } from './errors.js';
import { endRound, nextRound, passTurn, reshufflable, reshuffle, summitReached } from './round.js';
import { ROUTES } from './routes.js';
import type { Event, Move, State } from './state.js';

export type SpeedclimbError = RuleError<SpeedclimbErrorCode>;
type Check = Result<null, SpeedclimbError>;

const fail = (code: SpeedclimbErrorCode, detail?: string): Check => err(ruleError(code, detail));
const OK: Check = ok(null);

/** Whether `move` is legal for `seat` now; the error names the broken rule. */
export function check(s: State, seat: Seat, move: Move): Check {
  if (s.phase === 'over') return fail('ERR_GAME_OVER');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return fail('ERR_NOT_YOUR_TURN');
  if (s.phase === 'carry') {
    if (move.type !== 'keep') return fail('ERR_WRONG_PHASE');
    if (!s.keepPending[seat]) return fail('ERR_NOT_YOUR_TURN');
    return checkKeep(s, seat, move.cards);
  }
  if (seat !== s.turn) return fail('ERR_NOT_YOUR_TURN');
  switch (move.type) {
    case 'keep':
      return fail('ERR_WRONG_PHASE');
    case 'stage':
      return checkStage(s, seat, move.stage);
    case 'draw':
      return s.phase === 'draw' ? checkDraw(s, seat, move) : fail('ERR_WRONG_PHASE');
    case 'camp':
    case 'layoff':
    case 'discard':
    case 'storm':
    case 'pack':
      return s.phase === 'play' ? checkPlay(s, seat, move) : fail('ERR_WRONG_PHASE');
  }
}

/** S7: up to four of the cards in hand. */
function checkKeep(s: State, seat: Seat, cards: readonly Card[]): Check {
  const rule = ROUTES[s.route].carryOver;
  if (!rule || cards.length > rule.keep) return fail('ERR_KEEP_TOO_MANY');
  const pool = s.hands[seat]!.slice();
  for (const c of cards) if (!takeOut(pool, c)) return fail('ERR_CARD_NOT_IN_HAND', c);
  return OK;
}

/** S12: any other open stage, until the player's first action of the round. */
function checkStage(s: State, seat: Seat, stage: number): Check {
  const r = ROUTES[s.route];
  if (!r.freeOrder) return fail('ERR_ILLEGAL_MOVE', 'no stage choice on this route');
  if (s.phase !== 'draw' || s.acted[seat]) return fail('ERR_STAGE_LOCKED');
  if (!Number.isInteger(stage) || stage < 0 || stage >= r.camps.length) return fail('ERR_ILLEGAL_MOVE', 'stage');
  if (s.stagesDone[seat]![stage]) return fail('ERR_STAGE_DONE');
  if (stage === s.stage[seat]) return fail('ERR_ILLEGAL_MOVE', 'already chosen');
  return OK;
}

/** "Karte nehmen (Pflicht)": stock, the top of any depot (S1) or the discard pile, or the backpack (S11). */
function checkDraw(s: State, seat: Seat, move: Move & { type: 'draw' }): Check {
  switch (move.from) {
    case 'stock':
      return s.stock.length > 0 || s.stormsUnder > 0 || reshufflable(s) > 0 ? OK : fail('ERR_STOCK_EMPTY');
    case 'pile': {
      const pile = s.piles[move.pile];
      if (!Number.isInteger(move.pile) || !pile) return fail('ERR_NO_SUCH_PILE');
      const top = pile[pile.length - 1];
      if (top === undefined) return fail('ERR_PILE_EMPTY');
      // "Aus Depots und Ablage kann man ihn nicht nehmen."
      return isStorm(top) ? fail('ERR_CANNOT_TAKE_STORM') : OK;
    }
    case 'backpack':
      if (ROUTES[s.route].backpack === 0) return fail('ERR_NO_BACKPACK');
      return s.backpacks[seat]!.includes(move.card) ? OK : fail('ERR_CARD_NOT_IN_HAND', move.card);
  }
}

function checkPlay(s: State, seat: Seat, move: Move): Check {
  const r = ROUTES[s.route];
  const hand = s.hands[seat]!;
  const max = r.deck.maxNumber;
  switch (move.type) {
    case 'camp': {
      if (s.campLaid[seat]) return fail('ERR_CAMP_ALREADY_LAID');
      const v = validateCamp(hand, r.camps[s.stage[seat]!]!, move.parts, seat, max);
      if (!v.ok) return err(v.error);
      const size = move.parts.reduce((n, p) => n + p.cards.length, 0);
      // S8: on Gipfelsturm/Nordwand the last card must be discarded.
      if (r.finish === 'discard' && size >= hand.length) return fail('ERR_LAST_CARD_MUST_BE_DISCARDED');
      return OK;
    }
    case 'layoff': {
      // S4: lay-offs only once the own camp of this round is down.
      if (!s.campLaid[seat]) return fail('ERR_CAMP_NOT_LAID');
      if (!hand.includes(move.card)) return fail('ERR_CARD_NOT_IN_HAND', move.card);
      const meld = s.melds[move.meld];
      if (!Number.isInteger(move.meld) || !meld) return fail('ERR_NO_SUCH_MELD');
      if (isStorm(move.card)) return fail('ERR_STORM_NOT_LAYABLE');
      if (!layoffEnds(meld, move.card, max).includes(move.end)) return fail('ERR_DOES_NOT_FIT');
      if (r.finish === 'discard' && hand.length <= 1) return fail('ERR_LAST_CARD_MUST_BE_DISCARDED');
      return OK;
    }
    case 'discard':
      if (!hand.includes(move.card)) return fail('ERR_CARD_NOT_IN_HAND', move.card);
      // "Einfach abwerfen darfst du ihn nur, wenn schon jeder Mitspieler einen Schneesturm vor sich hat."
      if (isStorm(move.card) && hand.length > 1 && s.storms.some((st, o) => o !== seat && !st))
        return fail('ERR_STORM_DISCARD');
      return OK;
    case 'storm':
      if (!hand.includes('X')) return fail('ERR_CARD_NOT_IN_HAND', 'X');
      // A last-card Schneesturm is discarded and fizzles ("verfliegt er wirkungslos").
      if (hand.length <= 1) return fail('ERR_STORM_TARGET', 'last card');
      if (!Number.isInteger(move.target) || move.target === seat || move.target < 0 || move.target >= s.players)
        return fail('ERR_STORM_TARGET');
      return s.storms[move.target] ? fail('ERR_STORM_TARGET', 'already has one') : OK;
    case 'pack':
      return checkPack(s, seat, move.card);
    case 'draw':
    case 'stage':
    case 'keep':
      return fail('ERR_WRONG_PHASE');
  }
}

/** S11: capacity 4, not a Schneesturm, not the last card, once per round. */
function checkPack(s: State, seat: Seat, card: Card): Check {
  const r = ROUTES[s.route];
  if (r.backpack === 0) return fail('ERR_NO_BACKPACK');
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('ERR_CARD_NOT_IN_HAND', card);
  if (isStorm(card) || hand.length <= 1) return fail('ERR_CANNOT_PACK');
  if (s.packed[seat]) return fail('ERR_ALREADY_PACKED');
  if (s.backpacks[seat]!.length >= r.backpack) return fail('ERR_BACKPACK_FULL');
  return OK;
}

/** Applies a legal move. */
export function play(s: State, seat: Seat, move: Move): Result<{ state: State; events: Event[] }, SpeedclimbError> {
  const c = check(s, seat, move);
  if (!c.ok) return c;
  const d = toDraft(s);
  apply(d, seat, move);
  return ok(fromDraft(d));
}

function apply(d: Draft, seat: Seat, move: Move): void {
  switch (move.type) {
    case 'keep':
      d.keep[seat] = move.cards.slice();
      d.keepPending[seat] = false;
      d.events.push({ type: 'kept', seat, count: move.cards.length });
      if (!d.keepPending.some(Boolean)) nextRound(d);
      return;
    case 'stage':
      d.stage[seat] = move.stage;
      d.events.push({ type: 'stageChosen', seat, stage: move.stage });
      return;
    case 'draw':
      return applyDraw(d, seat, move);
    case 'camp': {
      const hand = own(d, d.hands, seat);
      const melds = validateCamp(hand, d.r.camps[d.stage[seat]!]!, move.parts, seat, d.r.deck.maxNumber);
      if (!melds.ok) throw new Error('checked camp failed');
      for (const p of move.parts) for (const card of p.cards) takeOut(hand, card);
      d.melds.push(...melds.value);
      d.campLaid[seat] = true;
      d.events.push({ type: 'campLaid', seat, melds: melds.value });
      if (d.r.scoring === 'summit' && d.stage[seat] === d.r.camps.length - 1) return summitReached(d, seat);
      if (hand.length === 0) endRound(d, seat);
      return;
    }
    case 'layoff': {
      const hand = own(d, d.hands, seat);
      takeOut(hand, move.card);
      d.melds[move.meld] = layOff(d.melds[move.meld] as Meld, move.card, move.end);
      d.events.push({ type: 'laidOff', seat, card: move.card, meld: move.meld, end: move.end });
      // "Große und Meister-Expedition: Du bist auch fertig, wenn du die letzte Karte anlegst."
      if (hand.length === 0) endRound(d, seat);
      return;
    }
    case 'discard':
      takeOut(own(d, d.hands, seat), move.card);
      own(d, d.piles, d.r.piles === 'depots' ? seat : 0).push(move.card);
      d.events.push({ type: 'discarded', seat, card: move.card });
      return endTurn(d, seat);
    case 'storm':
      takeOut(own(d, d.hands, seat), 'X');
      d.storms[move.target] = true;
      // Expedition: "Er kommt gleich beim Ausspielen auf die Ablage und sperrt sie."
      if (d.r.piles === 'discard') own(d, d.piles, 0).push('X');
      d.events.push({ type: 'stormPlaced', seat, target: move.target });
      return endTurn(d, seat);
    case 'pack':
      takeOut(own(d, d.hands, seat), move.card);
      own(d, d.backpacks, seat).push(move.card);
      d.packed[seat] = true;
      d.events.push({ type: 'packed', seat, card: move.card });
      return endTurn(d, seat);
  }
}

function applyDraw(d: Draft, seat: Seat, move: Move & { type: 'draw' }): void {
  const hand = own(d, d.hands, seat);
  d.acted[seat] = true;
  d.phase = 'play';
  switch (move.from) {
    case 'stock': {
      if (d.stock.length === 0) reshuffle(d);
      const card = ownStock(d).pop()!;
      hand.push(card);
      d.events.push({ type: 'drew', seat, from: 'stock', card });
      return;
    }
    case 'pile': {
      const card = own(d, d.piles, move.pile).pop()!;
      hand.push(card);
      own(d, d.openTakes, seat).push(card);
      d.events.push({ type: 'drew', seat, from: 'pile', pile: move.pile, card });
      return;
    }
    case 'backpack':
      takeOut(own(d, d.backpacks, seat), move.card);
      hand.push(move.card);
      d.events.push({ type: 'drew', seat, from: 'backpack', card: move.card });
      return;
  }
}

/** "Der Durchgang endet sofort, wenn jemand seine letzte Handkarte loswird." */
function endTurn(d: Draft, seat: Seat): void {
  if (d.hands[seat]!.length === 0) endRound(d, seat);
  else passTurn(d);
}

/** Cards of the whole game in one list (for conservation checks). */
export function allCards(s: State): Card[] {
  const out: Card[] = [...s.stock];
  for (let i = 0; i < s.stormsUnder; i++) out.push('X');
  for (const h of s.hands) out.push(...h);
  for (const p of s.piles) out.push(...p);
  for (const m of s.melds) out.push(...m.cards);
  for (const b of s.backpacks) out.push(...b);
  // Gipfelsturm/Nordwand: a placed Schneesturm lies in front of its target until the skip.
  if (ROUTES[s.route].piles === 'depots') for (const st of s.storms) if (st) out.push('X');
  return out;
}
