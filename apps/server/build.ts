/**
 * Compiles the game server to plain JavaScript for `npm start`, `npm run build` (the production
 * install, README "Production") and the load bench: one ES module per entry in apps/server/dist,
 * the workspace packages bundled in, every other dependency left to Node. The server then runs
 * without tsx's loader thread (about 38 MB less memory, no compiling at start) and without any
 * devDependency (`build.test.ts` checks every import the bundle leaves to Node). The tests keep
 * running the TypeScript sources through tsx.
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { join } from 'node:path';

const src = new URL('./src', import.meta.url).pathname;
export const serverDist = new URL('./dist', import.meta.url).pathname;

/** Bare imports stay external, except the workspace's own packages (their exports are TypeScript). */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kartenhaus/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The server's entries: `main.mjs` (the site), `worker-entry.mjs` (the bot pool's worker, under
 * the name the pool loads next to the code that starts it; `replay-worker-entry.mjs` likewise for
 * the replay thread), `backup.mjs` (`npm run backup`), `ledger-check.mjs` (`npm run ledger:check`
 * on a production install, where tsx is not), `load-server.mjs` (the `server/load`
 * bench's server) and `floor-server.mjs` (`server/floor`'s).
 */
export const serverEntries: Readonly<Record<string, string>> = {
  main: join(src, 'main.ts'),
  'worker-entry': join(src, 'bots/worker.ts'),
  'replay-worker-entry': join(src, 'accounts/replay-worker.ts'),
  backup: join(src, 'storage/backup-cli.ts'),
  'ledger-check': new URL('../../scripts/ledger-check.ts', import.meta.url).pathname,
  'load-server': join(src, 'bench/load-server.ts'),
  'floor-server': join(src, 'bench/floor-server.ts'),
};

const options: BuildOptions = {
  entryPoints: serverEntries,
  outdir: serverDist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [dependenciesExternal],
  logLevel: 'warning',
};

/** Builds the server's entries into apps/server/dist. Takes about a second. */
export async function buildServer(): Promise<void> {
  await build(options);
}

/** The same build in memory, for its metafile: what each output imports (build.test.ts). */
export async function serverMetafile(): Promise<{ metafile: Metafile; texts: ReadonlyMap<string, string> }> {
  const r = await build({ ...options, write: false, metafile: true, sourcemap: false });
  return { metafile: r.metafile, texts: new Map(r.outputFiles.map((f) => [f.path, f.text])) };
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
