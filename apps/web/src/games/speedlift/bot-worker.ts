/** Web Worker: the computers and the Rat think here so the table stays responsive. */
import { decideNow, hintNow } from './bots-inline.js';
import type { WorkerRequest, WorkerAnswer } from './bots-worker-protocol.js';

const post = (a: WorkerAnswer): void => (self as unknown as { postMessage(m: unknown): void }).postMessage(a);

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const r = e.data;
  switch (r.kind) {
    case 'decide':
      post({ id: r.id, kind: 'decide', move: decideNow(r.level, r.view, r.seed) });
      return;
    case 'hint':
      post({ id: r.id, kind: 'hint', hint: hintNow(r.view, r.names) });
      return;
  }
};
