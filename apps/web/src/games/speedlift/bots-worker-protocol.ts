/** Messages between the table and the bot worker. */
import type { Hint, Move, View } from '@kartenhaus/speedlift';
import type { BotLevel, BotRunner } from './practice.js';
import { inlineRunner } from './bots-inline.js';

export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind: 'decide';
      readonly level: BotLevel;
      readonly view: View;
      readonly seed: string;
    }
  | { readonly id: number; readonly kind: 'hint'; readonly view: View; readonly names: readonly string[] };

export type WorkerAnswer =
  | { readonly id: number; readonly kind: 'decide'; readonly move: Move }
  | { readonly id: number; readonly kind: 'hint'; readonly hint: Hint | null };

/** A runner over a module worker; falls back to thinking inline where workers are missing or fail. */
export function workerRunner(): BotRunner {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  const inline = inlineRunner();
  if (!worker) return inline;
  let nextId = 1;
  const waiting = new Map<number, (a: WorkerAnswer) => void>();
  let broken = false;
  worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
    waiting.get(e.data.id)?.(e.data);
    waiting.delete(e.data.id);
  };
  worker.onerror = () => {
    broken = true;
    for (const [, resolve] of waiting) resolve({ id: -1, kind: 'hint', hint: null });
    waiting.clear();
  };
  type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
  const ask = (req: Body): Promise<WorkerAnswer> =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      worker?.postMessage({ ...req, id });
    });
  return {
    async decide(level, view, seed) {
      if (broken) return inline.decide(level, view, seed);
      const a = await ask({ kind: 'decide', level, view, seed });
      return a.kind === 'decide' ? a.move : inline.decide(level, view, seed);
    },
    async hint(view, names) {
      if (broken) return inline.hint(view, names);
      const a = await ask({ kind: 'hint', view, names });
      return a.kind === 'hint' && a.id !== -1 ? a.hint : inline.hint(view, names);
    },
  };
}
