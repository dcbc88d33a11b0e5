import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';

/**
 * A card of the 52-card deck as a number 0–51: suit = ⌊card / 13⌋ (♣ ♠ ♥ ♦), rank = card mod 13
 * (0 = A, 1 = 2, …, 9 = 10, 10 = B, 11 = D, 12 = K). "Farben spielen keine Rolle": only the rank
 * matters for the rules; the suit only tells the cards apart.
 */
export type Card = number;
/** A rank 0–12 (A, 2–10, B, D, K). */
export type Rank = number;

export const DECK_SIZE = 52;
export const RANKS = 13;
export const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'] as const;
export const SUIT_SYMBOLS = ['♣', '♠', '♥', '♦'] as const;
/** ASCII aliases of the suits for keyboards and logs: c(lubs)/Kreuz, s(pades)/Pik, h(earts)/Herz, d(iamonds)/Karo. */
export const SUIT_LETTERS = ['c', 's', 'h', 'd'] as const;

export const rankOf = (card: Card): Rank => card % RANKS;
export const suitOf = (card: Card): number => Math.floor(card / RANKS);
export const isCard = (x: unknown): x is Card => Number.isInteger(x) && (x as number) >= 0 && (x as number) < DECK_SIZE;

/**
 * "jede einen Wert höher oder niedriger als die oberste … Nach dem König kommt wieder das Ass":
 * two ranks fit when they are one apart; with `wrap` K and A are one apart too.
 */
export function ranksFit(a: Rank, b: Rank, wrap: boolean): boolean {
  const d = a > b ? a - b : b - a;
  return d === 1 || (wrap && d === RANKS - 1);
}

/** Whether `card` may go onto a pile whose top is `top`. */
export const fits = (card: Card, top: Card, wrap: boolean): boolean => ranksFit(rankOf(card), rankOf(top), wrap);

/** `K♦`, `10♣`, `A♠`: rank then suit symbol. */
export const makeCard = (card: Card): string => `${RANK_NAMES[rankOf(card)]}${SUIT_SYMBOLS[suitOf(card)]}`;

/** A rank name: `A`, `2`–`10`, `B`, `D`, `K` (case-insensitive). */
export function parseRank(text: string): Result<Rank, RuleError<'ERR_BAD_NOTATION'>> {
  const i = (RANK_NAMES as readonly string[]).indexOf(text.trim().toUpperCase());
  return i < 0 ? err(ruleError('ERR_BAD_NOTATION', `unknown rank "${text}"`)) : ok(i);
}

/** Parses `K♦`, `kd`, `10♣`, `10c`: rank, then a suit symbol or its ASCII letter. */
export function parseCard(text: string): Result<Card, RuleError<'ERR_BAD_NOTATION'>> {
  const t = text.trim();
  const m = /^(10|[2-9]|[abdk])([♣♠♥♦]|[cshd])$/iu.exec(t);
  if (!m) return err(ruleError('ERR_BAD_NOTATION', `not a card: "${text}"`));
  const rank = parseRank(m[1] as string);
  if (!rank.ok) return rank;
  const s = m[2] as string;
  const symbol = (SUIT_SYMBOLS as readonly string[]).indexOf(s);
  const suit = symbol >= 0 ? symbol : (SUIT_LETTERS as readonly string[]).indexOf(s.toLowerCase());
  return ok(suit * RANKS + rank.value);
}
