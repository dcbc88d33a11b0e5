/**
 * The computer opponents. "leicht legt irgendeine passende Karte, normal spielt einige mögliche
 * Kartenverteilungen bis Feierabend durch, stark viel mehr und merkt sich, wer wo aussteigen
 * musste. Die Computer sehen nie deine Karten." Every bot gets only the seat's view.
 */
import { Rng, type Bot, type Budget } from '@kartenhaus/core';
import { cardCode } from './cards.js';
import type { Move } from './moves.js';
import { DEFAULT_POLICY, playoutPolicy, policyMove, type PolicyWeights } from './policy.js';
import { EXIT } from './sim.js';
import type { View } from './view.js';
import { rideLikelihood, SOFTNESS, traceOf, type Softness } from './likelihood.js';
import { frameOf, sampleSim } from './world.js';
import { searchTree, type TreeSettings } from './ismcts.js';
import { Endgame, type EndgameSettings } from './endgame.js';
import { endsAhead, gameContext, gameValue } from './partie.js';
import { allowedOfExits, Belief } from './blind.js';
import { slotOf } from './sim.js';

/** What the playouts found out about one legal move. */
export interface MoveEstimate {
  readonly move: Move;
  /** Mean own round penalty at Feierabend over the worlds. */
  readonly expectedPenalty: number;
  /**
   * What the choice minimizes: the expected penalty, or, for a level that plays for the game
   * (`Sampling.game`), the mean value of `gameValue` (the round plus the rest of the game unless
   * the round ends it with the seat ahead).
   */
  readonly value: number;
  /**
   * Share of worlds in which the round ends the game with the seat ahead; `null` for a level that
   * plays for the round only, and in the shift's last round.
   */
  readonly endsAhead: number | null;
  /** Share of worlds in which the next player must leave the ride; `null` when the move ends the ride. */
  readonly nextCannotFollow: number | null;
  readonly worlds: number;
}

/** Sampling settings of a bot level. */
export interface Sampling {
  readonly worlds: number;
  /** The forced-exit facts (L6) as hard constraints on the sampled hands. */
  readonly inference: boolean;
  /** Soft inference: weigh each world by how likely the open ride's plays were in it. */
  readonly soft?: Softness;
  readonly policy?: PolicyWeights;
  /** Playouts sample each card by a softmax over the policy's scores at this temperature (0: greedy). */
  readonly rollout?: number;
  /** Information-set tree search (`ismcts.ts`) instead of one-ply world averaging; `worlds` is then unused. */
  readonly tree?: TreeSettings;
  /**
   * Exact max^n search of each world once few cards are left (`endgame.ts`) instead of the
   * policy's playout to Feierabend.
   */
  readonly endgame?: EndgameSettings;
  /**
   * Values each playout for the game, not only the round (`partie.ts`): a round that ends the
   * game with the seat ahead saves the rest of the game's penalty.
   */
  readonly game?: boolean;
  /** With `game`: the seat's own choices inside the endgame search are valued for the game too. */
  readonly gameInSearch?: boolean;
  /**
   * Swaps per world that take the constrained sampler's fill-order bias out when two or more hands
   * carry facts (`mixWorld`); 0 or absent: the sequential fill as it is.
   */
  readonly mix?: number;
  /**
   * Playouts that do not peek (`blind.ts`): each seat judges whether the next one can follow from
   * the cards it has not seen and the public facts (those only with `inference`), not from the
   * world's true hand; the exact endgame search at the end stays as it is.
   */
  readonly blind?: boolean;
}

const now = (): number => globalThis.performance.now();

/**
 * Perfect-information Monte Carlo: the same sampled worlds and the same random stream for
 * every legal move; each world is played to Feierabend with the policy.
 */
