import type { Rng } from '@kartenhaus/core';
import { careful } from '../strategy/careful.js';
import { firstFit } from '../strategy/first-fit.js';
import { partner } from '../strategy/partner.js';
import { randomChoice } from '../strategy/random.js';
import type { Choice, Sight } from '../strategy/sight.js';

export const HEURISTICS = ['random', 'careful', 'partner', 'first-fit'] as const;
/** The table's default strategies (the rows); `first-fit` is on request (`--strategies`). */
export const DEFAULT_STRATEGIES = ['random', 'careful', 'partner', 'solver'] as const;
export type Heuristic = (typeof HEURISTICS)[number];

/** A team strategy for the simulator; `random` draws from `rng`. */
export function teamStrategy(name: Heuristic, rng: Rng): (sight: Sight) => Choice | null {
  switch (name) {
    case 'random':
      return (s) => randomChoice(s, null, rng);
    case 'careful':
      return careful;
    case 'partner':
      return partner;
    case 'first-fit':
      return firstFit;
  }
}
