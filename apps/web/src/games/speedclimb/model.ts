/**
 * The Speedclimb table model, DOM-free: the seat's view plus the player's pending input (chosen
 * hand cards, sort order, the camp variant or a hand-built camp) and what the screen derives from
 * them. What may be played comes from the view's legal moves; the one exception is a camp the
 * player builds part by part ("Willst du andere Karten nehmen: Karten in der Hand wählen und auf
 * einen Teil des Lagers klicken"), which the engine checks when it arrives (its legal moves list
 * only the camp finder's proposal and its Sherpa variants).
 */
import {
  campVariants,
  COLORS,
  leftoverPenalty,
  parseCard,
  ROUTES,
  SHERPA,
  sortCards,
  type Card,
  type Move,
  type PartAssignment,
  STORM,
  type SpeedclimbErrorCode,
  validateCamp,
  type View,
} from '@kartenhaus/speedclimb';
import { handPosOfKey } from '../../table/hand-keys.js';

export type SortBy = 'number' | 'color';

/** What the player is doing and has not sent yet. */
export interface PendingInput {
  /** Chosen hand cards, by position in the displayed (sorted) hand. */
  readonly selected: readonly number[];
  readonly sortBy: SortBy;
  /**
   * Which way to lay the camp is shown: of the legal camp moves (the proposal and its Sherpa
   * up/down variants), or of the hand-built draft's Sherpa up/down variants (`draftVariants`).
   */
  readonly variant: number;
  /** A camp built by hand, part by part (`null`: the proposal). */
  readonly draft: readonly (readonly Card[])[] | null;
}

export const NO_INPUT: PendingInput = { selected: [], sortBy: 'number', variant: 0, draft: null };

/** Drops everything that belonged to the last position (a new view), keeping the sort order. */
export const freshInput = (i: PendingInput): PendingInput => ({ ...NO_INPUT, sortBy: i.sortBy });

const colorKey = (c: Card): number => {
  const i = parseCard(c);
  if (!i || i.sherpa) return 1000;
  if (i.storm) return 1001;
  return COLORS.indexOf(i.color ?? 'R') * 100 + i.num;
};

/** The hand as shown: "⇅ sortiert die Hand nach Zahl oder Farbe". */
export function handOrder(hand: readonly Card[], sortBy: SortBy): Card[] {
  return sortBy === 'number' ? sortCards(hand) : hand.slice().sort((a, b) => colorKey(a) - colorKey(b));
}

export const shown = (view: View, input: PendingInput): Card[] => handOrder(view.hand, input.sortBy);

/** The chosen cards, in hand order. */
export const selectedCards = (view: View, input: PendingInput): Card[] => {
  const hand = shown(view, input);
  return input.selected
    .slice()
    .sort((a, b) => a - b)
    .map((p) => hand[p])
    .filter((c): c is Card => c !== undefined);
};

/** The one chosen card (lay off, discard, pack, Schneesturm act on exactly one). */
export const singleCard = (view: View, input: PendingInput): Card | null => {
  const cards = selectedCards(view, input);
  return cards.length === 1 ? (cards[0] ?? null) : null;
};

/**
 * ← / →: choose the previous / next card alone (from none: the last / the first), so every card
 * of a long hand (Nordwand: up to 14 with the kept ones) is reachable without Tab.
 */
export function step(input: PendingInput, size: number, by: 1 | -1): PendingInput {
  if (size === 0) return input;
  const at = input.selected.length === 1 ? input.selected[0]! : by === 1 ? -1 : size;
  return { ...input, selected: [Math.min(size - 1, Math.max(0, at + by))] };
}

export function toggle(input: PendingInput, pos: number): PendingInput {
  const has = input.selected.includes(pos);
  return { ...input, selected: has ? input.selected.filter((p) => p !== pos) : [...input.selected, pos] };
}

/** Whether the viewing seat has something to decide now. */
export const myTurn = (view: View): boolean =>
  view.seat !== null && view.phase !== 'over' && view.legalMoves.length > 0;

