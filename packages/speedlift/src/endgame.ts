/**
 * Exact endgame search of one sampled world (issue 22, fourth pass). Near Feierabend a world is
 * small, so instead of finishing the round with the greedy policy (whose bias limits stark) the
 * rest is searched exactly with every hand known: max^n — the seat on turn picks the move that
 * gives it the lowest OWN round penalty at Feierabend (Kartons taken this round + Ladenhüter),
 * ties in the policy's order (then by card code), so the search is deterministic. The
 * simulator is changed in place and restored move by move (no clone per node).
 */
import { DEFAULT_POLICY, policyMove, policyScore, type PolicyWeights } from './policy.js';
import type { Belief } from './blind.js';
import type { Rng } from '@kartenhaus/core';
import { EXIT, slotOf, type Sim } from './sim.js';

/** When the exact search takes over from the policy, and whether it keeps a transposition table. */
export interface EndgameSettings {
  /** The search starts once at most this many cards are left in all hands together. */
  readonly cards: number;
  /**
   * Transposition table per world: positions reached by different orders of the same plays
   * (the same hands, ride Kartons, floor, direction, seat on turn and last seat) are searched once.
   */
  readonly table: boolean;
}

/** Cards left in all hands together. */
export function cardsLeft(sim: Sim): number {
  let total = 0;
  for (const h of sim.hands) total += h.length;
  return total;
}

export class Endgame {
  /** Nodes visited since construction (for tests and tuning). */
  nodes = 0;
  private readonly moves: number[][] = [];
  private readonly vecs: number[][] = [];
  private readonly saved: number[][] = [];
  /** Each seat's penalty still to come after the move being tried (scratch per depth). */
  private readonly candidates: number[][] = [];
  private table: Map<string, number[]> | null;
  private readonly result: number[];

  /** Every seat's round penalty after a move of the judged seat (scratch). */
  private readonly round: number[];

  constructor(
    readonly n: number,
    readonly settings: EndgameSettings,
    readonly policy: PolicyWeights = DEFAULT_POLICY,
    /**
     * A seat that chooses by a value of every seat's round penalty (playing for the game,
     * `partie.ts`) instead of its own round penalty; the other seats keep their own penalty.
     */
    readonly judge: { readonly seat: number; readonly value: (round: readonly number[]) => number } | null = null,
  ) {
    this.round = new Array<number>(n).fill(0);
    this.table = settings.table ? new Map() : null;
    this.result = new Array<number>(n).fill(0);
  }

  /** Forgets the transposition table (a new world: other hands, other values). */
  newWorld(): void {
    if (this.table) this.table = new Map();
  }

  /**
   * Each seat's round penalty at Feierabend under exact play from this position (max^n); the
   * simulator is left as it was. The returned array is reused by the next call.
   */
  solve(sim: Sim): readonly number[] {
    this.search(sim, 0);
    const future = this.vecs[0] as number[];
    for (let s = 0; s < this.n; s++) this.result[s] = (sim.taken[s] as number) + (future[s] as number);
    return this.result;
  }

  /** The move the search chooses for the seat on turn (a legal move of `sim`; `EXIT` when it must leave). */
  bestMove(sim: Sim): number {
    if (sim.finisher >= 0) throw new Error('the round is over');
    const first = this.search(sim, 0);
    return first;
  }

  /** Plays the round to Feierabend: the policy while more than `settings.cards` cards are left, then the search. */
  playout(sim: Sim, rng: Rng, buf: number[], seat: number): number {
    return this.finish(sim, rng, buf)[seat] as number;
  }

  /**
   * The same playout, with every seat's round penalty at Feierabend; the returned array is reused
   * by the next call. With a `belief` the policy's phase does not peek (`blind.ts`, `stark-blind`);
   * the exact search at the end stays the same.
   */
  finish(sim: Sim, rng: Rng, buf: number[], belief: Belief | null = null): readonly number[] {
    let left = cardsLeft(sim);
    while (sim.finisher < 0 && left > this.settings.cards) {
      const m = policyMove(sim, rng, buf, this.policy, belief);
      if (belief) belief.apply(sim, m);
      else sim.apply(m);
      if (m !== EXIT) left--;
    }
    if (sim.finisher < 0) return this.solve(sim);
    for (let s = 0; s < this.n; s++) this.result[s] = sim.penalty(s);
    return this.result;
  }

