/**
 * A fingerprint of bot games: plays games of every route with several bot line-ups and hashes
 * every move and the final state. An optimisation that must not change behaviour must leave
 * the printed hashes unchanged.
 *
 *   npx tsx packages/speedclimb/scripts/fingerprint.ts --games 12
 */
import { createHash } from 'node:crypto';
import { Rng } from '@kartenhaus/core';
import { gameModule } from '../src/index.js';
import { speedclimb } from '../src/game.js';
import { ROUTE_IDS } from '../src/routes.js';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 12;
const lineups = [
  ['normal', 'normal'],
  ['stark', 'normal'],
  ['normal', 'leicht'],
  ['stark', 'normal', 'normal', 'leicht'],
];
const out: Record<string, string> = {};
for (const route of ROUTE_IDS)
  for (const labels of lineups) {
    const h = createHash('sha256');
    for (let g = 0; g < games; g++) {
      const seed = `fp-${route}-${labels.join()}-${g}`;
      const rngs = labels.map((_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
      const order = Rng.fromSeed(`${seed}/order`);
      let s = speedclimb.deal({ players: labels.length, route }, seed);
      while (!speedclimb.result(s)) {
        const act = speedclimb.toAct(s);
        const seat = act.length === 1 ? act[0]! : order.pick(act);
        const move = gameModule.bots[labels[seat]!]!.decide(speedclimb.view(s, seat), rngs[seat]!, { ms: Infinity });
        h.update(speedclimb.makeMove(move) + ';');
        const r = speedclimb.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
      h.update(JSON.stringify(s));
    }
    out[`${route}/${labels.join(',')}`] = h.digest('hex').slice(0, 16);
  }
console.log(JSON.stringify(out, null, 1));
