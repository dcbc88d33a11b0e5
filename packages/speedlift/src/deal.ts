/** Dealing: "Jeder bekommt 12 Karten. Die übrigen Karten liegen verdeckt im Lager." */
import { Rng, shuffleInPlace, type RngState, type Seat } from '@kartenhaus/core';
import { byHandOrder, fullDeck, type Card } from './cards.js';
import type { Config } from './config.js';

export const HAND_SIZE = 12;

/** One round's deal. */
export interface Deal {
  readonly hands: Card[][];
  readonly lager: Card[];
}

/**
 * Deals one round from the generator state; returns the deal and the advanced state. Each hand
 * is dealt in hand order (`byHandOrder`): cards only ever leave a hand, so it stays in that order
 * for the whole round and the view shows the state's own list (no sorted copy per view).
 */
export function dealRound(config: Config, rng: RngState): { deal: Deal; rng: RngState } {
  const r = new Rng(rng);
  const deck = fullDeck(config.players, config.sonderkarten);
  shuffleInPlace(deck, r);
  const hands = Array.from({ length: config.players }, (_, s) =>
    deck.slice(s * HAND_SIZE, (s + 1) * HAND_SIZE).sort(byHandOrder),
  );
  return { deal: { hands, lager: deck.slice(config.players * HAND_SIZE) }, rng: r.state };
}

/** L7: "The dealer moves one seat clockwise each round"; seat 0 deals the first round (our ruling). */
export const dealerOf = (round: number, players: number): Seat => round % players;

/** L7: "The first ride of a round is opened by the player left of the dealer" (left = next clockwise). */
export const openerOf = (round: number, players: number): Seat => (dealerOf(round, players) + 1) % players;
