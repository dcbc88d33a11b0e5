/**
 * The games the tools know: name → module specifier of a package that exports `gameModule`
 * and, under `./bench`, `benchmarks`. `tiny` is core's test game that proves the runner.
 */
export const GAME_MODULES: Readonly<Record<string, string>> = {
  speedlift: '@kartenhaus/speedlift',
  speedclimb: '@kartenhaus/speedclimb',
  gipfelsturm: '@kartenhaus/gipfelsturm',
  tiny: '@kartenhaus/core/testing/tiny-game',
};

/** Packages with benchmarks, in the order `npm run bench` runs them. */
export const BENCH_MODULES: readonly string[] = [
  '@kartenhaus/core/bench',
  '@kartenhaus/speedlift/bench',
  '@kartenhaus/speedclimb/bench',
  '@kartenhaus/gipfelsturm/bench',
  '@kartenhaus/server/bench',
  '@kartenhaus/web/bench',
];
