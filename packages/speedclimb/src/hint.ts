/**
 * The hint ("Rat", key R): what the strong computer would do now, and why (`Decision.why`, data
 * the web puts into the players' words). It reads only the seat's view.
 */
import { Rng } from '@kartenhaus/core';
import { decide, type Decision } from './bots/decide.js';
import type { View } from './view.js';

export function hint(view: View): Decision | null {
  if (view.seat === null || view.legalMoves.length === 0) return null;
  // The strong bot is deterministic except for tie-breaking; a fixed generator keeps the hint stable.
  return decide('stark', view, new Rng([7, 7, 7, 7]));
}
