/**
 * Information-set Monte Carlo tree search for one observer (SO-ISMCTS, Cowling, Powley and
 * Whitehouse 2012): every iteration samples a world the seat cannot tell apart from the true
 * one (`sampleSim`, with the forced-exit facts as constraints when asked), walks the one shared
 * tree of moves with UCB — the seat's own moves and the others' moves alike, each seat
 * minimising its own round penalty, only over the moves legal in this world (availability
 * counts) — adds one node and plays on to Feierabend with the greedy policy. A node's
 * statistics are shared by every world that reaches it, so a decision deeper in the tree cannot
 * depend on the hidden cards (no strategy fusion inside the tree).
 */
import type { Budget, Rng } from '@kartenhaus/core';
import { DEFAULT_POLICY, playoutPolicy } from './policy.js';
import { EXIT } from './sim.js';
import { sampleSim, type Frame } from './world.js';

/** Settings of the tree search. */
export interface TreeSettings {
  /** Iterations per legal move at the root (the search runs `perMove × moves` iterations). */
  readonly perMove: number;
  /** UCB exploration constant, in penalty points. */
  readonly c: number;
  /** Every root move gets at least this many iterations before UCB chooses among them. */
  readonly minRoot: number;
}

class Node {
  visits = 0;
  /** Sum of the round penalty of `seat` (who made the move into this node) over its visits. */
  sum = 0;
  avail = 0;
  readonly codes: number[] = [];
  readonly children: Node[] = [];
  constructor(
    readonly code: number,
    readonly seat: number,
  ) {}

  child(code: number): Node | undefined {
    const i = this.codes.indexOf(code);
    return i < 0 ? undefined : this.children[i];
  }
}

/** Per root move: mean own penalty, visits, and how often the next seat had to leave right after it. */
export interface RootStats {
  readonly penalty: number[];
  readonly visits: number[];
  readonly stuck: number[];
  readonly endsRide: boolean[];
  readonly iterations: number;
}

const now = (): number => globalThis.performance.now();

/** Runs the search from the frame's position for the given root moves (codes, EXIT for the exit). */
export function searchTree(
  frame: Frame,
  codes: readonly number[],
  rng: Rng,
  budget: Budget,
  t: TreeSettings,
): RootStats {
  const root = new Node(-2, -1);
  const rootKids = codes.map((code) => new Node(code, frame.seat));
  const stuck = codes.map(() => 0);
  const endsRide = codes.map(() => false);
  const buf: number[] = [];
  const legal: number[] = [];
  const deadline = budget.ms === Infinity ? Infinity : now() + budget.ms;
  const total = t.perMove * codes.length;
  let it = 0;
  while (it < total) {
    const sim = sampleSim(frame, rng);
    // the root: the seat's own legal moves are the same in every world
    let r = -1;
    let fewest = Infinity;
    rootKids.forEach((k, i) => {
      if (k.visits < t.minRoot && k.visits < fewest) {
        fewest = k.visits;
        r = i;
      }
    });
    if (r < 0) r = ucb(rootKids, root.visits + 1, t.c);
    const first = rootKids[r] as Node;
    sim.apply(first.code);
    endsRide[r] = sim.rideLen === 0;
    if (sim.finisher < 0 && sim.legal(buf) === 1 && buf[0] === EXIT) stuck[r] = (stuck[r] ?? 0) + 1;
    const path: Node[] = [first];
    let node = first;
    while (sim.finisher < 0) {
      const n = sim.legal(buf);
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const code = buf[i] as number;
        const kid = node.child(code);
        if (kid) {
          kid.avail++;
          legal[i] = 1;
        } else {
          legal[i] = 0;
          untried++;
        }
      }
      let next: Node;
      if (untried > 0) {
        let pick = rng.int(untried);
        let code = EXIT;
        for (let i = 0; i < n; i++)
          if (legal[i] === 0 && pick-- === 0) {
            code = buf[i] as number;
            break;
          }
        next = new Node(code, sim.turn);
        next.avail = 1;
        node.codes.push(code);
        node.children.push(next);
        sim.apply(code);
        path.push(next);
        break;
      }
      let best: Node | undefined;
      let bestV = -Infinity;
      for (let i = 0; i < n; i++) {
        const kid = node.child(buf[i] as number) as Node;
        const v = -kid.sum / kid.visits + t.c * Math.sqrt(Math.log(kid.avail) / kid.visits);
        if (v > bestV) {
          bestV = v;
          best = kid;
        }
      }
      next = best as Node;
      sim.apply(next.code);
      path.push(next);
      node = next;
    }
    if (sim.finisher < 0) playoutPolicy(sim, rng, buf, DEFAULT_POLICY);
    root.visits++;
    for (const p of path) {
      p.visits++;
      p.sum += sim.penalty(p.seat);
    }
    it++;
    if (deadline !== Infinity && now() > deadline) break;
  }
  return {
    penalty: rootKids.map((k) => (k.visits > 0 ? k.sum / k.visits : Infinity)),
    visits: rootKids.map((k) => k.visits),
    stuck,
    endsRide,
    iterations: it,
  };
}

function ucb(kids: readonly Node[], n: number, c: number): number {
  let best = 0;
  let bestV = -Infinity;
  const ln = Math.log(n);
  kids.forEach((k, i) => {
    const v = -k.sum / k.visits + c * Math.sqrt(ln / k.visits);
    if (v > bestV) {
      bestV = v;
      best = i;
    }
  });
  return best;
}
