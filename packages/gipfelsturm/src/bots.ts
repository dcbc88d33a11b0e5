import type { Bot } from '@kartenhaus/core';
import type { Level } from './config.js';
import { partnerMove, PARTNER_PACE } from './pace.js';
import { careful } from './strategy/careful.js';
import { moveOf } from './strategy/moves.js';
import { sightFromView } from './strategy/sight.js';
import { changesTable } from './table.js';
import type { GipfelMove, GipfelView } from './types.js';

/** A bot's precondition: it is asked only while its seat has a legal move (the seat is in `toAct`). */
export type GipfelBot = Bot<GipfelView, GipfelMove>;

/** Random legal play among the moves that change the table (no clicks, no chatter). */
export const randomBot: GipfelBot = { name: 'random', decide: (v, rng) => rng.pick(v.legalMoves.filter(changesTable)) };

/** The text's tips as a simple, careful strategy (strategy/careful.ts). */
export const carefulBot: GipfelBot = {
  name: 'careful',
  decide: (v) => {
    const sight = sightFromView(v);
    return moveOf(careful(sight), sight);
  },
};

/** The computer partner at its best, with no delay (simulations; the server adds `partnerStep`'s pace). */
export const partnerBot: GipfelBot = { name: 'partner', decide: partnerMove };

/** The partner per level: the same decisions, with the level's pace for the server (PARTNER_PACE). */
export const partnerAt = (level: Level): GipfelBot & { readonly pace: (typeof PARTNER_PACE)[Level] } => ({
  name: `partner-${level}`,
  decide: partnerMove,
  pace: PARTNER_PACE[level],
});

export const bots: Readonly<Record<string, GipfelBot>> = {
  random: randomBot,
  careful: carefulBot,
  partner: partnerBot,
  'partner-normal': partnerAt('normal'),
  'partner-schwer': partnerAt('schwer'),
  'partner-experte': partnerAt('experte'),
};
