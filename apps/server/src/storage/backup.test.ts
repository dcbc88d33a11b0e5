import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { ServerMessage } from '@kartenhaus/protocol';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import { runBackup } from './backup.js';
import { openStorage, SQLITE_FILE, type Storage } from './db.js';

const cli = new URL('./backup-cli.ts', import.meta.url).pathname;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'kh-backup-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** `npm run backup -- <file>`'s entry in a process of its own, as an operator runs it next to the server. */
function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { env: { ...process.env, ...env } },
      (_e, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
}

const count = async (s: Storage, table: 'game_moves' | 'games' | 'game_tables') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tablesOf = (db: SQLite.Database) =>
  (db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[]).filter(
    (n) => !n.startsWith('sqlite_'),
  );

describe('npm run backup', () => {
  it('copies the database while the server writes: the copy is sound, has every table and the rows of one moment, and a server starts on it', async () => {
    const dataDir = tempDir();
    // The server's own storage on a file: WAL, the move writer and the checkpointer on their threads.
    const storage = await openStorage({ dataDir, sqliteFile: SQLITE_FILE });
    const s = await startTestServer({ storage });
    const c = await TestClient.connect(s.base);
    // Solo games of the test game, one after the other, until told to stop: moves committed all along.
    let playing = true;
    let games = 0;
    const player = (async () => {
      while (playing) {
        const r: ServerMessage = await c.request({
          t: 'create',
          settings: { game: 'tiny', mode: 'solo', players: 3, clock: null },
        });
        await autoplay(c, (r as { table: string }).table, (m) => tinyGame.makeMove(m as number)).finished;
        games += 1;
      }
    })();
    try {
      await expect.poll(() => games, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      const before = await count(storage, 'game_moves');
      const file = join(tempDir(), 'copy.sqlite');
      const run = await runCli([file], { DATA_DIR: dataDir });
      const after = await count(storage, 'game_moves');
      expect(run.stdout).toMatch(/written to .*copy\.sqlite: \d+ pages, \d+ bytes, integrity ok/);
      expect(run.code).toBe(0);
      // The server went on writing while the backup process ran.
      expect(after).toBeGreaterThan(before);

      const copy = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const live = new SQLite(join(dataDir, SQLITE_FILE), { readonly: true });
        expect(tablesOf(copy)).toEqual(tablesOf(live));
        live.close();
        expect(tablesOf(copy)).toEqual(expect.arrayContaining(['game_moves', 'game_tables', 'games']));
        // The moves of one moment between the two counts, and no move without its game (one snapshot).
        const moves = copy.prepare('select count(*) from game_moves').pluck().get() as number;
        expect(moves).toBeGreaterThanOrEqual(before);
        expect(moves).toBeLessThanOrEqual(after);
        expect(
          copy.prepare('select count(*) from game_moves where game_id not in (select id from games)').pluck().get(),
        ).toBe(0);
      } finally {
        copy.close();
      }
      expect(existsSync(`${file}.partial`)).toBe(false);

      // Restore: the copy as kartenhaus.sqlite of a new DATA_DIR; a server starts on it and is ready.
      const restoredDir = tempDir();
      copyFileSync(file, join(restoredDir, SQLITE_FILE));
      const restored = await openStorage({ dataDir: restoredDir, sqliteFile: SQLITE_FILE });
      const r = await startTestServer({ storage: restored });
      try {
        expect((await fetch(`${r.base}/readyz`)).status).toBe(200);
        expect(await count(restored, 'game_moves')).toBeGreaterThanOrEqual(before);
      } finally {
        await r.stop();
        await restored.close();
      }
    } finally {
      playing = false;
      await player;
      c.close();
      await s.stop();
      await storage.close();
    }
  });

  it('never overwrites a file, says what is wrong, and sends PostgreSQL to pg_dump', async () => {
    const dataDir = tempDir();
    const out: string[] = [];
    const print = (l: string) => out.push(l);
    expect(await runBackup([], { DATA_DIR: dataDir }, print)).toBe(2);
    expect(out.pop()).toMatch(/^usage: npm run backup -- <file>/);
    expect(await runBackup([join(dataDir, 'x.sqlite')], { DATA_DIR: dataDir }, print)).toBe(1);
    expect(out.pop()).toMatch(/^no database at .*kartenhaus\.sqlite/);
    expect(await runBackup(['x.sqlite'], { DATABASE_URL: 'postgres://u@127.0.0.1:5432/k' }, print)).toBe(2);
    expect(out.pop()).toMatch(/pg_dump/);

    await (await openStorage({ dataDir, sqliteFile: SQLITE_FILE })).close();
    const taken = join(dataDir, 'taken.sqlite');
    writeFileSync(taken, 'keep me');
    expect(await runBackup([taken], { DATA_DIR: dataDir }, print)).toBe(1);
    expect(out.pop()).toMatch(/exists already/);
    expect(await runBackup([join(dataDir, 'no-such-folder', 'b.sqlite')], { DATA_DIR: dataDir }, print)).toBe(1);
    expect(out.pop()).toMatch(/does not exist/);
    // A relative file is taken from where npm was called (INIT_CWD), not the project's folder.
    const fresh = join(dataDir, 'fresh.sqlite');
    expect(await runBackup(['fresh.sqlite'], { DATA_DIR: dataDir, INIT_CWD: dataDir }, print)).toBe(0);
    expect(out.pop()).toMatch(/written to .*fresh\.sqlite: \d+ pages/);
    const copy = new SQLite(fresh, { readonly: true });
    expect(tablesOf(copy)).toContain('game_moves');
    copy.close();
  });
});
