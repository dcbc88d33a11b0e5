/**
 * CPU time per whole game (normal against normal, 2 seats, routes in turn), measured with
 * `process.cpuUsage` so that a loaded machine does not inflate it as wall-clock time does.
 *
 *   npx tsx packages/speedclimb/scripts/playout-cpu.ts --games 80
 */
import { playMatch } from '@kartenhaus/core';
import { gameModule } from '../src/index.js';
import { ROUTE_IDS } from '../src/routes.js';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 80;
for (let g = 0; g < 8; g++) playMatch(gameModule, { route: ROUTE_IDS[g % 4] }, `warm-${g}`, ['normal', 'normal']);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let moves = 0;
for (let g = 0; g < games; g++)
  moves += playMatch(gameModule, { route: ROUTE_IDS[g % 4] }, `cpu-${g}`, ['normal', 'normal']).moves;
const cpuMs = process.cpuUsage(cpu0).user / 1000;
const wallMs = performance.now() - t0;
console.log(
  JSON.stringify({
    games,
    movesPerGame: moves / games,
    cpuMsPerGame: cpuMs / games,
    gamesPerCpuSecond: (1000 * games) / cpuMs,
    wallMsPerGame: wallMs / games,
  }),
);
