/** "Abrechnung": Kartons der Ladungen + Ladenhüter = Strafe der Runde; the shift and its end. */
import type { Card } from './cards.js';
import { loadKartons } from './cards.js';
import type { Config } from './config.js';
import type { RoundScore, State } from './state.js';

/** The score sheet of the round in `s` (hands and loads as they are at Feierabend). */
export function scoreRound(s: Pick<State, 'config' | 'dealer' | 'hands' | 'loads'>): RoundScore {
  const kartons = s.loads.map((loads) => loads.reduce((sum, l: readonly Card[]) => sum + loadKartons(l), 0));
  // "Dazu kommt 1 Strafpunkt je Karte, die noch auf der Hand ist"; house rule: Ladenhüter zählen nicht.
  const ladenhueter = s.hands.map((h) => (s.config.ladenhueterZaehlenNicht ? 0 : h.length));
  const penalty = kartons.map((k, i) => k + (ladenhueter[i] ?? 0));
  return { dealer: s.dealer, kartons, ladenhueter, penalty };
}

/** Penalty points per seat over the finished rounds. */
export function totalsOf(scores: readonly RoundScore[], players: number): number[] {
  const totals = Array.from({ length: players }, () => 0);
  for (const r of scores) r.penalty.forEach((p, i) => (totals[i] = (totals[i] ?? 0) + p));
  return totals;
}

/**
 * "Schicht: Jeder gibt einmal – so viele Runden, wie Spieler am Tisch sitzen." and "Hat nach
 * einer Runde jemand so viele Strafpunkte erreicht, ist die Partie aus."
 */
export function shiftOver(config: Config, scores: readonly RoundScore[]): boolean {
  if (scores.length >= config.players) return true;
  return totalsOf(scores, config.players).some((t) => t >= config.limit);
}
