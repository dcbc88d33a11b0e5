/**
 * The bots' private simulator of one round: integer card codes, mutable arrays, no events.
 * It shares `fits`/`afterCard` with the rules engine and is checked against it move by move
 * (sim.test.ts). Only bots and benchmarks use it; the public API stays pure.
 */
import { CODE_HD, CODE_LB, KARTONS_BY_CODE, isNumberCode } from './cards.js';
import { afterCard, NOT_OPENED, type Dir } from './ride.js';

/** The exit move in the simulator. */
export const EXIT = -1;

/** The rules a round simulation needs. */
export interface SimRules {
  readonly gleicheEtage: boolean;
  readonly aussteigenJederzeit: boolean;
  readonly ladenhueter: boolean;
}

/** Slot of a card code in the per-seat holdings: floors 1–12, then LB 13, EX 14, HD 15. */
export const slotOf = (code: number): number => (code < CODE_LB ? (code % 12) + 1 : code - CODE_LB + 13);
const NUMBER_BITS = 0x1ffe;
const HD_BIT = 1 << 15;
const SPECIAL_BITS = (1 << 13) | (1 << 14) | HD_BIT;

export class Sim {
  /** Set when someone played the last card (Feierabend). */
  finisher = -1;
  /** Per seat: how many cards of each slot it holds (16 slots a seat). */
  readonly counts: number[];
  /** Per seat: bit `slot` set while the seat holds a card of that slot. */
  readonly masks: number[];

  constructor(
    readonly rules: SimRules,
    readonly n: number,
    /** Hands as card codes (order does not matter). */
    readonly hands: number[][],
    public turn: number,
    public floor: number,
    public dir: Dir,
    /** Kartons and number of cards in the open ride, and who laid its last card. */
    public rideK: number,
    public rideLen: number,
    public lastSeat: number,
    /** Kartons taken this round per seat. */
    readonly taken: number[],
    counts?: number[],
    masks?: number[],
  ) {
    if (counts && masks) {
      this.counts = counts;
      this.masks = masks;
    } else {
      this.counts = new Array<number>(n * 16).fill(0);
      this.masks = new Array<number>(n).fill(0);
      hands.forEach((_, seat) => this.recount(seat));
    }
  }

  /** Recomputes a seat's holdings after its hand was replaced (world sampling). */
  recount(seat: number): void {
    this.counts.fill(0, seat * 16, seat * 16 + 16);
    let m = 0;
    for (const code of this.hands[seat] as number[]) {
      const slot = slotOf(code);
      this.counts[seat * 16 + slot] = (this.counts[seat * 16 + slot] as number) + 1;
      m |= 1 << slot;
    }
    this.masks[seat] = m;
  }

  /**
   * Whether `seat` holds a card that fits the lift at floor/dir, optionally without one copy
   * of `without` — the bit-mask twin of `fits` for the playout policy (checked in sim.test.ts).
   */
  canFollow(seat: number, floor: number, dir: Dir, without = -1): boolean {
    let m = this.masks[seat] as number;
    if (without >= 0) {
      const slot = slotOf(without);
      if (this.counts[seat * 16 + slot] === 1) m &= ~(1 << slot);
    }
    if (floor === NOT_OPENED) return m !== 0;
    const numbers = m & NUMBER_BITS;
    const g = this.rules.gleicheEtage;
    if (dir === 0) return (g ? numbers : numbers & ~(1 << floor)) !== 0 || (m & HD_BIT) !== 0;
    if ((m & SPECIAL_BITS) !== 0) return true; // all specials fit once the direction is fixed
    if (dir === 1) return numbers >> (g ? floor : floor + 1) !== 0;
    return (numbers & ((1 << (g ? floor + 1 : floor)) - 1)) !== 0;
  }

  clone(): Sim {
    return new Sim(
      this.rules,
      this.n,
      this.hands.map((h) => h.slice()),
      this.turn,
      this.floor,
      this.dir,
      this.rideK,
      this.rideLen,
      this.lastSeat,
      this.taken.slice(),
      this.counts.slice(),
      this.masks.slice(),
    );
  }

  /**
   * Writes the legal moves of the seat on turn into `out` (each code once, EXIT last); returns
   * how many. The fitting range is `fits` unrolled for the hot loop (checked in sim.test.ts).
   */
  legal(out: number[]): number {
    const hand = this.hands[this.turn] as number[];
    const hasNumber = ((this.masks[this.turn] as number) & NUMBER_BITS) !== 0;
    const g = this.rules.gleicheEtage;
    let lo = 1;
    let hi = 12;
    let except = -1;
    let specialOk: boolean; // Liftboy, Expresskabine
    let detectiveOk: boolean;
    if (this.floor === NOT_OPENED) {
      specialOk = !hasNumber; // L5
      detectiveOk = !hasNumber;
    } else if (this.dir === 0) {
      if (!g) except = this.floor;
      specialOk = false;
      detectiveOk = true;
    } else {
      if (this.dir === 1) lo = g ? this.floor : this.floor + 1;
      else hi = g ? this.floor : this.floor - 1;
      specialOk = true;
      detectiveOk = true;
    }
    let k = 0;
    let specialsSeen = 0;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i] as number;
      if (c < CODE_LB) {
        const f = (c % 12) + 1;
        if (f >= lo && f <= hi && f !== except) out[k++] = c; // number codes are unique
      } else if (c === CODE_HD ? detectiveOk : specialOk) {
        const bit = 1 << (c - CODE_LB);
        if ((specialsSeen & bit) === 0) {
          specialsSeen |= bit;
          out[k++] = c;
        }
      }
    }
    if (k === 0 || (this.rules.aussteigenJederzeit && this.rideLen > 0)) out[k++] = EXIT;
    return k;
  }

  /** Applies a legal move of the seat on turn. */
  apply(move: number): void {
    const seat = this.turn;
    if (move === EXIT) {
      this.take(seat);
      return;
    }
    const hand = this.hands[seat] as number[];
    const i = hand.indexOf(move);
    hand[i] = hand[hand.length - 1] as number;
    hand.pop();
    const slot = slotOf(move);
    const left = (this.counts[seat * 16 + slot] as number) - 1;
    this.counts[seat * 16 + slot] = left;
    if (left === 0) this.masks[seat] = (this.masks[seat] as number) & ~(1 << slot);
    const opened = this.floor !== NOT_OPENED;
    const before = this.lastSeat;
    if (isNumberCode(move)) {
      // afterCard for number cards, inlined for the hot loop
      const f = (move % 12) + 1;
      if (this.dir === 0 && opened) this.dir = f > this.floor ? 1 : f < this.floor ? -1 : 0;
      this.floor = f;
    } else {
      const next = afterCard(move, this.floor, this.dir);
      this.floor = next.floor;
      this.dir = next.dir;
    }
    this.rideK += KARTONS_BY_CODE[move] as number;
    this.rideLen++;
    this.lastSeat = seat;
    this.turn = seat + 1 === this.n ? 0 : seat + 1;
    if (move === CODE_HD && opened) this.take(before); // L2, L1
    if (hand.length === 0) this.finisher = seat; // Feierabend, after the catch (L3)
  }

  private take(seat: number): void {
    this.taken[seat] = (this.taken[seat] as number) + this.rideK;
    this.rideK = 0;
    this.rideLen = 0;
    this.lastSeat = -1;
    this.floor = NOT_OPENED;
    this.dir = 0;
    this.turn = seat;
  }

  /** The seat's penalty if the round ended now. */
  penalty(seat: number): number {
    return (this.taken[seat] as number) + (this.rules.ladenhueter ? (this.hands[seat] as number[]).length : 0);
  }
}
