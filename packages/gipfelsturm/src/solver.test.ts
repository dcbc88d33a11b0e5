import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layOut, shuffledDeck, stateFromLayout } from './deal.js';
import { gipfelsturm as g } from './definition.js';
import { FastTable, playOut } from './sim/fast-table.js';
import { teamStrategy } from './sim/strategies.js';
import { TABLE_VARIANTS, VARIANT_NAMES } from './sim/variants.js';
import { LostMemo } from './solver-memo.js';
import { solve, type SolutionStep } from './solver.js';
import { c, position } from './test-helpers.js';
import { toSetup } from './setup.js';
import { ranksFit, rankOf, type Card } from './cards.js';
import { COVERED_BY, COVERS, PEAK_CARDS } from './layout.js';
import type { GipfelSetup, GipfelState } from './types.js';

function replay(state: GipfelState, steps: readonly SolutionStep[]): GipfelState {
  let s = state;
  for (const step of steps) s = unwrap(g.play(s, step.seat, step.move)).state;
  return s;
}

const configFor = (seats: number) => ({ ...unwrap(g.parseConfig({ players: 2, clock: false })), players: seats });

/**
 * The plain truth for small positions: every sequence of the rules' moves (any free card onto any
 * pile it fits, any seat's stock onto its own pile), with a set of the positions already seen
 * (the whole position: cards left, stock positions, top cards). No reduction, no cut.
 */
