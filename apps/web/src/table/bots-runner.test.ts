import { describe, expect, it } from 'vitest';
import {
  fallbackRunner,
  gameBots,
  serveBots,
  threadRunner,
  workerRunner,
  type BotReply,
  type BotRequest,
  type BotWorker,
  type WorkerScope,
} from './bots-runner.js';

// A toy game: its computers double a number, or say why they cannot.
const calls = {
  decide: (n: number): number => n * 2,
  hint: (n: number): string | null => (n > 0 ? `plus ${n}` : null),
};
type Toy = typeof calls;

/** A worker on this thread: the real `serveBots` behind a fake Worker, answering when told. */
function fakeWorker() {
  const scope: WorkerScope = { onmessage: null, postMessage: (r) => replies.push(r) };
  const replies: BotReply[] = [];
  const worker: BotWorker & { posted: BotRequest[]; terminated: boolean } = {
    posted: [],
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage(message: BotRequest) {
      this.posted.push(message);
    },
    terminate() {
      this.terminated = true;
    },
  };
  serveBots(calls, scope);
  /** The worker thinks about everything posted so far and answers. */
  const answer = () => {
    for (const r of worker.posted.splice(0)) scope.onmessage?.({ data: r } as MessageEvent<BotRequest>);
    for (const r of replies.splice(0)) worker.onmessage?.({ data: r } as MessageEvent<BotReply>);
  };
  return { worker, answer };
}

describe('the computers think in a Web Worker', () => {
  it('the worker answers each request by its id, and an error as a rejection', async () => {
    const { worker, answer } = fakeWorker();
    const r = workerRunner<Toy>(
      () => worker,
      ['decide', 'hint'],
      () => undefined,
    );
    const a = r.decide(3);
    const b = r.hint(4);
    const c = r.hint(0);
    answer();
    expect(await a).toBe(6);
    expect(await b).toBe('plus 4');
    expect(await c).toBeNull();
  });

  it('a call the worker throws in is rejected with its message', () => {
    const scope: WorkerScope = { onmessage: null, postMessage: () => undefined };
    const replies: BotReply[] = [];
    scope.postMessage = (r) => replies.push(r);
    serveBots(
      {
        decide: () => {
          throw new Error('kaputt');
        },
      },
      scope,
    );
    scope.onmessage?.({ data: { id: 7, kind: 'decide', args: [] } } as unknown as MessageEvent<BotRequest>);
    scope.onmessage?.({ data: { id: 8, kind: 'what', args: [] } } as unknown as MessageEvent<BotRequest>);
    expect(replies).toEqual([
      { id: 7, ok: false, error: 'kaputt' },
      { id: 8, ok: false, error: 'no call what' },
    ]);
  });

  it('asks the worker while it works', async () => {
    const { worker, answer } = fakeWorker();
    const r = fallbackRunner(
      (onFail) => workerRunner<Toy>(() => worker, ['decide', 'hint'], onFail),
      threadRunner(calls),
    );
    const move = r.decide(5);
    expect(worker.posted).toHaveLength(1);
    answer();
    expect(await move).toBe(10);
    expect(r.where()).toBe('worker');
  });

  it('falls back to the page for good when the worker cannot start', async () => {
    let started = 0;
    let told = '';
    const r = fallbackRunner(
      (onFail) =>
        workerRunner<Toy>(
          () => {
            started++;
            throw new Error('no module workers');
          },
          ['decide', 'hint'],
          (reason) => {
            told = reason;
            onFail(reason);
          },
        ),
      threadRunner(calls),
    );
    expect(await r.decide(2)).toBe(4);
    expect(await r.hint(1)).toBe('plus 1');
    expect(r.where()).toBe('page');
    expect(told).toBe('no module workers');
    expect(started).toBe(1);
  });

  it('a worker that fails while asked falls back without losing the decision', async () => {
    const { worker } = fakeWorker();
    const r = fallbackRunner(
      (onFail) => workerRunner<Toy>(() => worker, ['decide', 'hint'], onFail),
      threadRunner(calls),
    );
    const move = r.decide(21);
    expect(worker.posted).toHaveLength(1);
    worker.onerror?.({ message: 'worker failed to load' } as ErrorEvent);
    expect(await move).toBe(42);
    expect(worker.terminated).toBe(true);
    expect(r.where()).toBe('page');
    // Later requests go to the page without asking the worker.
    expect(await r.decide(1)).toBe(2);
    expect(worker.posted).toHaveLength(1);
  });

  it("a game's runner is made once, on first use, and asks the worker the game's calls", async () => {
    const { worker, answer } = fakeWorker();
    let started = 0;
    const bots = gameBots(() => {
      started++;
      return worker;
    }, calls);
    expect(started).toBe(0);
    const r = bots();
    expect(bots()).toBe(r);
    expect(started).toBe(1);
    const move = r.decide(4);
    const hint = r.hint(2);
    expect(worker.posted.map((p) => p.kind)).toEqual(['decide', 'hint']);
    answer();
    expect(await move).toBe(8);
    expect(await hint).toBe('plus 2');
    expect(r.where()).toBe('worker');
  });

  it("a game's runner whose worker cannot start thinks on the page for good", async () => {
    const r = gameBots(() => {
      throw new Error('no module workers');
    }, calls)();
    expect(await r.decide(3)).toBe(6);
    expect(r.where()).toBe('page');
  });
});
