import { defineBenchmarks } from '@kartenhaus/core';
import { runBots } from './src/bench/bots.js';
import { runCluster } from './src/bench/cluster.js';
import { runFloor } from './src/bench/floor.js';
import { runFrames } from './src/bench/frames.js';
import { runLoad } from './src/bench/load.js';
import { runReplay } from './src/bench/replay.js';
import { runSlowClients } from './src/bench/slow-clients.js';

/**
 * The server's figures (docs/server.md): `server/load` — simulated humans at 4-seat Speedlift
 * tables on loopback, move→ack p50/p99 and the server's memory; `server/floor` — the same traffic
 * against a server that only answers with the same frames (what Node, ws and the kernel cost on
 * this machine); `server/bots` — decisions per
 * second through the worker pool and the event-loop delay p99 while bots think; `server/replay` —
 * a playing client's ping while 4 clients fetch a 752-move Speedclimb replay in a loop;
 * `server/slow-clients` — the server's memory while 200 spectators of played tables stop reading,
 * with the 1 MiB limit and without (docs/operations.md); `server/frames/load` and
 * `server/frames/floor` — `FrameWriter` against `ws.send`, runs alternating, the ratio;
 * `server/cluster/{1,2,4}` — the `server/load` traffic against that many processes on PostgreSQL
 * and Redis, a table's players spread over them (forwarded commands, Redis commands per move).
 */
export const benchmarks = defineBenchmarks([
  { name: 'server/load', run: () => runLoad() },
  { name: 'server/floor', run: () => runFloor() },
  { name: 'server/bots', run: () => runBots() },
  { name: 'server/replay', run: () => runReplay() },
  { name: 'server/slow-clients', run: () => runSlowClients() },
  { name: 'server/frames/load', run: () => runFrames('load') },
  { name: 'server/frames/floor', run: () => runFrames('floor') },
  { name: 'server/cluster/1', run: () => runCluster(1) },
  { name: 'server/cluster/2', run: () => runCluster(2) },
  { name: 'server/cluster/4', run: () => runCluster(4) },
]);
