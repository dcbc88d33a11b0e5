import { Rng } from '@kartenhaus/core';
import { gameEntry } from '../games.js';
import type { BotRequest } from './runner.js';

/** Makes one decision (in a worker thread, or inline in tests): the bot sees only the view. */
export function decide(req: BotRequest): string {
  const entry = gameEntry(req.game);
  if (!entry) throw new Error(`unknown game ${req.game}`);
  const { bots, definition } = entry.module;
  const bot = bots[req.level] ?? bots.normal ?? Object.values(bots)[0];
  if (!bot) throw new Error(`${req.game} has no bots`);
  const move = bot.decide(req.view, Rng.fromSeed(req.rngSeed), { ms: req.budgetMs });
  return definition.makeMove(move);
}