export function estimateMoves(view: View, rng: Rng, budget: Budget, sampling: Sampling): MoveEstimate[] {
  const moves = view.legalMoves;
  const codes = moves.map((m) => (m.type === 'exit' ? EXIT : cardCode(m.card)));
  const frame = frameOf(view, sampling.inference);
  if (sampling.tree) {
    const r = searchTree(frame, codes, rng, budget, sampling.tree);
    return moves.map((move, i) => ({
      move,
      expectedPenalty: r.penalty[i] ?? Infinity,
      value: r.penalty[i] ?? Infinity,
      endsAhead: null,
      nextCannotFollow: r.endsRide[i] ? null : (r.stuck[i] ?? 0) / Math.max(1, r.visits[i] ?? 0),
      worlds: r.visits[i] ?? 0,
    }));
  }
  const trace = sampling.soft ? traceOf(view, sampling.soft.scope) : null;
  const cost = codes.map(() => 0);
  const values = codes.map(() => 0);
  const ahead = codes.map(() => 0);
  const stuck = codes.map(() => 0);
  let total = 0;
  const endsRide = codes.map(() => false);
  const buf: number[] = [];
  const deadline = budget.ms === Infinity ? Infinity : now() + budget.ms;
  let worlds = 0;
  const policy = sampling.policy ?? DEFAULT_POLICY;
  const game = sampling.game ? gameContext(view) : null;
  const judge =
    game && sampling.gameInSearch
      ? { seat: frame.seat, value: (round: readonly number[]) => gameValue(game, round) }
      : null;
  // Not with "Aussteigen jederzeit": a voluntary exit is legal at nearly every step, and the exact
  // search of one world grew from tens of nodes to far beyond a decision's budget (a test of every
  // bot in random games with that house rule went from 5 s to over 2 min); greedy playouts there.
  const endgame =
    sampling.endgame && !frame.base.rules.aussteigenJederzeit
      ? new Endgame(frame.base.n, sampling.endgame, policy, judge)
      : null;
  const penalties: number[] = [];
  // Without peeking: the cards not yet laid this round per slot (public), the facts per seat.
  const belief = sampling.blind ? new Belief(frame.base.n, frame.base.rules.gleicheEtage) : null;
  const unlaid = new Array<number>(16).fill(0);
  for (const code of [...frame.unknown, ...view.hand.map(cardCode)])
    unlaid[slotOf(code)] = (unlaid[slotOf(code)] as number) + 1;
  const rootAllowed = allowedOfExits(view.exits, frame.base.n, frame.base.rules.gleicheEtage, sampling.inference);
  const rest = new Array<number>(16).fill(0);
  while (worlds < sampling.worlds) {
    const world = sampleSim(frame, rng, sampling.mix ?? 0);
    endgame?.newWorld();
    if (belief)
      for (let slot = 1; slot < 16; slot++) {
        let inHands = 0;
        for (let s = 0; s < world.n; s++) inHands += world.counts[s * 16 + slot] as number;
        rest[slot] = (unlaid[slot] as number) - inHands; // the world's Lager
      }
    const stream = rng.fork().state;
    // a world that contradicts a play (weight 0) keeps a trace of weight, so that a view no
    // sampled world explains still gets estimates
    const w =
      trace && sampling.soft ? Math.max(rideLikelihood(world, trace, frame.seat, buf, sampling.soft), 1e-12) : 1;
    total += w;
    codes.forEach((code, i) => {
      const sim = world.clone();
      sim.apply(code);
      endsRide[i] = sim.rideLen === 0; // the exit, or a detective's catch: nobody has to follow
      if (sim.finisher < 0 && sim.legal(buf) === 1 && buf[0] === EXIT) stuck[i] = (stuck[i] ?? 0) + w;
      // every seat's round penalty at Feierabend: the policy's playout, or ending in the search
      let round: readonly number[];
      belief?.reset(sim, rest, rootAllowed);
      if (endgame) round = endgame.finish(sim, new Rng(stream), buf, belief);
      else {
        if (belief) {
          const r = new Rng(stream);
          while (sim.finisher < 0) belief.apply(sim, policyMove(sim, r, buf, policy, belief));
        } else playoutPolicy(sim, new Rng(stream), buf, policy, sampling.rollout ?? 0);
        for (let s = 0; s < sim.n; s++) penalties[s] = sim.penalty(s);
        round = penalties;
      }
      const penalty = round[frame.seat] as number;
      const value = game ? gameValue(game, round) : penalty;
      if (game && endsAhead(game, round)) ahead[i] = (ahead[i] ?? 0) + w;
      cost[i] = (cost[i] ?? 0) + w * penalty;
      values[i] = (values[i] ?? 0) + w * value;
    });
    worlds++;
    if (deadline !== Infinity && now() > deadline) break;
  }
  const norm = total > 0 ? total : 1;
  return moves.map((move, i) => ({
    move,
    expectedPenalty: (cost[i] ?? 0) / norm,
    value: (values[i] ?? 0) / norm,
    endsAhead: game && game.roundsAfter > 0 ? (ahead[i] ?? 0) / norm : null,
    nextCannotFollow: endsRide[i] ? null : (stuck[i] ?? 0) / norm,
    worlds,
  }));
}

