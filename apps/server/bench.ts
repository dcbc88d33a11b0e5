import { defineBenchmarks } from '@kartenhaus/core';
import { runBots } from './src/bench/bots.js';
import { runLoad } from './src/bench/load.js';

/**
 * The server's figures (docs/server.md): `server/load` — simulated humans at 4-seat Speedlift
 * tables on loopback, move→ack p50/p99 and the server's memory; `server/bots` — decisions per
 * second through the worker pool and the event-loop delay p99 while bots think.
 */
export const benchmarks = defineBenchmarks([
  { name: 'server/load', run: () => runLoad() },
  { name: 'server/bots', run: () => runBots() },
]);
