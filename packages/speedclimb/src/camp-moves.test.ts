/**
 * SC12 in the legal moves: the first camp move — what the table proposes — puts every run's
 * Sherpas on top where the top allows ("Sherpa in der Folge: oben/unten", default "oben"); the
 * camp finder's own run ends and the other ends follow as variants.
 */
import { Rng } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeck, info, takeOut, type Card } from './cards.js';
import { proposeCamp } from './camp-finder.js';
import { defaultRunLow, type PartAssignment } from './combos.js';
import { legalMoves } from './moves.js';
import { leftoverPenalty, ROUTES, ROUTE_IDS } from './routes.js';
import type { Move } from './state.js';
import { position } from './testing.js';

const camps = (moves: readonly Move[]) => moves.flatMap((m) => (m.type === 'camp' ? [m.parts] : []));
const lows = (parts: readonly PartAssignment[]) => parts.map((p) => p.low ?? null);
const hasSherpa = (p: PartAssignment) => p.cards.some((c) => info(c).sherpa);

/** Seat 0 in its play phase on camp (or stage) `stage` with `hand`. */
function campsOf(route: (typeof ROUTE_IDS)[number], stage: number, hand: readonly Card[]) {
  const s = position({
    route,
    hands: [hand, []],
    stage: [stage, 0],
    level: ROUTES[route].freeOrder ? [0, 0] : [stage, 0],
    phase: 'play',
  });
  return camps(legalMoves(s, 0));
}

describe('SC12: the proposed camp puts a run’s Sherpa on top', () => {
  it('Siebenerfolge 5–10 plus a Sherpa: proposed as 5–11 ("oben"); 4–10 ("unten") is a variant', () => {
    const hand: Card[] = ['R5', 'B6', 'G7', 'Y8', 'O9', 'V10', 'J', 'R1', 'B2', 'G13'];
    const moves = campsOf('gipfelsturm', 4, hand);
    expect(lows(moves[0]!)).toEqual([5]);
    expect(moves.map((m) => m[0]!.low)).toContain(4);
  });

  it('at the top of the numbers the Sherpa goes below: 9–15 with 10–15 and a Sherpa', () => {
    const hand: Card[] = ['R10', 'B11', 'G12', 'Y13', 'O14', 'V15', 'J', 'R1', 'B2', 'G3'];
    expect(lows(campsOf('gipfelsturm', 4, hand)[0]!)).toEqual([9]);
  });

  it('for random hands of every route: the first camp move is "oben" where the top allows, the camp finder’s choice is listed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_IDS), fc.nat(), fc.string({ maxLength: 8 }), (route, k, seed) => {
        const r = ROUTES[route];
        const runStages = r.camps.flatMap((c, i) => (c.some((p) => p.kind === 'run') ? [i] : []));
        const stage = runStages[k % runStages.length]!;
        const rng = Rng.fromSeed(seed);
        // A dense hand: numbers from a narrow window, one or two Sherpas, some cards more.
        const deck = buildDeck(r.deck);
        const from = 1 + rng.int(r.deck.maxNumber - 6);
        const near = deck.filter(
          (c) => !info(c).sherpa && !info(c).storm && info(c).num >= from && info(c).num < from + 9,
        );
        const hand: Card[] = [];
        for (let i = 0; i < 1 + rng.int(2); i++) hand.push('J');
        while (hand.length < 13 && near.length > 0) {
          const c = near[rng.int(near.length)]!;
          takeOut(near, c);
          hand.push(c);
        }
        const moves = campsOf(route, stage, hand);
        fc.pre(moves.length > 0);
        const camp = r.camps[stage]!;
        moves[0]!.forEach((p, i) => {
          if (camp[i]!.kind === 'run' && hasSherpa(p)) expect(p.low).toBe(defaultRunLow(p.cards, r.deck.maxNumber));
        });
        const finder = proposeCamp(hand, camp, r.deck.maxNumber, leftoverPenalty(r))!;
        expect(moves.map(lows)).toContainEqual(lows(finder.parts));
      }),
      { numRuns: 300 },
    );
  });
});
