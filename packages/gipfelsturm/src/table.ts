import type { Seat } from '@kartenhaus/core';
import { fits, RANKS, type Card } from './cards.js';
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
 * The one generator of legal moves (G9): every move `play` accepts from `seat` now (at the state's
 * own time, `at` omitted) — and nothing else. First the moves that change the table: each free
 * card onto each pile it fits (dragged), the own flip ("Nur du deckst von deinem Vorrat auf, und
 * nur auf deinen Stapel"), each free card that fits somewhere as a click (G10: the pile is chosen
 * by the rules); then "Los!" while the clock has not started, and the quick calls unless Stiller
 * Gipfel (G3). `tableMoves` is the first part: what bots choose from.
 */
export function legalMoves(state: GipfelState, seat: Seat): GipfelMove[] {
  if (!canAct(state, seat)) return [];
  const out = tableMoves(state, seat);
  const clicked = new Set<Card>();
  for (const m of out) if (m.type === 'play' && !clicked.has(m.card)) clicked.add(m.card);
  for (const card of clicked) out.push({ type: 'play', card });
  if (state.clock.startedAt === null) out.push({ type: 'start' });
  if (!state.config.stillerGipfel) out.push(...QUICK_CALLS);
  return out;
}

/** Every quick call (G3): "Ich brauch eine …!" for each rank, "Warte!", "Ich deck auf!". */
const QUICK_CALLS: readonly GipfelMove[] = [
  ...Array.from({ length: RANKS }, (_, rank): GipfelMove => ({ type: 'call', call: { kind: 'brauche', rank } })),
  { type: 'call', call: { kind: 'warte' } },
  { type: 'call', call: { kind: 'deckeAuf' } },
];

/**
 * The moves of `seat` that change the cards: the shared card moves (each free card onto each pile
 * it fits) and turning up the own stock. Bots choose from these; `toAct` lists the seats that
 * have one.
 */
export function tableMoves(state: GipfelState, seat: Seat): GipfelMove[] {
  if (!canAct(state, seat)) return [];
  const out = cardMoves(state);
  if ((state.stocks[seat]?.length ?? 0) > 0) out.push({ type: 'flip' });
  return out;
}

/** Whether a listed move changes the cards (a dragged card or a flip), as opposed to a click, "Los!" or a call. */
export const changesTable = (move: GipfelMove): boolean =>
  move.type === 'flip' || (move.type === 'play' && move.pile !== undefined);

/** A seat of a running deal before its deadline ("sofort Hände weg" at the deadline, before `tick`). */
function canAct(state: GipfelState, seat: Seat): boolean {
  if (isOver(state) || !Number.isInteger(seat) || seat < 0 || seat >= state.rules.seats) return false;
  const end = deadline(state);
  return end === null || state.clock.now === null || state.clock.now < end;
}

/**
 * Every seat that can change the table — in Gipfelsturm several at once ("ihr spielt
 * gleichzeitig"). A seat that could only say something or press "Los!" is not asked (G9).
 */
export function toAct(state: GipfelState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < state.rules.seats; seat++) if (tableMoves(state, seat).length > 0) out.push(seat);
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
