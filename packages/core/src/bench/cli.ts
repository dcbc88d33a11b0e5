import { parseArgs } from 'node:util';
import type { Benchmark, BenchFigure } from './benchmark.js';
import { formatTable, measure } from './harness.js';

export const BENCH_HELP = `npm run bench -- [--filter NAME] [--json] [--list]

Runs the named benchmarks of every package (tinybench) and prints median and p95 per operation
and operations per second. Names follow <part>/<what>[/<variant>], e.g. speedlift/playout,
speedlift/decide/stark.

  --filter NAME   only benchmarks whose name contains NAME (repeatable)
  --json          print { "benchmarks": [ { name, median_ms, p95_ms, ops_per_s, … } ] }
  --list          list the benchmark names and exit
  -h, --help      this text

Machines are noisy: compare medians and ratios from one run, not absolute figures across runs.
`;

/** The CLI of the bench harness; `sources` load each package's `benchmarks` export. */
export async function benchMain(
  argv: readonly string[],
  sources: readonly (() => Promise<readonly Benchmark[]>)[],
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      options: {
        filter: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        list: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${BENCH_HELP}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(BENCH_HELP);
    return 0;
  }
  const all = (await Promise.all(sources.map((load) => load()))).flat();
  const filters = args.filter ?? [];
  const chosen = all.filter((b) => filters.length === 0 || filters.some((f) => b.name.includes(f)));
  if (args.list) {
    process.stdout.write(all.map((b) => `${b.name}\n`).join(''));
    return 0;
  }
  if (chosen.length === 0) {
    process.stderr.write(`no benchmark matches ${filters.join(', ')}; --list shows them\n`);
    return 2;
  }
  const figures: BenchFigure[] = [];
  for (const b of chosen) {
    if (!args.json) process.stderr.write(`${b.name} …\n`);
    figures.push(await measure(b));
  }
  process.stdout.write(args.json ? `${JSON.stringify({ benchmarks: figures })}\n` : formatTable(figures));
  return 0;
}
