/**
 * How often the proposed camp (the first legal camp move, what the table shows as "Vorschlag")
 * puts a run's Sherpa "unten" although it could go "oben" (SC12), next to the camp finder's own
 * choice: normal against normal, every route, every position where a camp can be laid.
 *
 *   npx tsx packages/speedclimb/scripts/sherpa-ends.ts --games 500
 */
import { Rng } from '@kartenhaus/core';
import { gameModule } from '../src/index.js';
import { speedclimb } from '../src/game.js';
import { ROUTE_IDS, ROUTES } from '../src/routes.js';
import { proposeCamp } from '../src/camp-finder.js';
import { defaultRunLow } from '../src/combos.js';
import { runLows } from '../src/moves.js';
import { info } from '../src/cards.js';
const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 200;
let cases = 0;
let finderDown = 0;
let firstDown = 0;
for (const route of ROUTE_IDS) {
  const r = ROUTES[route];
  for (let g = 0; g < games; g++) {
    const seed = `sherpa-${route}-${g}`;
    const rngs = [0, 1].map((seat) => Rng.fromSeed(`${seed}/${seat}`));
    let s = speedclimb.deal({ players: 2, route }, seed);
    while (!speedclimb.result(s)) {
      const act = speedclimb.toAct(s);
      const seat = act[0]!;
      const v = speedclimb.view(s, seat);
      const first = v.legalMoves.find((m) => m.type === 'camp');
      if (first && first.type === 'camp') {
        const camp = r.camps[v.stage[seat]!]!;
        const p = proposeCamp(v.hand, camp, r.deck.maxNumber)!;
        p.parts.forEach((part, i) => {
          if (camp[i]!.kind !== 'run' || !part.cards.some((c) => info(c).sherpa)) return;
          if (runLows(part.cards, r.deck.maxNumber).length < 2) return;
          cases++;
          const up = defaultRunLow(part.cards, r.deck.maxNumber);
          if (part.low! < up) finderDown++;
          if (first.parts[i]!.low! < up) firstDown++;
        });
      }
      const move = gameModule.bots.normal!.decide(v, rngs[seat]!, { ms: Infinity });
      const res = speedclimb.play(s, seat, move);
      if (!res.ok) throw new Error(res.error.code);
      s = res.value.state;
    }
  }
}
console.log(
  JSON.stringify({
    gamesPerRoute: games,
    runPartsWithAChoice: cases,
    finderUnten: finderDown,
    firstMoveUnten: firstDown,
  }),
);
