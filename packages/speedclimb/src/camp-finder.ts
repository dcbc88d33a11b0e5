/**
 * The camp finder ("Lager-Vorschlag"): can the hand lay this camp, and with which cards?
 *
 * Exact: a depth-first search over the parts that branches on everything that matters — the
 * colour and real cards of colour groups (searched first, while colours still matter), the
 * number and number of real cards of sets, and low end plus real-or-Sherpa per position of runs.
 * Only the last part is filled greedily with real cards, which never loses a solution. Among the
 * solutions it keeps the one with the fewest Sherpas, then — on routes that count penalty points —
 * the fewest penalty points in the cards that stay in hand after laying off at once what fits the
 * new camp ("Restkarten zählen Strafpunkte"), then the most leftover cards that can be laid off on
 * the new camp at once ("die nützlichsten Karten behalten"). Why this order: docs/rules/speedclimb.md,
 * "The camp finder".
 */
import { err, ok, type Result, type Seat } from '@kartenhaus/core';
import { COLORS, info, type Card } from './cards.js';
import { buildMeld, layoffTargets, type ComboError, type Meld, type PartAssignment } from './combos.js';
import type { Camp, Part } from './routes.js';

/** A proposed way to lay a camp: one assignment per part, in the camp's part order. */
export interface CampProposal {
  readonly parts: readonly PartAssignment[];
  readonly sherpas: number;
}

/** Penalty points of a card left in hand at the end of a round (`routes.ts` `penaltyOf`). */
export type PenaltyOf = (card: Card) => number;

const NC = COLORS.length;
/** After a solution exists, stop improving it after this many search nodes (feasibility stays exact). */
const IMPROVE_NODES = 3_000;

interface Choice {
  /** Colour part: explicit cards; set/run: numbers of real cards used (with repeats for sets). */
  readonly colorCards?: Card[];
  readonly nums: number[];
  readonly sherpas: number;
  readonly low: number;
  readonly part: number;
}

class Search {
  readonly cnt: number[]; // [colour * 16 + num]
  readonly numCnt: number[] = new Array<number>(16).fill(0);
  sherpas = 0;
  nodes = 0;
  best: Choice[] | null = null;
  /** Sherpas in the camp, penalty points stranded in hand, leftover cards that fit the camp. */
  bestKey: [number, number, number] = [Infinity, Infinity, -Infinity];
  readonly path: Choice[] = [];
  /** Penalty points of a real card by number (they depend on the number alone), or null. */
  readonly penalty: readonly number[] | null;

  constructor(
    hand: readonly Card[],
    readonly parts: readonly { part: Part; index: number }[],
    readonly maxNumber: number,
    penaltyOf: PenaltyOf | null,
  ) {
    this.penalty =
      penaltyOf && Array.from({ length: maxNumber + 1 }, (_, n) => (n === 0 ? 0 : penaltyOf(`${COLORS[0]}${n}`)));
    this.cnt = new Array<number>(NC * 16).fill(0);
    for (const c of hand) {
      const i = info(c);
      if (i.sherpa) this.sherpas++;
      else if (!i.storm) {
        this.cnt[COLORS.indexOf(i.color!) * 16 + i.num]!++;
        this.numCnt[i.num]!++;
      }
    }
  }

  done(): boolean {
    return this.best !== null && this.nodes > IMPROVE_NODES;
  }

  run(k: number, sherpasUsed: number): void {
    this.nodes++;
    if (this.done() || sherpasUsed > this.bestKey[0]) return;
    const entry = this.parts[k];
    if (!entry) return this.leaf(sherpasUsed);
    const { part } = entry;
    const last = k === this.parts.length - 1;
    const prev = this.path[this.path.length - 1];
    const sameAsPrev =
      k > 0 && this.parts[k - 1]!.part.kind === part.kind && this.parts[k - 1]!.part.size === part.size;
    switch (part.kind) {
      case 'color':
        return this.colorPart(k, part.size, sherpasUsed, last);
      case 'set':
        return this.setPart(k, part.size, sherpasUsed, sameAsPrev && prev ? (prev.nums[0] ?? 1) : 1);
      case 'run':
        return this.runPart(k, part.size, sherpasUsed, last, sameAsPrev && prev ? prev.low : 1);
    }
  }

  private leaf(sherpasUsed: number): void {
    if (sherpasUsed > this.bestKey[0]) return;
    const key: [number, number, number] = [sherpasUsed, this.strandedPenalty(), this.usefulLeft()];
    if (better(key, this.bestKey)) {
      this.best = this.path.slice();
      this.bestKey = key;
    }
  }

