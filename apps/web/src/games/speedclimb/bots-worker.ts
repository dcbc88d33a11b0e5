/**
 * The page's side of the computers' Web Worker (`bots.worker.ts`); see `table/bots-runner.ts`:
 * requests carry one seat's view; if the worker cannot start or fails, the computers fall back
 * to the page's thread for good (`where()` says which).
 */
import { fallbackRunner, workerRunner as botWorker, type Runner, type Where } from '../../table/bots-runner.js';
import { inlineRunner, type BotCalls } from './bots-inline.js';
import type { BotRunner } from './practice.js';

export const workerRunner = (onFail: (reason: string) => void): Runner<BotCalls> =>
  botWorker<BotCalls>(
    () => new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module', name: 'speedclimb-bots' }),
    ['decide', 'hint'],
    onFail,
  );

let shared: (BotRunner & { where(): Where }) | null = null;

/** The page's one Speedclimb bot worker: practice computers and the Rat (also at server tables). */
export const sharedBotRunner = (): BotRunner & { where(): Where } =>
  (shared ??= fallbackRunner(workerRunner, inlineRunner()));
