import type { Seat } from '@kartenhaus/core';
import { rankOf, ranksFit, type Card, type Rank } from '../cards.js';
import { fittingPlays, liesOn, opens, seatsWithStock, type Choice, type Sight } from './sight.js';

/**
 * The "einfache, aber sorgfältige Strategie" of the text's tips, one rule at a time:
 * 1. "Deckt nur auf, wenn auf keinen der beiden Stapel etwas passt" — play a card whenever one fits.
 * 2. "Erst die verdeckten Karten freispielen" — prefer the card that turns up most face-down cards,
 *    then one that lies on face-down cards at all.
 * 3. "Haltet die Stapel einen Wert auseinander" — then prefer the pile that leaves the tops one apart,
 *    then the move after which some free card still fits ("Solange etwas passt, legst du weiter").
 * 4. "Und nur einer deckt auf" — when nothing fits, the seat with the most stock cards turns up.
 */
export function careful(sight: Sight): Choice | null {
  const plays = fittingPlays(sight);
  if (plays.length === 0) return flipChoice(sight);
  let best = plays[0] as { pos: number; pile: Seat };
  let bestScore = -1;
  for (const p of plays) {
    const score = scorePlay(sight, p.pos, p.pile);
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return { kind: 'play', pos: best.pos, pile: best.pile };
}

/** Scratch space for the tops' ranks after a candidate play (no allocation in the simulator's hot loop). */
const after: Rank[] = [0, 0, 0];

function scorePlay(sight: Sight, pos: number, pile: Seat): number {
  const card = sight.slots[pos] as Card;
  const { tops, wrap, slots } = sight;
  const n = tops.length;
  for (let i = 0; i < n; i++) after[i] = rankOf(i === pile ? card : (tops[i] as Card));
  let apart = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (ranksFit(after[i] as Rank, after[j] as Rank, wrap)) apart = 1;
  let goesOn = 0;
  for (let q = 0; q < slots.length && goesOn === 0; q++) {
    const other = slots[q] as number;
    if (q === pos || other < 0) continue;
    for (let i = 0; i < n; i++) if (ranksFit(rankOf(other), after[i] as Rank, wrap)) goesOn = 1;
  }
  return opens(slots, pos) * 1000 + liesOn(slots, pos) * 100 + apart * 10 + goesOn;
}

/** "Nur einer deckt auf": the seat with the most stock cards (the lowest seat on a tie). */
function flipChoice(sight: Sight): Choice | null {
  let seat = -1;
  for (const s of seatsWithStock(sight))
    if (seat < 0 || (sight.stockCounts[s] ?? 0) > (sight.stockCounts[seat] ?? 0)) seat = s;
  return seat < 0 ? null : { kind: 'flip', seat };
}
