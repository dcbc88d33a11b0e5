/**
 * STYLE 12, "a refusal is part of the view": a card a seat cannot see — in another hand or
 * backpack, in the stock, under the top of a pile — is refused the same way wherever it lies.
 * Two states that differ only in where two hidden cards lie look the same to the seat (same view),
 * so a move naming one of them must get the same answer in both.
 */
import { Rng, type Seat } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { speedclimb as g } from './game.js';
import { ROUTE_IDS } from './routes.js';
import type { Move, State } from './state.js';

/** Where a hidden card lies. */
type Place =
  | { readonly kind: 'hand' | 'backpack'; readonly seat: Seat; readonly i: number }
  | { readonly kind: 'stock'; readonly i: number }
  | { readonly kind: 'pile'; readonly pile: number; readonly i: number };

function hiddenPlaces(s: State, seat: Seat): Place[] {
  const others = (kind: 'hand' | 'backpack', lists: readonly (readonly Card[])[]) =>
    lists.flatMap((l, o) => (o === seat ? [] : l.map((_, i): Place => ({ kind, seat: o, i }))));
  return [
    ...others('hand', s.hands),
    ...others('backpack', s.backpacks),
    ...s.stock.map((_, i): Place => ({ kind: 'stock', i })),
    // Only the top of a pile is shown.
    ...s.piles.flatMap((p, pile) => p.slice(0, -1).map((_, i): Place => ({ kind: 'pile', pile, i }))),
  ];
}

function cardAt(s: State, p: Place): Card {
  switch (p.kind) {
    case 'hand':
      return s.hands[p.seat]![p.i]!;
    case 'backpack':
      return s.backpacks[p.seat]![p.i]!;
    case 'stock':
      return s.stock[p.i]!;
    case 'pile':
      return s.piles[p.pile]![p.i]!;
  }
}

const setIn = (lists: readonly (readonly Card[])[], at: number, i: number, card: Card) =>
  lists.map((l, k) => (k === at ? l.map((c, j) => (j === i ? card : c)) : l));

function put(s: State, p: Place, card: Card): State {
  switch (p.kind) {
    case 'hand':
      return { ...s, hands: setIn(s.hands, p.seat, p.i, card) };
    case 'backpack':
      return { ...s, backpacks: setIn(s.backpacks, p.seat, p.i, card) };
    case 'stock':
      return { ...s, stock: s.stock.map((c, j) => (j === p.i ? card : c)) };
    case 'pile':
      return { ...s, piles: setIn(s.piles, p.pile, p.i, card) };
  }
}

const swap = (s: State, a: Place, b: Place): State => put(put(s, a, cardAt(s, b)), b, cardAt(s, a));

const answer = (s: State, seat: Seat, move: Move) => {
  const r = g.play(s, seat, move);
  return r.ok ? 'accepted' : r.error;
};

/** Every kind of move that names a card, naming `card` (the camp with the own hand's first cards). */
function movesNaming(s: State, seat: Seat, card: Card): Move[] {
  const hand = s.hands[seat]!;
  return [
    { type: 'discard', card },
    { type: 'layoff', card, meld: 0, end: 'low' },
    { type: 'layoff', card, meld: 0, end: 'high' },
    { type: 'pack', card },
    { type: 'draw', from: 'backpack', card },
    { type: 'keep', cards: [card] },
    { type: 'camp', parts: [{ cards: [card, ...hand.slice(0, 2)] }, { cards: hand.slice(2, 5) }] },
  ];
}

/** A position some random legal moves into a game. */
function somewhere(route: (typeof ROUTE_IDS)[number], players: number, seed: string, steps: number): State {
  let s = g.deal({ players, route }, seed);
  const rng = Rng.fromSeed(`${seed}/hidden`);
  for (let i = 0; i < steps && !g.result(s); i++) {
    const seat = rng.pick(g.toAct(s));
    const r = g.play(s, seat, rng.pick(g.legalMoves(s, seat)));
    if (r.ok) s = r.value.state;
  }
  return s;
}

describe('STYLE 12: a hidden card is refused alike wherever it lies', () => {
  it('a move naming a card the view does not show gets the same code and detail in states the seat cannot tell apart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTE_IDS),
        fc.integer({ min: 2, max: 6 }),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (route, players, seed, steps, i, j, onTurn) => {
          const s = somewhere(route, players, seed, steps);
          const seat = onTurn ? (g.toAct(s)[0] ?? s.turn) : (s.turn + 1) % players;
          const places = hiddenPlaces(s, seat);
          const a = places[i % Math.max(1, places.length)];
          fc.pre(a !== undefined);
          const card = cardAt(s, a);
          // The card itself is nowhere the seat sees it (it is not also in the own hand or backpack).
          fc.pre(!s.hands[seat]!.includes(card) && !s.backpacks[seat]!.includes(card));
          // Another hidden place of another kind, holding another card.
          const others = places.filter((p) => p.kind !== a.kind && cardAt(s, p) !== card);
          const b = others[j % Math.max(1, others.length)];
          fc.pre(b !== undefined);
          const moved = swap(s, a, b);
          expect(g.view(moved, seat)).toEqual(g.view(s, seat));
          for (const move of movesNaming(s, seat, card)) {
            const before = answer(s, seat, move);
            expect(before).not.toBe('accepted');
            expect(answer(moved, seat, move)).toEqual(before);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
