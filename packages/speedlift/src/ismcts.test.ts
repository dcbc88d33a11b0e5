import { Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { estimateMoves, STARK_BAUM, starkBaum } from './bots.js';
import { searchTree } from './ismcts.js';
import { EXIT } from './sim.js';
import { ratExample } from './testing/positions.js';
import { view } from './view.js';
import { frameOf } from './world.js';

const inf = { ms: Infinity };
const tree = STARK_BAUM.tree!;

describe('information-set tree search (stark-baum)', () => {
  const s = ratExample();
  const v = view(s, 0);
  const codes = v.legalMoves.map((m) => (m.type === 'exit' ? EXIT : cardCode(m.card)));

  it('runs perMove × moves iterations, every root move at least minRoot times, and is deterministic', () => {
    const a = searchTree(frameOf(v, true), codes, new Rng([1, 2, 3, 4]), inf, tree);
    const b = searchTree(frameOf(v, true), codes, new Rng([1, 2, 3, 4]), inf, tree);
    expect(a).toEqual(b);
    expect(a.iterations).toBe(tree.perMove * codes.length);
    expect(a.visits.reduce((x, y) => x + y, 0)).toBe(a.iterations);
    for (const n of a.visits) expect(n).toBeGreaterThanOrEqual(tree.minRoot);
    expect(starkBaum.decide(v, new Rng([7, 7, 7, 7]), inf)).toEqual(starkBaum.decide(v, new Rng([7, 7, 7, 7]), inf));
  });

  it('reports the same per-move facts as the one-ply search: after H12 nobody follows', () => {
    const est = estimateMoves(v, new Rng([1, 5, 5, 5]), inf, STARK_BAUM);
    const of = (card: string) => est.find((e) => e.move.type === 'play' && e.move.card === card);
    expect(of('H12')?.nextCannotFollow).toBe(1);
    expect(of('S10')?.nextCannotFollow).toBeLessThan(1);
    // UCB spends more iterations on the move with the lower estimate, which is the choice
    expect(of('H12')!.expectedPenalty).toBeLessThan(of('S10')!.expectedPenalty);
    expect(of('H12')!.worlds).toBeGreaterThan(of('S10')!.worlds);
    expect(starkBaum.decide(v, new Rng([1, 5, 5, 5]), inf)).toEqual({ type: 'play', card: 'H12' });
  });

  it('stops at the deadline of a finite budget after at least one iteration', () => {
    const r = searchTree(frameOf(v, true), codes, new Rng([1, 2, 3, 4]), { ms: 0 }, tree);
    expect(r.iterations).toBe(1);
    expect(starkBaum.decide(v, new Rng([1, 2, 3, 4]), { ms: 0 }).type).toBe('play');
  });
});
