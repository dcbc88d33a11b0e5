import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCode, codeFloor, isNumberCode } from './cards.js';
import { bots, estimateMoves, leicht, normal, stark, STARK, STARK_OHNE_ENDE } from './bots.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { legalMoves, play } from './rules.js';
import { position, ratExample } from './testing/positions.js';
import { playAll } from './testing/play.js';
import { view } from './view.js';
import { frameOf, sampleSim } from './world.js';

const inf = { ms: Infinity };

describe('bots', () => {
  it('every bot plays a legal move in every position of random games (they get only the view)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 5 }), fc.boolean(), (seed, players, jederzeit) => {
        const c = unwrap(parseConfig({ players, aussteigenJederzeit: jederzeit }));
        let s = deal(c, seed);
        const rng = Rng.fromSeed(seed);
        const labels = Object.keys(bots) as (keyof typeof bots)[];
        for (let i = 0; i < 24 && !s.over; i++) {
          const bot = bots[labels[i % labels.length] ?? 'leicht'];
          const move = bot.decide(view(s, s.turn), rng, inf);
          expect(legalMoves(s, s.turn)).toContainEqual(move);
          s = unwrap(play(s, s.turn, move)).state;
        }
      }),
      { numRuns: 3 },
    );
  });

  it('stark searches the endgame exactly under the standard rules, and plays greedy playouts with "Aussteigen jederzeit"', () => {
    // A position in the middle of a round: the playouts reach the last ten cards.
    const at = (aussteigenJederzeit: boolean) => {
      const s = deal(unwrap(parseConfig({ players: 4, aussteigenJederzeit })), 'ende');
      const after = playAll(
        s,
        ...legalMoves(s, s.turn)
          .slice(0, 1)
          .map((m) => (m.type === 'play' ? m.card : 'A')),
      );
      const v = view(after.state, after.state.turn);
      const few = { ...STARK, worlds: 20 };
      const greedy = { ...STARK_OHNE_ENDE, worlds: 20, game: true };
      return [estimateMoves(v, new Rng([5, 6, 7, 8]), inf, few), estimateMoves(v, new Rng([5, 6, 7, 8]), inf, greedy)];
    };
    const [searched, greedy] = at(false);
    expect(searched).not.toEqual(greedy);
    // (A voluntary exit is legal at nearly every step there: the exact search grew far beyond a budget.)
    const [jederzeit, jederzeitGreedy] = at(true);
    expect(jederzeit).toEqual(jederzeitGreedy);
  });

  it('decisions are deterministic for a given generator', () => {
    const s = deal(unwrap(parseConfig({ players: 4 })), 'det');
    const v = view(playAll(s, ...[legalMoves(s, s.turn)[0]].map((m) => (m?.type === 'play' ? m.card : 'A'))).state, 2);
    for (const bot of [normal, stark]) {
      expect(bot.decide(v, new Rng([9, 9, 9, 9]), inf)).toEqual(bot.decide(v, new Rng([9, 9, 9, 9]), inf));
    }
  });

  it('"leicht legt irgendeine passende Karte" and leaves the ride only when it must', () => {
    const s = position({
      config: { aussteigenJederzeit: true },
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 1,
      ride: [{ seat: 0, card: 'H6' }],
    });
    const rng = new Rng([1, 2, 3, 4]);
    for (let i = 0; i < 20; i++) expect(leicht.decide(view(s, 1), rng, inf).type).toBe('play');
  });

  it('stark samples only worlds consistent with the exit facts ("merkt sich, wer wo aussteigen musste")', () => {
    const s = position({
      hands: [
        ['H5', 'P3', 'H2'],
        ['S7', 'H4', 'S1'],
        ['S2', 'H1', 'S6', 'P1'],
      ],
      turn: 0,
    });
    const after = playAll(s, 'H5', 'S7', 'A').state; // seat 2: ≤7 o.S.
    const v = view(after, 0);
    const frame = frameOf(v, true);
    expect(frame.unknown).toHaveLength(v.handCounts[1]! + v.handCounts[2]! + v.lagerCount);
    const rng = new Rng([3, 1, 4, 1]);
    for (let i = 0; i < 50; i++) {
      const hand = sampleSim(frame, rng).hands[2] ?? [];
      expect(hand).toHaveLength(v.handCounts[2]!);
      for (const code of hand) expect(isNumberCode(code) && codeFloor(code) <= 7).toBe(true);
    }
    // without inference the same seat sometimes gets a higher card or a special
    const free = frameOf(v, false);
    let violations = 0;
    for (let i = 0; i < 50; i++)
      violations += (sampleSim(free, rng).hands[2] ?? []).filter((c) => !isNumberCode(c) || codeFloor(c) > 7).length;
    expect(violations).toBeGreaterThan(0);
    // the viewing seat's own hand is never resampled
    expect([...(sampleSim(frame, rng).hands[0] ?? [])].sort()).toEqual(v.hand.map(cardCode).sort());
  });

  it('the playouts see that nothing lies above 12: after H12 the next player never follows, after S10 only sometimes', () => {
    const s = ratExample();
    const est = estimateMoves(view(s, 0), new Rng([1, 5, 5, 5]), inf, STARK);
    const of = (card: string) => est.find((e) => e.move.type === 'play' && e.move.card === card);
    expect(of('H12')?.nextCannotFollow).toBe(1);
    expect(of('S10')?.nextCannotFollow).toBeGreaterThan(0);
    expect(of('S10')?.nextCannotFollow).toBeLessThan(1);
    expect(est.every((e) => e.worlds === STARK.worlds)).toBe(true);
  });
});
