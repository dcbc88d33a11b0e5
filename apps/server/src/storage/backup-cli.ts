// `npm run backup -- <file>` runs the compiled form of this (apps/server/dist/backup.mjs, made by
// `npm run build`), so it needs no devDependency on a production install.
import { runBackup } from './backup.js';

process.exitCode = await runBackup(process.argv.slice(2), process.env, (line) => console.log(line));
