/**
 * The ride ("Fahrt"): which card fits, and what it does to the floor and the direction.
 * Works on integer card codes so the rules engine and the bots' simulator share this one
 * definition of "passend".
 */
import { CODE_EX, CODE_HD, CODE_LB, codeFloor, isNumberCode } from './cards.js';

/** Direction of the lift: 1 rauf, −1 runter, 0 not yet fixed. */
export type Dir = 1 | -1 | 0;

/** Floor value of a ride that no number card has opened yet. */
export const NOT_OPENED = -1;
/** "Expresskabine – fährt zurück an den Anfang: rauf ins Erdgeschoss, runter aufs Dach" (L4). */
export const GROUND_FLOOR = 0;
export const ROOF = 13;

/**
 * Whether a card fits the ride.
 * - Not opened: "Wer dran ist, eröffnet die Fahrt mit einer Zahlenkarte … Sonderkarten darf man
 *   nur ausspielen, wenn man keine Zahlenkarte mehr hat" (L5).
 * - Second number card: "höher … heißt rauf, tiefer heißt runter. Dieselbe Etage darf nicht
 *   gelegt werden" (house rule Gleiche Etage hält: it may).
 * - Then "rauf nur noch höhere Etagen als die zuletzt gelegte, runter nur tiefere".
 * - "Liftboy und Expresskabine darfst du legen, sobald die Richtung feststeht … Den Detektiv
 *   darfst du legen, sobald eine Karte in der Fahrt liegt" — once the ride is opened (L10).
 */
export function fits(code: number, floor: number, dir: Dir, gleicheEtage: boolean, handHasNumber: boolean): boolean {
  if (floor === NOT_OPENED) return isNumberCode(code) || !handHasNumber;
  if (isNumberCode(code)) {
    const f = codeFloor(code);
    if (dir === 0) return gleicheEtage || f !== floor;
    if (dir === 1) return gleicheEtage ? f >= floor : f > floor;
    return gleicheEtage ? f <= floor : f < floor;
  }
  if (code === CODE_HD) return true;
  return dir !== 0;
}

/** Floor and direction after a card (the detective's catch is handled by the caller). */
export function afterCard(code: number, floor: number, dir: Dir): { floor: number; dir: Dir } {
  if (isNumberCode(code)) {
    const f = codeFloor(code);
    if (floor === NOT_OPENED) return { floor: f, dir: 0 };
    if (dir === 0) return { floor: f, dir: f > floor ? 1 : f < floor ? -1 : 0 };
    return { floor: f, dir };
  }
  if (floor === NOT_OPENED) return { floor, dir }; // L5: no effect before the opening
  if (code === CODE_LB) return { floor, dir: dir === 1 ? -1 : 1 }; // "kehrt die Fahrtrichtung um, die Etage bleibt"
  if (code === CODE_EX) return { floor: dir === 1 ? GROUND_FLOOR : ROOF, dir }; // L4
  return { floor, dir };
}
