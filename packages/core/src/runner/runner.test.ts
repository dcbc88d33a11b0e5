import { describe, expect, it } from 'vitest';
import { gameModule } from '../testing/tiny-game.js';
import { playMatch, rotateLabels } from './match.js';
import { summarize } from './summary.js';
import { runTournament } from './tournament.js';

const tinyUrl = new URL('../testing/tiny-game.ts', import.meta.url).href;

describe('match runner', () => {
  it('rotates seats so no bot keeps a seat', () => {
    expect(rotateLabels(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotateLabels(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotateLabels(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
  });

  it('plays a game to its end, deterministically per seed', () => {
    const a = playMatch(gameModule, {}, 's:1', ['low', 'random']);
    const b = playMatch(gameModule, {}, 's:1', ['low', 'random']);
    expect(a).toEqual(b);
    expect(a.moves).toBe(4);
    expect(a.result.places).toHaveLength(2);
  });

  it('names an unknown bot and a bad config', () => {
    expect(() => playMatch(gameModule, {}, 's', ['low', 'nobody'])).toThrow(/unknown bot "nobody"/);
    expect(() => playMatch(gameModule, {}, 's', ['low', 'low', 'low', 'low'])).toThrow(/ERR_BAD_CONFIG/);
  });

  it('counts shared first places fractionally and pools a repeated label', () => {
    const result = (places: number[]) => ({ places, scores: places, points: places });
    const s = summarize(
      'tiny',
      [
        { seed: '0', labels: ['a', 'b', 'b'], result: result([1, 1, 3]), moves: 1 },
        { seed: '1', labels: ['b', 'b', 'a'], result: result([1, 2, 3]), moves: 1 },
      ],
      1,
    );
    if ('winRate' in s) throw new Error('expected a competitive summary');
    expect(s.bots.a).toMatchObject({ seatGames: 2, wins: 0.5, winShare: 0.25, meanPlace: 2 });
    expect(s.bots.b).toMatchObject({ seatGames: 4, wins: 1.5, winShare: 0.375, meanPlace: 1.75 });
  });

  it('reports a cooperative game as a team win rate', () => {
    const team = (won: boolean, score: number) => ({
      places: [1, 1],
      scores: [score, score],
      points: [0, 0],
      team: { won, score },
    });
    const s = summarize(
      'coop',
      [
        { seed: '0', labels: ['p', 'p'], result: team(true, 4), moves: 1 },
        { seed: '1', labels: ['p', 'p'], result: team(false, 0), moves: 1 },
      ],
      2,
    );
    expect(s).toMatchObject({ wins: 1, winRate: 0.5, meanScore: 2, meanScoreOfWins: 4, gamesPerSecond: 1 });
  });

  it('spreads games over worker threads with the same figures as one thread', async () => {
    const opts = {
      game: 'tiny',
      moduleSpecifier: tinyUrl,
      config: {},
      labels: ['low', 'random'],
      games: 400,
      seed: 'w',
    };
    const two = await runTournament({ ...opts, threads: 2 });
    const one = await runTournament({ ...opts, threads: 1 });
    expect(two.records).toEqual(one.records);
    expect(two.records.map((r) => r.seed)).toEqual(Array.from({ length: 400 }, (_, i) => `w:${i}`));
    if ('winRate' in two.summary) throw new Error('expected a competitive summary');
    // playing the lowest cards is the best strategy of the tiny game: it must win clearly
    expect(two.summary.bots.low!.winShareCI[0]).toBeGreaterThan(0.5);
    expect(two.summary.bots.low!.seatGames).toBe(400);
  });
});
