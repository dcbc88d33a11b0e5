import { rankOf, RANKS, type Card } from '../cards.js';
import type { Layout } from '../deal.js';
import { COVER_MASK, PEAK_CARDS } from '../layout.js';
import { DOWN, GONE, type Choice, type Sight } from '../strategy/sight.js';

/**
 * A private, mutable table for simulations and benchmarks — the same rules as `play` (covering,
 * fitting, own stock onto own pile, no second pass, win and dead position), without the clock,
 * the events and the copying. Tests check that it agrees with the engine move for move.
 */
export class FastTable {
  readonly peaks: Int8Array;
  gone = 0;
  readonly stocks: readonly (readonly Card[])[];
  readonly stockPos: number[];
  readonly tops: Card[];
  readonly pileRanks: number[] = new Array<number>(RANKS).fill(0);
  readonly slots = new Int8Array(PEAK_CARDS);
  private readonly unseen = new Array<number>(RANKS).fill(0);
  private readonly counts: number[];
  private readonly view: Sight;
  moves = 0;

  constructor(
    layout: Layout,
    readonly wrap: boolean,
  ) {
    this.peaks = Int8Array.from(layout.peaks);
    this.stocks = layout.stocks;
    this.stockPos = layout.stocks.map(() => 0);
    this.tops = layout.piles.map((p) => p[p.length - 1] as Card);
    for (const p of layout.piles) for (const c of p) this.pileRanks[rankOf(c)]! += 1;
    this.counts = layout.stocks.map((s) => s.length);
    this.view = { wrap, slots: this.slots, tops: this.tops, stockCounts: this.counts, unseen: this.unseen };
  }

  isFree(pos: number): boolean {
    const cover = COVER_MASK[pos] as number;
    return (this.gone & (1 << pos)) === 0 && (this.gone & cover) === cover;
  }

  stockCount(seat: number): number {
    return (this.stocks[seat]?.length ?? 0) - (this.stockPos[seat] ?? 0);
  }

  /** What everyone sees (the strategies' input); one object, refreshed in place at every call. */
  sight(): Sight {
    const unseen = this.unseen;
    for (let r = 0; r < RANKS; r++) unseen[r] = 4 - (this.pileRanks[r] as number);
    for (let p = 0; p < PEAK_CARDS; p++) {
      if (this.gone & (1 << p)) this.slots[p] = GONE;
      else if (this.isFree(p)) {
        const c = this.peaks[p] as number;
        this.slots[p] = c;
        unseen[rankOf(c)]! -= 1;
      } else this.slots[p] = DOWN;
    }
    for (let s = 0; s < this.counts.length; s++) this.counts[s] = this.stockCount(s);
    return this.view;
  }

  apply(choice: Choice): void {
    this.moves += 1;
    if (choice.kind === 'flip') {
      const seat = choice.seat;
      const card = this.stocks[seat]?.[this.stockPos[seat] ?? 0];
      if (card === undefined) throw new Error('flip of an empty stock');
      this.stockPos[seat]! += 1;
      this.tops[seat] = card;
      this.pileRanks[rankOf(card)]! += 1;
      return;
    }
    const card = this.peaks[choice.pos] as number;
    this.gone |= 1 << choice.pos;
    this.tops[choice.pile] = card;
    this.pileRanks[rankOf(card)]! += 1;
  }

  won(): boolean {
    return this.gone === (1 << PEAK_CARDS) - 1;
  }

  leftover(): number {
    return this.stocks.reduce((s, _, seat) => s + this.stockCount(seat), 0);
  }
}

/** One simulated game of a team strategy: won or not, and the leftover stock cards. */
export function playOut(
  table: FastTable,
  choose: (sight: Sight) => Choice | null,
): { readonly won: boolean; readonly score: number } {
  for (;;) {
    if (table.won()) return { won: true, score: table.leftover() };
    const choice = choose(table.sight());
    if (choice === null) return { won: false, score: 0 };
    table.apply(choice);
  }
}
