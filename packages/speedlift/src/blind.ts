/**
 * Playouts that do not peek (issue 22, seventh pass; `stark-blind`). The playout policy's rule 1
 * ("a card after which the next player cannot follow") asks the world's true hand of the next
 * seat — every seat in a playout is clairvoyant. Here each seat judges it from what it could know:
 * the cards it has not seen (all cards not yet laid this round, less its own hand; the Lager
 * among them), narrowed by the public facts about the next seat (forced exits, L6: its bounds,
 * o.S., o.D. — those of the view and those the playout itself produces), and the next seat's hand
 * size. The chance that the next seat cannot follow is hypergeometric over those counts per slot;
 * the policy's score (`policyScore` with a belief) is the expected score over "trap" and "no trap". No sampling inside the
 * playout, and never a look at another seat's hand beyond its length.
 */
import { CODE_EX, CODE_HD, CODE_LB } from './cards.js';
import { allowedBy, boundsOf, type HandBounds } from './facts.js';
import { EXIT, slotOf, type Sim } from './sim.js';
import type { ExitFact } from './state.js';

const NUMBER_BITS = 0x1ffe;
const SPECIAL_BITS = (1 << 13) | (1 << 14) | (1 << 15);
const HD_BIT = 1 << 15;
/** Every slot: floors 1–12, LB, EX, HD. */
const ALL_SLOTS = NUMBER_BITS | SPECIAL_BITS;

/** The slots (bits 1–15, as `Sim.masks`) a hand with these bounds may still hold. */
export function allowedMask(b: HandBounds): number {
  let m = 0;
  for (let f = 1; f <= 12; f++) if (f >= b.lo && f <= b.hi) m |= 1 << f;
  if (allowedBy(b, CODE_LB)) m |= 1 << 13;
  if (allowedBy(b, CODE_EX)) m |= 1 << 14;
  if (allowedBy(b, CODE_HD)) m |= HD_BIT;
  return m;
}

/** The slots that fit an open ride at floor/dir (the twin of `Sim.canFollow` for a ride with a card in it). */
export function fitMask(floor: number, dir: number, gleicheEtage: boolean): number {
  if (dir === 0) return (gleicheEtage ? NUMBER_BITS : NUMBER_BITS & ~(1 << floor)) | HD_BIT;
  const numbers =
    dir === 1
      ? NUMBER_BITS & ~((1 << (gleicheEtage ? floor : floor + 1)) - 1)
      : NUMBER_BITS & ((1 << (gleicheEtage ? floor + 1 : floor)) - 1);
  return numbers | SPECIAL_BITS;
}

/**
 * What every seat knows in a playout: how many cards of each slot are not yet laid this round (in
 * hands or the Lager — public: the deck less the ride and the taken loads) and, per seat, the slots
 * its hand may still hold by its forced exits.
 */
export class Belief {
  /** Per slot (1–15): cards not yet laid this round. */
  readonly live = new Array<number>(16).fill(0);
  /** Per seat: the `allowedMask` of its hand. */
  readonly allowed: number[];

  constructor(
    readonly n: number,
    readonly gleicheEtage: boolean,
  ) {
    this.allowed = new Array<number>(n).fill(ALL_SLOTS);
  }

  /**
   * Sets the belief for a playout from `sim`: `rest` per slot are the cards in no hand (the Lager,
   * the same for every seat's view), `allowed` the seats' masks from the facts so far.
   */
  reset(sim: Sim, rest: readonly number[], allowed: readonly number[]): void {
    for (let slot = 1; slot < 16; slot++) {
      let c = rest[slot] as number;
      for (let s = 0; s < this.n; s++) c += sim.counts[s * 16 + slot] as number;
      this.live[slot] = c;
    }
    for (let s = 0; s < this.n; s++) this.allowed[s] = allowed[s] as number;
  }

  /**
   * Applies a move of the seat on turn to `sim` and to the belief: a laid card is no longer live;
   * an exit with no card that fits (forced) is a public fact about that seat's hand (L6).
   */
  apply(sim: Sim, move: number): void {
    if (move === EXIT) {
      const seat = sim.turn;
      const hand = sim.hands[seat] as number[];
      if (hand.length > 0 && !sim.canFollow(seat, sim.floor, sim.dir))
        this.allowed[seat] = (this.allowed[seat] as number) & ~fitMask(sim.floor, sim.dir, this.gleicheEtage);
    } else {
      const slot = slotOf(move);
      this.live[slot] = (this.live[slot] as number) - 1;
    }
    sim.apply(move);
  }

  /**
   * The chance, as the seat on turn can judge it, that `next` cannot follow at floor/dir after
   * the seat on turn laid a card: `next`'s hand (its public length) drawn without replacement
   * from the cards the seat on turn has not seen that the facts allow in it.
   */
  stuckChance(sim: Sim, next: number, floor: number, dir: number): number {
    const h = (sim.hands[next] as number[]).length;
    if (h === 0) return 0;
    const allowed = this.allowed[next] as number;
    const fit = fitMask(floor, dir, this.gleicheEtage) & allowed;
    const own = sim.turn * 16;
    let total = 0;
    let fitting = 0;
    for (let slot = 1; slot < 16; slot++) {
      if ((allowed & (1 << slot)) === 0) continue;
      // the card about to be laid is still in the own hand and among the live cards: it cancels
      const unseen = (this.live[slot] as number) - (sim.counts[own + slot] as number);
      total += unseen;
      if ((fit & (1 << slot)) !== 0) fitting += unseen;
    }
    let p = 1;
    for (let i = 0; i < h && p > 0; i++) p *= total - i > 0 ? Math.max(0, total - fitting - i) / (total - i) : 0;
    return p;
  }
}

/** The slots each seat may hold by the view's forced exits (all slots without inference). */
export function allowedOfExits(
  exits: readonly ExitFact[],
  n: number,
  gleicheEtage: boolean,
  inference: boolean,
): number[] {
  return Array.from({ length: n }, (_, s) => (inference ? allowedMask(boundsOf(exits, s, gleicheEtage)) : ALL_SLOTS));
}
