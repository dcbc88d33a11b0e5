import { describe, expect, it } from 'vitest';
import { gameModule } from '../module.js';
import { simulationTable, type TableRow } from './table.js';

describe('the simulation table (npm run sim -- --game gipfelsturm --table)', () => {
  it('prints every variant × strategy with Wilson intervals, the same figures for the same seed', async () => {
    const args = { argv: ['--table', '--deals', '30', '--solver-deals', '6'], json: true, seed: 't' };
    const a = await simulationTable(args);
    const b = (await gameModule.simulations?.table?.(args)) as typeof a;
    expect(a.deals).toBe(30);
    expect(a.rows.map((r) => `${r.variant}/${r.strategy}`)).toEqual(
      ['plain', '2x12', '2x10', '2x12-nowrap', '2x10-nowrap'].flatMap((v) =>
        ['random', 'careful', 'partner', 'solver'].map((s) => `${v}/${s}`),
      ),
    );
    for (const r of a.rows) {
      expect(r.rate).toBeCloseTo(r.wins / r.deals);
      expect(r.ci[0]).toBeLessThanOrEqual(r.rate);
      expect(r.ci[1]).toBeGreaterThanOrEqual(r.rate);
      expect(r.deals).toBe(r.strategy === 'solver' ? 6 : 30);
      if (r.strategy === 'solver') expect(r.wins + (r.lost ?? 0) + (r.unknown ?? 0)).toBe(r.deals);
    }
    // CPU times differ from run to run; everything else must not.
    const strip = (rows: readonly TableRow[]) =>
      rows.map(({ cpuSeconds: _, perDeal, ...r }) => ({ ...r, maxNodes: perDeal?.maxNodes }));
    expect(strip(b.rows)).toEqual(strip(a.rows));
  });
  it('--strategies picks rows (first-fit for comparison) and refuses unknown names', async () => {
    const out = await simulationTable({ argv: ['--deals', '10', '--strategies', 'first-fit'], json: true, seed: 't' });
    expect(out.rows.map((r) => r.strategy)).toEqual(['first-fit', 'first-fit', 'first-fit', 'first-fit', 'first-fit']);
    await expect(simulationTable({ argv: ['--strategies', 'magic'], json: true, seed: 't' })).rejects.toThrow('magic');
  });
  it('--from runs a fixed part of the deals: two parts add up to the whole', async () => {
    const run = (argv: string[]) =>
      simulationTable({ argv: [...argv, '--strategies', 'careful,solver'], json: true, seed: 't' });
    const [whole, first, second] = await Promise.all([
      run(['--deals', '12']),
      run(['--deals', '5']),
      run(['--deals', '7', '--from', '5']),
    ]);
    expect(second.from).toBe(5);
    whole.rows.forEach((r, i) => {
      expect((first.rows[i]?.wins ?? 0) + (second.rows[i]?.wins ?? 0)).toBe(r.wins);
      expect((first.rows[i]?.lost ?? 0) + (second.rows[i]?.lost ?? 0)).toBe(r.lost ?? 0);
    });
  });
  it('--solver-nodes sets the budget: too small a budget leaves deals undecided, never guessed', async () => {
    const run = (nodes: string) =>
      simulationTable({
        argv: ['--deals', '20', '--strategies', 'solver', '--solver-nodes', nodes],
        json: true,
        seed: 't',
      });
    const [tiny, full] = await Promise.all([run('1'), run('400000')]);
    const plainTiny = tiny.rows[0];
    expect(plainTiny?.unknown).toBeGreaterThan(0);
    tiny.rows.forEach((r, i) => {
      expect(r.wins).toBeLessThanOrEqual(full.rows[i]?.wins ?? 0);
      expect(r.lost ?? 0).toBeLessThanOrEqual(full.rows[i]?.lost ?? 0);
    });
  });
  it('refuses a bad --deals', async () => {
    await expect(simulationTable({ argv: ['--deals', 'x'], json: true, seed: 't' })).rejects.toThrow('--deals');
  });
});
