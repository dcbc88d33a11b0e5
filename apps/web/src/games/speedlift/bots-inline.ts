/** The computers thinking on the calling thread (the worker's, or the page's as a fallback). */
import { bots, hint, type Hint, type Move, type View } from '@kartenhaus/speedlift';
import { threadRunner } from '../../table/bots-runner.js';
import { botRng, type BotLevel, type BotRunner } from './practice.js';

/** Thinking time per decision in the browser (the bots stop at the deadline). */
export const THINK_MS: Readonly<Record<BotLevel, number>> = { leicht: 5, normal: 200, stark: 400 };

export function decideNow(level: BotLevel, view: View, seed: string, ms: number = THINK_MS[level]): Move {
  return bots[level].decide(view, botRng(seed), { ms });
}

export function hintNow(view: View, names: readonly string[], ms = 900): Hint | null {
  const h = hint(view, { names, budget: { ms } });
  return h.ok ? h.value : null;
}

/** The calls the worker answers, with a bounded thinking time (the level's, or `budgetMs`). */
export const botCalls = (budgetMs?: number) => ({
  decide: (level: BotLevel, view: View, seed: string): Move =>
    decideNow(level, view, seed, budgetMs ?? THINK_MS[level]),
  hint: (view: View, names: readonly string[]): Hint | null => hintNow(view, names, budgetMs ?? 900),
});
export type BotCalls = ReturnType<typeof botCalls>;

/**
 * The computers on the calling thread, with a bounded thinking time per decision: in the unit
 * tests, and on the page only as the fallback when a worker cannot run.
 */
export const inlineRunner = (budgetMs?: number): BotRunner => threadRunner(botCalls(budgetMs));
