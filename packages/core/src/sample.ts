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

/**
 * Takes the fill order's bias out of a world `sampleWorld` dealt. With one constrained slot that
 * world is uniform over the deals the constraints allow; with several it is not — the slot filled
 * first takes cards the next one needed as often as any others, where among the allowed deals such
 * a hand is rarer (e.g. a hand "≤ 7" and a hand "≥ 5" share the 5–7s). `steps` random swaps of two
 * cards between holdings (the rest, a Lager, included), each kept only when both cards are allowed
 * where they land: a Markov chain with a symmetric proposal and every allowed deal equally likely
 * in the limit. Changes `hands` and `rest` in place.
 */
export function mixWorld<Card>(
  hands: Card[][],
  rest: Card[],
  slots: readonly Slot<Card>[],
  rng: Rng,
  steps: number,
): void {
  const holdings = [...hands, rest];
  const allows = [...slots.map((s) => s.allows), undefined];
  let total = 0;
  for (const h of holdings) total += h.length;
  if (total < 2) return;
  // a card's place by one index over all holdings
  const place = (k: number): [number, number] => {
    let h = 0;
    while (k >= (holdings[h] as Card[]).length) k -= (holdings[h++] as Card[]).length;
    return [h, k];
  };
  for (let step = 0; step < steps; step++) {
    const [ha, ia] = place(rng.int(total));
    const [hb, ib] = place(rng.int(total));
    if (ha === hb) continue;
    const a = (holdings[ha] as Card[])[ia] as Card;
    const b = (holdings[hb] as Card[])[ib] as Card;
    const okA = allows[ha]?.(b) ?? true;
    const okB = allows[hb]?.(a) ?? true;
    if (okA && okB) {
      (holdings[ha] as Card[])[ia] = b;
      (holdings[hb] as Card[])[ib] = a;
    }
  }
}