  /**
   * Penalty points of the real cards left in hand that cannot be laid off on the new camp right
   * after it is laid: runs take the next numbers at either end one after another, sets every card
   * of their number, colour groups every card of their colour (exact where a colour group is the
   * only part, as on the Expedition routes — the only routes that count points). 0 where none count.
   */
  private strandedPenalty(): number {
    if (!this.penalty) return 0;
    const left = this.numCnt.slice();
    for (const ch of this.path) {
      const part = this.parts[ch.part]!.part;
      if (part.kind !== 'run') continue;
      for (let n = ch.low - 1; n >= 1 && left[n]! > 0; n--) left[n]!--;
      for (let n = ch.low + part.size; n <= this.maxNumber && left[n]! > 0; n++) left[n]!--;
    }
    for (const ch of this.path) {
      if (this.parts[ch.part]!.part.kind === 'set') left[ch.nums[0] ?? 0] = 0;
      if (!ch.colorCards?.[0]) continue;
      const c = COLORS.indexOf(info(ch.colorCards[0]).color!);
      for (let n = 1; n <= this.maxNumber; n++) left[n] = Math.max(0, left[n]! - this.cnt[c * 16 + n]!);
    }
    let points = 0;
    for (let n = 1; n <= this.maxNumber; n++) points += left[n]! * this.penalty[n]!;
    return points;
  }

  /** Leftover real cards that fit the new camp's parts at once (lay-off next). */
  private usefulLeft(): number {
    let useful = 0;
    for (const ch of this.path) {
      const part = this.parts[ch.part]!.part;
      if (part.kind === 'set') useful += this.numCnt[ch.nums[0] ?? 0] ?? 0;
      else if (part.kind === 'run') {
        useful += (this.numCnt[ch.low - 1] ?? 0) + (this.numCnt[ch.low + part.size] ?? 0);
      } else if (ch.colorCards?.[0]) {
        const c = COLORS.indexOf(info(ch.colorCards[0]).color!);
        for (let n = 1; n <= this.maxNumber; n++) useful += this.cnt[c * 16 + n] ?? 0;
      }
    }
    return useful;
  }

  private take(color: number, num: number, d: number): void {
    this.cnt[color * 16 + num]! -= d;
    this.numCnt[num]! -= d;
  }

  private colorPart(k: number, size: number, used: number, last: boolean): void {
    for (let c = 0; c < NC; c++) {
      let have = 0;
      for (let n = 1; n <= this.maxNumber; n++) have += this.cnt[c * 16 + n]!;
      const maxReal = Math.min(size, have);
      const minReal = Math.max(1, size - (this.sherpas - used));
      if (maxReal < minReal) continue;
      if (last) {
        const cards: Card[] = [];
        for (let n = 1; n <= this.maxNumber && cards.length < maxReal; n++)
          for (let j = this.cnt[c * 16 + n]!; j > 0 && cards.length < maxReal; j--) cards.push(`${COLORS[c]}${n}`);
        this.pushColor(k, c, cards, size, used);
        continue;
      }
      for (let r = maxReal; r >= minReal; r--) this.colorSubsets(k, c, 1, r, [], size, used);
    }
  }

  private colorSubsets(
    k: number,
    c: number,
    from: number,
    need: number,
    cards: Card[],
    size: number,
    used: number,
  ): void {
    if (this.done()) return;
    if (need === 0) return this.pushColor(k, c, cards.slice(), size, used);
    for (let n = from; n <= this.maxNumber; n++) {
      const avail = this.cnt[c * 16 + n]!;
      for (let j = 1; j <= Math.min(avail, need); j++) {
        for (let t = 0; t < j; t++) cards.push(`${COLORS[c]}${n}`);
        this.colorSubsets(k, c, n + 1, need - j, cards, size, used);
        cards.length -= j;
      }
    }
  }

  private pushColor(k: number, c: number, cards: Card[], size: number, used: number): void {
    for (const card of cards) this.take(c, info(card).num, 1);
    const sh = size - cards.length;
    this.path.push({ colorCards: cards, nums: [], sherpas: sh, low: 0, part: k });
    this.run(k + 1, used + sh);
    this.path.pop();
    for (const card of cards) this.take(c, info(card).num, -1);
  }

  private setPart(k: number, size: number, used: number, fromNum: number): void {
    for (let v = fromNum; v <= this.maxNumber; v++) {
      const have = this.numCnt[v]!;
      if (have === 0) continue;
      const minReal = Math.max(1, size - (this.sherpas - used));
      for (let r = Math.min(size, have); r >= minReal; r--) {
        this.numCnt[v]! -= r;
        this.path.push({ nums: new Array<number>(r).fill(v), sherpas: size - r, low: v, part: k });
        this.run(k + 1, used + size - r);
        this.path.pop();
        this.numCnt[v]! += r;
      }
    }
  }

  private runPart(k: number, size: number, used: number, last: boolean, fromLow: number): void {
    for (let low = fromLow; low + size - 1 <= this.maxNumber; low++) {
      let any = false;
      for (let n = low; n < low + size; n++) if (this.numCnt[n]! > 0) any = true;
      if (any) this.runPositions(k, low, low, size, used, [], last);
    }
  }

