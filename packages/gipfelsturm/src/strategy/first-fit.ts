import { careful } from './careful.js';
import { fittingPlays, type Choice, type Sight } from './sight.js';

/**
 * A plain "play what fits" strategy for comparison with the rule text's figures: the first fitting
 * card in a fixed order (bottom row first, right to left), no preference among cards or piles;
 * when nothing fits it turns up like the careful strategy.
 */
export function firstFit(sight: Sight): Choice | null {
  const p = fittingPlays(sight)[0];
  return p ? { kind: 'play', pos: p.pos, pile: p.pile } : careful(sight);
}
