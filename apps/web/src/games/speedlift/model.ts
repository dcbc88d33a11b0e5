/**
 * The Speedlift table model, DOM-free: the seat's view plus the pending input (the lifted card,
 * the hovered card) and everything the screen derives from them. What may be played comes from
 * the view's legal moves only; the preview merely shows what a legal card does to the floor
 * indicator ("Fährst du über eine passende Handkarte, zeigt ein gestrichelter Zeiger in der
 * Etagenanzeige, wohin der Lift danach fährt und was der Nächste dann legen muss").
 */
import {
  cardCode,
  DEPARTMENTS,
  fits,
  FLOORS,
  isNumber,
  NOT_OPENED as ENGINE_NOT_OPENED,
  kartons,
  loadKartons,
  rideAfter,
  type Card,
  type Department,
  viewRefusal,
  type Move,
  type SpeedliftErrorCode,
  type View,
} from '@kartenhaus/speedlift';
import { handPosOfKey } from '../../table/hand-keys.js';

/** Direction as the view carries it: 1 rauf, −1 runter, 0 not yet fixed. */
export type Dir = View['dir'];

/** Floor of a ride no number card has opened yet (the view's `floor`). */
export const NOT_OPENED = ENGINE_NOT_OPENED;

/** The input the player is making and has not sent yet. */
export interface PendingInput {
  /** The card lifted by a first tap / a number key. */
  readonly lifted: Card | null;
  /** The card under the mouse or keyboard focus (drives the dashed pointer). */
  readonly hovered: Card | null;
  /** `hovered` is where the focus rests, not under the mouse (a tap's card counts as the mouse's). */
  readonly focused?: boolean;
}

export const NO_INPUT: PendingInput = { lifted: null, hovered: null };

/** The cards the view's legal moves allow. */
export function playableCards(view: View): ReadonlySet<Card> {
  const out = new Set<Card>();
  for (const m of view.legalMoves) if (m.type === 'play') out.add(m.card);
  return out;
}

/** Whether "Aussteigen" is a legal move now (forced exit, or the house rule). */
export const canExit = (view: View): boolean => view.legalMoves.some((m) => m.type === 'exit');

/** Whether the viewing seat is on turn and may act. */
export const myTurn = (view: View): boolean =>
  view.seat !== null && view.seat === view.turn && !view.over && view.legalMoves.length > 0;

/** What the next player must lay after a card. */
export type NextMust =
  /** Higher than `floor` (or equal under "Gleiche Etage hält"). */
  | { readonly kind: 'above'; readonly floor: number; readonly orEqual: boolean }
  | { readonly kind: 'below'; readonly floor: number; readonly orEqual: boolean }
  /** Direction still open: any floor but `floor` ("Dieselbe Etage darf nicht gelegt werden"). */
  | { readonly kind: 'other'; readonly floor: number }
  /** Anything fits (Gleiche Etage hält on an open direction). */
  | { readonly kind: 'any' }
  /** The ride is still unopened: the next number card opens it (L5). */
  | { readonly kind: 'open' }
  /** The ride ends: `seat` takes the load and opens the next ride (L1). */
  | { readonly kind: 'caught'; readonly seat: number; readonly kartons: number }
  /**
   * No number card can follow (going up from 12 or the Dach, down from 1 or the Erdgeschoss):
   * only a special card, if the table plays with them, else the next player gets out.
   */
  | { readonly kind: 'none'; readonly specials: boolean };

/** What a legal card would do to the lift. */
export interface Preview {
  readonly card: Card;
  readonly effect: 'opens' | 'number' | 'liftboy' | 'express' | 'detective' | 'dud';
  /** Floor and direction the indicator would show afterwards (the detective ends the ride: −1, 0). */
  readonly floor: number;
  readonly dir: Dir;
  readonly nextSeat: number;
  readonly next: NextMust;
}

const floorOf = (card: Card): number => (isNumber(card) ? Number(card.slice(1)) : 0);

