import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const builtIndex = join(webDir, 'dist/index.html');

/** The newest modification time under the web app's sources and the packages it bundles. */
function newestSource(): number {
  const roots = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(webDir, 'public'),
    join(webDir, 'build'),
    join(webDir, 'vite.config.ts'),
    join(root, 'packages'),
  ];
  let newest = 0;
  const walk = (path: string): void => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  roots.forEach(walk);
  return newest;
}

/** Builds apps/web with Vite when dist is missing or older than its sources. */
export function ensureWebBuilt(log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSource()) return;
  log('Building the web app (apps/web) …');
  execFileSync('npm', ['run', 'build', '-w', '@kartenhaus/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuilt();
