/** Positions from play, for the benches and the tools that time or compare the bots' decisions. */
import { Rng, unwrap } from '@kartenhaus/core';
import { normal } from '../bots.js';
import type { Config } from '../config.js';
import { deal } from '../definition.js';
import { legalMoves, play } from '../rules.js';
import { view, type View } from '../view.js';

/**
 * The views of the seat on turn that hold a real choice (more than one legal move), along `games`
 * games dealt from `${seed}:0`, `${seed}:1`, …: normal plays every second move, a random legal
 * move the others, for at most `moves` moves a game. The same arguments give the same views.
 */
export function viewsOfPlay(config: Config, games: number, seed: string, moves: number): View[] {
  const out: View[] = [];
  const rng = new Rng([7, 7, 7, 7]);
  for (let g = 0; g < games; g++) {
    let s = deal(config, `${seed}:${g}`);
    for (let i = 0; i < moves && !s.over; i++) {
      const v = view(s, s.turn);
      if (v.legalMoves.length > 1) out.push(v);
      const move = i % 2 === 0 ? normal.decide(v, rng, { ms: Infinity }) : rng.pick(legalMoves(s, s.turn));
      s = unwrap(play(s, s.turn, move)).state;
    }
  }
  return out;
}
