import { Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { estimateMoves, STARK, STARK_OHNE_PARTIE } from './bots.js';
import { endsAhead, gameContext, gameValue, type GameContext } from './partie.js';
import type { Card } from './cards.js';
import { gameEndExample, position } from './testing/positions.js';
import { view } from './view.js';

/** Seat 0's game in round 2 of 4 (0-based 1): totals 10, 45, 30, 20, limit 50. */
const ctx: GameContext = { seat: 0, totals: [10, 45, 30, 20], limit: 50, roundsAfter: 2, rest: 12 };

describe('gameValue: a round that ends the game with the seat ahead saves the rest of the game', () => {
  it('the game goes on: the round penalty plus the rest', () => {
    expect(gameValue(ctx, [3, 4, 0, 0])).toBe(15);
  });

  it('seat 1 reaches the limit and seat 0 is ahead: the round penalty alone', () => {
    expect(gameValue(ctx, [3, 5, 0, 0])).toBe(3);
  });

  it('level at the top is a shared first place: the round penalty alone', () => {
    expect(gameValue(ctx, [20, 5, 0, 10])).toBe(20);
  });

  it('the game ends with another seat ahead: the rest is added as if it went on (no hurry to lose)', () => {
    expect(gameValue(ctx, [25, 5, 0, 0])).toBe(37);
    expect(gameValue(ctx, [25, 0, 0, 0])).toBe(37);
  });

  it("the shift's last round: the round penalty alone, whatever happens", () => {
    const last = { ...ctx, roundsAfter: 0 };
    expect(gameValue(last, [3, 4, 0, 0])).toBe(3);
    expect(gameValue(last, [25, 5, 0, 0])).toBe(25);
  });
});

describe('endsAhead', () => {
  it('only when the round ends the game and no other seat has fewer points', () => {
    expect(endsAhead(ctx, [3, 5, 0, 0])).toBe(true);
    expect(endsAhead(ctx, [20, 5, 0, 10])).toBe(true);
    expect(endsAhead(ctx, [25, 5, 0, 0])).toBe(false);
    expect(endsAhead(ctx, [3, 4, 0, 0])).toBe(false);
    expect(endsAhead({ ...ctx, roundsAfter: 0 }, [3, 5, 0, 0])).toBe(false);
  });
});

describe('gameContext: the rest of the game from the finished rounds', () => {
  const hands: Card[][] = [['H1'], ['H2'], ['H3'], ['H4']];
  const sheet = (penalty: number[]) => ({ dealer: 0, kartons: penalty, ladenhueter: [0, 0, 0, 0], penalty });

  it('before any finished round: 10 points a round for each round left after this one', () => {
    const v = view(position({ hands, turn: 0, config: { limit: 80 } }), 0);
    expect(gameContext(v)).toMatchObject({ seat: 0, roundsAfter: 3, rest: 30, limit: 80 });
  });

  it('the limit near: no more rounds than the highest total needs at 1.5 average rounds each', () => {
    // one round finished, 80 points over 4 seats: 20 a round; the highest total 30 needs
    // (50 − 30 − 30) / 30 → less than one more round after this one, so one (not the shift's two)
    const v = view(position({ hands, turn: 0, round: 1, scores: [sheet([10, 30, 20, 20])] }), 0);
    expect(gameContext(v)).toMatchObject({ roundsAfter: 2, rest: 20 });
  });

  it('far from the limit: every round left in the shift', () => {
    const v = view(position({ hands, turn: 0, round: 1, scores: [sheet([2, 4, 4, 2])] }), 0);
    expect(gameContext(v)).toMatchObject({ roundsAfter: 2, rest: 6 });
  });
});

describe('stark: the same playouts as stark-ohne-partie, valued for the game', () => {
  const hands: Card[][] = [
    ['P4', 'S5', 'S7', 'S9'],
    ['P1', 'S2', 'S3', 'P7'],
    ['P2', 'H5', 'P8', 'H9'],
    ['H2', 'H3', 'S10', 'S12'],
  ];
  const ride = [{ seat: 3, card: 'H6' as const }];

  it('no seat can reach the limit in this round (limit 80, nobody has points): stark plus the rest', () => {
    const v = view(position({ hands, turn: 0, ride, config: { limit: 80 } }), 0);
    const a = estimateMoves(v, new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK_OHNE_PARTIE, worlds: 30 });
    const b = estimateMoves(v, new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK, worlds: 30 });
    expect(a.length).toBeGreaterThan(1);
    b.forEach((e, i) => {
      expect(e.value).toBeCloseTo((a[i]?.value ?? NaN) + 30, 9);
      expect(e.expectedPenalty).toBe(a[i]?.expectedPenalty);
      expect(e.endsAhead).toBe(0);
    });
    expect(a.every((e) => e.endsAhead === null && e.value === e.expectedPenalty)).toBe(true);
  });

  // the cards not in the hands or the ride are seat 1's loads of this round: it passes the limit
  const ending = (points: [number, number, number]) => view(gameEndExample(points), 0);

  it('the round surely ends the game with the seat ahead: the value is the round penalty', () => {
    const est = estimateMoves(ending([5, 30, 20]), new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK, worlds: 20 });
    expect(est.length).toBeGreaterThan(1);
    for (const e of est) {
      expect(e.endsAhead).toBe(1);
      expect(e.value).toBe(e.expectedPenalty);
    }
  });

  it('the round surely ends the game with another seat ahead: the value adds the rest', () => {
    const v = ending([40, 30, 0]);
    const rest = gameContext(v).rest;
    const est = estimateMoves(v, new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK, worlds: 20 });
    for (const e of est) {
      expect(e.endsAhead).toBe(0);
      expect(e.value).toBeCloseTo(e.expectedPenalty + rest, 9);
    }
  });

  it("in the shift's last round: exactly stark's estimates", () => {
    const sheet = { dealer: 0, kartons: [1, 1, 1, 1], ladenhueter: [0, 0, 0, 0], penalty: [1, 1, 1, 1] };
    const v = view(position({ hands, turn: 0, ride, round: 3, scores: [sheet, sheet, sheet] }), 0);
    const a = estimateMoves(v, new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK_OHNE_PARTIE, worlds: 30 });
    const b = estimateMoves(v, new Rng([1, 2, 3, 4]), { ms: Infinity }, { ...STARK, worlds: 30 });
    expect(b.map((e) => e.value)).toEqual(a.map((e) => e.value));
    expect(b.map((e) => e.endsAhead)).toEqual(a.map(() => null));
  });
});
