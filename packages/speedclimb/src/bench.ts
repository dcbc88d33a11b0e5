/** Speedclimb figures: the camp finder, whole games, and one bot decision per level. */
import { defineBenchmarks, playMatch, Rng } from '@kartenhaus/core';
import { decide, type Level } from './bots/decide.js';
import { buildDeck, type Card } from './cards.js';
import { proposeCamp } from './camp-finder.js';
import { speedclimb } from './game.js';
import { gameModule } from './index.js';
import { ROUTE_IDS, ROUTES } from './routes.js';
import type { View } from './view.js';

/** 14-card hands from the Gipfelsturm and Expedition decks, each with a camp of its route. */
function campCases(): { hand: Card[]; camp: (typeof ROUTES)['gipfelsturm']['camps'][number]; max: number }[] {
  const rng = new Rng([11, 22, 33, 44]);
  return Array.from({ length: 512 }, (_, i) => {
    const r = ROUTES[ROUTE_IDS[i % 4]!];
    const deck = buildDeck(r.deck);
    const hand = Array.from({ length: 14 }, () => deck.splice(rng.int(deck.length), 1)[0]!);
    return { hand, camp: r.camps[i % r.camps.length]!, max: r.deck.maxNumber };
  });
}

/** Views met in real games (normal against normal, every route, 2 and 4 players). */
function gameViews(): View[] {
  const views: View[] = [];
  const rng = new Rng([5, 6, 7, 8]);
  for (const route of ROUTE_IDS)
    for (const players of [2, 4]) {
      let s = speedclimb.deal({ players, route }, `bench-${route}-${players}`);
      for (let n = 0; n < 400 && !speedclimb.result(s); n++) {
        const seat = speedclimb.toAct(s)[0]!;
        const v = speedclimb.view(s, seat);
        if (n % 3 === 0) views.push(v);
        const r = speedclimb.play(s, seat, decide('normal', v, rng).move);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
    }
  return views;
}

let game = 0;

const decideBench = (level: Level) => ({
  name: `speedclimb/decide/${level}`,
  setup: () => ({ views: gameViews(), i: 0, rng: new Rng([1, 2, 3, 4]) }),
  fn: (p: { views: View[]; i: number; rng: Rng }) => decide(level, p.views[p.i++ % p.views.length]!, p.rng),
});

export const benchmarks = defineBenchmarks([
  {
    name: 'speedclimb/propose-camp',
    setup: () => ({ cases: campCases(), i: 0 }),
    fn: (p: { cases: ReturnType<typeof campCases>; i: number }) => {
      const c = p.cases[p.i++ % p.cases.length]!;
      return proposeCamp(c.hand, c.camp, c.max);
    },
  },
  {
    name: 'speedclimb/playout',
    time: 3000,
    // One whole game, normal against normal, 2 players, the routes in turn.
    fn: () => playMatch(gameModule, { route: ROUTE_IDS[game % 4] }, `playout-${game++}`, ['normal', 'normal']),
  },
  decideBench('leicht'),
  decideBench('normal'),
  decideBench('stark'),
]);
