/**
 * Nordwand carry-over proposal (S7): "Das Spiel schlägt die nützlichsten vor." The cards kept
 * are the ones whose loss would leave the camp furthest away; Sherpas first.
 */
import { isSherpa, isStorm, type Card } from './cards.js';
import { campMissing } from './distance.js';
import type { Camp } from './routes.js';

export function carryProposal(hand: readonly Card[], camp: Camp, maxNumber: number, keep: number): Card[] {
  const kept: Card[] = hand.filter(isSherpa).slice(0, keep);
  const rest = hand.filter((c) => !isSherpa(c) && !isStorm(c));
  while (kept.length < keep && rest.length > 0) {
    let bestI = 0;
    let bestMissing = Infinity;
    rest.forEach((card, i) => {
      const m = campMissing([...kept, card], camp, maxNumber);
      if (m < bestMissing) {
        bestMissing = m;
        bestI = i;
      }
    });
    kept.push(rest.splice(bestI, 1)[0]!);
  }
  return kept;
}