  private at(list: number[][], d: number): number[] {
    let a = list[d];
    if (!a) {
      a = [];
      list[d] = a;
    }
    return a;
  }

  /**
   * Writes into `vecs[d]` each seat's penalty still to come (relative to its Kartons taken so
   * far) under max^n play, and returns the chosen move (-2 at Feierabend).
   */
  private search(sim: Sim, d: number): number {
    this.nodes++;
    const n = this.n;
    const out = this.at(this.vecs, d);
    if (sim.finisher >= 0) {
      for (let s = 0; s < n; s++) out[s] = sim.rules.ladenhueter ? (sim.hands[s] as number[]).length : 0;
      return -2;
    }
    let key = '';
    if (this.table) {
      key = keyOf(sim);
      const hit = this.table.get(key);
      if (hit) {
        for (let s = 0; s < n; s++) out[s] = hit[s] as number;
        return hit[n] as number;
      }
    }
    const moves = this.at(this.moves, d);
    const k = sim.legal(moves);
    const turn = sim.turn;
    const saved = this.at(this.saved, d);
    for (let s = 0; s < n; s++) saved[s] = sim.taken[s] as number;
    const floor = sim.floor;
    const dir = sim.dir;
    const rideK = sim.rideK;
    const rideLen = sim.rideLen;
    const lastSeat = sim.lastSeat;
    const hand = sim.hands[turn] as number[];
    const child = this.at(this.vecs, d + 1);
    const candidate = this.at(this.candidates, d);
    let best = EXIT;
    let bestV = Infinity;
    // The policy's score of the best move so far, asked only when another move equals its value
    // (ties go to the policy's better card, then the lower code, the exit last): most nodes have
    // no tie, so most scores are never computed.
    let bestScore = NaN;
    for (let i = 0; i < k; i++) {
      const m = moves[i] as number;
      const pos = m === EXIT ? -1 : hand.indexOf(m);
      sim.apply(m);
      this.search(sim, d + 1);
      let v: number;
      if (this.judge !== null && turn === this.judge.seat) {
        for (let s = 0; s < n; s++) this.round[s] = (sim.taken[s] as number) + (child[s] as number);
        v = this.judge.value(this.round);
      } else v = (child[turn] as number) + (sim.taken[turn] as number) - (saved[turn] as number);
      if (v <= bestV)
        for (let s = 0; s < n; s++)
          candidate[s] = (child[s] as number) + (sim.taken[s] as number) - (saved[s] as number);
      // undo: the exact inverse of Sim.apply (hand order included)
      sim.finisher = -1;
      sim.turn = turn;
      sim.floor = floor;
      sim.dir = dir;
      sim.rideK = rideK;
      sim.rideLen = rideLen;
      sim.lastSeat = lastSeat;
      for (let s = 0; s < n; s++) sim.taken[s] = saved[s] as number;
      if (m !== EXIT) {
        if (pos === hand.length) hand.push(m);
        else {
          hand.push(hand[pos] as number);
          hand[pos] = m;
        }
        const slot = slotOf(m);
        sim.counts[turn * 16 + slot] = (sim.counts[turn * 16 + slot] as number) + 1;
        sim.masks[turn] = (sim.masks[turn] as number) | (1 << slot);
      }
      let take = v < bestV;
      let score = NaN;
      if (!take && v === bestV) {
        if (Number.isNaN(bestScore)) bestScore = this.score(sim, best);
        score = this.score(sim, m);
        take = score > bestScore || (score === bestScore && m < best);
      }
      if (take) {
        bestV = v;
        best = m;
        bestScore = score;
        for (let s = 0; s < n; s++) out[s] = candidate[s] as number;
      }
    }
    if (this.table) {
      const entry = out.slice(0, n);
      entry.push(best);
      this.table.set(key, entry);
    }
    return best;
  }

  /** The policy's score of a legal move at this node (the exit below every card). */
  private score(sim: Sim, m: number): number {
    return m === EXIT ? -Infinity : policyScore(sim, m, this.policy);
  }
}

/** The position's key for the transposition table: sorted hands and the ride's public state. */
function keyOf(sim: Sim): string {
  let key = `${sim.turn},${sim.floor},${sim.dir},${sim.rideK},${sim.lastSeat},${sim.rideLen > 0 ? 1 : 0}`;
  for (const h of sim.hands)
    key += `|${h
      .slice()
      .sort((a, b) => a - b)
      .join(',')}`;
  return key;
}