/** What the next player must lay with the lift at `floor` going `dir` (the engine's `fits`). */
function mustAfter(view: View, floor: number, dir: Dir): NextMust {
  const gleiche = view.config.gleicheEtageHaelt;
  if (dir === 0) return gleiche ? { kind: 'any' } : { kind: 'other', floor };
  const numberFits = FLOORS.some((f) => fits(cardCode(`H${f}` as Card), floor, dir, gleiche, true));
  if (!numberFits) return { kind: 'none', specials: view.config.sonderkarten !== 'keine' };
  return dir === 1 ? { kind: 'above', floor, orEqual: gleiche } : { kind: 'below', floor, orEqual: gleiche };
}

/**
 * Where the lift would go with `card`, who is next and what they then must lay; `null` when the
 * card is not among the legal moves (the view decides that, never this model). Floor, direction,
 * the next seat and a detective's catch are the engine's `rideAfter` on the view.
 */
export function preview(view: View, card: Card): Preview | null {
  if (!playableCards(view).has(card) || view.seat === null) return null;
  const step = rideAfter(view, view.seat, card);
  if (step.caught) {
    // "stellt den, der die Karte davor gelegt hat" (L2): the ride ends there, he takes the load
    // and opens the next ride (L1) — the lift goes nowhere.
    const next: NextMust = { kind: 'caught', seat: step.caught.seat, kartons: loadKartons(step.caught.load) };
    return { card, effect: 'detective', floor: NOT_OPENED, dir: 0, nextSeat: step.turn, next };
  }
  const base = { card, floor: step.floor, dir: step.dir, nextSeat: step.turn };
  if (view.floor === NOT_OPENED)
    // L5, L10: only a number card opens the ride; a special card before it does nothing.
    return isNumber(card)
      ? { ...base, effect: 'opens', next: mustAfter(view, step.floor, step.dir) }
      : { ...base, effect: 'dud', next: { kind: 'open' } };
  const effect = card === 'LB' ? 'liftboy' : card === 'EX' ? 'express' : 'number';
  return { ...base, effect, next: mustAfter(view, step.floor, step.dir) };
}

/**
 * The card whose detail shows: the hovered card's, else the lifted card's. Where the detail lies over
 * the ride (a phone, upright or sideways) the card the focus merely rests on shows none — after each
 * card laid the focus rests on the card now at its place, and its detail had covered the whole ride
 * while the others played; the lifted card's and the one under the mouse still show. The dial's
 * sentence and the card's name still tell the focused card's facts. While the Abrechnung is open none
 * shows: the card under the mouse or lifted at the round's end stood beside the round's sums (QA,
 * 6 Dec 2026), and behind the dialog the hand may already be the next round's.
 */
export function detailCardOf(input: PendingInput, overRide: boolean, abrechnung = false): Card | null {
  if (abrechnung) return null;
  if (input.hovered !== null && !(overRide && input.focused === true)) return input.hovered;
  return input.lifted;
}

/** The preview to draw: the hovered card's, else the lifted card's. */
export function activePreview(view: View, input: PendingInput): Preview | null {
  const card = input.hovered ?? input.lifted;
  return card ? preview(view, card) : null;
}

/**
 * Why a tap or a key does nothing, said briefly: the engine's code for a refused move (from the
 * view, `viewRefusal`), or the table's own — no Rat at this table, no card under that key.
 */
export type Refusal = SpeedliftErrorCode | 'HINT_NOT_HERE' | 'NO_SUCH_CARD';

/**
 * Whether a refusal still stands after a new step of the table. A step drops a refusal (it was
 * about the view before) — but "Du bist gerade nicht dran." stays true until the own turn comes,
 * and at tempo Schnell the next step came 0.2–0.5 s after the tap and took the alert away while a
 * screen reader was still saying it (QA 7 Dec 2026, a table of six).
 */
export function refusalOutlives(refused: Refusal | null, view: View): boolean {
  return refused === 'ERR_NOT_YOUR_TURN' && !view.over && !myTurn(view);
}

