import { unwrap } from '@kartenhaus/core';
import { parseCard, type Card } from './cards.js';
import { gipfelsturm } from './definition.js';
import type { GipfelMove, GipfelState } from './types.js';

/** Test helpers: cards and positions by notation. */
export const c = (text: string): Card => unwrap(parseCard(text));
export const mv = (text: string): GipfelMove => unwrap(gipfelsturm.parseMove(text));

export interface Position {
  /** Peak positions → card notation; other positions get filler cards. */
  readonly at?: Readonly<Record<number, string>>;
  /** Positions already gone (their covering cards are removed too). */
  readonly gone?: readonly number[];
  readonly stocks: readonly (readonly string[])[];
  readonly piles: readonly (readonly string[])[];
  readonly config?: Record<string, unknown>;
  readonly wrap?: boolean;
}

/**
 * A table with chosen cards. Filler cards are drawn from the ranks 7–B, then D (7–B fit no pile
 * topped by A–5 or K) so that they do not create extra moves in the scenarios.
 */
export function position(p: Position): GipfelState {
  const used = new Set<Card>([
    ...Object.values(p.at ?? {}).map(c),
    ...p.stocks.flat().map(c),
    ...p.piles.flat().map(c),
  ]);
  const filler = [6, 7, 8, 9, 10, 11]
    .flatMap((rank) => [0, 1, 2, 3].map((suit) => suit * 13 + rank))
    .filter((x) => !used.has(x));
  const gone = new Set(p.gone ?? []);
  const peaks = Array.from({ length: 28 }, (_, pos): Card | null => {
    if (gone.has(pos)) return null;
    const named = p.at?.[pos];
    if (named !== undefined) return c(named);
    const f = filler.shift();
    if (f === undefined) throw new Error('out of filler cards');
    return f;
  });
  const players = p.stocks.length;
  return unwrap(
    gipfelsturm.fromSetup({
      config: { players, clock: false, ...p.config },
      peaks,
      stocks: p.stocks.map((s) => s.map(c)),
      piles: p.piles.map((s) => s.map(c)),
      ...(p.wrap === undefined ? {} : { wrap: p.wrap }),
    }),
  );
}

/** Plays a move that must be accepted. */
export function must(state: GipfelState, seat: number, move: string | GipfelMove, at?: number) {
  const m = typeof move === 'string' ? mv(move) : move;
  return unwrap(gipfelsturm.play(state, seat, m, at));
}
