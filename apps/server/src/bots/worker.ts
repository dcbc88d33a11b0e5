import { getPriority, setPriority } from 'node:os';
import { decide } from './decide.js';
import { workerNice, type BotDecision, type BotRequest } from './runner.js';

/**
 * The computer's thinking yields to the event loop: when the cores are busy, the thread that
 * answers humans' moves must win. On Linux a nice value belongs to one thread, so this lowers
 * only this worker thread (elsewhere it may lower the process, or do nothing; never fatal).
 */
try {
  setPriority(0, workerNice(getPriority(0)));
} catch {
  // not permitted here: the pool still works, only without the priority
}

/**
 * The piscina task: one decision (`null` for the warm-up task, which only loads the games), with
 * the time it took in this thread (`thinkMs`; the pool tells queue wait from thinking by it).
 */
export default function run(req: BotRequest | null): (BotDecision & { thinkMs: number }) | null {
  if (req === null) return null;
  const began = performance.now();
  const d = decide(req);
  return { ...d, thinkMs: performance.now() - began };
}