const ofType = <T extends Move['type']>(view: View, type: T): Extract<Move, { type: T }>[] =>
  view.legalMoves.filter((m): m is Extract<Move, { type: T }> => m.type === type);

/** Where the seat may take its card from (step 1, "Karte nehmen"). */
export interface DrawChoices {
  readonly stock: Move | null;
  /** Legal draws by pile index (depot of that seat, or the one Ablage). */
  readonly piles: ReadonlyMap<number, Move>;
  readonly backpack: readonly Move[];
}

export function drawChoices(view: View): DrawChoices {
  const piles = new Map<number, Move>();
  let stock: Move | null = null;
  const backpack: Move[] = [];
  for (const m of ofType(view, 'draw')) {
    if (m.from === 'stock') stock = m;
    else if (m.from === 'pile') piles.set(m.pile, m);
    else backpack.push(m);
  }
  return { stock, piles, backpack };
}

/** The legal camp moves: the camp finder's proposal first, then its Sherpa up/down variants. */
export const campMoves = (view: View): Extract<Move, { type: 'camp' }>[] => ofType(view, 'camp');

/**
 * The camp the screen shows, with its run ends: the chosen variant of the hand-built draft, or of
 * the proposal.
 */
export function campAssignment(view: View, input: PendingInput): readonly PartAssignment[] | null {
  if (input.draft) return pick(draftVariants(view, input.draft), input.variant) ?? null;
  // Before the draw no camp move is legal yet; the field still shows what the hand already holds
  // ("Ist dein Lager komplett, zeigt das Lager-Feld einen Vorschlag") — display only, the same
  // variants the legal moves will list.
  if (view.phase === 'draw' && view.seat !== null && !view.campLaid[view.seat])
    return (
      campVariants(
        view.hand,
        ownCamp(view),
        ROUTES[view.route].deck.maxNumber,
        leftoverPenalty(ROUTES[view.route]),
      )[0] ?? null
    );
  return pick(campMoves(view), input.variant)?.parts ?? null;
}

/** The camp the screen shows, as cards per part. */
export function campParts(view: View, input: PendingInput): readonly (readonly Card[])[] | null {
  return campAssignment(view, input)?.map((p) => p.cards) ?? null;
}

/**
 * A part as it will lie on the table (the engine builds it): a run in order from its low end,
 * each Sherpa at the number it stands for — where the Sherpa goes ("oben/unten"). Cards as
 * chosen while the part is incomplete or broken.
 */
export function arrangedPart(
  view: View,
  part: number,
  a: PartAssignment,
): { readonly cards: readonly Card[]; readonly low: number | null } {
  const camp = ownCamp(view)[part];
  if (!camp || a.cards.length !== camp.size) return { cards: a.cards, low: null };
  const m = validateCamp(a.cards, [camp], [a], view.seat ?? 0, ROUTES[view.route].deck.maxNumber);
  const meld = m.ok ? m.value[0] : undefined;
  return meld ? { cards: meld.cards, low: meld.kind === 'run' ? meld.low : null } : { cards: a.cards, low: null };
}

/** Entry `variant` of a non-empty list, cycling. */
const pick = <T>(list: readonly T[], variant: number): T | undefined => list[variant % Math.max(1, list.length)];

/**
 * The ways to lay a hand-built camp, like the proposal's variants (`campVariants`): first every
 * run's Sherpas on top where the top allows (SC12, "Sherpa in der Folge: oben"), then each other
 * low end of each run part holding a Sherpa (S5: "wählst du das beim Aufschlagen"). A run part
 * holding a Sherpa carries its low end, so the move sent says where the Sherpa goes; other parts
 * (and parts that are no run yet) carry their cards alone, for the engine to check.
 * The hand-built camp had been sent without a low end, always "oben", and offered no choice
 * (QA 5 Dec 2026, 390 × 844: 4, 5, Sherpa laid as 4–6 without asking).
 */
