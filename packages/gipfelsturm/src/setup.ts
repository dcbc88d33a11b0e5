import { err, ok, ruleError, seedRng, type Result, type RuleError } from '@kartenhaus/core';
import { isCard } from './cards.js';
import { parseConfig, rulesFor } from './config.js';
import { COVERED_BY, PEAK_CARDS } from './layout.js';
import { endDeal } from './play.js';
import { judge } from './table.js';
import type { GipfelSetup, GipfelState } from './types.js';

type SetupError = RuleError<'ERR_BAD_SETUP' | 'ERR_BAD_CONFIG'>;
// Array.isArray narrows a typed array to any[]; this keeps the declared element type.
const isArray = (x: unknown): x is readonly unknown[] => Array.isArray(x);
const bad = (detail: string) => err(ruleError('ERR_BAD_SETUP', detail));

/**
 * Checks the cards of a raw position: 28 peak places, one stock and one non-empty pile per seat,
 * every card 0–51 at most once, and no gone card under a card still lying on it.
 */
export function checkCards(setup: GipfelSetup, seats: number): Result<true, RuleError<'ERR_BAD_SETUP'>> {
  if (!isArray(setup.peaks) || setup.peaks.length !== PEAK_CARDS) return bad('peaks must have 28 places');
  if (!isArray(setup.stocks) || setup.stocks.length !== seats) return bad(`stocks must have ${seats} entries`);
  if (!isArray(setup.piles) || setup.piles.length !== seats) return bad(`piles must have ${seats} entries`);
  if (setup.piles.some((p) => !Array.isArray(p) || p.length === 0)) return bad('every pile holds at least one card');
  if (setup.stocks.some((s) => !Array.isArray(s))) return bad('stocks must be arrays');
  const cards: unknown[] = [
    ...setup.peaks.filter((c) => c !== null),
    ...setup.stocks.flat(),
    ...setup.piles.flat(),
    ...(setup.aside ?? []),
  ];
  if (!cards.every(isCard)) return bad('cards are integers 0–51');
  if (new Set(cards).size !== cards.length) return bad('a card appears twice');
  for (let p = 0; p < PEAK_CARDS; p++)
    if (setup.peaks[p] === null && (COVERED_BY[p] ?? []).some((c) => setup.peaks[c] !== null))
      return bad(`position ${p} is gone but still covered`);
  return ok(true);
}

/** Validates a raw position into a table (see GipfelSetup). */
export function fromSetup(setup: GipfelSetup): Result<GipfelState, SetupError> {
  if (typeof setup !== 'object' || setup === null) return bad('setup must be an object');
  const config = parseConfig(setup.config);
  if (!config.ok) return config;
  const cards = checkCards(setup, config.value.players);
  if (!cards.ok) return cards;
  if (setup.wrap !== undefined && typeof setup.wrap !== 'boolean') return bad('wrap must be true or false');
  const finished = setup.finished ?? [];
  if (!Array.isArray(finished) || finished.length >= config.value.games) return bad('the series is already over');
  const startedAt = setup.startedAt ?? null;
  const now = setup.now ?? startedAt;
  if ((startedAt !== null && !Number.isFinite(startedAt)) || (now !== null && !Number.isFinite(now)))
    return bad('times must be finite numbers');
  const rules = { ...rulesFor(config.value), wrap: setup.wrap ?? true };
  const state: GipfelState = {
    config: config.value,
    rules,
    peaks: setup.peaks.slice(),
    stocks: setup.stocks.map((s) => s.slice()),
    piles: setup.piles.map((p) => p.slice()),
    aside: (setup.aside ?? []).slice(),
    clock: { startedAt, now, lastMoveAt: null },
    calls: setup.stocks.map(() => null),
    finished: finished.slice(),
    rng: seedRng(setup.seed ?? 'setup'),
  };
  // A position that is already won or dead is decided at once ("sobald …").
  const outcome = judge(state);
  return ok(outcome ? endDeal(state, outcome, [], now).state : state);
}

/** The raw position of a table (inverse of fromSetup up to the generator state). */
export function toSetup(state: GipfelState): GipfelSetup {
  return {
    config: state.config,
    peaks: state.peaks.slice(),
    stocks: state.stocks.map((s) => s.slice()),
    piles: state.piles.map((p) => p.slice()),
    aside: state.aside.slice(),
    wrap: state.rules.wrap,
    startedAt: state.clock.startedAt,
    now: state.clock.now,
    finished: state.finished.slice(),
  };
}
