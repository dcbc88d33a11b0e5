/** The page's side of the computers' Web Worker (`bots.worker.ts`); see `table/bots-runner.ts`. */
import { fallbackRunner, workerRunner as botWorker, type Runner, type Where } from '../../table/bots-runner.js';
import { inlineRunner, type BotCalls } from './bots-inline.js';
import type { BotRunner } from './practice.js';

/**
 * A BotRunner whose computers think in a module worker. If the worker cannot be started or
 * fails to load, `onFail` is told and every waiting and later request is rejected.
 */
export const workerRunner = (onFail: (reason: string) => void): Runner<BotCalls> =>
  botWorker<BotCalls>(
    () => new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module', name: 'speedlift-bots' }),
    ['decide', 'hint'],
    onFail,
  );

let shared: (BotRunner & { where(): Where }) | null = null;

/** The page's one bot worker: practice computers and the Rat (also at server tables). */
export const sharedBotRunner = (): BotRunner & { where(): Where } =>
  (shared ??= fallbackRunner(workerRunner, inlineRunner()));
