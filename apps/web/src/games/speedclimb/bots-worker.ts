/**
 * Speedclimb's computers on the page (practice and the Rat, also at server tables): the shared
 * runner (`table/bots-runner.ts`) with the game's calls; only the worker's URL is the game's own.
 */
import { gameBots } from '../../table/bots-runner.js';
import { botCalls } from './bots-inline.js';

export const sharedBotRunner = gameBots(
  () => new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module', name: 'speedclimb-bots' }),
  botCalls,
);
