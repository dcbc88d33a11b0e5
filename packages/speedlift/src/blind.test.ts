import { Rng, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { allowedMask, allowedOfExits, Belief, fitMask } from './blind.js';
import { STARK_BLIND, estimateMoves, starkBlind } from './bots.js';
import { cardCode, type Card } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { boundsOf } from './facts.js';
import { policyMove } from './policy.js';
import { legalMoves } from './rules.js';
import { EXIT, Sim, slotOf } from './sim.js';
import { playAll } from './testing/play.js';
import { view } from './view.js';

const rules = { gleicheEtage: false, aussteigenJederzeit: false, ladenhueter: true };
const ALL = (1 << 16) - 2; // slots 1–15
const codes = (cards: readonly Card[]) => cards.map(cardCode);

/** Seat 0 on turn with H10 and H2, the lift going up at 9; `lager` per slot as the belief's `rest`. */
function table(hand1: readonly Card[], hand2: readonly Card[], lager: readonly Card[] = ['H12', 'P1']) {
  const sim = new Sim(rules, 3, [codes(['H10', 'H2']), codes(hand1), codes(hand2)], 0, 9, 1, 2, 2, 2, [0, 0, 0]);
  const rest = new Array<number>(16).fill(0);
  for (const c of codes(lager)) rest[slotOf(c)] = (rest[slotOf(c)] as number) + 1;
  return { sim, rest };
}

describe('playouts that do not peek (stark-blind)', () => {
  it('judges whether the next seat can follow from the cards the mover has not seen, not from its true hand', () => {
    // After H10 (up): seat 1 must lay 11, 12 or a special. Seat 0 has not seen P11, S3, P4, S5, R6,
    // H12, P1 — seven cards, two of them fit — and seat 1 holds two: C(5,2) / C(7,2) = 10/21.
    const dealt: [Card[], Card[], Card[]][] = [
      [
        ['P11', 'S3'],
        ['P4', 'S5', 'R6'],
        ['H12', 'P1'],
      ], // seat 1 can follow (P11)
      [
        ['S3', 'P4'],
        ['P11', 'S5', 'R6'],
        ['H12', 'P1'],
      ], // seat 1 cannot
      [
        ['S3', 'P1'],
        ['P11', 'S5', 'R6'],
        ['H12', 'P4'],
      ], // nor here: P4 in the Lager, P1 in the hand
    ];
    const truth: boolean[] = [];
    for (const [h1, h2, lager] of dealt) {
      const { sim, rest } = table(h1, h2, lager);
      const belief = new Belief(3, false);
      belief.reset(sim, rest, [ALL, ALL, ALL]);
      expect(belief.stuckChance(sim, 1, 10, 1)).toBeCloseTo(10 / 21, 12);
      truth.push(sim.canFollow(1, 10, 1));
    }
    expect(truth).toEqual([true, false, false]); // the true hands differ; the estimate does not
  });

  it('sharpens the estimate with the facts: 1 when the next seat cannot hold a fitting card, 0 when it holds only such cards', () => {
    const { sim, rest } = table(['P11', 'S3'], ['P4', 'S5', 'R6']);
    const belief = new Belief(3, false);
    // seat 1 had to leave going up at 10 before: ≤10, o.S. — nothing above 10 can be in its hand
    const atMost10 = allowedMask(
      boundsOf([{ seat: 1, floor: 10, dir: 1, specialsAllowed: true, detectiveAllowed: true }], 1, false),
    );
    belief.reset(sim, rest, [ALL, atMost10, ALL]);
    expect(belief.stuckChance(sim, 1, 10, 1)).toBe(1);
    // seat 1 had to leave going down at 11: ≥11, o.S. — both of its cards lie above 10
    const atLeast11 = allowedMask(
      boundsOf([{ seat: 1, floor: 11, dir: -1, specialsAllowed: true, detectiveAllowed: true }], 1, false),
    );
    belief.reset(sim, rest, [ALL, atLeast11, ALL]);
    expect(belief.stuckChance(sim, 1, 10, 1)).toBe(0);
    // the view's facts give the same masks
    expect(
      allowedOfExits([{ seat: 1, floor: 10, dir: 1, specialsAllowed: true, detectiveAllowed: true }], 3, false, true),
    ).toEqual([ALL, atMost10, ALL]);
    expect(
      allowedOfExits([{ seat: 1, floor: 10, dir: 1, specialsAllowed: true, detectiveAllowed: true }], 3, false, false),
    ).toEqual([ALL, ALL, ALL]);
  });

  it('a forced exit inside the playout becomes a fact about that seat; a laid card is no longer live', () => {
    // seat 1 holds S3 and P4 and must leave the ride going up at 10
    const sim = new Sim(
      rules,
      3,
      [codes(['H2']), codes(['S3', 'P4']), codes(['S5', 'R6'])],
      1,
      10,
      1,
      3,
      3,
      0,
      [0, 0, 0],
    );
    const belief = new Belief(3, false);
    belief.reset(sim, new Array<number>(16).fill(0), [ALL, ALL, ALL]);
    const buf: number[] = [];
    expect(policyMove(sim, new Rng([1, 2, 3, 4]), buf, undefined, belief)).toBe(EXIT);
    belief.apply(sim, EXIT);
    expect(belief.allowed[1]).toBe(ALL & ~fitMask(10, 1, false));
    expect(sim.turn).toBe(1);
    const live = belief.live[slotOf(cardCode('S3'))];
    belief.apply(sim, cardCode('S3'));
    expect(belief.live[slotOf(cardCode('S3'))]).toBe((live as number) - 1);
  });

  it('stark-blind decides from the view alone, the same for the same generator', () => {
    const s = deal(unwrap(parseConfig({ players: 4 })), 'blind');
    const after = playAll(
      s,
      ...legalMoves(s, s.turn)
        .slice(0, 1)
        .map((m) => (m.type === 'play' ? m.card : 'A')),
    );
    const v = view(after.state, after.state.turn);
    const a = starkBlind.decide(v, new Rng([7, 7, 7, 7]), { ms: Infinity });
    expect(starkBlind.decide(v, new Rng([7, 7, 7, 7]), { ms: Infinity })).toEqual(a);
    expect(legalMoves(after.state, after.state.turn)).toContainEqual(a);
    // its estimates differ from stark's peeking playouts on the same worlds
    const few = { ...STARK_BLIND, worlds: 30 };
    const peek = { ...few, blind: false };
    expect(estimateMoves(v, new Rng([1, 1, 1, 1]), { ms: Infinity }, few)).not.toEqual(
      estimateMoves(v, new Rng([1, 1, 1, 1]), { ms: Infinity }, peek),
    );
  });
});
