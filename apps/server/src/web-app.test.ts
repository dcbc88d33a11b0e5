import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from './app.js';
import { InlineBotRunner } from './bots/pool.js';
import { buildServer } from './app.js';
import { loadConfig } from './config.js';
import { openStorage } from './storage/db.js';

let dir: string;
let s: Server;
const BUNDLE = 'assets/index-3f9a2c1b.js';
const js = 'console.log("kartenhaus");\n'.repeat(400);
const html = `<!doctype html><title>Kartenhaus</title><script type="module" src="/${BUNDLE}"></script>${'<!-- -->'.repeat(200)}`;

beforeAll(async () => {
  // A built web app as apps/web's build leaves it: each text file with its .br and .gz.
  dir = mkdtempSync(join(tmpdir(), 'kh-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    [BUNDLE, js],
    ['index.html', html],
    ['sw.js', `const CACHE = 'kartenhaus-shell-0123456789ab';${' '.repeat(2000)}`],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const storage = await openStorage({ sqliteFile: ':memory:' });
  s = await buildServer(loadConfig({ WEB_DIST: dir, LOG_LEVEL: 'silent' }), {
    storage,
    bots: new InlineBotRunner(),
    dailySecret: 'x',
  });
  s.app.addHook('onClose', () => storage.close());
});
afterAll(async () => {
  await s.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  s.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the web app on the wire', () => {
  it('sends a hashed bundle as brotli when asked, gzip to those that only take gzip, cached for a year', async () => {
    const br = await get(`/${BUNDLE}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(readFileSync(join(dir, `${BUNDLE}.br`)));
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await get(`/${BUNDLE}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(readFileSync(join(dir, `${BUNDLE}.gz`)));
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(`/${BUNDLE}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('has index.html, the service worker and the other unhashed files revalidated every time (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/icon.svg']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/', 'br')).headers['content-encoding']).toBe('br');
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });

  it("answers the app's own routes with index.html (no-cache, compressed), and not /metrics or a missing bundle", async () => {
    const r = await get('/speedlift/tisch/abc', 'gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-encoding']).toBe('gzip');
    // A bundle of another build is not the app: a 404, never index.html in a script's place.
    const old = await get('/assets/index-00000000.js', 'gzip');
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('<title>');
    const m = await get('/metrics');
    expect(m.statusCode).toBe(404);
    expect(m.body).not.toContain('<title>');
  });
});
