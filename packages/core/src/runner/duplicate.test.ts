import { describe, expect, it } from 'vitest';
import type { GameResult } from '../game.js';
import { gameModule } from '../testing/tiny-game.js';
import { dealGain, lineUp, meanInterval, playDuplicateDeal, summarizeDuplicate, WIN_SHARE } from './duplicate.js';
import { playMatch } from './match.js';
import { runDuplicate } from './tournament.js';

const tinyUrl = new URL('../testing/tiny-game.ts', import.meta.url).href;

describe('duplicate play', () => {
  it('plays every deal once with A on each seat and once with B on every seat, on the same seed', () => {
    expect(lineUp('a', 'b', 3, 1)).toEqual(['b', 'a', 'b']);
    expect(lineUp('a', 'b', 3, null)).toEqual(['b', 'b', 'b']);
    const d = playDuplicateDeal(gameModule, {}, 'dup', 4, 'low', 'random', 3);
    expect(d.seed).toBe('dup:4');
    const base = playMatch(gameModule, {}, 'dup:4', ['random', 'random', 'random']).result;
    expect(d.withB).toEqual([base, base, base]);
    expect(d.withA).toHaveLength(3);
    d.withA.forEach((r, p) =>
      expect(r).toEqual(playMatch(gameModule, {}, 'dup:4', lineUp('low', 'random', 3, p)).result),
    );
  });

  it('with a third bot C, A and B each sit alone among C on the same deal', () => {
    const d = playDuplicateDeal(gameModule, {}, 'dup', 2, 'low', 'random', 3, 'low');
    [0, 1, 2].forEach((p) => {
      expect(d.withA[p]).toEqual(playMatch(gameModule, {}, 'dup:2', lineUp('low', 'low', 3, p)).result);
      expect(d.withB[p]).toEqual(playMatch(gameModule, {}, 'dup:2', lineUp('random', 'low', 3, p)).result);
    });
    // the same bot as A and B among C gains exactly 0 as well
    const same = playDuplicateDeal(gameModule, {}, 'dup', 2, 'random', 'random', 3, 'low');
    expect(dealGain(same, WIN_SHARE)).toBe(0);
  });

  it('is deterministic: the same deals give the same games', () => {
    const x = playDuplicateDeal(gameModule, {}, 'dup', 7, 'low', 'random', 2);
    const y = playDuplicateDeal(gameModule, {}, 'dup', 7, 'low', 'random', 2);
    expect(x).toEqual(y);
  });

  it('a bot against itself gains exactly 0 (same deals, same seeds)', () => {
    const deals = Array.from({ length: 40 }, (_, i) =>
      playDuplicateDeal(gameModule, {}, 'self', i, 'random', 'random', 3),
    );
    const s = summarizeDuplicate(deals, 'random', 'random', 3, WIN_SHARE);
    expect(s.gain).toBe(0);
    expect(s.ci).toEqual([0, 0]);
    expect(s.winGain).toBe(0);
  });

  it('pairs A with B seat by seat and averages over the seat positions', () => {
    const r = (places: number[]): GameResult => ({ places, scores: places, points: places });
    // B alone: seat 0 first. A on seat 0: shares first place; A on seat 1: wins alone.
    const d = { deal: 0, seed: 's:0', withB: [r([1, 2]), r([1, 2])], withA: [r([1, 1]), r([2, 1])] };
    expect(dealGain(d, WIN_SHARE)).toBeCloseTo((0.5 - 1 + (1 - 0)) / 2);
  });

  it('the interval is the normal one over per-deal differences', () => {
    const m = meanInterval([1, 2, 3, 4]);
    expect(m.mean).toBe(2.5);
    expect(m.sd).toBeCloseTo(Math.sqrt(5 / 3));
    expect(m.ci[0]).toBeCloseTo(2.5 - (1.959964 * Math.sqrt(5 / 3)) / 2);
  });

  it('the better bot shows a gain clear of 0 on the tiny game, over worker threads', async () => {
    const { result, deals } = await runDuplicate({
      game: 'tiny',
      moduleSpecifier: tinyUrl,
      config: {},
      a: 'low',
      b: 'random',
      players: 3,
      deals: 60,
      seed: 'd',
      threads: 1,
    });
    expect(deals.map((d) => d.deal)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(result.games).toBe(240);
    expect(result.duplicate).toMatchObject({ a: 'low', b: 'random', players: 3, deals: 60 });
    expect(result.duplicate.ci[0]).toBeGreaterThan(0);
  });
});
