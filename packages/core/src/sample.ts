import { err, ok, type Result } from './result.js';
import { shuffleInPlace, type Rng } from './rng.js';

/** One hidden holding to fill: a hand, a stock, a backpack… */
export interface Slot<Card> {
  readonly count: number;
  /** Hard constraint from public facts (e.g. "has no card above 7"); all cards if absent. */
  readonly allows?: (card: Card) => boolean;
}

/**
 * Deals the unknown cards into hidden slots so that every slot's constraint holds — a
 * "world" consistent with what a seat has seen. The most constrained slots are filled first;
 * when a random fill runs into a dead end it retries, and after `tries` failures it reports
 * `ERR_NO_WORLD` (the constraints may be contradictory). Cards left over (a Lager no one sees)
 * come back as `rest`.
 */
export function sampleWorld<Card>(
  unknown: readonly Card[],
  slots: readonly Slot<Card>[],
  rng: Rng,
  tries = 50,
): Result<{ readonly hands: Card[][]; readonly rest: Card[] }, 'ERR_NO_WORLD'> {
  const need = slots.reduce((s, slot) => s + slot.count, 0);
  if (need > unknown.length) return err('ERR_NO_WORLD');
  const freedom = slots.map((slot) =>
    slot.allows ? unknown.filter((c) => slot.allows?.(c) ?? true).length - slot.count : Infinity,
  );
  if (freedom.some((f) => f < 0)) return err('ERR_NO_WORLD');
  const order = slots.map((_, i) => i).sort((a, b) => (freedom[a] ?? 0) - (freedom[b] ?? 0));
  for (let attempt = 0; attempt < tries; attempt++) {
    const pool = unknown.slice();
    shuffleInPlace(pool, rng);
    const hands = slots.map((): Card[] => []);
    let dead = false;
    for (const i of order) {
      const slot = slots[i] as Slot<Card>;
      const hand = hands[i] as Card[];
      for (let j = pool.length - 1; j >= 0 && hand.length < slot.count; j--) {
        const card = pool[j] as Card;
        if (!slot.allows || slot.allows(card)) {
          hand.push(card);
          pool[j] = pool[pool.length - 1] as Card;
          pool.pop();
        }
      }
      if (hand.length < slot.count) {
        dead = true;
        break;
      }
    }
    if (!dead) return ok({ hands, rest: pool });
  }
  return err('ERR_NO_WORLD');
}
