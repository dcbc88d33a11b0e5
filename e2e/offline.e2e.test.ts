/**
 * Offline practice on a cold cache (issue 19): after one visit of the start page, the service
 * worker holds every asset of the build, so each game's practice opens and deals without a
 * network — never a white page. And a page whose code cannot be loaded says so.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('offline', () => {
  const site = siteAndBrowser();

  it('after one visit of the start page, the practice of every game opens and deals offline', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The install step has stored the build's assets (the practice pages and the bots' worker among them).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const keys = await caches.keys();
          const cache = await caches.open(keys.find((k) => k.startsWith('kartenhaus-shell-'))!);
          return (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/assets/')).length;
        }),
      )
      .toBeGreaterThan(20);
    await context.setOffline(true);
    const games = [
      { path: 'speedlift', start: 'Losfahren', table: '.sl-table' },
      { path: 'speedclimb', start: 'Losklettern', table: '.sc-table' },
      { path: 'gipfelsturm', start: 'Los geht', table: '.gs-table' },
    ];
    for (const g of games) {
      await page.goto(`${site.server.url}/spiel/${g.path}/uebung?seed=offline`);
      await page.getByRole('button', { name: g.start }).click();
      await page.locator(g.table).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('alert').filter({ hasText: 'nicht geladen' }).count()).toBe(0);
    }
    await context.close();
  });

  it('a page whose code fails to load says so and offers to reload, instead of a white page', async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/assets\/Lobby-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Seite konnte nicht geladen werden.' });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Neu laden' }).count()).toBe(1);
    // The rest of the site still works: another page loads.
    await page.getByRole('link', { name: 'Kartenhaus' }).first().click();
    await expect.poll(() => alert.count()).toBe(0);
    await context.close();
  });

  it("when the site's own code cannot be loaded at all, the page says so (not white), off a phone's edges", async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${site.server.url}/spiel/speedlift`);
    expect(await page.locator('#root').innerText()).toMatch(
      /Kartenhaus wird geladen … Bleibt es dabei, lade die Seite bitte neu\./,
    );
    // With the site's styles loaded the body has no margin: the note had run from edge to edge.
    const boxes = await page.locator('.loading-note').evaluateAll((ps) =>
      ps.map((p) => {
        const r = p.getBoundingClientRect();
        return { left: r.left, right: innerWidth - r.right };
      }),
    );
    expect(boxes).toHaveLength(2);
    for (const b of boxes) expect(Math.min(b.left, b.right)).toBeGreaterThanOrEqual(12);
    await context.close();
    // With its code the app replaces the note.
    const ok = await site.browser.newContext({ serviceWorkers: 'block' });
    const page2 = await ok.newPage();
    await page2.goto(`${site.server.url}/spiel/speedlift`);
    await page2.locator('.site-header').waitFor();
    expect(await page2.getByText('Kartenhaus wird geladen').count()).toBe(0);
    await ok.close();
  });
});