export function draftVariants(view: View, draft: readonly (readonly Card[])[]): PartAssignment[][] {
  const camp = ownCamp(view);
  const max = ROUTES[view.route].deck.maxNumber;
  const lows = draft.map((cards, i): number[] => {
    const part = camp[i];
    if (!part || part.kind !== 'run' || cards.length !== part.size || !cards.includes(SHERPA)) return [];
    const nums = cards.filter((c) => c !== SHERPA).map((c) => parseCard(c)?.num ?? 0);
    if (nums.length === 0) return [];
    const out: number[] = [];
    for (let low = Math.max(1, Math.max(...nums) - part.size + 1); low <= Math.min(...nums); low++)
      if (validateCamp(cards, [part], [{ cards, low }], view.seat ?? 0, max).ok) out.push(low);
    return out;
  });
  // The highest low end is "oben" (the engine's default, SC12).
  const up = draft.map((cards, i): PartAssignment => {
    const l = lows[i]!;
    return l.length > 0 ? { cards, low: l[l.length - 1] } : { cards };
  });
  const variants: PartAssignment[][] = [up];
  lows.forEach((l, i) => {
    for (const low of l.slice(0, -1)) variants.push(up.map((p, k) => (k === i ? { ...p, low } : p)));
  });
  return variants;
}

/** The parts the seat's camp (or stage) requires. */
export function ownCamp(view: View): readonly { readonly kind: 'run' | 'set' | 'color'; readonly size: number }[] {
  if (view.seat === null) return [];
  return ROUTES[view.route].camps[view.stage[view.seat] ?? 0] ?? [];
}

