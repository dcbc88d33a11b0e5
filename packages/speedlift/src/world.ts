/**
 * Worlds a seat cannot tell apart: the cards it has not seen (all but its hand, the ride and
 * the taken loads) dealt into the other hands by their counts, the rest is the Lager. With
 * inference the forced-exit facts (L6) are hard constraints on each hand.
 */
import { mixWorld, sampleWorld, type Rng, type Slot } from '@kartenhaus/core';
import { cardCode, fullDeck } from './cards.js';
import { allowedBy, boundsOf } from './facts.js';
import { loadKartons } from './cards.js';
import { Sim } from './sim.js';
import type { View } from './view.js';

/** What a seat knows, prepared once per decision. */
export interface Frame {
  readonly seat: number;
  readonly unknown: readonly number[];
  /** One slot per other seat, in `others` order. */
  readonly slots: readonly Slot<number>[];
  readonly free: readonly Slot<number>[];
  readonly others: readonly number[];
  readonly base: Sim;
  /** How many of `slots` carry a constraint (with two or more the sequential fill is biased: `mixWorld`). */
  readonly constrained: number;
}

/** Prepares sampling for the viewing seat; `inference` turns the exit facts into constraints. */
export function frameOf(view: View, inference: boolean): Frame {
  const seat = view.seat ?? 0;
  const c = view.config;
  const seen = [...view.hand, ...view.ride.map((r) => r.card), ...view.loads.flat(2)].map(cardCode);
  const counts = new Map<number, number>();
  for (const code of seen) counts.set(code, (counts.get(code) ?? 0) + 1);
  const unknown: number[] = [];
  for (const code of fullDeck(c.players, c.sonderkarten).map(cardCode)) {
    const n = counts.get(code) ?? 0;
    if (n > 0) counts.set(code, n - 1);
    else unknown.push(code);
  }
  const others = view.handCounts.map((_, s) => s).filter((s) => s !== seat);
  const free = others.map((s): Slot<number> => ({ count: view.handCounts[s] ?? 0 }));
  const slots = inference
    ? others.map((s): Slot<number> => {
        const b = boundsOf(view.exits, s, c.gleicheEtageHaelt);
        const count = view.handCounts[s] ?? 0;
        const constrained = b.lo > 1 || b.hi < 12 || b.noSpecials || b.noDetective;
        return constrained ? { count, allows: (code: number) => allowedBy(b, code) } : { count };
      })
    : free;
  const last = view.ride[view.ride.length - 1];
  const base = new Sim(
    {
      gleicheEtage: c.gleicheEtageHaelt,
      aussteigenJederzeit: c.aussteigenJederzeit,
      ladenhueter: !c.ladenhueterZaehlenNicht,
    },
    c.players,
    view.handCounts.map((_, s) => (s === seat ? view.hand.map(cardCode) : [])),
    view.turn,
    view.floor,
    view.dir,
    loadKartons(view.ride.map((r) => r.card)),
    view.ride.length,
    last ? last.seat : -1,
    view.loads.map((ls) => ls.reduce((sum, l) => sum + loadKartons(l), 0)),
  );
  const constrained = slots.filter((slot) => slot.allows).length;
  return { seat, unknown, slots, free, others, base, constrained };
}

/**
 * One sampled world as a fresh simulator (constraints first, unconstrained if they cannot be met).
 * With `mix` > 0 and two or more constrained hands, that many swaps (`mixWorld`) take the fill
 * order's bias out, so that every deal the facts allow is equally likely.
 */
export function sampleSim(frame: Frame, rng: Rng, mix = 0): Sim {
  let world = sampleWorld(frame.unknown, frame.slots, rng);
  if (!world.ok) world = sampleWorld(frame.unknown, frame.free, rng);
  else if (mix > 0 && frame.constrained >= 2) mixWorld(world.value.hands, world.value.rest, frame.slots, rng, mix);
  const sim = frame.base.clone();
  if (world.ok)
    frame.others.forEach((s, i) => {
      sim.hands[s] = world.value.hands[i] ?? [];
      sim.recount(s);
    });
  return sim;
}
