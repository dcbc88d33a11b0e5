/** The computers thinking on the calling thread (tests; browsers without module workers). */
import { bots, hint, type Hint, type Move, type View } from '@kartenhaus/speedlift';
import { botRng, type BotLevel, type BotRunner } from './practice.js';

/** Thinking time per decision in the browser (the bots stop at the deadline). */
export const THINK_MS: Readonly<Record<BotLevel, number>> = { leicht: 5, normal: 250, stark: 600 };

export function decideNow(level: BotLevel, view: View, seed: string, ms: number = THINK_MS[level]): Move {
  return bots[level].decide(view, botRng(seed), { ms });
}

export function hintNow(view: View, names: readonly string[], ms = 900): Hint | null {
  const h = hint(view, { names, budget: { ms } });
  return h.ok ? h.value : null;
}

export const inlineRunner = (budgetMs?: number): BotRunner => ({
  decide: (level, view, seed) => Promise.resolve(decideNow(level, view, seed, budgetMs ?? THINK_MS[level])),
  hint: (view, names) => Promise.resolve(hintNow(view, names, budgetMs ?? 900)),
});
