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
import type { Belief } from './blind.js';

/** Weights of the rule of thumb, set by hand (200 games against push = exposed = 0 showed no clear difference). */
export interface PolicyWeights {
  /** Per floor the lift moves on. */
  readonly push: number;
  /** Penalty when no own number card lies beyond the new floor. */
  readonly exposed: number;
}

export const DEFAULT_POLICY: PolicyWeights = { push: 0.15, exposed: 1.5 };

/**
 * The policy's score of one legal card (higher is better). With a `belief` (`blind.ts`,
 * `stark-blind`) rule 1 does not peek: the trap's score is weighed by the chance, as the seat on
 * turn can judge it, that the next seat cannot follow, and the rule of thumb's by the rest.
 */
export function policyScore(sim: Sim, code: number, w: PolicyWeights, belief: Belief | null = null): number {
  const k = KARTONS_BY_CODE[code] as number;
  const hand = sim.hands[sim.turn] as number[];
  if (sim.floor === NOT_OPENED) return isNumberCode(code) ? k : -k;
  if (code === CODE_HD) return sim.rideK >= 2 ? 10 + sim.rideK : -3;
  const next = afterCard(code, sim.floor, sim.dir);
  const nextSeat = sim.turn + 1 === sim.n ? 0 : sim.turn + 1;
  if (belief === null && hand.length > 1 && !sim.canFollow(nextSeat, next.floor, next.dir)) return 20 + sim.rideK + k;
  let s: number;
  if (code === CODE_LB || code === CODE_EX) s = -5;
  else {
    s = k;
    if (sim.dir !== 0) s += w.push * Math.abs(codeFloor(code) - sim.floor);
    if (next.dir !== 0 && !sim.canFollow(sim.turn, next.floor, next.dir, code)) s -= w.exposed;
  }
  if (belief === null || hand.length <= 1) return s;
  const p = belief.stuckChance(sim, nextSeat, next.floor, next.dir);
  return p * (20 + sim.rideK + k) + (1 - p) * s;
}

/** Chooses a move for the seat on turn; `buf` is scratch space; with a `belief` without peeking. */
export function policyMove(
  sim: Sim,
  rng: Rng,
  buf: number[],
  w: PolicyWeights = DEFAULT_POLICY,
  belief: Belief | null = null,
): number {
  const n = sim.legal(buf);
  if (n === 1) return buf[0] as number;
  let best = EXIT;
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    if (m === EXIT) continue; // voluntary exits are left to the root decision
    const s = policyScore(sim, m, w, belief);
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
    const s = policyScore(sim, m, w);
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
    const sc = m === EXIT ? -Infinity : policyScore(sim, m, w);
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

/** Plays the round to Feierabend with uniformly random legal moves (the benchmark's playout). */
export function playoutRandom(sim: Sim, rng: Rng, buf: number[]): void {
  while (sim.finisher < 0) {
    const n = sim.legal(buf);
    sim.apply(buf[rng.int(n)] as number);
  }
}
