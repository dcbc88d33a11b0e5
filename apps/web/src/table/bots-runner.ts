/**
 * The computers of a game thinking in a Web Worker, so the page stays responsive while a strong
 * computer thinks; generic over the game's calls (`decide`, `hint`, …: plain functions of one
 * seat's view). `gameBots` is a game's whole page side, given the game's calls; each game keeps
 * only its worker entry (`bots.worker.ts`: `serveBots(<the game's calls>)`) and the literal
 * `new Worker(new URL('./bots.worker.ts', import.meta.url), …)` that starts it (`bots-worker.ts`),
 * in its own folder, as Vite finds a worker by that literal.
 */

/** A game's calls as they run on one thread: plain, synchronous functions. */
export type Calls = { readonly [kind: string]: (...args: never[]) => unknown };

/** The same calls, asked across threads (or after a paint): each answers later. */
export type Runner<C extends Calls> = {
  readonly [K in keyof C]: (...args: Parameters<C[K]>) => Promise<ReturnType<C[K]>>;
};

/** What the page posts to the worker, and what the worker answers. */
export type BotRequest = { readonly id: number; readonly kind: string; readonly args: readonly unknown[] };
export type BotReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The worker's global scope, typed without the WebWorker lib (the app compiles against DOM). */
export interface WorkerScope {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(reply: BotReply): void;
}

/** The worker's side: answers each request with its call's result (or the error's message). */
export function serveBots(calls: Calls, scope: WorkerScope = self): void {
  scope.onmessage = (e) => {
    const r = e.data;
    try {
      const call = calls[r.kind] as ((...args: readonly unknown[]) => unknown) | undefined;
      if (!call) throw new Error(`no call ${r.kind}`);
      scope.postMessage({ id: r.id, ok: true, value: call(...r.args) });
    } catch (err) {
      scope.postMessage({ id: r.id, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  };
}

/** Lets the browser paint ("Computer 2 überlegt …") before the thread is busy thinking. */
const afterPaint = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The calls on the calling thread, each after a paint: in the unit tests, and on the page only
 * as the fallback when a worker cannot run.
 */
export function threadRunner<C extends Calls>(calls: C): Runner<C> {
  const entries = Object.entries(calls).map(([kind, call]) => {
    const run = call as (...args: readonly unknown[]) => unknown;
    return [
      kind,
      async (...args: readonly unknown[]) => {
        await afterPaint();
        return run(...args);
      },
    ];
  });
  return Object.fromEntries(entries) as Runner<C>;
}

/** The part of a Worker the runner uses (a fake one in tests). */
export type BotWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<BotReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

type Waiting = { resolve: (value: unknown) => void; reject: (e: Error) => void };

/**
 * The calls `kinds`, asked of the worker that `start` creates. If the worker cannot be started
 * or fails to load, `onFail` is told and every waiting and later request is rejected, so the
 * caller can fall back (the page's thread) instead of waiting for ever.
 */
export function workerRunner<C extends Calls>(
  start: () => BotWorker,
  kinds: readonly (keyof C & string)[],
  onFail: (reason: string) => void,
): Runner<C> {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let failed: string | null = null;
  let worker: BotWorker | null = null;
  const fail = (reason: string) => {
    if (failed !== null) return;
    failed = reason;
    worker?.terminate();
    for (const w of waiting.values()) w.reject(new Error(reason));
    waiting.clear();
    onFail(reason);
  };
  try {
    worker = start();
    worker.onmessage = (e) => {
      const r = e.data;
      const w = waiting.get(r.id);
      waiting.delete(r.id);
      if (r.ok) w?.resolve(r.value);
      else w?.reject(new Error(r.error));
    };
    worker.onerror = (e) => fail(e.message || 'worker error');
  } catch (e) {
    failed = e instanceof Error ? e.message : String(e);
    queueMicrotask(() => onFail(failed ?? ''));
  }
  const ask = (kind: string, args: readonly unknown[]): Promise<unknown> => {
    if (failed !== null || !worker) return Promise.reject(new Error(failed ?? 'no worker'));
    const id = nextId++;
    const w = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      const request: BotRequest = { id, kind, args };
      w.postMessage(request);
    });
  };
  return Object.fromEntries(
    kinds.map((kind) => [kind, (...args: unknown[]) => ask(kind, args)]),
  ) as unknown as Runner<C>;
}

/** Where the computers think now. */
export type Where = 'worker' | 'page';

/**
 * The worker runner, falling back to the page's thread for good once the worker fails (so a
 * browser without module workers still plays); a request the worker fails while asked is
 * answered on the page, so no decision is lost. The inline runner names every call.
 */
export function fallbackRunner<C extends Calls>(
  worker: (onFail: (reason: string) => void) => Runner<C>,
  inline: Runner<C>,
): Runner<C> & { where(): Where } {
  let where: Where = 'worker';
  const w = worker(() => {
    where = 'page';
  });
  const pick = (kind: keyof C, args: unknown[]): Promise<unknown> => {
    const viaPage = () => (inline[kind] as (...a: unknown[]) => Promise<unknown>)(...args);
    if (where === 'page') return viaPage();
    return (w[kind] as (...a: unknown[]) => Promise<unknown>)(...args).catch(() => {
      where = 'page';
      return viaPage();
    });
  };
  const calls = Object.keys(inline).map((kind) => [kind, (...args: unknown[]) => pick(kind, args)]);
  return { ...(Object.fromEntries(calls) as Runner<C>), where: () => where };
}

/** A game's computers as the page asks them, and where they think now. */
export type PageBots<C extends Calls> = Runner<C> & { where(): Where };

/**
 * A game's one bot runner on the page (practice computers and the Rat, also at server tables),
 * made on first use: the game's `calls` in the worker that `start` starts, on the page's thread
 * for good once that worker cannot start or fails (see `fallbackRunner`).
 */
export function gameBots<C extends Calls>(start: () => BotWorker, calls: C): () => PageBots<C> {
  let made: PageBots<C> | null = null;
  const kinds = Object.keys(calls) as (keyof C & string)[];
  return () => (made ??= fallbackRunner((onFail) => workerRunner<C>(start, kinds, onFail), threadRunner(calls)));
}