/** Removes cards from a multiset; null when one is missing. */
function without(pool: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = pool.slice();
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/**
 * "Karten in der Hand wählen und auf einen Teil des Lagers klicken": the chosen cards fill the
 * part; a part whose cards are now used elsewhere is emptied. `null` when the count is wrong.
 */
export function assignPart(view: View, input: PendingInput, part: number): PendingInput | null {
  const camp = ownCamp(view);
  const size = camp[part]?.size;
  const cards = selectedCards(view, input);
  if (size === undefined || cards.length !== size) return null;
  const base = campParts(view, input) ?? camp.map(() => []);
  let pool = without(view.hand, cards) ?? [];
  const draft = base.map((p, i) => {
    if (i === part) return cards;
    const rest = without(pool, p);
    if (rest === null) return [];
    pool = rest;
    return p;
  });
  // A new draft starts at "Sherpa: oben" (its variants are its own, not the proposal's).
  return { ...input, selected: [], variant: 0, draft };
}

/**
 * What a tap on part `part` of the camp field does once cards are chosen ("Karten in der Hand
 * wählen und auf einen Teil des Lagers klicken"): `'assign'` — the cards fill the part — while the
 * camp can be laid and as many cards are chosen as the part needs; otherwise why not, said as the
 * table's alert: before the turn's card "Nimm zuerst eine Karte …", while the hand does not hold the
 * whole camp the rule text's "Halb geht nicht" (step 2: "Hast du alle Karten für die Kombination
 * deines Lagers, legst du sie komplett aus."), and with another number of cards chosen how many
 * the part needs (step 2: "Jeder Teil hat genau so viele Karten wie verlangt", `PartCountRefusal`).
 * Null where the part is no target (another seat's turn, the camp laid, no card chosen).
 * Until Dec 2026 the part was no target with the wrong number of cards chosen: a tap on
 * "Dreierfolge" with two cards chosen did nothing and said nothing (QA).
 * The screen's button over the part stands only where the number is right (`exactPart`); with
 * another number the part itself takes the tap.
 */
export function partTap(
  view: View,
  input: PendingInput,
  part: number,
  active: boolean,
): 'assign' | KeyRefusal | PartCountRefusal | null {
  const seat = view.seat;
  if (!active || seat === null || view.campLaid[seat] === true) return null;
  if (view.phase !== 'draw' && view.phase !== 'play') return null;
  const need = ownCamp(view)[part];
  const chosen = input.selected.length;
  if (!need || chosen === 0) return null;
  if (view.phase === 'draw') return drawFirst(view);
  if (campMoves(view).length === 0) return 'ERR_KEY_CAMP_HALF';
  if (chosen !== need.size)
    return { code: 'ERR_KEY_PART_COUNT', part: part + 1, kind: need.kind, size: need.size, chosen };
  return 'assign';
}

/** Whether as many cards are chosen as part `part` needs (its button "Gewählte Karten in Teil n legen" stands). */
export const exactPart = (view: View, input: PendingInput, part: number): boolean =>
  input.selected.length === ownCamp(view)[part]?.size;

/** The camp move to send for "Lager aufschlagen", or null when the shown camp is incomplete. */
export function campMove(view: View, input: PendingInput): Move | null {
  if (!input.draft) return pick(campMoves(view), input.variant) ?? null;
  const camp = ownCamp(view);
  if (camp.length === 0 || view.phase !== 'play' || view.seat === null || view.campLaid[view.seat]) return null;
  if (input.draft.some((p, i) => p.length !== camp[i]?.size)) return null;
  if (without(view.hand, input.draft.flat()) === null) return null;
  const parts = pick(draftVariants(view, input.draft), input.variant);
  return parts ? { type: 'camp', parts } : null;
}

/**
 * Where the shown variant puts the Sherpas at a run's ends ("Sherpa in der Folge: oben/unten"):
 * one entry per run part with a Sherpa above or below its real cards (`part` counted from 1, as
 * the field's "Teil n"), with how many lie below and above and the run's numbers. A Sherpa inside
 * a run (4, Sherpa, 6) has one place and is not counted. Until Dec 2026 the button said one word
 * for the whole camp: with Sherpas in both runs of a camp (Gipfelsturm's Basislager, two runs of
 * three) "oben, unten" and "unten, oben" read the same (QA).
 */
export interface SherpaEnd {
  readonly part: number;
  readonly below: number;
  readonly above: number;
  readonly low: number;
  readonly high: number;
}

export function sherpaEnds(move: Move | null): SherpaEnd[] {
  if (!move || move.type !== 'camp') return [];
  const out: SherpaEnd[] = [];
  move.parts.forEach((p, i) => {
    if (p.low === undefined || !p.cards.includes(SHERPA)) return;
    const nums = p.cards.filter((c) => c !== SHERPA).map((c) => parseCard(c)?.num ?? 0);
    if (nums.length === 0) return;
    const high = p.low + p.cards.length - 1;
    const below = Math.min(...nums) - p.low;
    const above = high - Math.max(...nums);
    if (below + above > 0) out.push({ part: i + 1, below, above, low: p.low, high });
  });
  return out;
}

/** Hand positions of the cards in the shown camp (the green marks), matched as a multiset. */
export function campPositions(view: View, input: PendingInput): ReadonlySet<number> {
  const parts = campParts(view, input);
  const out = new Set<number>();
  if (!parts) return out;
  const hand = shown(view, input);
  for (const c of parts.flat()) {
    const pos = hand.findIndex((h, i) => h === c && !out.has(i));
    if (pos >= 0) out.add(pos);
  }
  return out;
}

/** Every legal lay-off of a card. */
export const layoffsOf = (view: View, card: Card): Extract<Move, { type: 'layoff' }>[] =>
  ofType(view, 'layoff').filter((m) => m.card === card);

export const discardOf = (view: View, card: Card): Move | null =>
  ofType(view, 'discard').find((m) => m.card === card) ?? null;

export const packOf = (view: View, card: Card): Move | null =>
  ofType(view, 'pack').find((m) => m.card === card) ?? null;

export const stormMoves = (view: View): Extract<Move, { type: 'storm' }>[] => ofType(view, 'storm');

export const stageMoves = (view: View): Extract<Move, { type: 'stage' }>[] => ofType(view, 'stage');

/**
 * "bis zu deinem ersten Zug kannst du in der Etappenleiste eine andere noch offene Etappe
 * wählen" (S12): the stages the seat may pick in this round — on its turn as a move, before its
 * turn as a wish the table sends as the turn's first move (SC9: the engine is turn-based). Empty
 * once the seat has acted this round, and on the other routes.
 */
export function openStages(view: View): number[] {
  const seat = view.seat;
  if (seat === null || !ROUTES[view.route].freeOrder) return [];
  if (view.phase === 'over' || view.phase === 'carry' || view.acted[seat]) return [];
  return ROUTES[view.route].camps.flatMap((_, i) => (view.stagesDone[seat]?.[i] ? [] : [i]));
}

/** A stage picked before the seat's turn (SC9), for the round it was picked in. */
export interface StageWish {
  readonly round: number;
  readonly stage: number;
}

/** The stage move that carries out the wish, once the turn has come and the choice is still open. */
export const wishMove = (view: View, wish: StageWish | null): Move | null =>
  wish && wish.round === view.round ? (stageMoves(view).find((m) => m.stage === wish.stage) ?? null) : null;

/** The stage the seat will play: its wish while that still stands, else the view's. */
export function shownStage(view: View, wish: StageWish | null): number {
  const seat = view.seat ?? 0;
  const own = view.stage[seat] ?? 0;
  return wish && wish.round === view.round && openStages(view).includes(wish.stage) ? wish.stage : own;
}

/** Nordwand carry-over: the legal keep move with exactly these cards, if any. */
export function keepMove(view: View, cards: readonly Card[]): Move | null {
  const want = cards.slice().sort().join(' ');
  return ofType(view, 'keep').find((m) => m.cards.slice().sort().join(' ') === want) ?? null;
}

/** Most cards a Nordwand climber may keep (S7). */
export const keepLimit = (view: View): number => ROUTES[view.route].carryOver?.keep ?? 0;

/** Hand positions of the proposed carry-over cards (the initial choice in the Bilanz). */
export function keepPositions(view: View, input: PendingInput): number[] {
  const hand = shown(view, input);
  const out: number[] = [];
  for (const c of view.keep ?? []) {
    const pos = hand.findIndex((h, i) => h === c && !out.includes(i));
    if (pos >= 0) out.push(pos);
  }
  return out;
}

/** Hand positions with some legal action now (for the "passt" marks). */
export function usable(view: View, input: PendingInput): { layoff: ReadonlySet<number>; discard: ReadonlySet<number> } {
  const hand = shown(view, input);
  const layoff = new Set<number>();
  const discard = new Set<number>();
  hand.forEach((c, i) => {
    if (layoffsOf(view, c).length > 0) layoff.add(i);
    if (discardOf(view, c)) discard.add(i);
  });
  return { layoff, discard };
}

/**
 * A click on combination `meld` at `x` (0 = its left edge, 1 = its right edge): "eine Karte
 * wählen – passende Kombinationen leuchten grün, anklicken. Einen Sherpa an eine Folge legst du
 * unten an, wenn du auf das linke Drittel klickst." With a card chosen that may not go there, the
 * table says why, as the key N does (`layoffRefusal`): before the turn's card, before the own camp
 * stands ("Steht dein Lager, darfst du … anlegen"), more than one card chosen, the last card, a
 * card that does not fit this combination. Nothing with no card chosen (nothing was tried). Until
 * Dec 2026 such a click did nothing and said nothing (QA: a tap before the own camp was laid).
 */
export function meldClick(view: View, input: PendingInput, meld: number, x: number): Intent {
  const card = singleCard(view, input);
  const fits = card ? layoffsOf(view, card).filter((m) => m.meld === meld) : [];
  const low = fits.find((m) => m.end === 'low');
  const high = fits.find((m) => m.end === 'high');
  const move = low && high ? (x < 1 / 3 ? low : high) : (fits[0] ?? null);
  if (move) return { type: 'move', move };
  if (input.selected.length === 0 || view.seat === null || !myTurn(view)) return NONE;
  if (view.phase !== 'draw' && view.phase !== 'play') return NONE;
  const why = layoffRefusal(view, card);
  return { type: 'refused', why: why === 'ERR_KEY_NO_LAYOFF' ? 'ERR_DOES_NOT_FIT' : why };
}

/**
 * Why the chosen card (`null`: none or several) may not be laid off now, for the seat on turn:
 * before the turn's card, before the own camp stands — "erst „Lager aufschlagen“, dann
 * anlegen.", with the camp in the hand or still missing cards (step 3: "Steht dein Lager, darfst du
 * weitere Karten an alle ausliegenden Kombinationen anlegen") —, not exactly one card chosen, the
 * last card (Gipfelsturm/Nordwand: "Die letzte Karte musst du abwerfen"), else it fits nowhere
 * (`ERR_KEY_NO_LAYOFF`). Only the seat's own hand and the table are read: nothing hidden is said.
 */
function layoffRefusal(view: View, card: Card | null): KeyRefusal {
  if (view.phase === 'draw') return drawFirst(view);
  if (view.seat !== null && view.campLaid[view.seat] !== true)
    return campMoves(view).length > 0 ? 'ERR_KEY_LAY_CAMP_FIRST' : 'ERR_KEY_CAMP_FIRST_MISSING';
  if (card === null) return 'ERR_KEY_CHOOSE_ONE';
  if (view.hand.length === 1 && ROUTES[view.route].piles === 'depots') return 'ERR_LAST_CARD_MUST_BE_DISCARDED';
  return 'ERR_KEY_NO_LAYOFF';
}

/**
 * A click on the backpack: "Einpacken: Karte wählen und auf den Rucksack … klicken". With a card
 * chosen that may not go in, the table says why ("Einmal je Durchgang", four places, no Schneesturm,
 * not the last card) — the click had done nothing and said nothing (QA 5 Dec 2026).
 */
export function backpackClick(view: View, input: PendingInput): Intent {
  const card = singleCard(view, input);
  const pack = card ? packOf(view, card) : null;
  if (pack) return { type: 'move', move: pack };
  if (card === null || view.seat === null || view.phase !== 'play' || !myTurn(view)) return NONE;
  const no = (why: KeyRefusal): Intent => ({ type: 'refused', why });
  if (view.packed[view.seat] === true) return no('ERR_ALREADY_PACKED');
  if (view.backpack.length >= ROUTES[view.route].backpack) return no('ERR_BACKPACK_FULL');
  return no('ERR_CANNOT_PACK');
}

/** What the player meant by an input. */
export type Intent =
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'toggle'; readonly pos: number }
  | { readonly type: 'step'; readonly by: 1 | -1 }
  | { readonly type: 'sort' }
  | { readonly type: 'hint' }
  | { readonly type: 'bilanz' }
  | { readonly type: 'clear' }
  /** To the players' "❄ Schneesturm vor … legen" buttons: the focus goes to the first. */
  | { readonly type: 'stormTargets' }
  | { readonly type: 'close' }
  | { readonly type: 'confirm' }
  | { readonly type: 'refused'; readonly why: KeyRefusal | PartCountRefusal }
  | { readonly type: 'none' };

