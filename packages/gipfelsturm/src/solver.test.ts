import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layOut, shuffledDeck, stateFromLayout } from './deal.js';
import { gipfelsturm as g } from './definition.js';
import { FastTable, playOut } from './sim/fast-table.js';
import { teamStrategy } from './sim/strategies.js';
import { TABLE_VARIANTS, VARIANT_NAMES } from './sim/variants.js';
import { solve, type SolutionStep } from './solver.js';
import { c, position } from './test-helpers.js';
import { toSetup } from './setup.js';
import type { GipfelState } from './types.js';

function replay(state: GipfelState, steps: readonly SolutionStep[]): GipfelState {
  let s = state;
  for (const step of steps) s = unwrap(g.play(s, step.seat, step.move)).state;
  return s;
}

const configFor = (seats: number) => ({ ...unwrap(g.parseConfig({ players: 2, clock: false })), players: seats });

describe('solve: exact with all cards known', () => {
  it('finds the one way: turn up the stock, then play', () => {
    const s = position({
      at: { 0: '9c' },
      gone: Array.from({ length: 27 }, (_, i) => i + 1),
      stocks: [['8s'], []],
      piles: [['Ac'], ['Kd']],
    });
    const r = unwrap(solve(toSetup(s)));
    expect(r.status).toBe('won');
    if (r.status === 'won') {
      expect(r.steps).toEqual([
        { seat: 0, move: { type: 'flip' } },
        { seat: 0, move: { type: 'play', card: c('9c'), pile: 0 } },
      ]);
      expect(g.result(replay(s, r.steps))?.team).toEqual({ won: true, score: 0 });
    }
  });
  it('proves a loss when no order of moves clears the peaks', () => {
    const s = position({
      at: { 0: '9c' },
      gone: Array.from({ length: 27 }, (_, i) => i + 1),
      stocks: [['2s', '5s'], ['Dd']],
      piles: [['Ac'], ['Kd']],
    });
    expect(unwrap(solve(toSetup(s)))).toMatchObject({ status: 'lost' });
  });
  it('answers "unknown" rather than guess when the budget runs out', () => {
    const layout = layOut(shuffledDeck(Rng.fromSeed('budget')), TABLE_VARIANTS['2x10-nowrap']);
    const r = unwrap(solve({ config: null, ...layout, wrap: false }, 1));
    expect(['unknown', 'won']).toContain(r.status);
    expect(r.status).not.toBe('lost');
  });
  it('refuses a broken position with ERR_BAD_SETUP', () => {
    expect(solve({ config: null, peaks: [], stocks: [[]], piles: [[0]] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_SETUP' },
    });
  });
  it('every solution replays through play() to a win; a lost verdict is never beaten by a strategy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.constantFrom(...VARIANT_NAMES), (n, variant) => {
        const rules = TABLE_VARIANTS[variant];
        const layout = layOut(shuffledDeck(Rng.fromSeed(`solve:${n}`)), rules);
        const r = unwrap(solve({ config: null, ...structuredClone(layout), wrap: rules.wrap }, 20_000));
        const state = stateFromLayout(configFor(rules.seats), rules, structuredClone(layout), [1, 2, 3, 4]);
        if (r.status === 'won') expect(g.result(replay(state, r.steps))?.team?.won).toBe(true);
        if (r.status === 'lost')
          for (const name of ['careful', 'partner'] as const)
            expect(playOut(new FastTable(layout, rules.wrap), teamStrategy(name, new Rng([1, 1, 1, 1]))).won).toBe(
              false,
            );
      }),
      { numRuns: 30 },
    );
  });
  it('a dealt game of the real table (3 players) replays to a win from its setup', () => {
    const state = g.deal(unwrap(g.parseConfig({ players: 3, level: 'schwer', clock: false })), 'three');
    const r = unwrap(solve(toSetup(state), 20_000));
    if (r.status === 'won') expect(g.result(replay(state, r.steps))?.team?.won).toBe(true);
    else expect(r.status).toMatch(/lost|unknown/);
  });
});
