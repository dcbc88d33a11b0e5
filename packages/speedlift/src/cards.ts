/**
 * The cards of Speedlift: "so viele Abteilungen wie Spieler (mindestens drei) – Hutsalon,
 * Porzellan, Spielwaren, Parfümerie, Feinkost, Uhren –, jede mit den Etagen 1 bis 12" plus
 * "Sonderkarten (je zwei im Spiel)": Liftboy, Expresskabine, Hausdetektiv.
 *
 * Notation: department letter + floor (`P7` = Porzellan 7), specials `LB`, `EX`, `HD`.
 * Internally every card also has a small integer code (numbers 0–71, LB 72, EX 73, HD 74)
 * that the bots' simulator uses; both copies of a special share their code.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';

/** Department letters in rule order: Hutsalon, Porzellan, Spielwaren, paRfümerie, Feinkost, Uhren. */
export const DEPARTMENTS = ['H', 'P', 'S', 'R', 'F', 'U'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEPARTMENT_NAMES: Readonly<Record<Department, string>> = {
  H: 'Hutsalon',
  P: 'Porzellan',
  S: 'Spielwaren',
  R: 'Parfümerie',
  F: 'Feinkost',
  U: 'Uhren',
};

export const FLOORS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Floor = (typeof FLOORS)[number];

/** Liftboy, Expresskabine, Hausdetektiv. */
export const SPECIALS = ['LB', 'EX', 'HD'] as const;
export type Special = (typeof SPECIALS)[number];
export const SPECIAL_NAMES: Readonly<Record<Special, string>> = {
  LB: 'Liftboy',
  EX: 'Expresskabine',
  HD: 'Hausdetektiv',
};

/** A card in notation: `P7`, `U12`, `LB`, `EX`, `HD`. */
export type Card = `${Department}${Floor}` | Special;

/** Which special cards are in the game (house rule "Sonderkarten: alle, ohne Detektiv oder ganz ohne"). */
export const SONDERKARTEN = ['alle', 'ohneDetektiv', 'keine'] as const;
export type Sonderkarten = (typeof SONDERKARTEN)[number];

export const CODE_LB = 72;
export const CODE_EX = 73;
export const CODE_HD = 74;
export const CODE_COUNT = 75;

/** The integer code of a card (numbers: department × 12 + floor − 1). */
export function cardCode(card: Card): number {
  switch (card) {
    case 'LB':
      return CODE_LB;
    case 'EX':
      return CODE_EX;
    case 'HD':
      return CODE_HD;
    default:
      return DEPARTMENTS.indexOf(card[0] as Department) * 12 + Number(card.slice(1)) - 1;
  }
}

const CARD_OF_CODE: readonly Card[] = [...DEPARTMENTS.flatMap((d) => FLOORS.map((f): Card => `${d}${f}`)), ...SPECIALS];

/** The card of an integer code. */
export const codeCard = (code: number): Card => CARD_OF_CODE[code] as Card;

/** A number card's floor (1–12), 0 for a special. */
export const codeFloor = (code: number): number => (code < CODE_LB ? (code % 12) + 1 : 0);

/** Whether the code is a number card. */
export const isNumberCode = (code: number): boolean => code < CODE_LB;

const handKey = (c: Card): number => {
  const code = cardCode(c);
  return isNumberCode(code) ? (code % 12) * 8 + Math.floor(code / 12) : 1000 + code;
};
/** Hand order (a comparator): by floor, then department; specials last. */
export const byHandOrder = (a: Card, b: Card): number => handKey(a) - handKey(b);

/**
 * Kartons (penalty points) per the table: Etage 1–4 → 0, 5–8 → 1, 9–12 → 2, Porzellan +1,
 * Liftboy −2 ("hilft tragen"), Expresskabine 0, Hausdetektiv 2.
 */
function kartonsOfCode(code: number): number {
  if (code === CODE_LB) return -2;
  if (code === CODE_EX) return 0;
  if (code === CODE_HD) return 2;
  const floor = codeFloor(code);
  const base = floor <= 4 ? 0 : floor <= 8 ? 1 : 2;
  return base + (Math.floor(code / 12) === 1 ? 1 : 0);
}

/** Kartons per code, precomputed for the simulator. */
export const KARTONS_BY_CODE: readonly number[] = Array.from({ length: CODE_COUNT }, (_, c) => kartonsOfCode(c));

/** The Kartons of a card. */
export const kartons = (card: Card): number => KARTONS_BY_CODE[cardCode(card)] ?? 0;

/** The Kartons of a load (sum of its cards). */
export const loadKartons = (cards: readonly Card[]): number => cards.reduce((s, c) => s + kartons(c), 0);

/** Whether a card is a number card. */
export const isNumber = (card: Card): boolean => !(SPECIALS as readonly string[]).includes(card);

/** The specials in play under the house rule. */
export function specialsInPlay(sonderkarten: Sonderkarten): readonly Special[] {
  switch (sonderkarten) {
    case 'alle':
      return SPECIALS;
    case 'ohneDetektiv':
      return ['LB', 'EX'];
    case 'keine':
      return [];
  }
}

/** The full deck for a table: one department per player, each special twice. */
export function fullDeck(players: number, sonderkarten: Sonderkarten): Card[] {
  const numbers = DEPARTMENTS.slice(0, Math.max(3, players)).flatMap((d) => FLOORS.map((f): Card => `${d}${f}`));
  return [...numbers, ...specialsInPlay(sonderkarten).flatMap((s) => [s, s])];
}

const CARD_PATTERN = /^(?:[HPSRFU](?:[1-9]|1[0-2])|LB|EX|HD)$/;

/** Parses a card in notation (case-insensitive). */
export function parseCard(text: string): Result<Card, RuleError<'ERR_BAD_NOTATION'>> {
  const t = text.trim().toUpperCase();
  return CARD_PATTERN.test(t) ? ok(t as Card) : err(ruleError('ERR_BAD_NOTATION', text));
}

/** A card in notation. */
export const makeCard = (card: Card): string => card;

/** The card's German name, e.g. "Porzellan 7", "Liftboy". */
export function cardName(card: Card): string {
  if (!isNumber(card)) return SPECIAL_NAMES[card as Special];
  return `${DEPARTMENT_NAMES[card[0] as Department]} ${card.slice(1)}`;
}
