/**
 * STYLE 12, "a refusal is part of the view": a card a seat cannot see is refused the same way
 * wherever it lies. Two states that differ only in where two hidden cards lie look the same to
 * the seat (same view), so a play naming one of them must get the same answer in both.
 */
import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS } from './config.js';
import { gipfelsturm as g } from './definition.js';
import type { Card } from './cards.js';
import type { GipfelMove, GipfelState } from './types.js';

/** Where a hidden card lies: a face-down peak place, a place in a stock, or among the cards set aside. */
type Place =
  | { readonly kind: 'peak'; readonly pos: number }
  | { readonly kind: 'stock'; readonly seat: number; readonly i: number }
  | { readonly kind: 'aside'; readonly i: number };

function hiddenPlaces(s: GipfelState, seat: number): Place[] {
  const v = g.view(s, seat);
  return [
    ...v.peaks.flatMap((slot, pos): Place[] => (slot === 'down' ? [{ kind: 'peak', pos }] : [])),
    ...s.stocks.flatMap((st, owner) => st.map((_, i): Place => ({ kind: 'stock', seat: owner, i }))),
    ...s.aside.map((_, i): Place => ({ kind: 'aside', i })),
  ];
}

function cardAt(s: GipfelState, p: Place): Card {
  switch (p.kind) {
    case 'peak':
      return s.peaks[p.pos]!;
    case 'stock':
      return s.stocks[p.seat]![p.i]!;
    case 'aside':
      return s.aside[p.i]!;
  }
}

function put(s: GipfelState, p: Place, card: Card): GipfelState {
  switch (p.kind) {
    case 'peak':
      return { ...s, peaks: s.peaks.map((c, pos) => (pos === p.pos ? card : c)) };
    case 'stock':
      return { ...s, stocks: s.stocks.map((st, o) => (o === p.seat ? st.map((c, i) => (i === p.i ? card : c)) : st)) };
    case 'aside':
      return { ...s, aside: s.aside.map((c, i) => (i === p.i ? card : c)) };
  }
}

const swap = (s: GipfelState, a: Place, b: Place): GipfelState => put(put(s, a, cardAt(s, b)), b, cardAt(s, a));

const answer = (s: GipfelState, seat: number, move: GipfelMove) => {
  const r = g.play(s, seat, move);
  return r.ok ? 'accepted' : r.error;
};

/** A position some random legal plays into a deal (the clock stays still: `at` is not given). */
function somewhere(raw: object, seed: string, steps: number, r: number): GipfelState {
  let state = g.deal(unwrap(g.parseConfig(raw)), seed);
  const rng = new Rng([r, 3, 1, 4]);
  for (let i = 0; i < steps && !g.result(state); i++) {
    const seat = rng.pick(g.toAct(state));
    const next = g.play(state, seat, rng.pick(g.legalMoves(state, seat)));
    if (next.ok) state = next.value.state;
  }
  return state;
}

const configs = fc.record({
  players: fc.constantFrom(2, 3),
  level: fc.constantFrom(...LEVELS),
  clock: fc.boolean(),
});

describe('STYLE 12: a hidden card is refused alike wherever it lies', () => {
  it('a play of a card the view does not show gets the same code and detail in states the seat cannot tell apart', () => {
    fc.assert(
      fc.property(
        configs,
        fc.string(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer(),
        fc.nat(),
        fc.nat(),
        fc.option(fc.nat(2), { nil: undefined }),
        (raw, seed, steps, r, i, j, pile) => {
          const state = somewhere(raw, seed, steps, r);
          const seat = r & 1;
          const places = hiddenPlaces(state, seat);
          const a = places[i % places.length];
          // Another hidden place of a different kind (a face-down peak card against a stock card, …).
          const others = places.filter((p) => p.kind !== a?.kind);
          const b = others[j % Math.max(1, others.length)];
          fc.pre(a !== undefined && b !== undefined);
          const moved = swap(state, a, b);
          expect(g.view(moved, seat)).toEqual(g.view(state, seat));
          const card = cardAt(state, a);
          const move: GipfelMove =
            pile !== undefined && pile < state.rules.seats ? { type: 'play', card, pile } : { type: 'play', card };
          const before = answer(state, seat, move);
          expect(before).not.toBe('accepted');
          expect(answer(moved, seat, move)).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every card the view does not show answers ERR_CARD_COVERED without detail (the 40 probes of issue 17)', () => {
    const state = g.deal(unwrap(g.parseConfig({ players: 2 })), 'probe');
    const answers = new Set(
      hiddenPlaces(state, 0).map((p) => JSON.stringify(answer(state, 0, { type: 'play', card: cardAt(state, p) }))),
    );
    expect(hiddenPlaces(state, 0)).toHaveLength(40);
    expect([...answers]).toEqual([JSON.stringify({ code: 'ERR_CARD_COVERED' })]);
  });
});
