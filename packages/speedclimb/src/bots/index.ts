/** The computer opponents as `Bot`s (labels `leicht`, `normal`, `stark`). */
import type { Bot } from '@kartenhaus/core';
import type { Move } from '../state.js';
import type { View } from '../view.js';
import { decide, type Level } from './decide.js';

const bot = (level: Level): Bot<View, Move> => ({ name: level, decide: (v, rng) => decide(level, v, rng).move });

export const bots = { leicht: bot('leicht'), normal: bot('normal'), stark: bot('stark') } as const;
