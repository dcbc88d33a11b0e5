import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../storage/db.js';
import { freePort } from '../testing/redis-server.js';
import { runLedgerCheck } from './ledger-check-cli.js';
import { addPlayer } from './test-fixtures.js';

const script = new URL('../../../../scripts/ledger-check.ts', import.meta.url).pathname;

/** Runs `npm run ledger:check`'s script in a process of its own: its exit code and output. */
function runCli(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script],
      { env: { ...process.env, ...env } },
      (_e, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
}

async function breakSignup(dir: string): Promise<void> {
  const t = await openStorage({ dataDir: dir });
  await t.db.updateTable('ledger_postings').set({ amount: 5000 }).where('transfer_key', '=', 'signup:anna').execute();
  await t.close();
}

describe('npm run ledger:check', () => {
  it('exits 0 on a sound ledger and 1 listing the broken postings', async () => {
    const dir = mkdtempSync(`${tmpdir()}/kh-ledger-`);
    const s = await openStorage({ dataDir: dir });
    await addPlayer(s.db, 'anna');
    await s.close();
    const out: string[] = [];
    expect(await runLedgerCheck({ DATA_DIR: dir }, (l) => out.push(l))).toBe(0);
    expect(out).toEqual([`ledger ok (sqlite, ${dir})`]);

    await breakSignup(dir);
    out.length = 0;
    expect(await runLedgerCheck({ DATA_DIR: dir }, (l) => out.push(l))).toBe(1);
    expect(out).toContain('  account player:anna: balance 500 but postings sum to 5000');
    expect(out).toContain('  posting signup:anna: signup is not 500 Taler from the house');
    expect(out[0]).toMatch(/^ledger BROKEN \(sqlite, .*\): \d+ problem\(s\)$/);
  });

  // The process itself, as `npm run ledger:check` runs it: it printed "ledger ok" and exited 13
  // (its last await never settled while the SQLite threads were being stopped).
  it(
    'as a process: exits 0 when sound (also on an empty database) and 1 when broken',
    { timeout: 60_000 },
    async () => {
      const empty = mkdtempSync(`${tmpdir()}/kh-ledger-`);
      await (await openStorage({ dataDir: empty })).close(); // a server's database before its first player
      const first = await runCli({ DATA_DIR: empty, DATABASE_URL: '' });
      expect(first.stdout).toBe(`ledger ok (sqlite, ${empty})\n`);
      expect(first.code).toBe(0);

      const dir = mkdtempSync(`${tmpdir()}/kh-ledger-`);
      const s = await openStorage({ dataDir: dir });
      await addPlayer(s.db, 'anna');
      await s.close();
      expect((await runCli({ DATA_DIR: dir, DATABASE_URL: '' })).code).toBe(0);
      await breakSignup(dir);
      const broken = await runCli({ DATA_DIR: dir, DATABASE_URL: '' });
      expect(broken.stdout).toMatch(/^ledger BROKEN \(sqlite, .*\): \d+ problem\(s\)\n/);
      expect(broken.code).toBe(1);
    },
  );

  it(
    'as a process: exits 2 with one line when there is nothing to check, and makes no database',
    { timeout: 60_000 },
    async () => {
      // A mistyped DATA_DIR: it made an empty database there and said "ledger ok".
      const none = join(mkdtempSync(`${tmpdir()}/kh-ledger-`), 'typo');
      const missing = await runCli({ DATA_DIR: none, DATABASE_URL: '' });
      expect([missing.code, missing.stdout]).toEqual([
        2,
        `ledger not checked: no database in DATA_DIR ${none} (no kartenhaus.sqlite there)\n`,
      ]);
      expect(existsSync(none)).toBe(false);
      // A PostgreSQL that does not answer: one line, no stack.
      const port = await freePort();
      const down = await runCli({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` });
      expect([down.code, down.stdout]).toEqual([
        2,
        `ledger not checked: PostgreSQL at DATABASE_URL is not usable: connect ECONNREFUSED 127.0.0.1:${port}\n`,
      ]);
    },
  );
});