  private runPositions(
    k: number,
    low: number,
    n: number,
    size: number,
    used: number,
    nums: number[],
    last: boolean,
  ): void {
    if (this.done() || used > this.sherpas) return;
    if (n === low + size) {
      if (nums.length === 0) return;
      this.path.push({ nums: nums.slice(), sherpas: size - nums.length, low, part: k });
      this.run(k + 1, used);
      this.path.pop();
      return;
    }
    if (this.numCnt[n]! > 0) {
      this.numCnt[n]!--;
      nums.push(n);
      this.runPositions(k, low, n + 1, size, used, nums, last);
      nums.pop();
      this.numCnt[n]!++;
      if (last) return; // the last part never gains from a Sherpa instead of a real card
    }
    this.runPositions(k, low, n + 1, size, used + 1, nums, last);
  }
}

/** Fewer Sherpas in the camp, then fewer penalty points stranded in hand, then more cards that fit. */
function better(a: readonly number[], b: readonly number[]): boolean {
  return a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! > b[2]!)));
}

/** Search order: colour groups first (colours matter only there), then sets, then runs; bigger first. */
function searchOrder(camp: Camp): { part: Part; index: number }[] {
  const rank = { color: 0, set: 1, run: 2 } as const;
  return camp
    .map((part, index) => ({ part, index }))
    .sort((a, b) => rank[a.part.kind] - rank[b.part.kind] || b.part.size - a.part.size);
}

/**
 * Proposes how to lay `camp` from `hand`, or `null` when the hand cannot lay it. Never misses a
 * layable camp; prefers fewer Sherpas, then (with `penaltyOf`, on routes that count penalty
 * points) fewer points stranded in hand, then leftover cards that fit the new camp.
 */
export function proposeCamp(
  hand: readonly Card[],
  camp: Camp,
  maxNumber = 15,
  penaltyOf: PenaltyOf | null = null,
): CampProposal | null {
  const order = searchOrder(camp);
  const s = new Search(hand, order, maxNumber, penaltyOf);
  s.run(0, 0);
  if (!s.best) return null;
  return { parts: resolve(hand, s.best, order, camp.length), sherpas: s.bestKey[0] };
}

/** Turns the search's numbers into concrete cards of the hand. */
function resolve(
  hand: readonly Card[],
  choices: readonly Choice[],
  order: readonly { part: Part; index: number }[],
  n: number,
): PartAssignment[] {
  const pool = hand.slice();
  const take = (card: Card): void => {
    pool.splice(pool.indexOf(card), 1);
  };
  const out: PartAssignment[] = new Array<PartAssignment>(n);
  for (const ch of choices.filter((c) => c.colorCards)) {
    for (const c of ch.colorCards!) take(c);
    out[order[ch.part]!.index] = { cards: [...ch.colorCards!, ...new Array<Card>(ch.sherpas).fill('J')] };
  }
  for (const ch of choices.filter((c) => !c.colorCards)) {
    const entry = order[ch.part]!;
    const cards: Card[] = [];
    for (const num of ch.nums) {
      const card = pool.find((c) => !info(c).sherpa && !info(c).storm && info(c).num === num)!;
      take(card);
      cards.push(card);
    }
    for (let i = 0; i < ch.sherpas; i++) cards.push('J');
    out[entry.index] = entry.part.kind === 'run' ? { cards, low: ch.low } : { cards };
  }
  return out;
}

/**
 * Checks a manual assignment ("Karten in der Hand wählen und auf einen Teil des Lagers klicken"):
 * one assignment per part, each part valid, all cards from the hand. Returns the melds.
 */
export function validateCamp(
  hand: readonly Card[],
  camp: Camp,
  parts: readonly PartAssignment[],
  owner: Seat,
  maxNumber: number,
): Result<Meld[], ComboError | { code: 'ERR_CARD_NOT_IN_HAND'; detail?: string }> {
  if (parts.length !== camp.length) return err({ code: 'ERR_PART_SIZE', detail: 'parts' });
  const pool = hand.slice();
  const melds: Meld[] = [];
  for (let i = 0; i < camp.length; i++) {
    const a = parts[i]!;
    for (const c of a.cards) {
      const j = pool.indexOf(c);
      if (j < 0) return err({ code: 'ERR_CARD_NOT_IN_HAND', detail: c });
      pool.splice(j, 1);
    }
    const m = buildMeld(camp[i]!, a, owner, maxNumber);
    if (!m.ok) return m;
    melds.push(m.value);
  }
  return ok(melds);
}

/** Per card of the hand: the melds (and run ends, Sherpa up/down) it may be laid off at. */
export function layoffOptions(
  hand: readonly Card[],
  melds: readonly Meld[],
  maxNumber: number,
): { card: Card; targets: ReturnType<typeof layoffTargets> }[] {
  return [...new Set(hand)].map((card) => ({ card, targets: layoffTargets(card, melds, maxNumber) }));
}
