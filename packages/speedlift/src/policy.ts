/**
 * The playout policy of the sampling bots: a greedy rule of thumb, not random play. In a
 * sampled world every hand is known, so it looks one seat ahead:
 * 1. a card after which the next player cannot follow wins (bigger load, better);
 * 2. the detective when the ride is heavy (the previous player carries it);
 * 3. otherwise dump heavy cards and push the lift on, but keep an own card beyond the new
 *    floor and keep Liftboy and Expresskabine for emergencies.
 */
import type { Rng } from '@kartenhaus/core';
import { CODE_EX, CODE_HD, CODE_LB, KARTONS_BY_CODE, codeFloor, isNumberCode } from './cards.js';
import { afterCard, NOT_OPENED } from './ride.js';
import { EXIT, type Sim } from './sim.js';

/** Weights of the rule of thumb, set by hand (200 games against push = exposed = 0 showed no clear difference). */
export interface PolicyWeights {
  /** Per floor the lift moves on. */
  readonly push: number;
  /** Penalty when no own number card lies beyond the new floor. */
  readonly exposed: number;
  /** Per Karton of the card (default 1: dump heavy cards). */
  readonly kartons?: number;
  /** At the opening: per floor away from the middle (6.5); negative prefers the middle. */
  readonly openEdge?: number;
  /** Score of Liftboy and Expresskabine when they set no trap (default −5: kept as escapes). */
  readonly special?: number;
  /**
   * Whether a trap counts by what the mover can know: the chance that the next seat holds no
   * fitting card if its hand were drawn from all cards the mover does not hold (hypergeometric),
   * instead of the world's true hand (which no player at the table sees).
   */
  readonly belief?: boolean;
  /** A trap (the next seat cannot follow) scores `trapBase + trapPerK × (ride + card Kartons)` (default 20 and 1). */
  readonly trapBase?: number;
  readonly trapPerK?: number;
}

export const DEFAULT_POLICY: PolicyWeights = { push: 0.15, exposed: 1.5 };

/** The policy's score of one legal card (higher is better). */
function score(sim: Sim, code: number, w: PolicyWeights): number {
  const k = KARTONS_BY_CODE[code] as number;
  const hand = sim.hands[sim.turn] as number[];
  const wk = w.kartons ?? 1;
  if (sim.floor === NOT_OPENED)
    return isNumberCode(code) ? wk * k + (w.openEdge ?? 0) * Math.abs(codeFloor(code) - 6.5) : -k;
  if (code === CODE_HD) return sim.rideK >= 2 ? 10 + sim.rideK : -3;
  const next = afterCard(code, sim.floor, sim.dir);
  const nextSeat = sim.turn + 1 === sim.n ? 0 : sim.turn + 1;
  if (w.belief) {
    let s = code === CODE_LB || code === CODE_EX ? (w.special ?? -5) : wk * k;
    if (isNumberCode(code)) {
      if (sim.dir !== 0) s += w.push * Math.abs(codeFloor(code) - sim.floor);
      if (next.dir !== 0 && !sim.canFollow(sim.turn, next.floor, next.dir, code)) s -= w.exposed;
    }
    if (hand.length > 1) s += stuckBelief(sim, nextSeat, next.floor, next.dir) * (20 + sim.rideK);
    return s;
  }
  const trap = hand.length > 1 && !sim.canFollow(nextSeat, next.floor, next.dir);
  if (w.trapBase === undefined && trap) return 20 + sim.rideK + k;
  const bonus = trap ? (w.trapBase ?? 20) + (w.trapPerK ?? 1) * (sim.rideK + k) : 0;
  if (code === CODE_LB || code === CODE_EX) return (w.special ?? -5) + bonus;
  let s = wk * k + bonus;
  if (sim.dir !== 0) s += w.push * Math.abs(codeFloor(code) - sim.floor);
  if (next.dir !== 0 && !sim.canFollow(sim.turn, next.floor, next.dir, code)) s -= w.exposed;
  return s;
}

/** How many of `seat`'s cards fit the lift at floor/dir (the holdings by slot, as `canFollow`). */
function fitting(sim: Sim, seat: number, floor: number, dir: number): number {
  const g = sim.rules.gleicheEtage;
  const base = seat * 16;
  let lo = 1;
  let hi = 12;
  if (dir === 1) lo = g ? floor : floor + 1;
  else if (dir === -1) hi = g ? floor : floor - 1;
  let n = 0;
  for (let f = Math.max(lo, 1); f <= Math.min(hi, 12); f++)
    if (dir !== 0 || g || f !== floor) n += sim.counts[base + f] as number;
  n += sim.counts[base + 15] as number; // the detective fits once a card lies in the ride
  if (dir !== 0) n += (sim.counts[base + 13] as number) + (sim.counts[base + 14] as number);
  return n;
}

/**
 * The chance that `seat` cannot follow at floor/dir as the seat on turn can judge it: its hand
 * drawn from all cards of the other seats (hypergeometric; the Lager is left out).
 */
