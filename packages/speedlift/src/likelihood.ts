/**
 * stark's soft inference: how likely the others' plays were in a sampled world. Each card
 * another seat laid in the open ride (or, with scope 'round', in this round) is replayed from the
 * position before it (the world's hands plus the cards laid later, floor and direction from its
 * ride so far) and weighed by
 * how likely the playout policy was to lay it there. A world in which the others' plays look
 * natural counts more than one in which they look odd; one in which a play was illegal (a
 * special at the opening with a number card in hand, L5) counts nothing.
 */
import { cardCode, KARTONS_BY_CODE } from './cards.js';
import { policyLikelihood } from './policy.js';
import { afterCard, NOT_OPENED, type Dir } from './ride.js';
import type { Sim } from './sim.js';
import { roundRides } from './history.js';
import type { View } from './view.js';

/** Settings of the soft inference. */
export interface Softness {
  /** Softmax temperature over the policy's scores. */
  readonly temperature: number;
  /** Share of a uniform choice mixed in (a play the policy would not make is still possible). */
  readonly floor: number;
  /** Which plays are weighed: the open ride's, or the whole round's (`history.ts`). */
  readonly scope: 'ride' | 'round';
}

export const SOFTNESS: Softness = { temperature: 2, floor: 0.1, scope: 'ride' };

/** The plays weighed, as codes with the floor, direction, load and ride length before each card. */
export interface RideTrace {
  readonly seats: readonly number[];
  readonly codes: readonly number[];
  readonly floors: readonly number[];
  readonly dirs: readonly Dir[];
  readonly kartons: readonly number[];
  /** Cards in the ride before this one (0 = it opened a ride). */
  readonly lens: readonly number[];
}

/**
 * The trace of the open ride (`scope` 'ride') or of every ride of this round so far ('round',
 * from `roundRides`; the open ride alone if the loads cannot be ordered).
 */
export function traceOf(view: View, scope: 'ride' | 'round' = 'ride'): RideTrace {
  const open = view.ride.map((r) => ({ seat: r.seat, code: cardCode(r.card) }));
  const rides = (scope === 'round' ? roundRides(view) : null) ?? [open];
  const t = {
    seats: [] as number[],
    codes: [] as number[],
    floors: [] as number[],
    dirs: [] as Dir[],
    kartons: [] as number[],
    lens: [] as number[],
  };
  for (const ride of rides) {
    let floor = NOT_OPENED;
    let dir: Dir = 0;
    let k = 0;
    ride.forEach(({ seat, code }, i) => {
      t.seats.push(seat);
      t.codes.push(code);
      t.floors.push(floor);
      t.dirs.push(dir);
      t.kartons.push(k);
      t.lens.push(i);
      const next = afterCard(code, floor, dir);
      floor = next.floor;
      dir = next.dir;
      k += KARTONS_BY_CODE[code] as number;
    });
  }
  return t;
}

/**
 * The likelihood of the others' plays in the open ride in `world` (the world is left as it was).
 * `me` is the viewing seat: its own plays are known and not weighed.
 */
export function rideLikelihood(world: Sim, trace: RideTrace, me: number, buf: number[], soft: Softness): number {
  const n = trace.codes.length;
  if (n === 0) return 1;
  const sim = world.clone();
  let weight = 1;
  for (let i = n - 1; i >= 0; i--) {
    const seat = trace.seats[i] as number;
    const code = trace.codes[i] as number;
    (sim.hands[seat] as number[]).push(code); // back into the hand it came from
    sim.recount(seat);
    if (seat === me) continue;
    sim.turn = seat;
    sim.floor = trace.floors[i] as number;
    sim.dir = trace.dirs[i] as Dir;
    sim.rideK = trace.kartons[i] as number;
    sim.rideLen = trace.lens[i] as number;
    weight *= policyLikelihood(sim, code, buf, soft.temperature, soft.floor);
    if (weight === 0) return 0;
  }
  return weight;
}
