/**
 * Builds positions for tests and tools: the cards you name go where you say, every other card of
 * the route's deck lies in the stock (sorted, under the `stockTop` cards), and `fromSetup`
 * validates the result.
 */
import { unwrap, type Seat } from '@kartenhaus/core';
import { buildDeck, takeOut, type Card } from './cards.js';
import type { Meld } from './combos.js';
import { ROUTES, type RouteId } from './routes.js';
import { fromSetup } from './setup.js';
import type { Phase, State } from './state.js';

export interface PositionSpec {
  readonly route: RouteId;
  readonly hands: readonly (readonly Card[])[];
  readonly piles?: readonly (readonly Card[])[];
  readonly melds?: readonly Meld[];
  /** Cards on top of the stock, the last one drawn first. */
  readonly stockTop?: readonly Card[];
  /** Leave the rest of the deck out of the stock and put it under this pile instead. */
  readonly restTo?: number;
  /** Leave the rest of the deck out of the stock and add it to this seat's hand instead. */
  readonly restToHand?: number;
  readonly backpacks?: readonly (readonly Card[])[];
  readonly turn?: Seat;
  readonly dealer?: Seat;
  readonly phase?: Phase;
  readonly round?: number;
  readonly level?: readonly number[];
  readonly stage?: readonly number[];
  readonly stagesDone?: readonly (readonly boolean[])[];
  readonly campLaid?: readonly boolean[];
  readonly acted?: readonly boolean[];
  readonly storms?: readonly boolean[];
  readonly stormsUnder?: number;
  /** How often the stock was renewed in this round so far (SC19). */
  readonly reshuffles?: number;
  readonly packed?: readonly boolean[];
  readonly penalty?: readonly number[];
}

export function position(p: PositionSpec): State {
  const r = ROUTES[p.route];
  const n = p.hands.length;
  const rest = buildDeck(r.deck);
  const used: Card[] = [
    ...p.hands.flat(),
    ...(p.piles ?? []).flat(),
    ...(p.melds ?? []).flatMap((m) => m.cards),
    ...(p.stockTop ?? []),
    ...(p.backpacks ?? []).flat(),
  ];
  for (let i = 0; i < (p.stormsUnder ?? 0); i++) used.push('X');
  if (r.piles === 'depots') for (const st of p.storms ?? []) if (st) used.push('X');
  for (const c of used) if (!takeOut(rest, c)) throw new Error(`card used twice or unknown: ${c}`);
  const piles = (p.piles ?? (r.piles === 'depots' ? p.hands.map(() => []) : [[]])).map((x) => x.slice());
  if (p.restTo !== undefined) piles[p.restTo]!.unshift(...rest);
  const hands = p.hands.map((h, seat) => (seat === p.restToHand ? [...h, ...rest] : h.slice()));
  const restInStock = p.restTo === undefined && p.restToHand === undefined;
  const each = <T>(v: readonly T[] | undefined, d: T): T[] => (v ? v.slice() : new Array<T>(n).fill(d));
  const level = each(p.level, 0);
  return unwrap(
    fromSetup({
      route: p.route,
      players: n,
      rng: [1, 2, 3, 4],
      round: p.round ?? 1,
      dealer: p.dealer ?? n - 1,
      turn: p.turn ?? 0,
      phase: p.phase ?? 'draw',
      hands,
      stock: restInStock ? [...rest, ...(p.stockTop ?? [])] : [...(p.stockTop ?? [])],
      stormsUnder: p.stormsUnder ?? 0,
      reshuffles: p.reshuffles ?? 0,
      piles,
      melds: (p.melds ?? []).slice(),
      level,
      stagesDone: p.stagesDone ? p.stagesDone.map((x) => x.slice()) : p.hands.map(() => r.camps.map(() => false)),
      stage: p.stage ? p.stage.slice() : level.map((lv) => Math.min(lv, r.camps.length - 1)),
      proposed: p.stage ? p.stage.slice() : level.map((lv) => Math.min(lv, r.camps.length - 1)),
      campLaid: each(p.campLaid, false),
      acted: each(p.acted, false),
      storms: each(p.storms, false),
      penalty: each(p.penalty, 0),
      backpacks: (p.backpacks ?? p.hands.map(() => [])).map((b) => b.slice()),
      packed: each(p.packed, false),
      openTakes: p.hands.map(() => []),
      keep: p.hands.map(() => null),
      keepPending: p.hands.map(() => false),
      history: [],
      summit: null,
    }),
  );
}

/** A meld as the engine stores it (for positions). */
export function meld(owner: Seat, kind: Meld['kind'], cards: readonly Card[], low = 0, high = low): Meld {
  const color = kind === 'color' ? ((cards.find((c) => c !== 'J')?.[0] ?? null) as Meld['color']) : null;
  return { owner, kind, cards: cards.slice(), low, high, color };
}
