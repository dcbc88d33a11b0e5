import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStorage } from './db.js';

describe('WAL checkpoints on their own thread (SQLite file)', () => {
  it('the server’s connection never checkpoints; the thread copies the WAL into the file; closing removes the WAL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kh-ckpt-'));
    try {
      const s = await openStorage({ dataDir: dir, sqliteFile: 'k.sqlite' });
      const file = join(dir, 'k.sqlite');
      const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(s.db);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
      const before = statSync(file).size;
      // About 2 MB through the WAL in small commits, as the move log writes (the move writer's
      // connection does not checkpoint either).
      for (let i = 0; i < 200; i++)
        await s.insertMoves(
          Array.from({ length: 10 }, (_, j) => ({
            game_id: 'G',
            n: i * 10 + j,
            seat: 0,
            move: 'x'.repeat(1000),
            at: 0,
            player_id: null,
            seq: null,
          })),
        );
      const deadline = Date.now() + 5_000;
      while (statSync(file).size < before + 1_000_000 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(statSync(file).size).toBeGreaterThan(before + 1_000_000);
      await s.close();
      expect(existsSync(`${file}-wal`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