/** What the player meant by an input; `refused` says why a card that was tapped cannot be laid. */
export type Intent =
  | { readonly type: 'lift'; readonly card: Card; readonly refused?: Refusal }
  | { readonly type: 'drop'; readonly refused?: Refusal; readonly card?: Card }
  | { readonly type: 'refused'; readonly why: Refusal }
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'hint' }
  | { readonly type: 'bilanz' }
  | { readonly type: 'confirm' }
  | { readonly type: 'close' }
  | { readonly type: 'none' };

/** Why `card` cannot be laid now (the engine's answer from the view), or undefined when it can. */
export function whyNot(view: View, card: Card): Refusal | undefined {
  if (myTurn(view) && playableCards(view).has(card)) return undefined;
  return viewRefusal(view, { type: 'play', card }) ?? 'ERR_ILLEGAL_MOVE';
}

/**
 * A tap (click) on a hand card. With "Karte erst beim zweiten Tipp legen" the first tap lifts
 * and the second plays; without it a tap plays at once. Unplayable cards are only lifted to show
 * their detail, and every such tap says why (the view's legal moves decide).
 */
export function tapCard(view: View, input: PendingInput, card: Card, liftThenPlay: boolean): Intent {
  const refused = whyNot(view, card);
  if (refused) return input.lifted === card ? { type: 'drop', refused, card } : { type: 'lift', card, refused };
  if (liftThenPlay && input.lifted !== card) return { type: 'lift', card };
  return { type: 'move', move: { type: 'play', card } };
}

/** What the screen is showing that takes keys first. */
export type Overlay = 'none' | 'abrechnung' | 'bilanz' | 'hint' | 'detail';

/**
 * The keys: "1–9 wählen eine Karte, A steigt aus, R holt den Rat, B zeigt die Bilanz, Enter
 * bestätigt die Abrechnung, Esc schließt." A number key lifts its card (the preview shows);
 * the same key again or Enter lays it. 0 is the tenth card, ⇧1–⇧9 and ⇧0 the 11th–20th (ours,
 * `table/hand-keys.ts`: a hand of three or four players holds more than ten); ← → move the lifted
 * card (or lift the one beside the focused card).
 */
export function keyIntent(
  view: View,
  input: PendingInput,
  key: string,
  overlay: Overlay,
  hintAllowed: boolean,
): Intent {
  // A watcher (no seat) holds no hand and plays nothing: no key is theirs. The Abrechnung and
  // the Bilanz they read close by their own buttons and Esc (the dialog's).
  if (view.seat === null) return { type: 'none' };
  if (key === 'Escape')
    return overlay !== 'none' ? { type: 'close' } : input.lifted ? { type: 'drop' } : { type: 'none' };
  if (overlay === 'abrechnung') return key === 'Enter' ? { type: 'confirm' } : { type: 'none' };
  if (overlay !== 'none') return { type: 'none' };
  const k = key.toLowerCase();
  if (k === 'b') return { type: 'bilanz' };
  if (k === 'r') {
    if (!hintAllowed) return { type: 'refused', why: 'HINT_NOT_HERE' };
    return myTurn(view) ? { type: 'hint' } : { type: 'refused', why: 'ERR_NOT_YOUR_TURN' };
  }
  if (k === 'a') {
    const exit: Move = { type: 'exit' };
    const why = myTurn(view) && canExit(view) ? null : (viewRefusal(view, exit) ?? 'ERR_ILLEGAL_MOVE');
    return why ? { type: 'refused', why } : { type: 'move', move: exit };
  }
  const hand = view.hand;
  const pos = handPosOfKey(key);
  if (pos !== null) {
    const card = hand[pos];
    if (!card) return { type: 'refused', why: 'NO_SUCH_CARD' };
    if (input.lifted === card) return tapCard(view, input, card, false);
    const refused = whyNot(view, card);
    return refused ? { type: 'lift', card, refused } : { type: 'lift', card };
  }
  if (key === 'Enter' && input.lifted) return tapCard(view, input, input.lifted, false);
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    if (hand.length === 0) return { type: 'none' };
    // From the lifted card, else from the card the keyboard's focus rests on (after a card was laid
    // the focus stays at its place; after Esc on the card dropped) — not from the hand's first card.
    const from = input.lifted ?? (input.focused === true ? input.hovered : null);
    const at = from ? hand.indexOf(from) : -1;
    const step = key === 'ArrowRight' ? 1 : -1;
    const i = at < 0 ? (step === 1 ? 0 : hand.length - 1) : (at + step + hand.length) % hand.length;
    const card = hand[i];
    return card ? { type: 'lift', card } : { type: 'none' };
  }
  return { type: 'none' };
}

