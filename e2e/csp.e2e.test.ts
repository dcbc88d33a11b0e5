/**
 * The site under its Content-Security-Policy (http-guards.ts): the start page with its service
 * worker, a Speedlift solo table played over the WebSocket and an offline practice game whose
 * computers think in a Web Worker — no violation reported, and the policy is really enforced.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, seriousViolations, siteAndBrowser, startServer, watchCsp } from './harness.js';

/** Plays `moves` of the player's own turns (first playable card, else Aussteigen) on a Speedlift table. */
async function playSome(page: Page, moves: number): Promise<void> {
  for (let played = 0; played < moves;) {
    const turn = await page.evaluate(() => document.querySelector('.sl-table')?.getAttribute('data-turn'));
    if (turn !== 'me') {
      await page.waitForTimeout(20);
      continue;
    }
    const step = await page.evaluate(() => document.querySelector('.sl-table')?.getAttribute('data-step') ?? null);
    const n = await page.evaluate(() =>
      [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].findIndex((b) =>
        b.hasAttribute('data-playable'),
      ),
    );
    if (n < 0) await page.getByRole('button', { name: /^Aussteigen/ }).click();
    else await page.locator('.sl-hand-cards .sl-card-button').nth(n).click();
    await page.waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, step, {
      timeout: 5000,
    });
    played++;
  }
}

describe.runIf(browserAvailable())('the site under its Content-Security-Policy', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 40, schnell: 40, turbo: 20 }, botBudgetMs: 150 } }),
  );

  it('start page, service worker, a server table and a practice game: no CSP violation', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const first = await page.goto(`${site.server.url}/`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    // The service worker (/sw.js) registers and activates under worker-src 'self'.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active !== null))).toBe(true);
    // axe-core is evaluated, not added as an inline script, so it runs under the policy too.
    expect(await seriousViolations(page)).toEqual([]);

    // A solo table over the WebSocket (connect-src 'self').
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '2', exact: true }).click();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.sl-table').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'verbunden' }).count()).toBe(1);
    await playSome(page, 4);

    // Offline practice: the computers think in a Web Worker.
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=csp&tempo=schnell`);
    await page.getByRole('button', { name: 'Losfahren' }).click();
    await page.locator('.sl-table').waitFor();
    await playSome(page, 3);
    expect(await page.locator('[data-bots]').getAttribute('data-bots')).toBe('worker');

    expect(await violations()).toEqual([]);
    // The watcher sees what the policy refuses: an inline script is reported.
    await page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => undefined);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});
