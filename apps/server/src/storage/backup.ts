import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { SQLITE_FILE } from './db.js';

/** What one backup copied. */
export interface BackupResult {
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
}

/**
 * An online copy of a SQLite database through SQLite's backup API (better-sqlite3's `backup`),
 * while the server keeps writing to it: every page in one step, so the copy is the database as
 * of one moment (a read transaction; in WAL mode the server's writers go on meanwhile — a copy
 * made in many small steps starts over whenever another connection writes between two of them).
 * Written to `<dest>.partial`, checked with `PRAGMA integrity_check`, then renamed to `dest`, so
 * a file at `dest` is always a whole, sound copy. An existing `dest` is never overwritten.
 */
export async function backupSqlite(source: string, dest: string): Promise<BackupResult> {
  const target = resolve(dest);
  if (existsSync(target)) throw new Error(`${target} exists already (a backup never overwrites)`);
  if (!existsSync(dirname(target))) throw new Error(`the folder ${dirname(target)} does not exist`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  let pages: number;
  try {
    db.pragma('busy_timeout = 5000');
    pages = (await db.backup(partial, { progress: () => 0x7fffffff })).totalPages;
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  } finally {
    db.close();
  }
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy fails PRAGMA integrity_check: ${String(check)}`);
  } catch (e) {
    copy.close();
    rmSync(partial, { force: true });
    throw e;
  }
  copy.close();
  renameSync(partial, target);
  return { file: target, pages, bytes: statSync(target).size };
}

const USAGE = 'usage: npm run backup -- <file>   (an online copy of the SQLite database in DATA_DIR)';

/**
 * `npm run backup -- <file>`: copies the server's SQLite database (`kartenhaus.sqlite` in
 * DATA_DIR) to `<file>` while the server runs (docs/operations.md "Backups"). Returns the exit
 * code: 0 done, 1 failed, 2 wrong use (no file given, or DATABASE_URL set: PostgreSQL is backed
 * up with pg_dump).
 */
export async function runBackup(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    print(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  if (config.databaseUrl) {
    print('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md "Backups")');
    return 2;
  }
  const source = join(config.dataDir, SQLITE_FILE);
  if (!existsSync(source)) {
    print(`no database at ${source} (DATA_DIR=${config.dataDir})`);
    return 1;
  }
  try {
    // npm runs scripts in the project's folder; a relative <file> means the caller's folder (INIT_CWD).
    const r = await backupSqlite(source, resolve(env.INIT_CWD ?? process.cwd(), args[0]!));
    print(`backup of ${source} written to ${r.file}: ${r.pages} pages, ${r.bytes} bytes, integrity ok`);
    return 0;
  } catch (e) {
    print(`backup failed: ${(e as Error).message}`);
    return 1;
  }
}
