/** A private mutable copy of the state that `play` works on before it hands back a new state. */
import type { RngState, Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import type { Meld } from './combos.js';
import { ROUTES, type Route } from './routes.js';
import type { Event, RoundRecord, State } from './state.js';

type Mut<T> = T extends readonly (infer U)[]
  ? Mut<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mut<T[K]> }
    : T;

/** The state with mutable fields and arrays (melds and records stay immutable values). */
export type Draft = Omit<Mut<State>, 'melds' | 'history' | 'keep' | 'rng'> & {
  rng: RngState;
  melds: Meld[];
  history: RoundRecord[];
  keep: (Card[] | null)[];
  readonly r: Route;
  readonly events: Event[];
};

const copy2 = <T>(xs: readonly (readonly T[])[]): T[][] => xs.map((x) => x.slice());

export function toDraft(s: State): Draft {
  return {
    ...s,
    hands: copy2(s.hands),
    stock: s.stock.slice(),
    piles: copy2(s.piles),
    melds: s.melds.slice(),
    level: s.level.slice(),
    stagesDone: copy2(s.stagesDone),
    stage: s.stage.slice(),
    proposed: s.proposed.slice(),
    campLaid: s.campLaid.slice(),
    acted: s.acted.slice(),
    storms: s.storms.slice(),
    penalty: s.penalty.slice(),
    backpacks: copy2(s.backpacks),
    packed: s.packed.slice(),
    openTakes: copy2(s.openTakes),
    keep: s.keep.map((k) => (k ? k.slice() : null)),
    keepPending: s.keepPending.slice(),
    history: s.history.slice(),
    r: ROUTES[s.route],
    events: [],
  };
}

export function fromDraft(d: Draft): { state: State; events: Event[] } {
  const { r: _r, events, ...state } = d;
  return { state: state as State, events };
}

/** The other seats, clockwise from the seat after `seat`. */
export function opponents(seat: Seat, players: number): Seat[] {
  return Array.from({ length: players - 1 }, (_, i) => (seat + 1 + i) % players);
}