export function stuckBelief(sim: Sim, seat: number, floor: number, dir: number): number {
  let total = 0;
  let fit = 0;
  for (let s = 0; s < sim.n; s++) {
    if (s === sim.turn) continue;
    total += (sim.hands[s] as number[]).length;
    fit += fitting(sim, s, floor, dir);
  }
  const h = (sim.hands[seat] as number[]).length;
  let p = 1;
  for (let i = 0; i < h && p > 0; i++) p *= Math.max(0, total - fit - i) / (total - i);
  return p;
}

/** Chooses a move for the seat on turn; `buf` is scratch space. */
export function policyMove(sim: Sim, rng: Rng, buf: number[], w: PolicyWeights = DEFAULT_POLICY): number {
  const n = sim.legal(buf);
  if (n === 1) return buf[0] as number;
  let best = EXIT;
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    if (m === EXIT) continue; // voluntary exits are left to the root decision
    const s = score(sim, m, w);
    if (s > bestScore) {
      best = m;
      bestScore = s;
      ties = 1;
    } else if (s === bestScore && rng.int(++ties) === 0) best = m;
  }
  return best;
}

/**
 * How likely the policy is to lay `code` for the seat on turn: a softmax over its scores of the
 * legal cards (temperature `t`), mixed with `floor` of a uniform choice so that a play the policy
 * would not make only lowers a world's weight; 0 if the card is not legal there.
 */
export function policyLikelihood(
  sim: Sim,
  code: number,
  buf: number[],
  t: number,
  floor: number,
  w = DEFAULT_POLICY,
): number {
  const n = sim.legal(buf);
  let cards = 0;
  let legal = false;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    if (m === EXIT) continue;
    cards++;
    if (m === code) legal = true;
    const s = score(sim, m, w);
    buf[n + i] = s;
    if (s > max) max = s;
  }
  if (!legal) return 0;
  if (cards === 1) return 1;
  let sum = 0;
  let mine = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    if (m === EXIT) continue;
    const e = Math.exp(((buf[n + i] as number) - max) / t);
    sum += e;
    if (m === code) mine = e;
  }
  return (1 - floor) * (mine / sum) + floor / cards;
}

/**
 * Chooses a card for the seat on turn at random by a softmax over the policy's scores
 * (temperature `t`): the playout then averages over plausible continuations instead of the one
 * greedy line (voluntary exits, as in `policyMove`, are left to the root).
 */
export function policySample(sim: Sim, rng: Rng, buf: number[], t: number, w: PolicyWeights = DEFAULT_POLICY): number {
  const n = sim.legal(buf);
  if (n === 1) return buf[0] as number;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    const sc = m === EXIT ? -Infinity : score(sim, m, w);
    buf[n + i] = sc;
    if (sc > max) max = sc;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(((buf[n + i] as number) - max) / t);
    buf[n + i] = e;
    sum += e;
  }
  let r = rng.next() * sum;
  for (let i = 0; i < n; i++) {
    r -= buf[n + i] as number;
    if (r < 0) return buf[i] as number;
  }
  return buf[n - 1] === EXIT ? (buf[n - 2] as number) : (buf[n - 1] as number);
}

/** Plays the round to Feierabend with the policy (greedy, or sampled at temperature `t` > 0). */
export function playoutPolicy(sim: Sim, rng: Rng, buf: number[], w: PolicyWeights = DEFAULT_POLICY, t = 0): void {
  if (t > 0) while (sim.finisher < 0) sim.apply(policySample(sim, rng, buf, t, w));
  else while (sim.finisher < 0) sim.apply(policyMove(sim, rng, buf, w));
}

/** Plays the round to Feierabend greedily, `self` with its weights and every other seat with `others`. */
export function playoutSplit(
  sim: Sim,
  rng: Rng,
  buf: number[],
  self: number,
  own: PolicyWeights,
  others: PolicyWeights,
): void {
  while (sim.finisher < 0) sim.apply(policyMove(sim, rng, buf, sim.turn === self ? own : others));
}

/**
 * Plays the round to Feierabend; the seat `self` chooses each of its moves by a one-ply
 * lookahead in this world (each legal move followed by a greedy playout, the lowest own penalty
 * wins), the others by the greedy policy.
 */
export function playoutLookahead(sim: Sim, rng: Rng, buf: number[], self: number, w: PolicyWeights): void {
  const moves: number[] = [];
  while (sim.finisher < 0) {
    if (sim.turn !== self) {
      sim.apply(policyMove(sim, rng, buf, w));
      continue;
    }
    const n = sim.legal(buf);
    if (n === 1) {
      sim.apply(buf[0] as number);
      continue;
    }
    moves.length = 0;
    for (let i = 0; i < n; i++) if (buf[i] !== EXIT) moves.push(buf[i] as number);
    let best = moves[0] as number;
    let bestCost = Infinity;
    for (const m of moves) {
      const c = sim.clone();
      c.apply(m);
      playoutPolicy(c, rng, buf, w);
      const cost = c.penalty(self);
      if (cost < bestCost) {
        bestCost = cost;
        best = m;
      }
    }
    sim.apply(best);
  }
}

/** Plays the round to Feierabend with uniformly random legal moves (the benchmark's playout). */
export function playoutRandom(sim: Sim, rng: Rng, buf: number[]): void {
  while (sim.finisher < 0) {
    const n = sim.legal(buf);
    sim.apply(buf[rng.int(n)] as number);
  }
}
