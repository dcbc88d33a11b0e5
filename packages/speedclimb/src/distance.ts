/**
 * How far a hand is from a camp: the number of cards still missing, assuming every missing card
 * could still be drawn. Used for the Meister stage proposal (S12), the Nordwand carry-over
 * proposal (S7) and the bots. A fast estimate: Sherpas fill any slot, so the missing count is
 * (slots − real cards used − Sherpas), and the search maximises the real cards used.
 *
 * Speed: the bots call this many times per decision, so the search is one plain recursive
 * function over counts (no closures, no per-node lists) and each camp's sorted parts are prepared
 * once. The search order and its node limit are part of the result (the limit can stop it before
 * the optimum), so any change here must keep both.
 */
import { COLORS, info, type Card } from './cards.js';
import type { Camp, Part } from './routes.js';

const NC = COLORS.length;

export interface Counts {
  /** Real cards per number. */
  readonly num: number[];
  /** Real cards per colour * 16 + number. */
  readonly col: number[];
  sherpas: number;
}

/** Per card text: -1 Sherpa, -2 Schneesturm, else colour index * 16 + number. */
const codes = new Map<string, number>();
export function cardCode(card: Card): number {
  let code = codes.get(card);
  if (code === undefined) {
    const i = info(card);
    code = i.sherpa ? -1 : i.storm ? -2 : COLORS.indexOf(i.color!) * 16 + i.num;
    codes.set(card, code);
  }
  return code;
}

export function countHand(hand: readonly Card[]): Counts {
  const c: Counts = { num: new Array<number>(16).fill(0), col: new Array<number>(NC * 16).fill(0), sherpas: 0 };
  for (const card of hand) addCard(c, card, 1);
  return c;
}

/** Adds (`by` = 1) or removes (`by` = −1) one card from the counts. */
export function addCard(c: Counts, card: Card, by: 1 | -1): void {
  const code = cardCode(card);
  if (code === -1) c.sherpas += by;
  else if (code >= 0) {
    c.num[code & 15]! += by;
    c.col[code]! += by;
  }
}

const RANK = { color: 0, set: 1, run: 2 } as const;
const NODE_LIMIT = 4000;

/** A camp prepared for the search: parts sorted (colour groups, sets, runs; larger first). */
interface Prepared {
  readonly parts: readonly Part[];
  /** Whether part k equals part k − 1 (then its key starts at the previous key: no repeats). */
  readonly same: readonly boolean[];
  /** Slots from part k to the end. */
  readonly rest: readonly number[];
  readonly slots: number;
}

const prepared = new WeakMap<Camp, Prepared>();
function prepare(camp: Camp): Prepared {
  let p = prepared.get(camp);
  if (!p) {
    const parts = camp.slice().sort((a, b) => RANK[a.kind] - RANK[b.kind] || b.size - a.size);
    const rest = parts.map((_, i) => parts.slice(i).reduce((s, q) => s + q.size, 0));
    rest.push(0);
    const same = parts.map((q, k) => k > 0 && parts[k - 1]!.kind === q.kind && parts[k - 1]!.size === q.size);
    p = { parts, same, rest, slots: rest[0]! };
    prepared.set(camp, p);
  }
  return p;
}

/** Cards missing to lay `camp` (0 = layable, up to the camp's size). */
export function campMissing(hand: readonly Card[], camp: Camp, maxNumber: number): number {
  return missingFromCounts(countHand(hand), camp, maxNumber);
}

/** The missing count plus the counts the best fill leaves unused (cards whose loss costs nothing). */
export interface MissingDetail {
  readonly missing: number;
  readonly freeNum: readonly number[];
  readonly freeCol: readonly number[];
}

export function campMissingDetail(hand: readonly Card[], camp: Camp, maxNumber: number): MissingDetail {
  return countsMissingDetail(countHand(hand), camp, maxNumber);
}

