import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildSite, type SiteOptions } from '@kartenhaus/server/site';
import { loadConfig } from '@kartenhaus/server/config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureWebBuilt } from '../scripts/build-web.js';
import { CHROMIUM, launchChromium } from '../scripts/chromium.js';

/**
 * Whether browser tests can run here. Without Chromium they are skipped with a visible note —
 * except in CI (`CI=true`), where a missing browser must fail, never skip silently.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true but no browser at ${CHROMIUM}: install Debian's chromium`);
  process.stderr.write(`\n[e2e] skipped: no browser at ${CHROMIUM} (apt install chromium)\n`);
  return false;
}

/**
 * Builds the web app if needed and starts the whole site (accounts + tables, as `npm start`
 * serves it) on a free port, with a fresh SQLite database in a temporary DATA_DIR. With
 * `opts.testGames` the server offers the test games and serves the web app's test build
 * (apps/web/dist-test, whose registry has them too).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, opts: SiteOptions = {}): Promise<StartedSite> {
  const webDist = ensureWebBuilt(undefined, { testGames: opts.testGames === true });
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kh-e2e-'));
  const { app } = await buildSite(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: webDist, ...env }),
    opts,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site started by `startServer`: its address and how to stop it. */
export interface StartedSite {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The whole site and Chromium for one describe block: both started before its tests (`start`
 * chooses the site's settings) and closed after them.
 */
export function siteAndBrowser(start: () => Promise<StartedSite> = () => startServer()): {
  readonly browser: Browser;
  readonly server: StartedSite;
} {
  let browser: Browser | undefined;
  let server: StartedSite | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchChromium();
    // These tests' visitors speak German: the site takes a first visit's language from the
    // browser (settings.ts browserLanguage), and Playwright's contexts say en-US unless told.
    const plain = browser.newContext.bind(browser);
    browser.newContext = (options) => plain({ locale: 'de-DE', ...options });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the site and browser start in beforeAll');
    return x;
  };
  return {
    get browser() {
      return started(browser);
    },
    get server() {
      return started(server);
    },
  };
}

/**
 * A page in a new context of `browser` whose visitor speaks `lang`: the browser's locale and the
 * site's stored language setting. Close it with `page.context().close()`.
 */
export async function pageInLanguage(
  browser: Browser,
  lang: 'de' | 'en',
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: lang === 'de' ? 'de-DE' : 'en-US' });
  await context.addInitScript(
    (l) => localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ language: l })),
    lang,
  );
  return context.newPage();
}

/** Presses Tab until the focused control (or its label) contains `text`; fails after 40 presses. */
export async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const ok = await page.evaluate((t) => {
      const el = document.activeElement;
      // Not the body: a Tab pressed before the page had rendered leaves the focus there, and the
      // body's text holds every word of the page once it has (CI pressed Enter on the body).
      return !!el && el !== document.body && (el.closest('label')?.textContent ?? el.textContent ?? '').includes(t);
    }, text);
    if (ok) return;
  }
  throw new Error(`no ${text}`);
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now, as "rule: targets". */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

/**
 * Collects what the page's Content-Security-Policy refuses: `securitypolicyviolation` events
 * (directive and blocked address) and the console's "Refused to …" lines. Call before `goto`.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Refused to|Content Security Policy/.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

/**
 * Registers the page's guest as `name` through the site's API (the form itself is tested in
 * web-account): the answer's status. The page must be on the site.
 */
export function registerIn(page: Page, name: string, password = 'sehr-geheim-42'): Promise<number> {
  return page.evaluate(
    async ([n, pw]) => {
      await fetch('/api/me'); // the guest session the account is made from
      const r = await fetch('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: n, password: pw }),
      });
      return r.status;
    },
    [name, password] as const,
  );
}
