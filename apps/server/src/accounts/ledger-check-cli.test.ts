import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../storage/db.js';
import { runLedgerCheck } from './ledger-check-cli.js';
import { addPlayer } from './test-fixtures.js';

describe('npm run ledger:check', () => {
  it('exits 0 on a sound ledger and 1 listing the broken postings', async () => {
    const dir = mkdtempSync(`${tmpdir()}/kh-ledger-`);
    const s = await openStorage({ dataDir: dir });
    await addPlayer(s.db, 'anna');
    await s.close();
    const out: string[] = [];
    expect(await runLedgerCheck({ DATA_DIR: dir }, (l) => out.push(l))).toBe(0);
    expect(out).toEqual([`ledger ok (sqlite, ${dir})`]);

    const t = await openStorage({ dataDir: dir });
    await t.db.updateTable('ledger_postings').set({ amount: 5000 }).where('transfer_key', '=', 'signup:anna').execute();
    await t.close();
    out.length = 0;
    expect(await runLedgerCheck({ DATA_DIR: dir }, (l) => out.push(l))).toBe(1);
    expect(out).toContain('  account player:anna: balance 500 but postings sum to 5000');
    expect(out).toContain('  posting signup:anna: signup is not 500 Taler from the house');
    expect(out[0]).toMatch(/^ledger BROKEN \(sqlite, .*\): \d+ problem\(s\)$/);
  });
});
