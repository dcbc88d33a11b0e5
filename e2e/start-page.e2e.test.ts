import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('start page in Chromium', () => {
  const site = siteAndBrowser();

  it('shows the three games by name, each with its sentence', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url);
    await expect.poll(() => page.title()).toBe('Kartenhaus');
    // The page renders after the script loads: wait for the game headings.
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(expect.arrayContaining(['Speedclimb', 'Gipfelsturm', 'Speedlift']));
    expect(await page.getByText('Lager für Lager zum Gipfel').count()).toBe(1);
    await page.close();
  });

  it('speaks English to a browser that asks for it first, until the visitor chooses German', async () => {
    const context = await site.browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(site.server.url);
    await expect.poll(() => page.getByText('camp by camp to the summit').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByText('Lager für Lager zum Gipfel').count()).toBe(0);
    // The visitor's own choice outlasts the browser's wish.
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await page.reload();
    await expect.poll(() => page.getByText('Lager für Lager zum Gipfel').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('leads a player back to the own table still running: none before, the Speedlift game after; the Profil too', async () => {
    // QA 5 Dec 2026: back on the start page a player learnt nothing of the game still running for them.
    const context = await site.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    // Before the table: the start page has none to offer.
    await page.goto(site.server.url);
    await page.getByRole('heading', { name: 'Speedlift', level: 2 }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('heading', { name: 'Deine Tische' }).count()).toBe(0);
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    const table = page.url();
    await page.locator('.sl-table').waitFor();
    // The start page, and the Profil, whose games say "läuft noch" (QA, session 46: it had no way back).
    const own = page.locator('section', { has: page.getByRole('heading', { name: 'Deine Tische' }) });
    for (const address of ['/', '/profil']) {
      await page.goto(`${site.server.url}${address}`);
      await expect
        .poll(() => own.locator('li').allInnerTexts())
        .toEqual([
          expect.stringMatching(/^Speedlift · Dein Spiel allein gegen Computer · läuft\s+Zurück an den Tisch/),
        ]);
      await own.getByRole('link', { name: 'Zurück an den Tisch – Speedlift' }).click();
      await page.waitForURL(table);
      await page.locator('.sl-table').waitFor();
    }
    await context.close();
  });

  it('answers /healthz on the same server', async () => {
    const res = await fetch(`${site.server.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
