import { Rng, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { parseConfig } from './config.js';
import { HAND_SIZE } from './deal.js';
import { deal } from './definition.js';
import { NOT_OPENED } from './ride.js';
import { legalMoves, play } from './rules.js';
import { rideLikelihood, SOFTNESS, traceOf } from './likelihood.js';
import { position } from './testing/positions.js';
import { view } from './view.js';
import { frameOf, sampleSim } from './world.js';

describe("stark's soft inference (weighted worlds)", () => {
  // Anna (seat 1) opened with the Liftboy: L5 allows that only without a number card in hand.
  const s = position({
    hands: [
      ['H5', 'P3', 'S9'],
      ['EX', 'HD', 'LB'],
      ['H1', 'S2', 'P7'],
    ],
    turn: 2,
    ride: [{ seat: 1, card: 'LB' }],
  });
  const v = view(s, 2);
  const frame = frameOf(v, true);
  const trace = traceOf(v);

  it('a world in which an opponent could not have made its play weighs nothing', () => {
    const world = sampleSim(frame, Rng.fromSeed('w'));
    world.hands[1] = [cardCode('S10'), cardCode('EX')];
    world.recount(1);
    expect(rideLikelihood(world, trace, 2, [], SOFTNESS)).toBe(0);
    world.hands[1] = [cardCode('HD'), cardCode('EX')];
    world.recount(1);
    expect(rideLikelihood(world, trace, 2, [], SOFTNESS)).toBeGreaterThan(0);
  });

  it('a play the policy prefers makes a world more likely than one it would not make', () => {
    // Ben (seat 2) laid the 12 upwards after Anna's 11: in a world where Ben also held a low card,
    // laying the 12 (after which nobody can follow) is what the policy does
    const t = position({
      hands: [
        ['H5', 'P3', 'S9'],
        ['P2', 'S4', 'H3'],
        ['H1', 'S2', 'P7'],
      ],
      turn: 0,
      ride: [
        { seat: 1, card: 'H10' },
        { seat: 2, card: 'H12' },
      ],
    });
    const tv = view(t, 0);
    const tt = traceOf(tv);
    const world = sampleSim(frameOf(tv, false), Rng.fromSeed('t'));
    world.hands[2] = [cardCode('H1'), cardCode('S2'), cardCode('P7')];
    world.recount(2);
    const natural = rideLikelihood(world, tt, 0, [], SOFTNESS);
    world.hands[2] = [cardCode('S12'), cardCode('P12'), cardCode('P7')];
    world.recount(2);
    const odd = rideLikelihood(world, tt, 0, [], SOFTNESS);
    expect(natural).toBeGreaterThan(0);
    expect(odd).toBeGreaterThan(0);
    expect(natural).toBeGreaterThan(odd);
  });

  it('leaves the world as it was', () => {
    const world = sampleSim(frame, Rng.fromSeed('x'));
    const before = world.hands.map((h) => h.slice());
    rideLikelihood(world, trace, 2, [], SOFTNESS);
    expect(world.hands).toEqual(before);
  });

  it("with scope 'round' weighs every play of the round, each ride from its opening", () => {
    const config = unwrap(parseConfig({ players: 4 }));
    const rng = Rng.fromSeed('trace');
    let st = deal(config, 'trace');
    while (st.loads.flat().length < 3) st = unwrap(play(st, st.turn, rng.pick(legalMoves(st, st.turn)))).state;
    const tv = view(st, 0);
    const round = traceOf(tv, 'round');
    const laid = tv.handCounts.reduce((sum, k) => sum + HAND_SIZE - k, 0);
    expect(round.codes).toHaveLength(laid);
    expect(traceOf(tv).codes).toHaveLength(tv.ride.length);
    const openings = round.lens.flatMap((len, i) => (len === 0 ? [i] : []));
    expect(openings.length).toBe(tv.loads.flat().length + (tv.ride.length > 0 ? 1 : 0));
    for (const i of openings) expect([round.floors[i], round.dirs[i], round.kartons[i]]).toEqual([NOT_OPENED, 0, 0]);
    const world = sampleSim(frameOf(tv, true), rng);
    expect(rideLikelihood(world, round, 0, [], { ...SOFTNESS, scope: 'round' })).toBeGreaterThan(0);
  });
});
