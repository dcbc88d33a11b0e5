// `npm run ledger:check`: verifies the Taler ledger's invariants on the server's database
// (SQLite in DATA_DIR, or DATABASE_URL); exits 1 listing the broken postings.
import { runLedgerCheck } from '../apps/server/src/accounts/ledger-check-cli.js';

process.exitCode = await runLedgerCheck(process.env, (line) => console.log(line));
