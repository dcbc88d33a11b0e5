/**
 * stark's soft inference: how likely the plays of the open ride were in a sampled world. Each
 * card another seat laid in this ride is replayed from the position before it (the world's hands
 * plus the cards laid later in the ride, floor and direction from the ride so far) and weighed by
 * how likely the playout policy was to lay it there. A world in which the others' plays look
 * natural counts more than one in which they look odd; one in which a play was illegal (a
 * special at the opening with a number card in hand, L5) counts nothing.
 */
import { cardCode, KARTONS_BY_CODE } from './cards.js';
import { policyLikelihood } from './policy.js';
import { afterCard, NOT_OPENED, type Dir } from './ride.js';
import type { Sim } from './sim.js';
import type { View } from './view.js';

/** Settings of the soft inference. */
export interface Softness {
  /** Softmax temperature over the policy's scores. */
  readonly temperature: number;
  /** Share of a uniform choice mixed in (a play the policy would not make is still possible). */
  readonly floor: number;
}

export const SOFTNESS: Softness = { temperature: 2, floor: 0.1 };

/** The open ride as codes with the floor, direction and load before each card. */
export interface RideTrace {
  readonly seats: readonly number[];
  readonly codes: readonly number[];
  readonly floors: readonly number[];
  readonly dirs: readonly Dir[];
  readonly kartons: readonly number[];
}

export function traceOf(view: View): RideTrace {
  const seats: number[] = [];
  const codes: number[] = [];
  const floors: number[] = [];
  const dirs: Dir[] = [];
  const kartons: number[] = [];
  let floor = NOT_OPENED;
  let dir: Dir = 0;
  let k = 0;
  for (const r of view.ride) {
    const code = cardCode(r.card);
    seats.push(r.seat);
    codes.push(code);
    floors.push(floor);
    dirs.push(dir);
    kartons.push(k);
    const next = afterCard(code, floor, dir);
    floor = next.floor;
    dir = next.dir;
    k += KARTONS_BY_CODE[code] as number;
  }
  return { seats, codes, floors, dirs, kartons };
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
    sim.rideLen = i;
    weight *= policyLikelihood(sim, code, buf, soft.temperature, soft.floor);
    if (weight === 0) return 0;
  }
  return weight;
}