/**
 * Why a key of the turn (M, L, N, A/Enter, R) does nothing now, said as the table's alert like a
 * refused move: the engine's code where it has one, else the table's own (`ERR_KEY_…`, texts.ts;
 * never sent by the server).
 * Before, such a key was silent — a player without the mouse did not learn why.
 */
export type KeyRefusal =
  | SpeedclimbErrorCode
  | 'ERR_KEY_DRAW_FIRST'
  | 'ERR_KEY_DRAW_FIRST_DISCARD'
  | 'ERR_KEY_DRAW_FIRST_BACKPACK'
  | 'ERR_KEY_ALREADY_DRAWN'
  | 'ERR_KEY_CHOOSE_ONE'
  | 'ERR_KEY_CAMP_INCOMPLETE'
  /** A part of a camp the hand does not hold whole ("Halb geht nicht"), `partTap`. */
  | 'ERR_KEY_CAMP_HALF'
  /** Anlegen before the own camp stands, the camp in the hand: "erst „Lager aufschlagen“, dann anlegen." */
  | 'ERR_KEY_LAY_CAMP_FIRST'
  /** The same, the hand still missing cards for the camp. */
  | 'ERR_KEY_CAMP_FIRST_MISSING'
  | 'ERR_KEY_NO_LAYOFF';

