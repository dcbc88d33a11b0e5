import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs in the connection that
 * commits: the commit that takes the WAL past 1,000 pages also copies them into the database file
 * and waits for the disk — under load (the move log's group commits) a stall of the event loop of
 * 10–15 ms several times a second, measured in the load bench's CPU profile. So the server's
 * connection turns it off (`wal_autocheckpoint = 0`) and this thread, with a connection of its
 * own to the same file, runs a PASSIVE checkpoint — one that never waits for or blocks the writer
 * — every `intervalMs`. Closing stops the thread and its connection first, so that the server's
 * connection is the last one and SQLite checkpoints and removes the WAL as it closes.
 */
export interface Checkpointer {
  stop(): Promise<void>;
}

// A CommonJS script (an `eval` worker): no file to find next to a bundle or through tsx.
const script = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (e) {
    parentPort.postMessage({ error: String(e) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export function startCheckpointer(
  path: string,
  opts: { intervalMs?: number; onError?: (message: string) => void } = {},
): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(script, { eval: true, workerData: { path, module, intervalMs: opts.intervalMs ?? 250 } });
  // A failed checkpoint loses nothing (the WAL keeps the pages); it is reported, and tried again.
  worker.on('message', (m: { error: string }) => opts.onError?.(m.error));
  worker.on('error', (e) => opts.onError?.(String(e)));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      // Held until it has gone: an unref'd thread being waited for keeps nothing alive, so a
      // process with nothing else to do (`npm run ledger:check`) ended with 13 (an unsettled await).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
