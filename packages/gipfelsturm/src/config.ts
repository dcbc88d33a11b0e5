import { err, ok, ruleError, unknownOptions, type Result, type RuleError } from '@kartenhaus/core';

export const LEVELS = ['normal', 'schwer', 'experte'] as const;
/** "Schwierigkeitsstufen" with ruling G1. */
export type Level = (typeof LEVELS)[number];

/** The options of a Gipfelsturm table. */
export interface GipfelConfig {
  /** 2 players, or 3 ("Zu dritt"). */
  readonly players: number;
  readonly level: Level;
  /** "Stiller Gipfel": no quick calls (G3). */
  readonly stillerGipfel: boolean;
  /** "Rekordjagd": a series of `games` deals; the leftover stock cards of won games add up (G4). */
  readonly rekordjagd: boolean;
  /** Number of deals in a Rekordjagd series (1 without Rekordjagd). */
  readonly games: number;
  /** `false` only for simulations: no time limit ("ohne Uhr"). */
  readonly clock: boolean;
}

/** What the rules of one deal need: seats (= piles = stocks), stock size, wrap, time. */
export interface TableRules {
  readonly seats: number;
  /** Stock cards per seat before the first is turned up. */
  readonly stockEach: number;
  /** "dann im Kreis weiter": K–A fit. `false` only in the simulation table ("ohne den Kreis"). */
  readonly wrap: boolean;
  /** Time limit in ms; `null` without clock. */
  readonly timeMs: number | null;
}

/** G1: stock cards each and time per level; for three players 8 (Normal) or 6 each. */
export function rulesFor(config: GipfelConfig): TableRules {
  const seconds = config.level === 'normal' ? 180 : config.level === 'schwer' ? 120 : 90;
  const stockEach = config.players === 3 ? (config.level === 'normal' ? 8 : 6) : config.level === 'normal' ? 12 : 10;
  return { seats: config.players, stockEach, wrap: true, timeMs: config.clock ? seconds * 1000 : null };
}

export const DEFAULT_SERIES = 5;
export const MAX_SERIES = 20;

/** The options a Gipfelsturm table knows. */
export const CONFIG_KEYS = ['players', 'level', 'stillerGipfel', 'rekordjagd', 'games', 'clock'] as const;

/** Validates raw options; defaults: level normal, no variant, clock on, a series of 5 with Rekordjagd. */
export function parseConfig(raw: unknown): Result<GipfelConfig, RuleError<'ERR_BAD_CONFIG'>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err(ruleError('ERR_BAD_CONFIG', 'options must be an object'));
  const r = raw as Record<string, unknown>;
  const bad = (detail: string) => err(ruleError('ERR_BAD_CONFIG', detail));
  // Options are stored with the table and shown to every viewer: only the known ones pass.
  const unknown = unknownOptions(r, CONFIG_KEYS);
  if (unknown) return bad(unknown);
  if (r.players !== 2 && r.players !== 3) return bad('players must be 2 or 3');
  const level = r.level ?? 'normal';
  if (!(LEVELS as readonly unknown[]).includes(level)) return bad(`level must be one of ${LEVELS.join(', ')}`);
  for (const flag of ['stillerGipfel', 'rekordjagd', 'clock'] as const)
    if (r[flag] !== undefined && typeof r[flag] !== 'boolean') return bad(`${flag} must be true or false`);
  const rekordjagd = r.rekordjagd === true;
  const games = r.games ?? (rekordjagd ? DEFAULT_SERIES : 1);
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > MAX_SERIES)
    return bad(`games must be 1–${MAX_SERIES}`);
  if (!rekordjagd && games !== 1) return bad('games > 1 needs rekordjagd');
  return ok({
    players: r.players,
    level: level as Level,
    stillerGipfel: r.stillerGipfel === true,
    rekordjagd,
    games,
    clock: r.clock !== false,
  });
}
