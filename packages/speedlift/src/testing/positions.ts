/** Test positions: write only the hands and the ride, the helper files away the other cards. */
import { removeAll, unwrap, type Seat } from '@kartenhaus/core';
import { fullDeck, type Card } from '../cards.js';
import { parseConfig, type Config } from '../config.js';
import { HAND_SIZE } from '../deal.js';
import { fromSetup, type Setup } from '../setup.js';
import type { State } from '../state.js';

export interface PositionSpec {
  readonly config?: Partial<Config>;
  readonly hands: readonly (readonly Card[])[];
  readonly turn: Seat;
  readonly ride?: readonly { seat: Seat; card: Card }[];
  /** Loads already taken per seat; the leftover cards become one load of `dump` unless listed. */
  readonly loads?: readonly (readonly (readonly Card[])[])[];
  /** Seat that holds the leftover cards as a load (default: the last seat). */
  readonly dump?: Seat;
  readonly round?: number;
  readonly scores?: Setup['scores'];
  /** Forced exits of this round (L6), as the table shows them. */
  readonly exits?: Setup['exits'];
}

/** A validated state from a short description; throws on a bad spec (a test's bug). */
export function position(spec: PositionSpec): State {
  const players = spec.hands.length;
  const config = unwrap(parseConfig({ players, ...spec.config }));
  const deck = fullDeck(players, config.sonderkarten);
  const used = [...spec.hands.flat(), ...(spec.ride ?? []).map((r) => r.card), ...(spec.loads ?? []).flat(2)];
  const rest = removeAll(deck, used);
  if (!rest) throw new Error('position uses a card twice');
  const lagerSize = deck.length - HAND_SIZE * players;
  const lager = rest.slice(0, lagerSize);
  const leftover = rest.slice(lagerSize);
  const dump = spec.dump ?? players - 1;
  const loads = Array.from({ length: players }, (_, s) => [
    ...(spec.loads?.[s] ?? []),
    ...(s === dump && leftover.length > 0 ? [leftover] : []),
  ]);
  const setup: Setup = {
    config: { players, ...spec.config },
    turn: spec.turn,
    hands: spec.hands,
    lager,
    ride: spec.ride ?? [],
    loads,
    ...(spec.round !== undefined ? { round: spec.round } : {}),
    ...(spec.scores ? { scores: spec.scores } : {}),
    ...(spec.exits ? { exits: spec.exits } : {}),
  };
  return unwrap(fromSetup(setup));
}

/**
 * The Rat's example (docs/rules/speedlift.md "Hint"): three players, the ride P8, P9 going up, seat 0
 * to play with S10, H12, H1 — after H12 nobody can follow.
 */
export function ratExample(): State {
  return position({
    hands: [
      ['S10', 'H12', 'H1'],
      ['S11', 'P1', 'P2'],
      ['P12', 'S3', 'S2'],
    ],
    turn: 0,
    ride: [
      { seat: 1, card: 'P8' },
      { seat: 2, card: 'P9' },
    ],
  });
}

/**
 * A round that ends the game (docs/rules/speedlift.md "Hint", partie.test.ts): three players,
 * round 2 of 3 with these points before it, seat 0 to play after Ben's H6; the cards not in the
 * hands or the ride are seat 1's loads of this round (26 cards, 37 Kartons), so with 30 points
 * before it seat 1 passes the limit of 50 at this Feierabend in every world.
 */
export function gameEndExample(points: readonly [number, number, number]): State {
  const sheet = { dealer: 0, kartons: [...points], ladenhueter: [0, 0, 0], penalty: [...points] };
  return position({
    hands: [
      ['P4', 'S5', 'S7'],
      ['P1', 'S2', 'S3'],
      ['P2', 'H5', 'P8'],
    ],
    turn: 0,
    ride: [{ seat: 2, card: 'H6' }],
    dump: 1,
    round: 1,
    scores: [sheet],
  });
}
