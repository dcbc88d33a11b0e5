/** The computers thinking on the calling thread (the worker's, or the page's as a fallback). */
import { gameModule, hint, type Decision, type Move, type View } from '@kartenhaus/speedclimb';
import { botRng, type BotLevel, type BotRunner } from './practice.js';

export function decideNow(level: BotLevel, view: View, seed: string): Move {
  const bot = gameModule.bots?.[level];
  if (!bot) throw new Error(`no computer ${level}`);
  return bot.decide(view, botRng(seed), { ms: 200 });
}

export const hintNow = (view: View): Decision | null => hint(view);

/** Lets the browser paint ("Computer 2 überlegt …") before the thread is busy thinking. */
const afterPaint = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The computers on the calling thread: inside the Web Worker, in unit tests, and as the page's fallback. */
export const inlineRunner = (): BotRunner => ({
  decide: async (level, view, seed) => {
    await afterPaint();
    return decideNow(level, view, seed);
  },
  hint: async (view) => {
    await afterPaint();
    return hintNow(view);
  },
});
