/**
 * Tagesfahrt (L8): "the day's deals (one per round of the shift) come from a seed derived from
 * the date (Europe/Berlin) and a server secret (HMAC), the same for every player". Four players
 * (seat 0 the human, seats 1–3 normal computers), one shift, standard rules, no hint.
 * The deals include the Lager: the server keeps them secret until the day ends, then publishes
 * the seed so anyone can verify them.
 *
 * The seed is the server's: the HMAC-SHA256 of `tagesfahrtText(day)` under its secret
 * (`TableRules.daily.seedText`, derived with node:crypto in the server). The engine only deals
 * from it, as from any seed; it hashes nothing and never sees the secret.
 */
import { err, ok, ruleError, seedRng, type Result, type RuleError, type Seat } from '@kartenhaus/core';
import type { Card } from './cards.js';
import { DEFAULT_CONFIG, type Config } from './config.js';
import { dealRound, dealerOf, openerOf } from './deal.js';
import { seedKey } from './definition.js';

/** One round's deal of the day. */
export interface DailyDeal {
  readonly round: number;
  readonly dealer: Seat;
  readonly opener: Seat;
  readonly hands: readonly (readonly Card[])[];
  readonly lager: readonly Card[];
}

/** The day's Tagesfahrt: start it with `deal(config, seed)`; `deals` are what that deal gives. */
export interface DailyDeals {
  /** The Europe/Berlin calendar date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly seed: string;
  readonly config: Config;
  readonly deals: readonly DailyDeal[];
}

/** The Tagesfahrt's options: four players, standard rules, flagged so no hint is given. */
export const TAGESFAHRT_CONFIG: Config = { ...DEFAULT_CONFIG, players: 4, tagesfahrt: true };

/**
 * What the server signs for a day's seed. Never change it: the seeds of past days, published
 * after each day, must stay reproducible.
 */
export const tagesfahrtText = (day: string): string => `speedlift/tagesfahrt/${day}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The deals of a `YYYY-MM-DD` day's Tagesfahrt from that day's seed. */
/**
 * The first Berlin day whose Tagesfahrt rides against today's normal (6 worlds, issue 22); the days
 * before keep the normal of 20 worlds (`normal-20`) they began with — for a whole day everyone rides
 * against the same computers.
 */
export const NORMAL_6_SINCE = '2026-12-06';

export function dailyDeals(day: string, seed: string): Result<DailyDeals, RuleError<'ERR_BAD_CONFIG'>> {
  if (!DATE.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00Z`)))
    return err(ruleError('ERR_BAD_CONFIG', `bad date ${day}`));
  const config = TAGESFAHRT_CONFIG;
  let rng = seedRng(seedKey(seed));
  const deals: DailyDeal[] = [];
  for (let round = 0; round < config.players; round++) {
    const d = dealRound(config, rng);
    rng = d.rng;
    deals.push({
      round,
      dealer: dealerOf(round, config.players),
      opener: openerOf(round, config.players),
      hands: d.deal.hands,
      lager: d.deal.lager,
    });
  }
  return ok({ date: day, seed, config, deals });
}
