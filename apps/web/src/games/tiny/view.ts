/** The tiny game's view as the server sends it (core's `TinyView`), checked at the page's edge. */
import type { TinyEvent, TinyView } from '@kartenhaus/core/testing/tiny-game';

export type { TinyEvent, TinyView };

const numbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

export const isTinyView = (v: unknown): v is TinyView => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    numbers(o.hand) &&
    numbers(o.legalMoves) &&
    numbers(o.handCounts) &&
    Array.isArray(o.played) &&
    o.played.every(numbers) &&
    (o.seat === null || typeof o.seat === 'number')
  );
};

/** A move of the seat: every move comes back as a `played` event with its seat. */
export const ownMove = (events: readonly TinyEvent[], view: unknown): boolean => {
  const mine = isTinyView(view) ? view.seat : null;
  return events.some((e) => e.type === 'played' && e.seat === mine);
};
