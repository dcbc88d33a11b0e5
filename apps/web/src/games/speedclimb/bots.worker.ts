/**
 * The computers of offline practice in a Web Worker, so the page stays responsive while they
 * think. Each request carries only one seat's view.
 */
import { decideNow, hintNow } from './bots-inline.js';
import type { WorkerReply, WorkerRequest } from './bots-worker.js';

// The worker's global scope, typed without the WebWorker lib (the app compiles against DOM).
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = (e) => {
  const r = e.data;
  try {
    if (r.kind === 'decide') scope.postMessage({ id: r.id, ok: true, move: decideNow(r.level, r.view, r.seed) });
    else scope.postMessage({ id: r.id, ok: true, hint: hintNow(r.view) });
  } catch (err) {
    scope.postMessage({ id: r.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
