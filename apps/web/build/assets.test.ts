import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, versionServiceWorker } from './assets.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A build folder like Vite's: index.html naming a hashed bundle, the real public/sw.js. */
function dist(bundle: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kh-dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script src="/assets/${bundle}"></script>`);
  writeFileSync(join(dir, 'assets', bundle), 'export const x = 1;\n'.repeat(500));
  writeFileSync(join(dir, 'assets', `${bundle}.map`), '{}'.repeat(1000));
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096));
  cpSync(new URL('../public/sw.js', import.meta.url).pathname, join(dir, 'sw.js'));
  return dir;
}

describe('the build step for production assets', () => {
  it('writes brotli and gzip copies of the text files that decompress to the original', () => {
    const dir = dist('index-abc123.js');
    const sizes = precompress(dir);
    const js = join(dir, 'assets', 'index-abc123.js');
    const original = readFileSync(js);
    expect(brotliDecompressSync(readFileSync(`${js}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${js}.gz`))).toEqual(original);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(original.length / 10);
    // The service worker (over 1 KiB) too; not the tiny index.html, images or source maps.
    expect(existsSync(join(dir, 'sw.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(`${js}.map.br`)).toBe(false);
    expect(sizes.files).toBe(2);
  });

  it("names the service worker's cache after the build: a new bundle, a new cache", () => {
    const one = dist('index-aaaa1111.js');
    const two = dist('index-bbbb2222.js');
    const v1 = versionServiceWorker(one);
    const v2 = versionServiceWorker(two);
    expect(v1).toMatch(/^[0-9a-f]{12}$/);
    expect(v2).not.toBe(v1);
    const sw = readFileSync(join(one, 'sw.js'), 'utf8');
    expect(sw).toContain(`const CACHE = 'kartenhaus-shell-${v1}';`);
    expect(sw).not.toContain('__BUILD__');
    // The same build again gives the same version (a rebuild of unchanged sources keeps the cache).
    expect(versionServiceWorker(dist('index-aaaa1111.js'))).toBe(v1);
    // Its activate step still deletes every cache but its own.
    expect(sw).toMatch(/keys\.filter\(\(k\) => k !== CACHE\)/);
  });

  it('lists every hashed asset for the service worker to cache at install (offline practice on a cold cache)', () => {
    const dir = dist('index-cccc3333.js');
    writeFileSync(join(dir, 'assets', 'bots.worker-dddd4444.js'), 'self.onmessage = () => {};');
    writeFileSync(join(dir, 'assets', 'PracticePage-eeee5555.css'), '.x{}');
    precompress(dir);
    versionServiceWorker(dir);
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const list = /const ASSETS = (\[.*?\]);/.exec(sw)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual([
      '/assets/PracticePage-eeee5555.css',
      '/assets/bots.worker-dddd4444.js',
      '/assets/index-cccc3333.js',
    ]);
    expect(sw).toContain('cache.addAll([...SHELL, ...ASSETS])');
    // The source public/sw.js stays valid JavaScript with an empty list (development).
    const source = readFileSync(new URL('../public/sw.js', import.meta.url).pathname, 'utf8');
    expect(source).toContain('const ASSETS = /* __ASSETS__ */ [];');
  });
});