/** The move with the lowest value (the first one on equal values). */
export function bestOf(estimates: readonly MoveEstimate[]): MoveEstimate {
  let best = estimates[0];
  for (const e of estimates) if (best === undefined || e.value < best.value) best = e;
  if (!best) throw new Error('no legal move');
  return best;
}

export function sampler(name: string, sampling: Sampling): Bot<View, Move> {
  return {
    name,
    decide(view, rng, budget) {
      const only = view.legalMoves[0];
      if (view.legalMoves.length === 1 && only) return only;
      return bestOf(estimateMoves(view, rng, budget, sampling)).move;
    },
  };
}

/** "leicht legt irgendeine passende Karte" — it leaves the ride only when it must. */
export const leicht: Bot<View, Move> = {
  name: 'leicht',
  decide(view, rng) {
    const cards = view.legalMoves.filter((m) => m.type === 'play');
    return rng.pick(cards.length > 0 ? cards : view.legalMoves);
  },
};

/**
 * normal: 6 worlds ("normal spielt einige mögliche Kartenverteilungen bis Feierabend durch"). It
 * played 20 until 5 Dec 2026; with 6 the three levels lie about evenly apart — stark beats it by
 * 4.5 penalty points a game (900 deals), it beats leicht by 5.2–5.7 (with 20: 1.7 and 7.8). Issue 22;
 * docs/rules/speedlift.md "The levels' spacing".
 */
export const NORMAL: Sampling = { worlds: 6, inference: false };
/** normal until 5 Dec 2026: 20 worlds (for the A/B of the levels' spacing). */
export const NORMAL_20: Sampling = { worlds: 20, inference: false };
/** stark before the fifth pass: playouts valued by the round only (for the A/B). */
export const STARK_OHNE_PARTIE: Sampling = { worlds: 200, inference: true, endgame: { cards: 10, table: false } };
/**
 * stark: 200 worlds with the exit facts; each playout ends in an exact max^n search of the
 * world once at most 10 cards are left in all hands (`endgame.ts`; fourth pass on issue 22:
 * +1.07 penalty points a game against the stark before it, paired, interval clear of 0), and is
 * valued for the game, not only the round (`partie.ts`; fifth pass: +0.33 over 900 deals, paired,
 * interval clear of 0).
 */
export const STARK: Sampling = { ...STARK_OHNE_PARTIE, game: true };
/** stark before the fourth pass: greedy playouts to Feierabend (for the A/B; the experiments below build on it). */
export const STARK_OHNE_ENDE: Sampling = { worlds: 200, inference: true };

export const normal = sampler('normal', NORMAL);
export const stark = sampler('stark', STARK);
/** For the A/B figure: stark without the exit inference. */
export const starkOhneInferenz = sampler('stark-ohne-inferenz', { ...STARK, inference: false });
/** For the A/B figure: the stark before the endgame search. */
export const starkOhneEnde = sampler('stark-ohne-ende', STARK_OHNE_ENDE);
/** For the A/B figure: the stark before it played for the game (the round's penalty only). */
export const starkOhnePartie = sampler('stark-ohne-partie', STARK_OHNE_PARTIE);