function bruteForce(setup: GipfelSetup, wrap: boolean): boolean {
  const seats = setup.stocks.length;
  const seen = new Set<string>();
  const free = (peaks: readonly (Card | null)[], p: number) =>
    peaks[p] !== null && (COVERED_BY[p] ?? []).every((q) => peaks[q] === null);
  const go = (peaks: (Card | null)[], pos: number[], tops: Card[]): boolean => {
    if (peaks.every((x) => x === null)) return true;
    const key = `${peaks.join()}|${pos.join()}|${tops.join()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    for (let p = 0; p < PEAK_CARDS; p++) {
      const card = peaks[p];
      if (card === null || card === undefined || !free(peaks, p)) continue;
      for (let pile = 0; pile < seats; pile++) {
        if (!ranksFit(rankOf(card), rankOf(tops[pile] as Card), wrap)) continue;
        const next = peaks.slice();
        next[p] = null;
        if (
          go(
            next,
            pos,
            tops.map((t, i) => (i === pile ? card : t)),
          )
        )
          return true;
      }
    }
    for (let seat = 0; seat < seats; seat++) {
      const card = setup.stocks[seat]?.[pos[seat] as number];
      if (card === undefined) continue;
      const nextPos = pos.map((x, i) => (i === seat ? x + 1 : x));
      if (
        go(
          peaks,
          nextPos,
          tops.map((t, i) => (i === seat ? card : t)),
        )
      )
        return true;
    }
    return false;
  };
  return go(
    setup.peaks.slice(),
    setup.stocks.map(() => 0),
    setup.piles.map((p) => p[p.length - 1] as Card),
  );
}

/**
 * A small random position: a few peak places with everything lying on them gone (so the rest of
 * the layout is still there above them), cards from a window of seven ranks (so that many fit),
 * 1–3 seats with up to `stockMax` stock cards each.
 */
const smallPosition = fc
  .record({
    seats: fc.integer({ min: 1, max: 3 }),
    wrap: fc.boolean(),
    keep: fc.uniqueArray(fc.integer({ min: 3, max: PEAK_CARDS - 1 }), { minLength: 1, maxLength: 3 }),
    low: fc.integer({ min: 0, max: 12 }),
    order: fc.array(fc.integer(), { minLength: 28, maxLength: 28 }),
    stockSizes: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
  })
  .map(({ seats, wrap, keep, low, order, stockSizes }) => {
    // The kept places and every place they lie on (directly or not) stay; the rest is gone.
    const present = new Set<number>();
    const stay = (p: number): void => {
      present.add(p);
      for (const q of COVERS[p] ?? []) stay(q);
    };
    keep.forEach(stay);
    const cards = Array.from({ length: 28 }, (_, i) => ((low + (i % 7)) % 13) + 13 * Math.floor(i / 7))
      .map((card, i) => ({ card, o: order[i] as number }))
      .sort((a, b) => a.o - b.o)
      .map((x) => x.card);
    const peaks = Array.from({ length: PEAK_CARDS }, (_, p) => (present.has(p) ? (cards.shift() as Card) : null));
    const stocks = Array.from({ length: seats }, (_, i) => cards.splice(0, stockSizes[i] as number));
    const piles = Array.from({ length: seats }, () => [cards.shift() as Card]);
    return { setup: { config: null, peaks, stocks, piles, wrap }, seats, wrap };
  })
  .filter(({ setup }) => setup.peaks.filter((x) => x !== null).length <= 11);

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
  it('agrees with a brute-force search of every move sequence on small positions (and its ways win)', () => {
    let won = 0;
    let lost = 0;
    fc.assert(
      fc.property(smallPosition, ({ setup, seats, wrap }) => {
        const r = unwrap(solve(setup));
        expect(r.status).not.toBe('unknown');
        expect(r.status === 'won').toBe(bruteForce(setup, wrap));
        if (r.status === 'won') {
          won += 1;
          const rules = { seats, stockEach: 4, wrap, timeMs: null };
          const { stocks, piles } = structuredClone(setup);
          const dealt = stateFromLayout(configFor(seats), rules, { peaks: [], stocks, piles, aside: [] }, [1, 2, 3, 4]);
          const state: GipfelState = { ...dealt, peaks: setup.peaks.slice() };
          expect(g.result(replay(state, r.steps))?.team?.won).toBe(true);
        } else lost += 1;
      }),
      { numRuns: 400 },
    );
    // The generator must produce both answers, or the comparison proves little.
    expect(won).toBeGreaterThan(40);
    expect(lost).toBeGreaterThan(40);
  });
  it('a dealt game of the real table (3 players) replays to a win from its setup', () => {
    const state = g.deal(unwrap(g.parseConfig({ players: 3, level: 'schwer', clock: false })), 'three');
    const r = unwrap(solve(toSetup(state), 20_000));
    if (r.status === 'won') expect(g.result(replay(state, r.steps))?.team?.won).toBe(true);
    else expect(r.status).toMatch(/lost|unknown/);
  });
});

describe('LostMemo: stock dominance', () => {
  const pack = (...pos: number[]) => pos.reduceRight((v, p) => v * 32 + p, 0);
  it('a key is lost for every stock vector at least a stored one in each seat, through growth', () => {
    const memo = new LostMemo(4);
    memo.add(5, 7, pack(3, 4));
    for (let g = 100; g < 400; g++) memo.add(g, 1, pack(1, 1)); // forces the table to grow
    expect(memo.dominated(5, 7, pack(3, 4), 2)).toBe(true);
    expect(memo.dominated(5, 7, pack(9, 31), 2)).toBe(true);
    expect(memo.dominated(5, 7, pack(2, 9), 2)).toBe(false);
    expect(memo.dominated(5, 7, pack(9, 3), 2)).toBe(false);
    expect(memo.dominated(5, 8, pack(9, 9), 2)).toBe(false);
    expect(memo.dominated(6, 7, pack(9, 9), 2)).toBe(false);
    memo.add(5, 7, pack(1, 9));
    expect(memo.dominated(5, 7, pack(2, 9), 2)).toBe(true);
    expect(memo.dominated(5, 7, pack(2, 8), 2)).toBe(false);
    expect(memo.dominated(250, 1, pack(1, 1), 2)).toBe(true);
  });
  it('one and three seats', () => {
    const memo = new LostMemo();
    memo.add(0, 0, 6);
    expect([5, 6, 31].map((p) => memo.dominated(0, 0, p, 1))).toEqual([false, true, true]);
    memo.add(1, 0, pack(2, 0, 5));
    expect(memo.dominated(1, 0, pack(2, 3, 5), 3)).toBe(true);
    expect(memo.dominated(1, 0, pack(2, 3, 4), 3)).toBe(false);
  });
});
