/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { defineBenchmarks, median, quantile, type BenchFigure } from '@kartenhaus/core';
import { CHROMIUM, launchChromium } from '../../scripts/chromium.js';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, 'dist');

/** Builds the web app as production ships it. */
function build(): void {
  execFileSync('npm', ['run', 'build', '-w', '@kartenhaus/web'], { cwd: join(here, '../..'), stdio: 'ignore' });
}

/** The JavaScript the start page loads before it can render: the entry module and its preloads. */
export function startPageScripts(indexHtml: string): string[] {
  const entry = [...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...entry, ...preloads])].filter(Boolean);
}

/** Adds the chunks the given modules import statically (not `import()`), transitively. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set(files);
  for (const file of seen) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g))
      seen.add(join(file, '..', m[1] ?? ''));
  }
  return [...seen];
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** `web/bundle-size`: the start page's JavaScript, gzipped (budget 150 KB); game screens load later. */
function bundleSize(): BenchFigure {
  build();
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const t0 = performance.now();
  const scripts = withStaticImports(startPageScripts(html).map((src) => join(dist, src)));
  const jsGzip = scripts.reduce((n, p) => n + gz(p), 0);
  const jsRaw = scripts.reduce((n, p) => n + statSync(p).size, 0);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => join(dist, m[1] ?? ''));
  const cssGzip = css.reduce((n, p) => n + gz(p), 0);
  const ms = performance.now() - t0;
  return {
    name: 'web/bundle-size',
    median_ms: ms,
    p95_ms: ms,
    ops_per_s: 1000 / ms,
    start_js_gzip_kb: Math.round((jsGzip / 1024) * 10) / 10,
    start_js_raw_kb: Math.round((jsRaw / 1024) * 10) / 10,
    start_css_gzip_kb: Math.round((cssGzip / 1024) * 10) / 10,
    start_js_files: scripts.length,
    budget_kb: 150,
  };
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Serves dist like the server does: files, the app for other paths, 404 JSON for the API. */
function serveDist(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    if (path.startsWith('/api/') || path.startsWith('/ws')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"ERR_NOT_FOUND"}}');
      return;
    }
    const file = join(dist, path);
    const target =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    res
      .writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' })
      .end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const RUNS = 15;

/** `web/first-render`: navigation start → the app's first render mark, on localhost, fresh browser contexts. */
async function firstRender(): Promise<BenchFigure> {
  if (!existsSync(join(dist, 'index.html'))) build();
  if (!existsSync(CHROMIUM)) throw new Error(`web/first-render needs Chromium at ${CHROMIUM}`);
  const server = await serveDist();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchChromium();
  const renders: number[] = [];
  const paints: number[] = [];
  try {
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('kartenhaus:first-render').length > 0);
      const [render, paint] = await page.evaluate(() => [
        performance.getEntriesByName('kartenhaus:first-render')[0]?.startTime ?? NaN,
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ]);
      await context.close();
      if (i === 0) continue; // warm-up: the browser's own first start
      renders.push(render ?? NaN);
      paints.push(paint ?? NaN);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const m = median(renders);
  return {
    name: 'web/first-render',
    median_ms: m,
    p95_ms: quantile(renders, 0.95),
    ops_per_s: 1000 / m,
    fcp_median_ms: median(paints.filter((p) => Number.isFinite(p))),
    runs: RUNS,
    budget_ms: 1000,
  };
}

/** The web app's figures (docs/web.md). */
export const benchmarks = defineBenchmarks([
  { name: 'web/bundle-size', run: () => Promise.resolve(bundleSize()) },
  { name: 'web/first-render', run: firstRender },
]);
