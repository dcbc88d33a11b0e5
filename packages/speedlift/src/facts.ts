/**
 * What everybody knows from forced exits (L6): "wer rauf über 7 nicht mehr konnte, hat bis zum
 * Feierabend keine Karte über 7 und keine Sonderkarte mehr." Hands only shrink during a round,
 * so every fact holds until Feierabend.
 */
import type { Seat } from '@kartenhaus/core';
import { CODE_HD, CODE_LB, CODE_EX, codeFloor, isNumberCode } from './cards.js';
import type { ExitFact } from './state.js';

/** What a seat's hand can still hold: number floors in lo–hi (empty if lo > hi), specials. */
export interface HandBounds {
  lo: number;
  hi: number;
  noSpecials: boolean;
  noDetective: boolean;
}

/** The bounds of one seat from this round's forced exits. */
export function boundsOf(exits: readonly ExitFact[], seat: Seat, gleicheEtage: boolean): HandBounds {
  const b: HandBounds = { lo: 1, hi: 12, noSpecials: false, noDetective: false };
  const step = gleicheEtage ? 1 : 0; // with "Gleiche Etage hält" the floor itself would have fitted
  for (const e of exits) {
    if (e.seat !== seat) continue;
    if (e.dir === 1) b.hi = Math.min(b.hi, e.floor - step);
    else if (e.dir === -1) b.lo = Math.max(b.lo, e.floor + step);
    else if (gleicheEtage)
      b.lo = 13; // any floor would have fitted: no number card at all
    else {
      b.lo = Math.max(b.lo, e.floor); // only the floor itself does not fit
      b.hi = Math.min(b.hi, e.floor);
    }
    if (e.specialsAllowed) b.noSpecials = true;
    if (e.detectiveAllowed) b.noDetective = true;
  }
  return b;
}

/** Whether a card code is possible in a hand with these bounds (the sampler's `allows`). */
export function allowedBy(b: HandBounds, code: number): boolean {
  if (isNumberCode(code)) {
    const f = codeFloor(code);
    return f >= b.lo && f <= b.hi;
  }
  if (code === CODE_LB || code === CODE_EX) return !b.noSpecials;
  if (code === CODE_HD) return !b.noSpecials && !b.noDetective;
  return true;
}

/** The seat markers shown at the table: `≤7`, `≥4`, `4–9`, `=7`, `o.Z.`, `o.S.`, `o.D.`. */
export function markersOf(b: HandBounds): string[] {
  const out: string[] = [];
  if (b.lo > b.hi) out.push('o.Z.');
  else if (b.lo === b.hi) out.push(`=${b.lo}`);
  else if (b.lo > 1 && b.hi < 12) out.push(`${b.lo}–${b.hi}`);
  else if (b.hi < 12) out.push(`≤${b.hi}`);
  else if (b.lo > 1) out.push(`≥${b.lo}`);
  if (b.noSpecials) out.push('o.S.');
  else if (b.noDetective) out.push('o.D.');
  return out;
}