/**
 * A part of the camp tapped with another number of cards chosen than it needs ("Jeder Teil hat
 * genau so viele Karten wie verlangt (ein Zwilling zwei, eine Dreierfolge drei)"): the alert says
 * the part, how many it needs and how many are chosen (`strings.ts` `partCount`). Its own camp's
 * part and the seat's own choice only: nothing hidden.
 */
export interface PartCountRefusal {
  readonly code: 'ERR_KEY_PART_COUNT';
  /** 1-based, as the part's button names it ("Teil 2"). */
  readonly part: number;
  readonly kind: 'run' | 'set' | 'color';
  readonly size: number;
  readonly chosen: number;
}

/** "Nimm zuerst eine Karte" with the route's piles: depots, or the Ablage (and the Meister's backpack). */
export const drawFirst = (view: View): KeyRefusal =>
  ROUTES[view.route].piles === 'depots'
    ? 'ERR_KEY_DRAW_FIRST'
    : ROUTES[view.route].backpack > 0
      ? 'ERR_KEY_DRAW_FIRST_BACKPACK'
      : 'ERR_KEY_DRAW_FIRST_DISCARD';

/** The refusal of a turn's key (or none when the game is not at a turn of this seat's table). */
function refuse(view: View, key: 'm' | 'l' | 'n' | 'a' | 'r', card: Card | null): Intent {
  if (view.seat === null || (view.phase !== 'draw' && view.phase !== 'play')) return NONE;
  const no = (why: KeyRefusal): Intent => ({ type: 'refused', why });
  if (!myTurn(view)) return no('ERR_NOT_YOUR_TURN');
  if (key === 'r') return NONE;
  if (key === 'm') return no(view.phase === 'play' ? 'ERR_KEY_ALREADY_DRAWN' : 'ERR_STOCK_EMPTY');
  if (view.phase === 'draw') return no(drawFirst(view));
  const laid = view.campLaid[view.seat] === true;
  if (key === 'l') return no(laid ? 'ERR_CAMP_ALREADY_LAID' : 'ERR_KEY_CAMP_INCOMPLETE');
  if (key === 'a')
    return no(card === null ? 'ERR_KEY_CHOOSE_ONE' : card === STORM ? 'ERR_STORM_DISCARD' : 'ERR_ILLEGAL_MOVE');
  // N: as a click on a combination says it ("erst „Lager aufschlagen“, dann anlegen.").
  return no(layoffRefusal(view, card));
}

