import { decide } from './decide.js';
import type { BotRequest } from './runner.js';

/** The piscina task: one decision. */
export default function run(req: BotRequest): string {
  return decide(req);
}
