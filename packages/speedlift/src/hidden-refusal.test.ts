/**
 * STYLE 12, "a refusal is part of the view": a card a seat cannot see — in another hand or in
 * the Lager ("niemand kennt sie") — is refused the same way wherever it lies. Two states that
 * differ only in where two hidden cards lie look the same to the seat (same view), so a play
 * naming one of them must get the same answer (code and detail) in both.
 */
import { Rng, unwrap, type Seat } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import type { Move } from './moves.js';
import { legalMoves, play } from './rules.js';
import type { State } from './state.js';
import { view, viewRefusal } from './view.js';

/** Where a hidden card lies: another seat's hand, or the Lager. */
type Place =
  { readonly kind: 'hand'; readonly seat: Seat; readonly i: number } | { readonly kind: 'lager'; readonly i: number };

function hiddenPlaces(s: State, seat: Seat): Place[] {
  return [
    ...s.hands.flatMap((h, o) => (o === seat ? [] : h.map((_, i): Place => ({ kind: 'hand', seat: o, i })))),
    ...s.lager.map((_, i): Place => ({ kind: 'lager', i })),
  ];
}

const cardAt = (s: State, p: Place): Card => (p.kind === 'hand' ? s.hands[p.seat]![p.i]! : s.lager[p.i]!);

function put(s: State, p: Place, card: Card): State {
  if (p.kind === 'lager') return { ...s, lager: s.lager.map((c, j) => (j === p.i ? card : c)) };
  return { ...s, hands: s.hands.map((h, o) => (o === p.seat ? h.map((c, j) => (j === p.i ? card : c)) : h)) };
}

const swap = (s: State, a: Place, b: Place): State => put(put(s, a, cardAt(s, b)), b, cardAt(s, a));

const answer = (s: State, seat: Seat, move: Move) => {
  const r = play(s, seat, move);
  return r.ok ? 'accepted' : r.error;
};

const configs = fc.record({
  players: fc.integer({ min: 3, max: 6 }),
  sonderkarten: fc.constantFrom('alle', 'ohneDetektiv', 'keine'),
  gleicheEtageHaelt: fc.boolean(),
});

/** A position some random legal moves into a game. */
function somewhere(raw: object, seed: string, steps: number): State {
  let s = deal(unwrap(parseConfig(raw)), seed);
  const rng = Rng.fromSeed(`${seed}/hidden`);
  for (let i = 0; i < steps && !s.over; i++) s = unwrap(play(s, s.turn, rng.pick(legalMoves(s, s.turn)))).state;
  return s;
}

describe('STYLE 12: a hidden card is refused alike wherever it lies', () => {
  it('a play of a card the view does not show gets the same code and detail in states the seat cannot tell apart', () => {
    fc.assert(
      fc.property(
        configs,
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.nat(),
        fc.nat(),
        fc.nat(5),
        (raw, seed, steps, i, j, who) => {
          const s = somewhere(raw, seed, steps);
          // Mostly the seat on turn (its refusals say most), sometimes another.
          const seat = who < 3 ? s.turn : who % s.config.players;
          const places = hiddenPlaces(s, seat);
          const a = places[i % Math.max(1, places.length)];
          fc.pre(a !== undefined);
          const card = cardAt(s, a);
          // Specials come twice: the card must not also be in the own hand.
          fc.pre(!s.hands[seat]!.includes(card));
          const others = places.filter((p) => p.kind !== a.kind && cardAt(s, p) !== card);
          const b = others[j % Math.max(1, others.length)] ?? places.find((p) => cardAt(s, p) !== card);
          fc.pre(b !== undefined);
          const moved = swap(s, a, b);
          expect(view(moved, seat)).toEqual(view(s, seat));
          const move: Move = { type: 'play', card };
          const before = answer(s, seat, move);
          expect(before).not.toBe('accepted');
          expect(answer(moved, seat, move)).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('viewRefusal: the refusal from the seat’s view alone', () => {
  it('answers for every card of the table and for "Aussteigen" exactly what play answers (null when legal)', () => {
    fc.assert(
      fc.property(
        configs,
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.nat(5),
        (raw, seed, steps, who) => {
          const s = somewhere(raw, seed, steps);
          const seat = who < 3 ? s.turn : who % s.config.players;
          const v = view(s, seat);
          const cards = new Set<Card>([...s.hands.flat(), ...s.lager, ...s.ride.map((r) => r.card)]);
          const moves: Move[] = [{ type: 'exit' }, ...[...cards].map((card): Move => ({ type: 'play', card }))];
          for (const move of moves) {
            const r = play(s, seat, move);
            expect(viewRefusal(v, move)).toBe(r.ok ? null : r.error.code);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a spectator is never on turn', () => {
    const s = somewhere({ players: 3 }, 'spectator', 5);
    expect(viewRefusal(view(s, null), { type: 'exit' })).toBe('ERR_NOT_YOUR_TURN');
  });
});