export type Overlay = 'none' | 'bilanz' | 'hint' | 'summary';

const NONE: Intent = { type: 'none' };

/**
 * The keys ("Taste M für Material", "L" Lager aufschlagen, "A oder Enter" Abwerfen, "S"
 * sortieren, "R" Rat, "B" Bilanz) plus ours: 1–9 and 0 choose the 1st–10th hand card, ⇧1–⇧9 and
 * ⇧0 the 11th–20th (`table/hand-keys.ts`), ← / → choose the previous / next card alone (reaching every
 * card), N lays the one chosen card off at the first fitting combination, Esc clears the choice or
 * closes a window.
 */
export function keyIntent(
  view: View,
  input: PendingInput,
  key: string,
  overlay: Overlay,
  hintAllowed: boolean,
): Intent {
  // A watcher (no seat) holds no hand and plays nothing: no key is theirs. The Bilanz they read
  // closes by its own buttons and Esc (the dialog's).
  if (view.seat === null) return NONE;
  // The round's Bilanz: "A / Enter … in der Bilanz: Weiter" (the key list) — A as well as Enter.
  if (overlay === 'summary') return key === 'Enter' || key === 'a' || key === 'A' ? { type: 'confirm' } : NONE;
  if (overlay !== 'none') return key === 'Escape' ? { type: 'close' } : NONE;
  const pos = handPosOfKey(key);
  if (pos !== null) return pos < view.hand.length ? { type: 'toggle', pos } : NONE;
  const card = singleCard(view, input);
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'm': {
      const stock = drawChoices(view).stock;
      return stock ? { type: 'move', move: stock } : refuse(view, 'm', card);
    }
    case 'l': {
      const camp = campMove(view, input);
      return camp ? { type: 'move', move: camp } : refuse(view, 'l', card);
    }
    case 'n': {
      const lay = card ? layoffsOf(view, card)[0] : undefined;
      return lay ? { type: 'move', move: lay } : refuse(view, 'n', card);
    }
    case 'a':
    case 'Enter': {
      const discard = card ? discardOf(view, card) : null;
      if (discard) return { type: 'move', move: discard };
      // A chosen Schneesturm that may be laid before a player ("wählen und oben auf einen Mitspieler
      // klicken"): to those players' buttons, which stand in the seats at the table's top — a
      // keyboard had reached them only by Tab through the whole page (QA 5 Dec 2026).
      if (card === 'X' && myTurn(view) && stormMoves(view).length > 0) return { type: 'stormTargets' };
      return refuse(view, 'a', card);
    }
    case 's':
      return { type: 'sort' };
    case 'r':
      if (!hintAllowed) return NONE;
      return myTurn(view) ? { type: 'hint' } : refuse(view, 'r', card);
    case 'b':
      return { type: 'bilanz' };
    case 'ArrowRight':
      return view.hand.length > 0 ? { type: 'step', by: 1 } : NONE;
    case 'ArrowLeft':
      return view.hand.length > 0 ? { type: 'step', by: -1 } : NONE;
    case 'Escape':
      return input.selected.length > 0 || input.draft ? { type: 'clear' } : NONE;
    default:
      return NONE;
  }
}

