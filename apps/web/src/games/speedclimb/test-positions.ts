/** Positions for the Speedclimb screen tests: real games of normal computers, stopped where a test needs them. */
import { Rng } from '@kartenhaus/core';
import { gameModule, speedclimb, type RouteId, type State, type View } from '@kartenhaus/speedclimb';

const normal = gameModule.bots?.normal;

/** Plays until `stop` holds for the view of the (first) seat to act; throws when the game ends first. */
export function playUntil(
  route: RouteId,
  seed: string,
  stop: (v: View, s: State) => boolean,
  players = 3,
): { v: View; s: State } {
  if (!normal) throw new Error('no normal computer');
  let s = speedclimb.deal({ players, route }, seed);
  const rng = new Rng([1, 2, 3, 4]);
  for (let i = 0; i < 20_000; i++) {
    const seat = speedclimb.toAct(s)[0];
    if (seat === undefined) break;
    const v = speedclimb.view(s, seat);
    if (stop(v, s)) return { v, s };
    const r = speedclimb.play(s, seat, normal.decide(v, rng, { ms: Infinity }));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  throw new Error('position not reached');
}

/** Plays a whole game; returns the final state. */
export function playToEnd(route: RouteId, seed: string, players = 3): State {
  if (!normal) throw new Error('no normal computer');
  let s = speedclimb.deal({ players, route }, seed);
  const rng = new Rng([4, 3, 2, 1]);
  while (s.phase !== 'over') {
    const seat = speedclimb.toAct(s)[0]!;
    const r = speedclimb.play(s, seat, normal.decide(speedclimb.view(s, seat), rng, { ms: Infinity }));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}
