import { getPriority, setPriority } from 'node:os';
import { gzipSync } from 'node:zlib';
import { workerNice } from '../bots/runner.js';
import { anyGameEntry } from '../games.js';
import { buildReplay, type AnyDefinition, type ReplayJob } from './replay.js';

/** A built replay: its JSON answer gzip-packed (what is cached and sent), or why it does not replay. */
export type BuiltReplay = { readonly gzip: Uint8Array; readonly bytes: number } | { readonly broken: string };

/** Builds and packs a replay with the game's definition; the same on a worker thread and inline. */
export function packReplay(def: AnyDefinition, job: ReplayJob): BuiltReplay {
  const r = buildReplay(def, job);
  if ('broken' in r) return r;
  const body = JSON.stringify(r.replay);
  return { gzip: gzipSync(body), bytes: Buffer.byteLength(body) };
}

/**
 * The replay thread's task (`replay-pool.ts`): the game's definition from the registry, the
 * replay built and packed off the event loop. `null` warms the thread (loads the games).
 */
export default function run(job: ReplayJob | null): BuiltReplay | null {
  lowerPriority();
  if (job === null) return null;
  const def = anyGameEntry(job.game)?.module.definition;
  if (!def) return { broken: `no game ${job.game}` };
  return packReplay(def, job);
}

let lowered = false;

/**
 * The replay thread yields to the event loop as the bot threads do (nice 10 for this thread only,
 * on Linux). Done at the first task, not at import: the event loop imports this module too.
 */
function lowerPriority(): void {
  if (lowered) return;
  lowered = true;
  try {
    setPriority(0, workerNice(getPriority(0)));
  } catch {
    // not permitted here: replays are still built, only without the priority
  }
}