export function countsMissingDetail(c: Counts, camp: Camp, maxNumber: number): MissingDetail {
  const out = { free: { num: c.num.slice(), col: c.col.slice() } };
  const missing = missingFromCounts(c, camp, maxNumber, out);
  return { missing, freeNum: out.free.num, freeCol: out.free.col };
}

/** Whether removing `card` keeps the best fill found (then the missing count stays). */
export function isFree(d: MissingDetail, card: Card): boolean {
  const code = cardCode(card);
  if (code < 0) return false;
  return (d.freeNum[code & 15] ?? 0) > 0 && (d.freeCol[code] ?? 0) > 0;
}

/** The search's state (one object per call instead of closures). */
interface Search {
  readonly c: Counts;
  readonly p: Prepared;
  readonly max: number;
  readonly out: { free: { num: number[]; col: number[] } } | undefined;
  bestReals: number;
  bestEmpty: number;
  nodes: number;
}

/**
 * The missing count of the counts `c` (left as they were). `c` is changed during the search and
 * restored, so callers may pass counts they keep.
 */
export function missingFromCounts(
  c: Counts,
  camp: Camp,
  maxNumber: number,
  out?: { free: { num: number[]; col: number[] } },
): number {
  const p = prepare(camp);
  const s: Search = { c, p, max: maxNumber, out, bestReals: -1, bestEmpty: p.parts.length, nodes: 0 };
  dfs(s, 0, 0, 0, 0);
  const open = p.slots - s.bestReals - c.sherpas;
  return Math.max(open, s.bestEmpty > 0 && open <= 0 ? s.bestEmpty : 0, 0);
}

/** Fills part k every sensible way with real cards (greedy within the choice), then the rest. */
function dfs(s: Search, k: number, reals: number, empty: number, prevKey: number): void {
  s.nodes++;
  if (reals + s.p.rest[k]! <= s.bestReals || s.nodes > NODE_LIMIT) return;
  const part = s.p.parts[k];
  if (!part) {
    s.bestReals = reals;
    s.bestEmpty = empty;
    if (s.out) s.out.free = { num: s.c.num.slice(), col: s.c.col.slice() };
    return;
  }
  const from = s.p.same[k] ? prevKey : 0;
  const num = s.c.num;
  const max = s.max;
  const size = part.size;
  let tried = false;
  switch (part.kind) {
    case 'set':
      for (let v = Math.max(1, from); v <= max; v++) {
        const r = Math.min(size, num[v]!);
        if (r === 0) continue;
        tried = true;
        num[v]! -= r;
        dfs(s, k + 1, reals + r, empty, v);
        num[v]! += r;
      }
      break;
    case 'run':
      for (let low = Math.max(1, from); low + size - 1 <= max; low++) {
        let mask = 0;
        let used = 0;
        for (let n = low; n < low + size; n++)
          if (num[n]! > 0) {
            mask |= 1 << n;
            used++;
          }
        if (used === 0) continue;
        tried = true;
        for (let n = low; n < low + size; n++) if (mask & (1 << n)) num[n]!--;
        dfs(s, k + 1, reals + used, empty, low);
        for (let n = low; n < low + size; n++) if (mask & (1 << n)) num[n]!++;
      }
      break;
    case 'color': {
      const col = s.c.col;
      const taken = new Array<number>(16).fill(0);
      for (let cc = 0; cc < NC; cc++) {
        let count = 0;
        for (let n = 1; n <= max && count < size; n++) {
          const t = Math.min(col[cc * 16 + n]!, size - count);
          taken[n] = t;
          count += t;
        }
        if (count === 0) continue;
        tried = true;
        for (let n = 1; n <= max; n++) {
          col[cc * 16 + n]! -= taken[n]!;
          num[n]! -= taken[n]!;
        }
        dfs(s, k + 1, reals + count, empty, cc);
        for (let n = 1; n <= max; n++) {
          col[cc * 16 + n]! += taken[n]!;
          num[n]! += taken[n]!;
          taken[n] = 0;
        }
      }
      break;
    }
  }
  if (!tried) dfs(s, k + 1, reals, empty + 1, from);
}
