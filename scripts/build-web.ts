import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');

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
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist' && name !== 'dist-test') walk(join(path, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  roots.forEach(walk);
  return newest;
}

/**
 * Builds apps/web with Vite when its build is missing or older than its sources: the production
 * build in apps/web/dist, or with `testGames` the test build in apps/web/dist-test (the registry's
 * test games included, `VITE_TEST_GAMES=true`; served by a server built with `testGames`).
 */
export function ensureWebBuilt(
  log: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
  opts: { readonly testGames?: boolean } = {},
): string {
  const out = opts.testGames === true ? 'dist-test' : 'dist';
  const index = join(webDir, out, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource()) return join(webDir, out);
  log(`Building the web app (apps/web/${out}) …`);
  if (opts.testGames === true)
    execFileSync('npx', ['vite', 'build', '--outDir', out], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production', VITE_TEST_GAMES: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  else
    execFileSync('npm', ['run', 'build', '-w', '@kartenhaus/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  return join(webDir, out);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuilt();
