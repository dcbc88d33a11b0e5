import { decide } from './decide.js';
import type { BotDecision, BotRequest } from './runner.js';

/** The piscina task: one decision (`null` for the warm-up task, which only loads the games). */
export default function run(req: BotRequest | null): BotDecision | null {
  return req === null ? null : decide(req);
}
