/** Table options of Speedlift: players, the limit and the house rules ("Hausregeln"). */
import { err, ok, ruleError, unknownOptions, type Result, type RuleError } from '@kartenhaus/core';
import { SONDERKARTEN, type Sonderkarten } from './cards.js';

/** "30, 50 oder 80: Hat nach einer Runde jemand so viele Strafpunkte erreicht, ist die Partie aus." */
export const LIMITS = [30, 50, 80] as const;
export type Limit = (typeof LIMITS)[number];

/** The options of one game. */
export interface Config {
  readonly players: number;
  readonly limit: Limit;
  /** "Aussteigen jederzeit: Du darfst auch freiwillig aussteigen …" */
  readonly aussteigenJederzeit: boolean;
  /** "Gleiche Etage hält: Dieselbe Etage darf gelegt werden; fährt der Lift schon, bleibt die Richtung." */
  readonly gleicheEtageHaelt: boolean;
  /** "Sonderkarten: alle, ohne Detektiv oder ganz ohne." */
  readonly sonderkarten: Sonderkarten;
  /** "Ladenhüter zählen nicht: Nur die genommenen Ladungen zählen." */
  readonly ladenhueterZaehlenNicht: boolean;
  /** Tagesfahrt (L8): the day's deals; no hint ("Einen Rat gibt es dabei nicht"). */
  readonly tagesfahrt: boolean;
}

/** Standard rules: limit 50 (our ruling), no house rule. */
export const DEFAULT_CONFIG: Omit<Config, 'players'> = {
  limit: 50,
  aussteigenJederzeit: false,
  gleicheEtageHaelt: false,
  sonderkarten: 'alle',
  ladenhueterZaehlenNicht: false,
  tagesfahrt: false,
};

const KEYS = ['players', ...Object.keys(DEFAULT_CONFIG)];

/** Validates raw options; missing options take the standard rules. */
export function parseConfig(raw: unknown): Result<Config, RuleError<'ERR_BAD_CONFIG'>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('options must be an object');
  const r = raw as Record<string, unknown>;
  const unknown = unknownOptions(r, KEYS);
  if (unknown) return bad(unknown);
  const c = { ...DEFAULT_CONFIG, ...r } as Record<string, unknown>;
  const players = c.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 3 || players > 6)
    return bad('players must be 3–6');
  if (!(LIMITS as readonly unknown[]).includes(c.limit)) return bad('limit must be 30, 50 or 80');
  if (!(SONDERKARTEN as readonly unknown[]).includes(c.sonderkarten))
    return bad('sonderkarten must be alle, ohneDetektiv or keine');
  for (const k of ['aussteigenJederzeit', 'gleicheEtageHaelt', 'ladenhueterZaehlenNicht', 'tagesfahrt'] as const)
    if (typeof c[k] !== 'boolean') return bad(`${k} must be true or false`);
  return ok(c as unknown as Config);
}

function bad(detail: string): Result<never, RuleError<'ERR_BAD_CONFIG'>> {
  return err(ruleError('ERR_BAD_CONFIG', detail));
}
