import type { Seat } from '@kartenhaus/core';
import { fits, type Card } from './cards.js';
import { PEAK_CARDS, isFree } from './layout.js';
import type { GameOutcome, GipfelMove, GipfelState } from './types.js';

/** Queries on a table: what is free, what fits, who may act. */

export const topOf = (state: GipfelState, pile: Seat): Card | undefined => {
  const p = state.piles[pile];
  return p?.[p.length - 1];
};

/** Positions of the free (face-up, uncovered) peak cards. */
export function freePositions(state: GipfelState): number[] {
  const out: number[] = [];
  for (let p = 0; p < PEAK_CARDS; p++) if (isFree(state.peaks, p)) out.push(p);
  return out;
}

/** Whether `card` fits on pile `pile` now. */
export function fitsPile(state: GipfelState, card: Card, pile: Seat): boolean {
  const top = topOf(state, pile);
  return top !== undefined && fits(card, top, state.rules.wrap);
}

/** Whether the series is over (every deal of it finished). */
export const isOver = (state: GipfelState): boolean => state.finished.length >= state.config.games;

/** The card moves: every free card onto every pile it fits ("auf deinen Abwurfstapel oder auf den deines Partners"). */
export function cardMoves(state: GipfelState): GipfelMove[] {
  const out: GipfelMove[] = [];
  for (const pos of freePositions(state)) {
    const card = state.peaks[pos] as Card;
    for (let pile = 0; pile < state.rules.seats; pile++)
      if (fitsPile(state, card, pile)) out.push({ type: 'play', card, pile });
  }
  return out;
}

/**
 * The moves that change the table, for one seat: the shared card moves plus turning up the own
 * stock ("Nur du deckst von deinem Vorrat auf, und nur auf deinen Stapel"). "Los!" and quick
 * calls are accepted by `play` but not listed: they never change the cards (see the docs).
 */
export function legalMoves(state: GipfelState, seat: Seat): GipfelMove[] {
  if (isOver(state) || seat < 0 || seat >= state.rules.seats || !Number.isInteger(seat)) return [];
  const out = cardMoves(state);
  if ((state.stocks[seat]?.length ?? 0) > 0) out.push({ type: 'flip' });
  return out;
}

/** Every seat with a legal move — in Gipfelsturm several at once ("ihr spielt gleichzeitig"). */
export function toAct(state: GipfelState): number[] {
  if (isOver(state)) return [];
  const anyCard = cardMoves(state).length > 0;
  const out: number[] = [];
  for (let seat = 0; seat < state.rules.seats; seat++)
    if (anyCard || (state.stocks[seat]?.length ?? 0) > 0) out.push(seat);
  return out;
}

/**
 * The end of a deal, judged right after every change: "sobald alle 28 Gipfelkarten weg sind" (won,
 * score = "die Karten, die in beiden Vorräten übrig sind"), or "wenn beide Vorräte leer sind und
 * keine freie Karte mehr auf einen der Stapel passt" (lost at once). Time-up is `tick`'s.
 */
export function judge(state: GipfelState): GameOutcome | null {
  if (state.peaks.every((c) => c === null)) return { won: true, score: state.stocks.reduce((s, x) => s + x.length, 0) };
  if (state.stocks.every((s) => s.length === 0) && cardMoves(state).length === 0)
    return { won: false, reason: 'stuck' };
  return null;
}

/** When the clock runs out, or `null` without clock / before "Los!". */
export function deadline(state: GipfelState): number | null {
  const { startedAt } = state.clock;
  return state.rules.timeMs === null || startedAt === null ? null : startedAt + state.rules.timeMs;
}
