import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing (source maps are left out: browsers fetch them only with dev tools open). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every compressible
 * file of the build, once at build time; the server sends them as they are (@fastify/static's
 * `preCompressed`), so no request pays for compressing. Returns the bytes before and after.
 */
export function precompress(dir: string): { files: number; raw: number; br: number; gz: number } {
  const out = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    out.files += 1;
    out.raw += data.length;
    out.br += br.length;
    out.gz += gz.length;
  }
  return out;
}

/**
 * The build's version: a hash of `index.html`, which names every hashed bundle, so it changes
 * exactly when the app does.
 */
export function buildVersion(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(dir, 'index.html')))
    .digest('hex')
    .slice(0, 12);
}

/**
 * Puts the build's version into the service worker's cache name (`__BUILD__` in public/sw.js):
 * a new build installs a worker with a new cache, and its `activate` deletes every older cache,
 * so old bundles do not pile up in the browser.
 */
export function versionServiceWorker(dir: string): string {
  const version = buildVersion(dir);
  const path = join(dir, 'sw.js');
  const text = readFileSync(path, 'utf8');
  if (!text.includes('__BUILD__')) throw new Error('sw.js has no __BUILD__ to version its cache with');
  if (!text.includes(ASSET_LIST)) throw new Error(`sw.js has no ${ASSET_LIST} to list the assets in`);
  writeFileSync(path, text.replaceAll('__BUILD__', version).replace(ASSET_LIST, JSON.stringify(precachedAssets(dir))));
  return version;
}

/** Where public/sw.js takes the asset list (an empty list until the build fills it in). */
const ASSET_LIST = '/* __ASSETS__ */ []';

/**
 * The files the service worker caches at install: every hashed asset (code, styles, the bots'
 * worker, fonts, images) — not their precompressed twins (the server picks those by
 * Accept-Encoding for the same URL) and not the source maps.
 */
export function precachedAssets(dir: string): string[] {
  const assets = join(dir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((f) => !/\.(br|gz|map)$/.test(f))
    .sort()
    .map((f) => `/assets/${f}`);
}
