import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { describe, expect, it, onTestFinished } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';

const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
const entry = new URL('../testing/child-server.ts', import.meta.url).pathname;

/** Starts the server in a child process on `dataDir`; resolves with its base URL and the process. */
async function spawnServer(dataDir: string) {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

describe('crash recovery (kill -9)', () => {
  it('continues from the last acknowledged move after the process is killed', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kh-crash-'));
    const first = await spawnServer(dataDir);
    // A failing step must not leave the server process behind.
    onTestFinished(() => void first.child.kill('SIGKILL'));
    const a = await TestClient.connect(first.base);
    const b = await TestClient.connect(first.base);
    const r = await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'online', players: 2, clock: 60, free: 'leer' },
    });
    const table = (r as { table: string }).table;
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
    await a.request({ t: 'start', table });
    const card = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0]!;
    a.send({ t: 'move', table, seq: 1, move: makeMove(card) });
    expect(await a.waitFor((m) => m.t === 'ack' && m.seq === 1)).toMatchObject({ t: 'ack' });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await spawnServer(dataDir);
    try {
      const a2 = await TestClient.connect(second.base, a.cookie);
      const b2 = await TestClient.connect(second.base, b.cookie);
      await a2.request({ t: 'open', table });
      await b2.request({ t: 'open', table });
      const view = a2.tables.get(table)!.view as { played: number[][] };
      expect(view.played[0]).toEqual([card]);
      expect(a2.tables.get(table)!.info.seq).toBe(1);
      // The acknowledged move is not applied twice when the client repeats it after the crash.
      a2.send({ t: 'move', table, seq: 1, move: makeMove(card) });
      expect(await a2.waitFor((m) => (m.t === 'ack' || m.t === 'error') && m.seq === 1)).toMatchObject({ t: 'ack' });
      await Promise.all([autoplay(a2, table, makeMove, undefined, 1).finished, autoplay(b2, table, makeMove).finished]);
      expect(a2.tables.get(table)!.info.result).not.toBeNull();
      expect((a2.tables.get(table)!.view as { played: number[][] }).played.flat()).toHaveLength(4);
      a2.close();
      b2.close();
    } finally {
      second.child.kill('SIGKILL');
    }
  });
});
