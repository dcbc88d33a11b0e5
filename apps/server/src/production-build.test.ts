import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEntries, serverMetafile } from '../build.js';

const root = new URL('../../../', import.meta.url).pathname;
type Manifest = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
};
const manifest = (dir: string) => JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8')) as Manifest;
const rootManifest = manifest('.');
const workspaces = (rootManifest.workspaces ?? []).map(manifest);
const server = manifest('apps/server');

/** A bare specifier's package: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

describe('the built server (npm run build → apps/server/dist)', () => {
  it('leaves to Node only packages in the dependencies it bundles, none a devDependency (npm ci --omit=dev)', async () => {
    const { metafile, texts } = await serverMetafile();
    // What the bundle imports, and what its code resolves at run time (the SQLite threads'
    // `createRequire(...).resolve('better-sqlite3')`), by output file.
    const left = new Map<string, Set<string>>();
    for (const [file, out] of Object.entries(metafile.outputs)) {
      if (!file.endsWith('.mjs')) continue;
      const names = new Set(out.imports.filter((i) => i.external && !builtin(i.path)).map((i) => packageOf(i.path)));
      for (const m of texts
        .get(resolve(file))
        ?.matchAll(/(?:\brequire|\brequire\.resolve|\bcreateRequire\([^)]*\)\.resolve)\("([^"./][^"]*)"\)/g) ?? [])
        if (!builtin(m[1]!)) names.add(packageOf(m[1]!));
      left.set(basename(file), names);
    }
    expect([...left.keys()].sort()).toEqual(
      Object.keys(serverEntries)
        .map((e) => `${e}.mjs`)
        .sort(),
    );
    // The site's own entries need what apps/server lists (it bundles the @kartenhaus packages, whose
    // dependencies it lists too); a production install has exactly the workspaces' dependencies.
    const production = new Set(Object.keys(server.dependencies ?? {}));
    const dev = new Set([rootManifest, ...workspaces].flatMap((m) => Object.keys(m.devDependencies ?? {})));
    for (const entry of ['main.mjs', 'worker-entry.mjs', 'replay-worker-entry.mjs', 'backup.mjs', 'ledger-check.mjs']) {
      const names = [...left.get(entry)!];
      expect(
        names.filter((n) => !production.has(n)),
        `${entry}: not in apps/server's dependencies`,
      ).toEqual([]);
      expect(
        names.filter((n) => dev.has(n)),
        `${entry}: devDependencies`,
      ).toEqual([]);
      expect(
        names.filter((n) => n.startsWith('@kartenhaus/')),
        `${entry}: workspace packages not bundled`,
      ).toEqual([]);
    }
    // The checks see the imports at all: the site leaves fastify and better-sqlite3 to Node.
    expect([...left.get('main.mjs')!]).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
  });

  it('is what npm run build and npm run start:prod use', () => {
    expect(server.scripts?.build).toMatch(/\bbuild\.ts\b/);
    // `exec`: npm runs a script through `sh -c`; without it a SIGTERM to npm (docker stop, a
    // process manager) ends npm and the shell and leaves the server running, never drained.
    expect(rootManifest.scripts?.['start:prod']).toBe('exec node apps/server/dist/main.mjs');
    expect(rootManifest.scripts?.start).toMatch(/&& exec node apps\/server\/dist\/main\.mjs$/);
    expect(rootManifest.scripts?.backup).toBe('node apps/server/dist/backup.mjs');
  });
});
