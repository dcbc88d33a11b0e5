import type { Benchmark } from '@kartenhaus/core';
import { benchMain } from '@kartenhaus/core/cli';
import { BENCH_MODULES } from './games.js';

/** Loads a package's benchmarks; a package that has none yet contributes none. */
async function load(specifier: string): Promise<readonly Benchmark[]> {
  try {
    return ((await import(specifier)) as { benchmarks: readonly Benchmark[] }).benchmarks;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' || code === 'ERR_MODULE_NOT_FOUND') return [];
    throw e;
  }
}

process.exitCode = await benchMain(
  process.argv.slice(2),
  BENCH_MODULES.map((m) => () => load(m)),
);
