/**
 * The bots' private simulator of one round: integer card codes, mutable arrays, no events.
 * It shares `fits`/`afterCard` with the rules engine and is checked against it move by move
 * (sim.test.ts). Only bots and benchmarks use it; the public API stays pure.
 */
import { CODE_HD, KARTONS_BY_CODE, isNumberCode } from './cards.js';
import { afterCard, fits, NOT_OPENED, type Dir } from './ride.js';

/** The exit move in the simulator. */
export const EXIT = -1;

/** The rules a round simulation needs. */
export interface SimRules {
  readonly gleicheEtage: boolean;
  readonly aussteigenJederzeit: boolean;
  readonly ladenhueter: boolean;
}

export class Sim {
  /** Set when someone played the last card (Feierabend). */
  finisher = -1;

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
  ) {}

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
    );
  }

  /** Writes the legal moves of the seat on turn into `out` (each code once, EXIT last); returns how many. */
  legal(out: number[]): number {
    const hand = this.hands[this.turn] as number[];
    let hasNumber = false;
    for (let i = 0; i < hand.length; i++) if (isNumberCode(hand[i] as number)) hasNumber = true;
    let k = 0;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i] as number;
      if (!fits(c, this.floor, this.dir, this.rules.gleicheEtage, hasNumber)) continue;
      let dup = false;
      for (let j = 0; j < k; j++) if (out[j] === c) dup = true;
      if (!dup) out[k++] = c;
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
    const opened = this.floor !== NOT_OPENED;
    const before = this.lastSeat;
    const next = afterCard(move, this.floor, this.dir);
    this.floor = next.floor;
    this.dir = next.dir;
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
