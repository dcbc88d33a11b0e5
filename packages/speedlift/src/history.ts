/**
 * The round so far, in order, from what the table shows: the taken loads keep their cards in the
 * order they were laid, cards go round the table one seat after the other, and whoever takes a
 * load opens the next ride (after an exit the one who left, after a detective's catch the one
 * caught — L1, L2). The first ride is opened by the seat after the dealer (L7). So the opener of
 * each ride and its load say who laid every card and who took it: an exit leaves the load to the
 * seat after the last card's, a catch to the seat before the detective's. The view keeps each
 * seat's loads in the order taken; the one load that fits the current opener comes next.
 */
import { CODE_HD, cardCode, isNumberCode } from './cards.js';
import { HAND_SIZE } from './deal.js';
import type { View } from './view.js';

/** One laid card of this round: who laid it and its code. */
export interface Laid {
  readonly seat: number;
  readonly code: number;
}

/** The rides of this round in the order laid (taken loads first, the open ride last). */
export type RoundRides = readonly (readonly Laid[])[];

/** Who takes a load laid from `opener` on: the seat after the last card's, or before a catching detective's. */
export function takerOf(codes: readonly number[], opener: number, n: number): number {
  const last = codes.length - 1;
  const caught = codes[last] === CODE_HD && codes.slice(0, last).some(isNumberCode); // L10: only once opened
  return (opener + (caught ? last - 1 : last + 1)) % n;
}

/**
 * The rides of this round with the seat of every card, or `null` when the loads cannot be put in
 * an order that fits (a position built from a setup need not come from play). Several seats' next
 * loads can fit the same opener; a depth-first search keeps the order in which every load is
 * taken, the open ride's opener (or, between rides, the seat on turn) follows the last taker and
 * every seat has laid as many cards as it is missing from its hand.
 */
export function roundRides(view: View): RoundRides | null {
  const n = view.handCounts.length;
  const loads = view.loads.map((ls) => ls.map((l) => l.map(cardCode)));
  const total = loads.reduce((sum, ls) => sum + ls.length, 0);
  const next = loads.map(() => 0);
  const laid = loads.map(() => 0);
  const order: { seat: number; opener: number }[] = [];
  const open = view.ride.map((r) => ({ seat: r.seat, code: cardCode(r.card) }));
  open.forEach((l) => (laid[l.seat] = (laid[l.seat] as number) + 1));
  const complete = (opener: number): boolean =>
    (open.length > 0 ? open[0]?.seat === opener : view.turn === opener) &&
    laid.every((k, s) => k === HAND_SIZE - (view.handCounts[s] ?? 0));
  const search = (opener: number): boolean => {
    if (order.length === total) return complete(opener);
    for (let s = 0; s < n; s++) {
      const load = loads[s]?.[next[s] as number];
      if (!load || load.length === 0 || takerOf(load, opener, n) !== s) continue;
      order.push({ seat: s, opener });
      next[s] = (next[s] as number) + 1;
      load.forEach((_, i) => (laid[(opener + i) % n] = (laid[(opener + i) % n] as number) + 1));
      if (search(s)) return true;
      load.forEach((_, i) => (laid[(opener + i) % n] = (laid[(opener + i) % n] as number) - 1));
      next[s] = (next[s] as number) - 1;
      order.pop();
    }
    return false;
  };
  if (!search((view.dealer + 1) % n)) return null;
  const taken = loads.map(() => 0);
  const rides: Laid[][] = order.map(({ seat, opener }) => {
    const load = loads[seat]?.[taken[seat] as number] as number[];
    taken[seat] = (taken[seat] as number) + 1;
    return load.map((code, i) => ({ seat: (opener + i) % n, code }));
  });
  rides.push(open);
  return rides;
}
