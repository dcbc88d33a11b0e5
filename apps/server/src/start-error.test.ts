import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { reasonOf } from './start-error.js';
import { freePort } from './testing/redis-server.js';

const main = new URL('./main.ts', import.meta.url).pathname;

/** Starts the server with `env` and waits for it to end: its exit code and what it wrote to stderr. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

describe('a server that cannot start says why in one line (docs/operations.md)', () => {
  it('PostgreSQL not there, or without the database: exit 1, one line, no stack', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-start-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort(); // nothing listens there
    const refused = await start({ DATA_DIR: dir, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` });
    expect(refused).toEqual({
      code: 1,
      stderr: `PostgreSQL at DATABASE_URL is not usable: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const url = new URL(base);
      url.pathname = '/kh_no_such_database';
      const missing = await start({ DATA_DIR: dir, DATABASE_URL: url.toString() });
      expect(missing).toEqual({
        code: 1,
        stderr: 'PostgreSQL at DATABASE_URL is not usable: database "kh_no_such_database" does not exist\n',
      });
    }
  });

  it('a DATA_DIR that cannot hold the database: exit 1, one line, no stack', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-start-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const r = await start({ DATA_DIR: join(file, 'data') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^DATA_DIR \S+ cannot be used for the database: ENOTDIR: not a directory[^\n]*\n$/);
  });

  it(
    'PORT or METRICS_PORT taken by another server: exit 1, one line naming the variable, no stack',
    { timeout: 60_000 },
    async () => {
      // QA: a second server on a taken port had printed node's `listen EADDRINUSE` stack.
      const dir = mkdtempSync(join(tmpdir(), 'kh-start-'));
      const other = createServer();
      await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
      onTestFinished(() => {
        other.close();
        rmSync(dir, { recursive: true, force: true });
      });
      const taken = (other.address() as { port: number }).port;
      expect(await start({ DATA_DIR: dir, PORT: String(taken) })).toEqual({
        code: 1,
        stderr: `PORT ${taken} on 127.0.0.1 cannot be used: listen EADDRINUSE: address already in use 127.0.0.1:${taken}\n`,
      });
      expect(await start({ DATA_DIR: dir, METRICS_PORT: String(taken) })).toEqual({
        code: 1,
        stderr: `METRICS_PORT ${taken} on 127.0.0.1 cannot be used: listen EADDRINUSE: address already in use 127.0.0.1:${taken}\n`,
      });
    },
  );
});

describe('reasonOf', () => {
  it('speaks for an AggregateError without a message of its own by its first error', () => {
    const both = new AggregateError(
      [new Error('connect ECONNREFUSED ::1:5499'), new Error('connect ECONNREFUSED 127.0.0.1:5499')],
      '',
    );
    expect(reasonOf(both)).toBe('connect ECONNREFUSED ::1:5499');
    expect(reasonOf(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(reasonOf('plain')).toBe('plain');
  });
});
