import { Rng } from '@kartenhaus/core';
import { anyGameEntry } from '../games.js';
import type { BotDecision, BotRequest } from './runner.js';

/** Makes one decision (in a worker thread, or inline in tests): the bot sees only the view. */
export function decide(req: BotRequest): BotDecision {
  const entry = anyGameEntry(req.game);
  if (!entry) throw new Error(`unknown game ${req.game}`);
  const rng = Rng.fromSeed(req.rngSeed);
  if (entry.pace) return entry.pace(req.view, req.level, rng);
  const { bots, definition } = entry.module;
  const bot = bots[req.level] ?? bots.normal ?? Object.values(bots)[0];
  if (!bot) throw new Error(`${req.game} has no bots`);
  const move = bot.decide(req.view, rng, { ms: req.budgetMs });
  return { move: definition.makeMove(move), delayMs: 0 };
}
