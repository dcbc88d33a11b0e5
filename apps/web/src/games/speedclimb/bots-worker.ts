/**
 * The page's side of the computers' Web Worker (`bots.worker.ts`), after Speedlift's: requests
 * carry one seat's view; if the worker cannot start or fails, the computers fall back to the
 * page's thread for good (`where()` says which).
 */
import type { Decision, Move, View } from '@kartenhaus/speedclimb';
import { inlineRunner } from './bots-inline.js';
import type { BotLevel, BotRunner } from './practice.js';

export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind: 'decide';
      readonly level: BotLevel;
      readonly view: View;
      readonly seed: string;
    }
  | { readonly id: number; readonly kind: 'hint'; readonly view: View };

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly move?: Move; readonly hint?: Decision | null }
  | { readonly id: number; readonly ok: false; readonly error: string };

type Waiting = { resolve: (r: WorkerReply) => void; reject: (e: Error) => void };
type Ask = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export function workerRunner(onFail: (reason: string) => void): BotRunner {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let failed: string | null = null;
  let worker: Worker | null = null;
  const fail = (reason: string) => {
    if (failed !== null) return;
    failed = reason;
    worker?.terminate();
    for (const w of waiting.values()) w.reject(new Error(reason));
    waiting.clear();
    onFail(reason);
  };
  try {
    worker = new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module', name: 'speedclimb-bots' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const w = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      w?.resolve(e.data);
    };
    worker.onerror = (e) => fail(e.message || 'worker error');
  } catch (e) {
    failed = e instanceof Error ? e.message : String(e);
    queueMicrotask(() => onFail(failed ?? ''));
  }
  const ask = (req: Ask): Promise<WorkerReply> => {
    if (failed !== null || !worker) return Promise.reject(new Error(failed ?? 'no worker'));
    const id = nextId++;
    const w = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ ...req, id });
    });
  };
  return {
    decide: async (level, view, seed) => {
      const r = await ask({ kind: 'decide', level, view, seed });
      if (!r.ok || !r.move) throw new Error(r.ok ? 'no move' : r.error);
      return r.move;
    },
    hint: async (view) => {
      const r = await ask({ kind: 'hint', view });
      if (!r.ok) throw new Error(r.error);
      return r.hint ?? null;
    },
  };
}

/** The worker runner, falling back to the page's thread for good once the worker fails. */
export function practiceRunner(
  worker: (onFail: (reason: string) => void) => BotRunner,
  inline: BotRunner,
): BotRunner & { where(): 'worker' | 'page' } {
  let where: 'worker' | 'page' = 'worker';
  const w = worker(() => {
    where = 'page';
  });
  const pick = <T>(viaWorker: () => Promise<T>, viaPage: () => Promise<T>): Promise<T> =>
    where === 'page'
      ? viaPage()
      : viaWorker().catch(() => {
          where = 'page';
          return viaPage();
        });
  return {
    where: () => where,
    decide: (level, view, seed) =>
      pick(
        () => w.decide(level, view, seed),
        () => inline.decide(level, view, seed),
      ),
    hint: (view) =>
      pick(
        () => w.hint(view),
        () => inline.hint(view),
      ),
  };
}

let shared: (BotRunner & { where(): 'worker' | 'page' }) | null = null;

/** The page's one Speedclimb bot worker: practice computers and the Rat (also at server tables). */
export const sharedBotRunner = (): BotRunner & { where(): 'worker' | 'page' } =>
  (shared ??= practiceRunner(workerRunner, inlineRunner()));