/** A seat's progress: camps done (Gipfelsturm/Nordwand) or stages done (Expedition routes). */
export const progressOf = (view: View, seat: number): number => view.level[seat] ?? 0;

/** One row of a round's Bilanz. */
export interface SummaryRow {
  readonly seat: number;
  /** Camp or stage played, 1-based. */
  readonly stage: number;
  readonly laid: boolean;
  readonly cards: number;
  readonly penalty: number;
}

export interface RoundSummary {
  readonly round: number;
  readonly finisher: number | null;
  /** The seat that laid the Gipfellager in this round (S9: the game ended at once). */
  readonly summit: number | null;
  readonly limit: boolean;
  readonly rows: readonly SummaryRow[];
}

/** The Bilanz of a finished round (0-based index into the history), or null. */
export function roundSummary(view: View, index: number): RoundSummary | null {
  const r = view.history[index];
  if (!r) return null;
  return {
    round: r.round,
    finisher: r.finisher,
    summit: r.summit ?? null,
    limit: r.limit === true,
    rows: r.campLaid.map((laid, seat) => ({
      seat,
      stage: (r.stage[seat] ?? 0) + 1,
      laid,
      cards: r.handCounts[seat] ?? 0,
      penalty: r.penalty[seat] ?? 0,
    })),
  };
}

/**
 * The final order for display: the engine's places from the view's result (S9/S10: equal keys
 * share the place), best first; empty before the game is over. The page ranks nothing itself.
 */
export function standings(view: View): { seat: number; place: number }[] {
  const places = view.result?.places ?? [];
  return places.map((place, seat) => ({ seat, place })).sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/**
 * What the seat may do now with its chosen cards, for the screen: what it may take, the chosen
 * single card and where it may go (combinations, the depot, the backpack, a Schneesturm's
 * targets), the camp proposal's positions and the hand cards that fit. Nothing while it may not act.
 */
export function choicesOf(view: View, input: PendingInput, active: boolean) {
  const card = active ? singleCard(view, input) : null;
  return {
    draws: active ? drawChoices(view) : { stock: null, piles: new Map<number, Move>(), backpack: [] },
    card,
    layoffs: card ? layoffsOf(view, card) : [],
    discard: card ? discardOf(view, card) : null,
    pack: card ? packOf(view, card) : null,
    storms: card === 'X' ? stormMoves(view) : [],
    green: active ? campPositions(view, input) : new Set<number>(),
    fit: active && view.phase === 'play' ? usable(view, input) : { layoff: new Set<number>(), discard: new Set() },
  };
}
