import { Rng, shuffle, type RngState } from '@kartenhaus/core';
import { DECK_SIZE, type Card } from './cards.js';
import type { GipfelConfig, TableRules } from './config.js';
import { PEAK_CARDS } from './layout.js';
import type { GipfelState } from './types.js';

/** A shuffled deck from a generator. */
export const shuffledDeck = (rng: Rng): Card[] =>
  shuffle(
    Array.from({ length: DECK_SIZE }, (_, i) => i),
    rng,
  );

/** The cards of one deal, before the game state is built around them. */
export interface Layout {
  readonly peaks: Card[];
  /** Top card first. */
  readonly stocks: Card[][];
  /** Each pile holds the first stock card turned up. */
  readonly piles: Card[][];
  readonly aside: Card[];
}

/**
 * "Mischt und legt die Gipfel … aus: 28 Karten", "Verteilt die übrigen … abwechselnd und verdeckt",
 * "Jeder deckt die oberste Karte seines Vorrats auf". The deck's first 28 cards form the peaks
 * (position order); the next ones go round the seats one at a time (the last dealt lies on top);
 * cards beyond `stockEach` per seat are set aside unseen (G1). The simulation table deals every
 * variant from the same shuffled deck this way.
 */
export function layOut(deck: readonly Card[], rules: TableRules): Layout {
  const peaks = deck.slice(0, PEAK_CARDS);
  const dealt: Card[][] = Array.from({ length: rules.seats }, () => []);
  const rest = deck.slice(PEAK_CARDS);
  const n = Math.min(rest.length, rules.seats * rules.stockEach);
  for (let i = 0; i < n; i++) dealt[i % rules.seats]?.push(rest[i] as Card);
  const stocks = dealt.map((d) => d.slice().reverse());
  const piles = stocks.map((s) => [s.shift() as Card]);
  return { peaks, stocks, piles, aside: rest.slice(n) };
}

/** A fresh table from the deal's layout; the clock waits for "Los!". */
export function stateFromLayout(
  config: GipfelConfig,
  rules: TableRules,
  layout: Layout,
  rng: RngState,
  finished: GipfelState['finished'] = [],
): GipfelState {
  return {
    config,
    rules,
    peaks: layout.peaks,
    stocks: layout.stocks,
    piles: layout.piles,
    aside: layout.aside,
    clock: { startedAt: null, now: null, lastMoveAt: null },
    calls: Array.from({ length: rules.seats }, () => null),
    finished,
    rng,
  };
}

/** Deals from the generator state in `rng`; returns the table with the advanced generator state. */
export function dealFrom(
  config: GipfelConfig,
  rules: TableRules,
  rng: RngState,
  finished: GipfelState['finished'] = [],
): GipfelState {
  const gen = new Rng(rng);
  const deck = shuffledDeck(gen);
  return stateFromLayout(config, rules, layOut(deck, rules), gen.state, finished);
}
