import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether `redis-server` is installed (the tests that start their own skip without it). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** A Redis of this test's own (the shared one on 6379 is not disturbed): no snapshots, no log. */
export async function ownRedis(port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const p = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(p), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(p, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      if (i > 50) throw new Error('redis-server did not start');
      await sleep(100);
    }
  }
  probe.disconnect();
  return {
    url: `redis://127.0.0.1:${p}`,
    port: p,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
