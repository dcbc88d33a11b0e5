import { defineBenchmarks } from '@kartenhaus/core';
import { runBots } from './src/bench/bots.js';
import { runFloor } from './src/bench/floor.js';
import { runLoad } from './src/bench/load.js';
import { runReplay } from './src/bench/replay.js';

/**
 * The server's figures (docs/server.md): `server/load` — simulated humans at 4-seat Speedlift
 * tables on loopback, move→ack p50/p99 and the server's memory; `server/floor` — the same traffic
 * against a server that only answers with the same frames (what Node, ws and the kernel cost on
 * this machine); `server/bots` — decisions per
 * second through the worker pool and the event-loop delay p99 while bots think; `server/replay` —
 * a playing client's ping while 4 clients fetch a 752-move Speedclimb replay in a loop.
 */
export const benchmarks = defineBenchmarks([
  { name: 'server/load', run: () => runLoad() },
  { name: 'server/floor', run: () => runFloor() },
  { name: 'server/bots', run: () => runBots() },
  { name: 'server/replay', run: () => runReplay() },
]);
