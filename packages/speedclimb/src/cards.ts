/**
 * Cards of Speedclimb as short strings: a rope colour letter plus a number (`R7`, `B12`), `J` for
 * a Sherpa (Joker) and `X` for a Schneesturm. Equal strings are equal cards (the Expedition deck
 * holds every numbered card twice), so hands and piles are multisets of strings.
 */
import type { Rng } from '@kartenhaus/core';

/** Rope colours: rot, blau, grün, gelb, orange, violett. Expedition routes use the first four. */
export const COLORS = ['R', 'B', 'G', 'Y', 'O', 'V'] as const;
export type Color = (typeof COLORS)[number];
export type Card = string;

export const SHERPA: Card = 'J';
export const STORM: Card = 'X';

/** A card taken apart: number 0 and colour null for the two special cards. */
export interface CardInfo {
  readonly num: number;
  readonly color: Color | null;
  readonly sherpa: boolean;
  readonly storm: boolean;
}

const cache = new Map<string, CardInfo | null>();

function parse(text: string): CardInfo | null {
  if (text === SHERPA) return { num: 0, color: null, sherpa: true, storm: false };
  if (text === STORM) return { num: 0, color: null, sherpa: false, storm: true };
  const m = /^([RBGYOV])([1-9]|1[0-5])$/.exec(text);
  if (!m) return null;
  return { num: Number(m[2]), color: m[1] as Color, sherpa: false, storm: false };
}

/** The parts of a card, or `null` for text that is no card of any deck. */
export function parseCard(text: string): CardInfo | null {
  let info = cache.get(text);
  if (info === undefined) {
    info = parse(text);
    if (cache.size < 1000) cache.set(text, info);
  }
  return info;
}

/** The parts of a card known to be valid (a caller's bug otherwise). */
export function info(card: Card): CardInfo {
  const i = parseCard(card);
  if (!i) throw new Error(`not a card: ${card}`);
  return i;
}

export const makeCard = (color: Color, num: number): Card => `${color}${num}`;
export const isSherpa = (card: Card): boolean => card === SHERPA;
export const isStorm = (card: Card): boolean => card === STORM;

/** Number of a card (0 for Sherpa and Schneesturm). */
export const numOf = (card: Card): number => info(card).num;
/** Colour of a card (null for Sherpa and Schneesturm). */
export const colorOf = (card: Card): Color | null => info(card).color;

/** Deck composition of a route ("98 Karten: 1–15 in sechs Seilfarben, 5 Sherpas, 3 Schneestürme"). */
export interface DeckSpec {
  readonly maxNumber: number;
  readonly colors: number;
  readonly copies: number;
  readonly sherpas: number;
  readonly storms: number;
}

export function buildDeck(spec: DeckSpec): Card[] {
  const deck: Card[] = [];
  for (const color of COLORS.slice(0, spec.colors))
    for (let n = 1; n <= spec.maxNumber; n++) for (let c = 0; c < spec.copies; c++) deck.push(makeCard(color, n));
  for (let i = 0; i < spec.sherpas; i++) deck.push(SHERPA);
  for (let i = 0; i < spec.storms; i++) deck.push(STORM);
  return deck;
}

/** Whether `card` belongs to a deck of this composition. */
export function inDeck(card: Card, spec: DeckSpec): boolean {
  const i = parseCard(card);
  if (!i) return false;
  if (i.sherpa || i.storm) return true;
  return i.num <= spec.maxNumber && COLORS.indexOf(i.color as Color) < spec.colors;
}

/** Sorts a hand by number, then colour; Sherpas and Schneestürme last (display and canonical order). */
export function sortCards(cards: readonly Card[]): Card[] {
  const key = (c: Card): number => {
    const i = info(c);
    if (i.sherpa) return 1000;
    if (i.storm) return 1001;
    return i.num * 10 + COLORS.indexOf(i.color as Color);
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}

/** Removes one copy of `card`; returns false when it is missing. Mutates (private copies only). */
export function takeOut(cards: Card[], card: Card): boolean {
  const i = cards.indexOf(card);
  if (i < 0) return false;
  cards.splice(i, 1);
  return true;
}

/** Fisher–Yates on a copy with the game's generator. */
export function shuffled(cards: readonly Card[], rng: Rng): Card[] {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as Card;
    out[i] = out[j] as Card;
    out[j] = t;
  }
  return out;
}
