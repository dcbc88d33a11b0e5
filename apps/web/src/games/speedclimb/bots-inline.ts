/** The computers thinking on the calling thread (the worker's, or the page's as a fallback). */
import { gameModule, hint, type Decision, type Move, type View } from '@kartenhaus/speedclimb';
import { threadRunner } from '../../table/bots-runner.js';
import { botRng, type BotLevel, type BotRunner } from './practice.js';

export function decideNow(level: BotLevel, view: View, seed: string): Move {
  const bot = gameModule.bots?.[level];
  if (!bot) throw new Error(`no computer ${level}`);
  return bot.decide(view, botRng(seed), { ms: 200 });
}

export const hintNow = (view: View): Decision | null => hint(view);

/** The calls the worker answers. */
export const botCalls = { decide: decideNow, hint: hintNow };
export type BotCalls = typeof botCalls;

/** The computers on the calling thread: in unit tests, and as the page's fallback. */
export const inlineRunner = (): BotRunner => threadRunner(botCalls);
