/** Moves, events, error codes and the move notation. */
import { err, ok, ruleError, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import { parseCard, type Card } from './cards.js';
import type { Dir } from './ride.js';
import type { RoundScore } from './state.js';

/** Lay a card, or leave the ride ("A steigt aus") taking the load. */
export type Move = { readonly type: 'play'; readonly card: Card } | { readonly type: 'exit' };

/** What happened, in order. Every event is public. */
export type Event =
  | { readonly type: 'played'; readonly seat: Seat; readonly card: Card; readonly floor: number; readonly dir: Dir }
  | { readonly type: 'exited'; readonly seat: Seat; readonly forced: boolean; readonly load: readonly Card[] }
  | { readonly type: 'caught'; readonly seat: Seat; readonly by: Seat; readonly load: readonly Card[] }
  | { readonly type: 'feierabend'; readonly round: number; readonly seat: Seat; readonly score: RoundScore }
  | { readonly type: 'roundStarted'; readonly round: number; readonly dealer: Seat; readonly opener: Seat }
  | { readonly type: 'gameOver'; readonly totals: readonly number[] };

/** Speedlift's stable error codes. */
export const SPEEDLIFT_ERRORS = [
  'ERR_NOT_YOUR_TURN',
  'ERR_GAME_OVER',
  'ERR_CARD_NOT_IN_HAND',
  'ERR_BAD_NOTATION',
  'ERR_BAD_CONFIG',
  'ERR_BAD_SETUP',
  'ERR_DUPLICATE_CARD',
  'ERR_MISSING_CARD',
  'ERR_BAD_COUNT',
  'ERR_ILLEGAL_MOVE',
  /** A number card is held: "eröffnet die Fahrt mit einer Zahlenkarte". */
  'ERR_MUST_OPEN_WITH_NUMBER',
  /** "Dieselbe Etage darf nicht gelegt werden." */
  'ERR_SAME_FLOOR',
  /** "rauf nur noch höhere Etagen …, runter nur tiefere". */
  'ERR_WRONG_DIRECTION',
  /** Liftboy/Expresskabine before the direction is fixed. */
  'ERR_SPECIAL_TOO_EARLY',
  /** "Wer passend legen kann, muss legen." */
  'ERR_MUST_PLAY',
  /** Leaving an empty ride. */
  'ERR_NOTHING_TO_TAKE',
  'ERR_NO_HINT_IN_TAGESFAHRT',
] as const;
export type SpeedliftErrorCode = (typeof SPEEDLIFT_ERRORS)[number];
export type SpeedliftError = RuleError<SpeedliftErrorCode>;

/** Notation of the exit move. */
export const EXIT_NOTATION = 'A';

/** Parses `P7`, `LB`, … or `A` (aussteigen). */
export function parseMove(text: string): Result<Move, SpeedliftError> {
  if (text.trim().toUpperCase() === EXIT_NOTATION) return ok({ type: 'exit' });
  const card = parseCard(text);
  return card.ok ? ok({ type: 'play', card: card.value }) : err(ruleError('ERR_BAD_NOTATION', text));
}

export function makeMove(move: Move): string {
  switch (move.type) {
    case 'play':
      return move.card;
    case 'exit':
      return EXIT_NOTATION;
  }
}

export const sameMove = (a: Move, b: Move): boolean =>
  a.type === b.type && (a.type === 'exit' || (b.type === 'play' && a.card === b.card));
