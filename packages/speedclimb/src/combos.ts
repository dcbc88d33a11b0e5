/**
 * Combinations on the table ("Die Kombinationen"): runs, sets and colour groups, how a part of a
 * camp is checked, and where a card may be laid off ("Anlegen").
 */
import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { info, type Card, type Color } from './cards.js';
import type { Part, PartKind } from './routes.js';

/** Cards a player puts into one part of the camp; `low` fixes a run's lowest number (S5 Sherpa up/down). */
export interface PartAssignment {
  readonly cards: readonly Card[];
  readonly low?: number;
}

/** A combination on the table. Runs keep their cards from `low` to `high`; Sherpas never move (S5). */
export interface Meld {
  readonly owner: Seat;
  readonly kind: PartKind;
  readonly cards: readonly Card[];
  /** Run: lowest and highest number. Set: both the set's number. Colour group: 0. */
  readonly low: number;
  readonly high: number;
  /** Colour group: its colour; otherwise null. */
  readonly color: Color | null;
}

/** Where a lay-off goes on a run: below its lowest or above its highest card. */
export type End = 'low' | 'high';

export type ComboError = RuleError<
  | 'ERR_PART_SIZE'
  | 'ERR_SHERPA_ONLY'
  | 'ERR_STORM_NOT_LAYABLE'
  | 'ERR_RUN_BROKEN'
  | 'ERR_SET_BROKEN'
  | 'ERR_COLOR_BROKEN'
>;

/**
 * Checks one part and builds its meld. "Jeder Teil hat genau so viele Karten wie verlangt";
 * "In jeder Kombination muss aber mindestens eine echte Karte liegen" (S5); runs never wrap (S6).
 */
export function buildMeld(part: Part, a: PartAssignment, owner: Seat, maxNumber: number): Result<Meld, ComboError> {
  if (a.cards.length !== part.size) return err(ruleError('ERR_PART_SIZE', `${a.cards.length} ≠ ${part.size}`));
  const infos = a.cards.map(info);
  if (infos.some((i) => i.storm)) return err(ruleError('ERR_STORM_NOT_LAYABLE'));
  const reals = infos.filter((i) => !i.sherpa);
  const first = reals[0];
  if (!first) return err(ruleError('ERR_SHERPA_ONLY'));
  switch (part.kind) {
    case 'set':
      if (reals.some((i) => i.num !== first.num)) return err(ruleError('ERR_SET_BROKEN'));
      return ok({ owner, kind: 'set', cards: a.cards.slice(), low: first.num, high: first.num, color: null });
    case 'color':
      if (reals.some((i) => i.color !== first.color)) return err(ruleError('ERR_COLOR_BROKEN'));
      return ok({ owner, kind: 'color', cards: a.cards.slice(), low: 0, high: 0, color: first.color });
    case 'run':
      return buildRun(part.size, a, owner, maxNumber);
  }
}

/**
 * SC12: without a choice a run's Sherpas extend it upwards, where the top allows, else downwards
 * (S5 "Sherpa in der Folge: oben/unten", default "oben"): the highest low end the cards allow.
 */
export function defaultRunLow(cards: readonly Card[], maxNumber: number): number {
  const lo = Math.min(...cards.filter((c) => !info(c).sherpa).map((c) => info(c).num));
  return Math.max(1, Math.min(lo, maxNumber - cards.length + 1));
}

/** "Folge: Zahlen direkt hintereinander, Farben egal … Von der höchsten Zahl geht es nicht weiter zur 1." */
function buildRun(size: number, a: PartAssignment, owner: Seat, maxNumber: number): Result<Meld, ComboError> {
  const reals = a.cards.filter((c) => !info(c).sherpa);
  const nums = reals.map((c) => info(c).num);
  const lo = Math.min(...nums);
  const hi = Math.max(...nums);
  if (new Set(nums).size !== nums.length || hi - lo + 1 > size) return err(ruleError('ERR_RUN_BROKEN', 'gap'));
  const low = a.low ?? defaultRunLow(a.cards, maxNumber);
  if (low < 1 || low + size - 1 > maxNumber || lo < low || hi > low + size - 1)
    return err(ruleError('ERR_RUN_BROKEN', 'range'));
  const cards: Card[] = [];
  const sherpas = a.cards.length - reals.length;
  let used = 0;
  for (let n = low; n < low + size; n++) {
    const real = reals.find((c) => info(c).num === n);
    if (real) cards.push(real);
    else {
      cards.push('J');
      used++;
    }
  }
  if (used !== sherpas) return err(ruleError('ERR_RUN_BROKEN', 'sherpas'));
  return ok({ owner, kind: 'run', cards, low, high: low + size - 1, color: null });
}

/**
 * The ends of a meld `card` may be laid off at: "an Folgen passt die nächste Zahl oben oder unten,
 * an gleiche Zahlen jede weitere davon, an Farben jede Karte dieser Farbe". Sets and colour groups
 * answer `['high']` (one place); a Sherpa at a run may have both ends (S5 up/down).
 */
export function layoffEnds(meld: Meld, card: Card, maxNumber: number): End[] {
  const i = info(card);
  if (i.storm) return [];
  switch (meld.kind) {
    case 'set':
      return i.sherpa || i.num === meld.low ? ['high'] : [];
    case 'color':
      return i.sherpa || i.color === meld.color ? ['high'] : [];
    case 'run': {
      const ends: End[] = [];
      if (meld.low > 1 && (i.sherpa || i.num === meld.low - 1)) ends.push('low');
      if (meld.high < maxNumber && (i.sherpa || i.num === meld.high + 1)) ends.push('high');
      return ends;
    }
  }
}

/** The meld after a lay-off (checked by `layoffEnds` before). */
export function layOff(meld: Meld, card: Card, end: End): Meld {
  if (meld.kind !== 'run') return { ...meld, cards: [...meld.cards, card] };
  return end === 'low'
    ? { ...meld, cards: [card, ...meld.cards], low: meld.low - 1 }
    : { ...meld, cards: [...meld.cards, card], high: meld.high + 1 };
}

/** One place a card may go: meld index on the table and run end. */
export interface LayoffTarget {
  readonly meld: number;
  readonly end: End;
}

/** Every place a card may be laid off at among the table's melds. */
export function layoffTargets(card: Card, melds: readonly Meld[], maxNumber: number): LayoffTarget[] {
  const out: LayoffTarget[] = [];
  melds.forEach((m, meld) => {
    for (const end of layoffEnds(m, card, maxNumber)) out.push({ meld, end });
  });
  return out;
}
