import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchMain } from '../bench/cli.js';
import { simMain } from './cli.js';

const registry = { tiny: new URL('../testing/tiny-game.ts', import.meta.url).href };

/** Runs a CLI main with stdout/stderr captured. */
async function capture(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  const code = await run();
  vi.restoreAllMocks();
  return { code, out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('npm run sim', () => {
  it('explains itself with --help', async () => {
    const r = await capture(() => simMain(['--help'], registry));
    expect(r.code).toBe(0);
    expect(r.out).toContain('--bots a,b,c');
    expect(r.out).toContain('game: tiny');
  });

  it('prints the documented JSON object', async () => {
    const r = await capture(() =>
      simMain(['--game', 'tiny', '--bots', 'low,random,random', '--games', '30', '--threads', '1', '--json'], registry),
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Record<string, unknown> & { bots: Record<string, Record<string, unknown>> };
    expect(Object.keys(s).sort()).toEqual(['bots', 'game', 'games', 'gamesPerSecond', 'seconds']);
    expect(s.game).toBe('tiny');
    expect(s.games).toBe(30);
    expect(Object.keys(s.bots).sort()).toEqual(['low', 'random']);
    expect(Object.keys(s.bots.random!).sort()).toEqual([
      'meanPlace',
      'meanScore',
      'seatGames',
      'winShare',
      'winShareCI',
      'wins',
    ]);
    expect(s.bots.random!.seatGames).toBe(60);
  });

  it('--duplicate prints { duplicate: { a, b, deals, gain, ci } }', async () => {
    const r = await capture(() =>
      simMain(
        [
          '--game',
          'tiny',
          '--players',
          '3',
          '--bots',
          'low,random',
          '--duplicate',
          '--games',
          '20',
          '--threads',
          '1',
          '--json',
        ],
        registry,
      ),
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as { games: number; duplicate: Record<string, unknown> & { ci: number[] } };
    expect(s.games).toBe(80);
    expect(s.duplicate).toMatchObject({ a: 'low', b: 'random', players: 3, deals: 20 });
    expect(s.duplicate.ci).toHaveLength(2);
    expect(typeof s.duplicate.gain).toBe('number');
    const bad = await capture(() =>
      simMain(['--game', 'tiny', '--bots', 'low,random,low,low', '--players', '3', '--duplicate'], registry),
    );
    expect(bad.err).toMatch(/--duplicate takes two bots/);
  });

  it('fills --players by repeating the labels', async () => {
    const r = await capture(() =>
      simMain(
        ['--game', 'tiny', '--bots', 'low', '--players', '3', '--games', '3', '--threads', '1', '--json'],
        registry,
      ),
    );
    expect((JSON.parse(r.out) as { bots: Record<string, { seatGames: number }> }).bots.low!.seatGames).toBe(9);
  });

  it.each([
    [['--game', 'nope', '--bots', 'low'], /--game must be one of: tiny/],
    [['--game', 'tiny'], /--bots is required; tiny has: low, random/],
    [['--game', 'tiny', '--bots', 'low,ghost'], /unknown bot\(s\) ghost/],
    [['--game', 'tiny', '--bots', 'low', '--players', '7'], /--players must be 2–3/],
    [['--game', 'tiny', '--bots', 'low,low', '--games', 'viele'], /--games must be a positive integer/],
    [['--game', 'tiny', '--bots', 'low,low', '--config', '{oops'], /--config must be JSON/],
  ])('refuses %j with a clear message', async (argv, message) => {
    const r = await capture(() => simMain(argv, registry));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe('npm run bench', () => {
  const sources = [
    () => Promise.resolve([{ name: 'test/sum', fn: () => [1, 2, 3].reduce((a, b) => a + b), time: 50 }]),
  ];

  it('explains itself with --help', async () => {
    const r = await capture(() => benchMain(['--help'], sources));
    expect(r.out).toContain('<part>/<what>[/<variant>]');
  });

  it('prints { benchmarks: [ { name, median_ms, p95_ms, ops_per_s } ] }', async () => {
    const r = await capture(() => benchMain(['--json'], sources));
    const b = (JSON.parse(r.out) as { benchmarks: Record<string, unknown>[] }).benchmarks;
    expect(b).toHaveLength(1);
    expect(b[0]!.name).toBe('test/sum');
    expect(b[0]!.median_ms as number).toBeGreaterThan(0);
    expect(b[0]!.p95_ms as number).toBeGreaterThanOrEqual(b[0]!.median_ms as number);
    expect(b[0]!.ops_per_s as number).toBeGreaterThan(0);
  });

  it('says when a filter matches nothing', async () => {
    const r = await capture(() => benchMain(['--filter', 'nope'], sources));
    expect(r.code).toBe(2);
    expect(r.err).toContain('no benchmark matches nope');
  });
});
