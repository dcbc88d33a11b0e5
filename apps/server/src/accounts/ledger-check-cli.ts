import { ConfigError, loadConfig } from '../config.js';
import { StartError } from '../start-error.js';
import { openStorage, type Storage } from '../storage/db.js';
import { checkLedger } from './check.js';

/**
 * `npm run ledger:check`: verifies every ledger invariant on the server's database (the SQLite
 * file in DATA_DIR, or DATABASE_URL) and returns the exit code: 0 when sound, 1 with the broken
 * postings and accounts listed, 2 when there is nothing to check — a bad setting, a database that
 * does not answer, or a DATA_DIR without one (a mistyped DATA_DIR made an empty database there and
 * said "ledger ok").
 */
export async function runLedgerCheck(env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  let storage: Storage;
  try {
    config = loadConfig(env);
    storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, existing: true });
  } catch (e) {
    if (!(e instanceof StartError || e instanceof ConfigError)) throw e;
    print(`ledger not checked: ${e.message}`);
    return 2;
  }
  try {
    const problems = await checkLedger(storage.db);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    if (problems.length === 0) {
      print(`ledger ok (${storage.dialect}, ${where})`);
      return 0;
    }
    print(`ledger BROKEN (${storage.dialect}, ${where}): ${problems.length} problem(s)`);
    for (const p of problems) {
      const subject = p.key ? `posting ${p.key}` : p.account ? `account ${p.account}` : 'ledger';
      print(`  ${subject}: ${p.problem}`);
    }
    return 1;
  } finally {
    await storage.close();
  }
}