/** Experiment: stark (without the endgame search) with the soft inference too (weighted worlds). */
export const starkWeich = sampler('stark-weich', { ...STARK_OHNE_ENDE, soft: SOFTNESS });

/** Experiment: stark (without the endgame search) with 450 worlds (about what one core's budget allowed). */
export const stark450 = sampler('stark-450', { ...STARK_OHNE_ENDE, worlds: 450 });

/**
 * Experiment: stark (without the endgame search) with the soft inference over every play of this
 * round (`history.ts`), and 300 worlds because the weighing leaves about a quarter of them
 * effective (A/B in docs).
 */
export const starkRunde = sampler('stark-runde', {
  ...STARK_OHNE_ENDE,
  worlds: 300,
  soft: { ...SOFTNESS, scope: 'round' },
});

/**
 * Experiment: stark (without the endgame search) whose playouts sample the policy's cards at
 * temperature 2 instead of always the best.
 */
export const starkZufall = sampler('stark-zufall', { ...STARK_OHNE_ENDE, rollout: 2 });

/**
 * Experiment: information-set tree search (`ismcts.ts`) with the exit facts instead of one-ply
 * world averaging — 400 iterations per legal move, UCB constant 2 penalty points (A/B in docs).
 */
export const STARK_BAUM: Sampling = { worlds: 0, inference: true, tree: { perMove: 400, c: 2, minRoot: 20 } };
export const starkBaum = sampler('stark-baum', STARK_BAUM);

/** Experiment (fifth pass): stark whose own choices in the endgame search are valued for the game too. */
export const starkPartie2 = sampler('stark-partie2', { ...STARK, gameInSearch: true });

/**
 * Experiment (sixth pass): the exact endgame search from 12 cards left instead of 10, with 100
 * worlds instead of 200 so that a decision stays within the budget (A/B in docs).
 */
export const starkTief = sampler('stark-tief', { ...STARK, worlds: 100, endgame: { cards: 12, table: false } });

/** The sixth pass's proposal, normal with 6 worlds — normal itself since 5 Dec 2026 (the label stays for its commands). */
export const normal6 = sampler('normal-6', NORMAL);
/** normal until 5 Dec 2026, with 20 worlds. */
export const normal20 = sampler('normal-20', NORMAL_20);

/**
 * Experiment (sixth pass): stark whose worlds are dealt uniformly over what the facts allow, also
 * when two or more hands carry facts (300 swaps per world, `mixWorld`).
 */
export const starkGenau = sampler('stark-genau', { ...STARK, mix: 300 });

/**
 * Experiment (seventh pass): stark whose playouts do not peek — each seat judges whether the next
 * one can follow from the cards it has not seen and the public facts (`blind.ts`; A/B in docs).
 */
export const STARK_BLIND: Sampling = { ...STARK, blind: true };
export const starkBlind = sampler('stark-blind', STARK_BLIND);
/** For the inference A/B of the experiment: no facts in the sampling nor in the playouts' belief. */
export const starkBlindOhneInferenz = sampler('stark-blind-ohne-inferenz', { ...STARK_BLIND, inference: false });

export const bots = {
  leicht,
  normal,
  stark,
  'stark-ohne-inferenz': starkOhneInferenz,
  'stark-ohne-ende': starkOhneEnde,
  'stark-ohne-partie': starkOhnePartie,
  'stark-weich': starkWeich,
  'stark-450': stark450,
  'stark-runde': starkRunde,
  'stark-zufall': starkZufall,
  'stark-baum': starkBaum,
  'stark-partie2': starkPartie2,
  'stark-tief': starkTief,
  'normal-6': normal6,
  'normal-20': normal20,
  'stark-genau': starkGenau,
  'stark-blind': starkBlind,
  'stark-blind-ohne-inferenz': starkBlindOhneInferenz,
} as const;