/** Applies a lift/drop intent to the pending input. */
export function applyInput(input: PendingInput, intent: Intent): PendingInput {
  switch (intent.type) {
    case 'lift':
      return { ...input, lifted: intent.card };
    case 'drop':
    case 'move':
      return { ...input, lifted: null };
    case 'refused':
    case 'hint':
    case 'bilanz':
    case 'confirm':
    case 'close':
    case 'none':
      return input;
  }
}

/** Counting help: per department, which floors are gone (laid in this round's rides and loads). */
export interface DepartmentCount {
  readonly dept: Department;
  readonly gone: readonly number[];
  /** Floors of this department in the own hand. */
  readonly mine: readonly number[];
  /** Floors neither gone nor in the own hand: in other hands or the Lager. */
  readonly unseen: readonly number[];
}

export interface CountingHelp {
  readonly departments: readonly DepartmentCount[];
  readonly specialsGone: Readonly<Record<'LB' | 'EX' | 'HD', number>>;
}

/** "Karten zählen helfen": from the public cards of this round (ride and taken loads) and the own hand. */
export function countingHelp(view: View): CountingHelp {
  const publicCards: Card[] = [...view.ride.map((r) => r.card), ...view.loads.flat(2)];
  const depts = DEPARTMENTS.slice(0, Math.max(3, view.config.players));
  const floorsOf = (cards: readonly Card[], d: Department): number[] =>
    cards
      .filter((c) => isNumber(c) && c[0] === d)
      .map(floorOf)
      .sort((a, b) => a - b);
  const departments = depts.map((dept) => {
    const gone = floorsOf(publicCards, dept);
    const mine = floorsOf(view.hand, dept);
    const unseen = FLOORS.filter((f) => !gone.includes(f) && !mine.includes(f));
    return { dept, gone, mine, unseen };
  });
  const count = (s: Card): number => publicCards.filter((c) => c === s).length;
  return { departments, specialsGone: { LB: count('LB'), EX: count('EX'), HD: count('HD') } };
}

/** Per seat: the loads taken this round, their card count and Kartons. */
export function loadSummary(
  view: View,
): readonly { readonly loads: number; readonly cards: number; readonly kartons: number }[] {
  return view.loads.map((ls) => ({
    loads: ls.length,
    cards: ls.reduce((n, l) => n + l.length, 0),
    kartons: ls.reduce((n, l) => n + loadKartons(l), 0),
  }));
}

/** "eine rote Zahl warnt, dass jemand nur noch ein oder zwei Karten hat – gleich ist Feierabend." */
export const feierabendWarning = (handCount: number): boolean => handCount === 1 || handCount === 2;

/** One row of the Abrechnung: "Kartons + Ladenhüter = Strafe der Runde", the sum below. */
export interface AbrechnungRow {
  readonly seat: number;
  readonly kartons: number;
  readonly ladenhueter: number;
  readonly penalty: number;
  /** Sum of all rounds so far, this one included. */
  readonly total: number;
}

/** The Abrechnung of round `round` (0-based) from the view's score sheets; `null` if not played yet. */
export function abrechnung(view: View, round: number): readonly AbrechnungRow[] | null {
  const sheet = view.scores[round];
  if (!sheet) return null;
  return sheet.penalty.map((penalty, seat) => ({
    seat,
    kartons: sheet.kartons[seat] ?? 0,
    ladenhueter: sheet.ladenhueter[seat] ?? 0,
    penalty,
    total: view.scores.slice(0, round + 1).reduce((s, r) => s + (r.penalty[seat] ?? 0), 0),
  }));
}

/** The Kartons of a card, for the detail ("ihre Kartons"). */
export const cardKartons = kartons;
