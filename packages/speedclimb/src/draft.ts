/**
 * A private mutable copy of the state that `play` works on before it hands back a new state.
 *
 * Speed: a move touches few of the state's arrays, so the copy is shallow. The per-seat flag and
 * number arrays and the outer lists are copied at once (a few short slices); the inner card lists
 * (hands, piles, open takes, backpacks, the Meister stage flags) and the stock stay shared with
 * the old state until `own`/`ownStock` copy them right before they are changed. Every write to an
 * inner list goes through these two helpers, so the old state is never changed (a property test
 * plays whole games on deep-frozen states).
 */
import type { RngState, Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import type { Meld } from './combos.js';
import { ROUTES, type Route } from './routes.js';
import type { Event, Phase, RoundRecord, State } from './state.js';
import type { RouteId } from './routes.js';

export interface Draft {
  route: RouteId;
  players: number;
  rng: RngState;
  round: number;
  dealer: Seat;
  turn: Seat;
  phase: Phase;
  /** Inner lists shared with the old state: change them only through `own`. */
  hands: Card[][];
  /** Shared with the old state: change it only through `ownStock`. */
  stock: Card[];
  stormsUnder: number;
  reshuffles: number;
  piles: Card[][];
  melds: Meld[];
  level: number[];
  stagesDone: boolean[][];
  stage: number[];
  proposed: number[];
  campLaid: boolean[];
  acted: boolean[];
  storms: boolean[];
  penalty: number[];
  backpacks: Card[][];
  packed: boolean[];
  openTakes: Card[][];
  keep: (readonly Card[] | null)[];
  keepPending: boolean[];
  history: RoundRecord[];
  summit: Seat | null;
  readonly r: Route;
  readonly events: Event[];
  /** Inner lists and stocks already copied in this draft (copy each at most once). */
  readonly owned: Set<unknown>;
}

// The state's readonly arrays become the draft's: the inner ones are copied before any write.
type Loose<T> = T extends readonly (infer U)[] ? Loose<U>[] : T;
const loose = <T>(x: T): Loose<T> => x as Loose<T>;

export function toDraft(s: State): Draft {
  return {
    route: s.route,
    players: s.players,
    rng: s.rng,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    phase: s.phase,
    hands: loose(s.hands).slice(),
    stock: loose(s.stock),
    stormsUnder: s.stormsUnder,
    reshuffles: s.reshuffles,
    piles: loose(s.piles).slice(),
    melds: s.melds.slice(),
    level: s.level.slice(),
    stagesDone: loose(s.stagesDone).slice(),
    stage: s.stage.slice(),
    proposed: s.proposed.slice(),
    campLaid: s.campLaid.slice(),
    acted: s.acted.slice(),
    storms: s.storms.slice(),
    penalty: s.penalty.slice(),
    backpacks: loose(s.backpacks).slice(),
    packed: s.packed.slice(),
    openTakes: loose(s.openTakes).slice(),
    keep: s.keep.slice(),
    keepPending: s.keepPending.slice(),
    history: s.history.slice(),
    summit: s.summit,
    r: ROUTES[s.route],
    events: [],
    owned: new Set(),
  };
}

/** The inner list `outer[i]`, copied once in this draft so that it may be changed. */
export function own<T>(d: Draft, outer: T[][], i: number): T[] {
  const cur = outer[i]!;
  if (d.owned.has(cur)) return cur;
  const copy = cur.slice();
  d.owned.add(copy);
  outer[i] = copy;
  return copy;
}

/** The stock, copied once in this draft so that it may be changed. */
export function ownStock(d: Draft): Card[] {
  if (!d.owned.has(d.stock)) {
    d.stock = d.stock.slice();
    d.owned.add(d.stock);
  }
  return d.stock;
}

export function fromDraft(d: Draft): { state: State; events: Event[] } {
  const state: State = {
    route: d.route,
    players: d.players,
    rng: d.rng,
    round: d.round,
    dealer: d.dealer,
    turn: d.turn,
    phase: d.phase,
    hands: d.hands,
    stock: d.stock,
    stormsUnder: d.stormsUnder,
    reshuffles: d.reshuffles,
    piles: d.piles,
    melds: d.melds,
    level: d.level,
    stagesDone: d.stagesDone,
    stage: d.stage,
    proposed: d.proposed,
    campLaid: d.campLaid,
    acted: d.acted,
    storms: d.storms,
    penalty: d.penalty,
    backpacks: d.backpacks,
    packed: d.packed,
    openTakes: d.openTakes,
    keep: d.keep,
    keepPending: d.keepPending,
    history: d.history,
    summit: d.summit,
  };
  return { state, events: d.events };
}

/** The other seats, clockwise from the seat after `seat`. */
export function opponents(seat: Seat, players: number): Seat[] {
  return Array.from({ length: players - 1 }, (_, i) => (seat + 1 + i) % players);
}
