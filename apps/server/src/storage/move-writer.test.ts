import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openStorage } from './db.js';
import { startMoveWriter } from './move-writer.js';
import type { GameMovesRow } from './schema-tables.js';

const row = (n: number, move = String(n)): GameMovesRow => ({
  game_id: 'G',
  n,
  seat: n % 4,
  move,
  at: n * 100,
  player_id: n % 2 ? 'p1' : null,
  seq: n % 2 ? n : null,
  v: n % 2 ? n + 1 : null,
});

describe('the move writer thread (SQLite file)', () => {
  it('commits a batch before it answers, commits nothing of a failing batch, and stops after what it was given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-writer-'));
    const s = await openStorage({ dataDir: dir, sqliteFile: 'k.sqlite' });
    const writer = startMoveWriter(join(dir, 'k.sqlite'));
    const stored = async () =>
      (await s.db.selectFrom('game_moves').selectAll().orderBy('n').execute()).map((r) => ({
        ...r,
        n: Number(r.n),
        seat: Number(r.seat),
        at: Number(r.at),
        seq: r.seq === null ? null : Number(r.seq),
        v: r.v === null || r.v === undefined ? null : Number(r.v),
      }));
    try {
      await writer.insert([row(1), row(2), row(3)]);
      // Seen by the server's own connection as soon as the answer came.
      expect(await stored()).toEqual([row(1), row(2), row(3)]);
      // n 5 is fine, n 2 exists: the whole batch fails, n 5 included.
      await expect(writer.insert([row(5), row(2, 'again')])).rejects.toThrow(/UNIQUE/);
      expect((await stored()).map((r) => r.n)).toEqual([1, 2, 3]);
      // Batches handed over before `stop` are committed before the thread ends.
      const last = writer.insert([row(4)]);
      await writer.stop();
      await last;
      expect(writer.alive).toBe(false);
      expect((await stored()).map((r) => r.n)).toEqual([1, 2, 3, 4]);
      // A thread that is gone answers nothing: a batch fails at once instead of waiting forever.
      await expect(writer.insert([row(9)])).rejects.toThrow(/gone/);
    } finally {
      await writer.stop();
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts before the database has its tables (the server migrates after the thread starts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-writer-'));
    const path = join(dir, 'k.sqlite');
    // An empty database file, as on a fresh DATA_DIR; the thread is started and given time to come up.
    new SQLite(path).close();
    const errors: string[] = [];
    const writer = startMoveWriter(path, { onError: (m) => errors.push(m) });
    await new Promise((r) => setTimeout(r, 500));
    const s = await openStorage({ dataDir: dir, sqliteFile: 'k.sqlite' });
    try {
      await writer.insert([row(1)]);
      expect(errors).toEqual([]);
      expect(writer.alive).toBe(true);
      expect((await s.db.selectFrom('game_moves').select('n').execute()).map((r) => Number(r.n))).toEqual([1]);
    } finally {
      await writer.stop();
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
