export { simMain, SIM_HELP } from './runner/cli.js';
export { benchMain, BENCH_HELP } from './bench/cli.js';
