/**
 * How far a hand is from a camp: the number of cards still missing, assuming every missing card
 * could still be drawn. Used for the Meister stage proposal (S12), the Nordwand carry-over
 * proposal (S7) and the bots. A fast estimate: Sherpas fill any slot, so the missing count is
 * (slots − real cards used − Sherpas), and the search maximises the real cards used.
 */
import { COLORS, info, type Card } from './cards.js';
import type { Camp, Part } from './routes.js';

const NC = COLORS.length;

interface Counts {
  readonly num: number[];
  readonly col: number[]; // colour * 16 + num
  sherpas: number;
}

export function countHand(hand: readonly Card[]): Counts {
  const c: Counts = { num: new Array<number>(16).fill(0), col: new Array<number>(NC * 16).fill(0), sherpas: 0 };
  for (const card of hand) {
    const i = info(card);
    if (i.sherpa) c.sherpas++;
    else if (!i.storm) {
      c.num[i.num]!++;
      c.col[COLORS.indexOf(i.color!) * 16 + i.num]!++;
    }
  }
  return c;
}

const RANK = { color: 0, set: 1, run: 2 } as const;

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
  const c = countHand(hand);
  const out = { free: { num: c.num.slice(), col: c.col.slice() } };
  const missing = missingFromCounts(c, camp, maxNumber, out);
  return { missing, freeNum: out.free.num, freeCol: out.free.col };
}

/** Whether removing `card` keeps the best fill found (then the missing count stays). */
export function isFree(d: MissingDetail, card: Card): boolean {
  const i = info(card);
  if (i.sherpa || i.storm) return false;
  return (d.freeNum[i.num] ?? 0) > 0 && (d.freeCol[COLORS.indexOf(i.color!) * 16 + i.num] ?? 0) > 0;
}

export function missingFromCounts(
  c: Counts,
  camp: Camp,
  maxNumber: number,
  out?: { free: { num: number[]; col: number[] } },
): number {
  const parts = camp.slice().sort((a, b) => RANK[a.kind] - RANK[b.kind] || b.size - a.size);
  const slots = parts.reduce((s, p) => s + p.size, 0);
  let best = { reals: -1, empty: parts.length };
  const rest = parts.map((_, i) => parts.slice(i).reduce((s, p) => s + p.size, 0));
  let nodes = 0;
  const dfs = (k: number, reals: number, empty: number, prevKey: number): void => {
    nodes++;
    if (reals + (rest[k] ?? 0) <= best.reals || nodes > 4000) return;
    const part = parts[k];
    if (!part) {
      best = { reals, empty };
      if (out) out.free = { num: c.num.slice(), col: c.col.slice() };
      return;
    }
    const same = k > 0 && parts[k - 1]!.kind === part.kind && parts[k - 1]!.size === part.size;
    tryPart(c, part, maxNumber, same ? prevKey : 0, (used, key) =>
      dfs(k + 1, reals + used, empty + (used ? 0 : 1), key),
    );
  };
  dfs(0, 0, 0, 0);
  const open = slots - best.reals - c.sherpas;
  return Math.max(open, best.empty > 0 && open <= 0 ? best.empty : 0, 0);
}

/** Tries every sensible way to fill one part with real cards (greedy within the choice). */
function tryPart(
  c: Counts,
  part: Part,
  maxNumber: number,
  from: number,
  next: (used: number, key: number) => void,
): void {
  let tried = false;
  switch (part.kind) {
    case 'set':
      for (let v = Math.max(1, from); v <= maxNumber; v++) {
        const r = Math.min(part.size, c.num[v]!);
        if (r === 0) continue;
        tried = true;
        c.num[v]! -= r;
        next(r, v);
        c.num[v]! += r;
      }
      break;
    case 'run':
      for (let low = Math.max(1, from); low + part.size - 1 <= maxNumber; low++) {
        const used: number[] = [];
        for (let n = low; n < low + part.size; n++) if (c.num[n]! > 0) used.push(n);
        if (used.length === 0) continue;
        tried = true;
        for (const n of used) c.num[n]!--;
        next(used.length, low);
        for (const n of used) c.num[n]!++;
      }
      break;
    case 'color':
      for (let col = 0; col < NC; col++) {
        const taken: number[] = [];
        for (let n = 1; n <= maxNumber && taken.length < part.size; n++)
          for (let j = c.col[col * 16 + n]!; j > 0 && taken.length < part.size; j--) taken.push(n);
        if (taken.length === 0) continue;
        tried = true;
        for (const n of taken) {
          c.col[col * 16 + n]!--;
          c.num[n]!--;
        }
        next(taken.length, col);
        for (const n of taken) {
          c.col[col * 16 + n]!++;
          c.num[n]!++;
        }
      }
      break;
  }
  if (!tried) next(0, from);
}
