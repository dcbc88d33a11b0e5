/**
 * Speedlift figures (`npm run bench -- --filter speedlift`): engine speed (random full-round
 * playouts in the bots' simulator), world sampling, and one decision per bot level over
 * positions from real games (p95 targets on one core: normal < 20 ms, stark < 150 ms).
 */
import { defineBenchmarks, Rng, unwrap, type Bot } from '@kartenhaus/core';
import { bots } from './bots.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import type { Move } from './moves.js';
import { playoutRandom } from './policy.js';
import { legalMoves, play } from './rules.js';
import { simOfState } from './sim-state.js';
import { view, type View } from './view.js';
import { frameOf, sampleSim } from './world.js';

const config = unwrap(parseConfig({ players: 4 }));

/** Views of the seat on turn along games between normal bots (decisions with a real choice only). */
function positions(games: number): View[] {
  const out: View[] = [];
  const rng = new Rng([7, 7, 7, 7]);
  for (let g = 0; g < games; g++) {
    let s = deal(config, `bench:${g}`);
    for (let i = 0; i < 60 && !s.over; i++) {
      const v = view(s, s.turn);
      if (v.legalMoves.length > 1) out.push(v);
      const move = i % 2 === 0 ? bots.normal.decide(v, rng, { ms: Infinity }) : rng.pick(legalMoves(s, s.turn));
      s = unwrap(play(s, s.turn, move)).state;
    }
  }
  return out;
}

function decideBench(label: keyof typeof bots) {
  return {
    name: `speedlift/decide/${label}`,
    time: 3000,
    setup: () => ({ views: positions(4), rng: new Rng([1, 2, 3, 4]), i: 0 }),
    fn: (p: { views: View[]; rng: Rng; i: number }) => {
      const v = p.views[p.i++ % p.views.length] as View;
      return (bots[label] as Bot<View, Move>).decide(v, p.rng, { ms: Infinity });
    },
  };
}

export const benchmarks = defineBenchmarks([
  {
    name: 'speedlift/playout',
    setup: () => ({ sim: simOfState(deal(config, 'bench')), rng: new Rng([1, 1, 1, 1]), buf: [] as number[] }),
    fn: (p: { sim: ReturnType<typeof simOfState>; rng: Rng; buf: number[] }) => {
      const sim = p.sim.clone();
      playoutRandom(sim, p.rng, p.buf);
      return sim.finisher;
    },
  },
  {
    name: 'speedlift/sample-world',
    setup: () => ({ frame: frameOf(positions(1)[6] as View, true), rng: new Rng([2, 2, 2, 2]) }),
    fn: (p: { frame: ReturnType<typeof frameOf>; rng: Rng }) => sampleSim(p.frame, p.rng),
  },
  decideBench('leicht'),
  decideBench('normal'),
  decideBench('stark'),
]);
