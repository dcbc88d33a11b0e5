import { quantile, Rng, wilson, type SimulationArgs } from '@kartenhaus/core';
import { layOut, shuffledDeck } from '../deal.js';
import { solve, SOLVER_NODE_LIMIT } from '../solver.js';
import { FastTable, playOut } from './fast-table.js';
import { DEFAULT_STRATEGIES, HEURISTICS, teamStrategy, type Heuristic } from './strategies.js';
import { TABLE_VARIANTS, VARIANT_NAMES, type TableVariant } from './variants.js';

/** One row of the simulation table. */
export interface TableRow {
  readonly variant: TableVariant;
  readonly strategy: Heuristic | 'solver';
  /** Deals this row played (the solver may use the first part of the deals only). */
  readonly deals: number;
  readonly wins: number;
  readonly rate: number;
  /** 95 % Wilson interval of `rate`. */
  readonly ci: readonly [number, number];
  /** Solver only: deals it could not decide within its node budget (counted as not winnable in `rate`). */
  readonly unknown?: number;
  /** Solver only: deals proven not winnable. */
  readonly lost?: number;
  /** Solver only: CPU time per deal (ms: median, p95, max) and the most positions one deal needed. */
  readonly perDeal?: {
    readonly medianMs: number;
    readonly p95Ms: number;
    readonly maxMs: number;
    readonly maxNodes: number;
  };
  /** CPU seconds of this row. */
  readonly cpuSeconds: number;
}

export interface TableOutput {
  readonly deals: number;
  /** The first deal's number (deals `from` … `from + deals - 1`). */
  readonly from: number;
  readonly solverDeals: number;
  readonly seed: string;
  readonly rows: readonly TableRow[];
}

export const TABLE_HELP = `npm run sim -- --game gipfelsturm --table [--deals N] [--from K] [--solver-deals M]
    [--solver-nodes L] [--strategies random,careful,partner,first-fit,solver] [--json] [--seed S]

The rule text's simulation table: the same N deals (deck i from seed "S:i", i = K … K + N - 1;
--from lets a long run be split into parts with fixed deal ranges) for TriPeaks alone and
two piles with 12 / 10 stock cards each, with and without the wrap, without clock; strategies
random, careful, partner and the exact solver (on the first M deals; default M = N; node budget
L per deal, default SOLVER_NODE_LIMIT) unless
--strategies names others (first-fit: play the first card that fits, for comparison).
`;

/** `--table`: runs every variant × strategy on the same deals; prints a table unless `--json`. */
export async function simulationTable(args: SimulationArgs): Promise<TableOutput> {
  const deals = intArg(args.argv, '--deals') ?? 1000;
  const from = intArg(args.argv, '--from') ?? 0;
  const solverNodes = intArg(args.argv, '--solver-nodes') ?? SOLVER_NODE_LIMIT;
  const solverDeals = Math.min(deals, intArg(args.argv, '--solver-deals') ?? deals);
  const strategies = listArg(args.argv, '--strategies') ?? [...DEFAULT_STRATEGIES];
  const unknown = strategies.filter((s) => s !== 'solver' && !(HEURISTICS as readonly string[]).includes(s));
  if (unknown.length > 0) throw new Error(`unknown strategies ${unknown.join(', ')}\n\n${TABLE_HELP}`);
  const rows: TableRow[] = [];
  for (const variant of VARIANT_NAMES) {
    for (const strategy of strategies)
      rows.push(
        strategy === 'solver'
          ? solverRow(variant, from, solverDeals, args.seed, solverNodes)
          : heuristicRow(variant, strategy as Heuristic, from, deals, args.seed),
      );
    if (!args.json) process.stderr.write(`gipfelsturm table: ${variant} done\n`);
  }
  const out = { deals, from, solverDeals, seed: args.seed, rows };
  if (!args.json) process.stdout.write(formatTable(out));
  return Promise.resolve(out);
}

const deck = (seed: string, i: number) => shuffledDeck(Rng.fromSeed(`${seed}:${i}`));

function heuristicRow(variant: TableVariant, strategy: Heuristic, from: number, deals: number, seed: string): TableRow {
  const rules = TABLE_VARIANTS[variant];
  const start = process.cpuUsage();
  let wins = 0;
  for (let i = from; i < from + deals; i++) {
    const table = new FastTable(layOut(deck(seed, i), rules), rules.wrap);
    if (playOut(table, teamStrategy(strategy, Rng.fromSeed(`${seed}:${i}/${strategy}`))).won) wins += 1;
  }
  return row(variant, strategy, deals, wins, start);
}

function solverRow(variant: TableVariant, from: number, deals: number, seed: string, limit: number): TableRow {
  const rules = TABLE_VARIANTS[variant];
  const start = process.cpuUsage();
  let wins = 0;
  let unknown = 0;
  let lost = 0;
  let maxNodes = 0;
  const ms: number[] = [];
  for (let i = from; i < from + deals; i++) {
    const layout = layOut(deck(seed, i), rules);
    const t0 = process.cpuUsage();
    const r = solve({ config: null, ...layout, wrap: rules.wrap }, limit);
    const t = process.cpuUsage(t0);
    ms.push((t.user + t.system) / 1000);
    if (r.ok) maxNodes = Math.max(maxNodes, r.value.nodes);
    if (r.ok && r.value.status === 'won') wins += 1;
    else if (r.ok && r.value.status === 'lost') lost += 1;
    else unknown += 1;
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  const perDeal =
    ms.length === 0
      ? { medianMs: 0, p95Ms: 0, maxMs: 0, maxNodes }
      : {
          medianMs: round(quantile(ms, 0.5)),
          p95Ms: round(quantile(ms, 0.95)),
          maxMs: round(Math.max(...ms)),
          maxNodes,
        };
  return { ...row(variant, 'solver', deals, wins, start), unknown, lost, perDeal };
}

function row(
  variant: TableVariant,
  strategy: TableRow['strategy'],
  deals: number,
  wins: number,
  start: NodeJS.CpuUsage,
): TableRow {
  const used = process.cpuUsage(start);
  return {
    variant,
    strategy,
    deals,
    wins,
    rate: deals > 0 ? wins / deals : 0,
    ci: wilson(wins, deals),
    cpuSeconds: Math.round((used.user + used.system) / 1e4) / 100,
  };
}

function formatTable(out: TableOutput): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const lines = out.rows.map(
    (r) =>
      `${r.variant.padEnd(12)} ${r.strategy.padEnd(8)} ${String(r.deals).padStart(6)} ${String(r.wins).padStart(6)} ` +
      `${pct(r.rate).padStart(8)}  [${pct(r.ci[0])}, ${pct(r.ci[1])}]` +
      (r.unknown === undefined ? '' : `  lost ${r.lost ?? 0}  unknown ${r.unknown}`) +
      (r.perDeal ? `  (per deal p95 ${r.perDeal.p95Ms} ms, max ${r.perDeal.maxMs} ms)` : ''),
  );
  return (
    `Gipfelsturm simulation table, seed "${out.seed}", deals ${out.from}–${out.from + out.deals - 1} (solver ${out.solverDeals})\n` +
    `variant      strategy  deals   wins     rate  95 % interval\n${lines.join('\n')}\n`
  );
}

function listArg(argv: readonly string[], name: string): string[] | undefined {
  const i = argv.indexOf(name);
  return i < 0 ? undefined : (argv[i + 1] ?? '').split(',').filter(Boolean);
}

function intArg(argv: readonly string[], name: string): number | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const raw = argv[i]?.includes('=') ? argv[i]?.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}
