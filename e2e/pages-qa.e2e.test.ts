/**
 * The site's pages as the QA of 5 Dec 2026 measured them: the rules' contents on a phone (44 px
 * targets with a gap), and a replay at 1280 × 720 and 360 × 640 (the step controls and the table on
 * one screen, the buttons' labels inside their pills).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playDealToTheEnd, startWithFastPartner } from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } as const;

/** The step buttons' and the drawn table's boxes, as the window shows them now. */
function replayBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height };
    };
    const buttons = [...document.querySelectorAll('.replay-controls button')].map((b) => {
      const label = document.createRange();
      label.selectNodeContents(b);
      const text = label.getBoundingClientRect();
      const own = b.getBoundingClientRect();
      // The room between the label and the pill's border, on the narrower side.
      const room = Math.min(text.left - own.left, own.right - text.right);
      return { name: b.textContent ?? '', ...box(b), room };
    });
    return { buttons, table: box(document.querySelector('.replay-view .gs-table')!), window: innerHeight };
  });
}

describe.runIf(browserAvailable())('pages as measured by the QA', () => {
  const site = siteAndBrowser();

  it('the rules’ contents on a touch screen: every link at least 44 px high, with a gap between', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    for (const game of ['gipfelsturm', 'speedlift', 'speedclimb']) {
      await page.goto(`${site.server.url}/spiel/${game}/regeln`);
      await page.locator('.rule-toc a').first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('.rule-toc a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, height: r.height };
        }),
      );
      expect(links.length, game).toBeGreaterThan(5);
      // They were 32 px high and touching (WCAG 2.5.5 / 2.5.8).
      expect(Math.min(...links.map((l) => l.height)), game).toBeGreaterThanOrEqual(44);
      const gaps = links.slice(1).map((l, i) => l.top - links[i]!.bottom);
      expect(Math.min(...gaps), game).toBeGreaterThanOrEqual(4);
    }
    await context.close();
  });

  it('a replay shows its step controls and the table together: 1280 × 720 and 360 × 640', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await startWithFastPartner(page, site.server.url);
    await playDealToTheEnd(page);
    const gameId = await page.evaluate(
      async () => ((await (await fetch('/api/history')).json()) as { games: { gameId: string }[] }).games[0]!.gameId,
    );
    const looks = [
      { size: { width: 1280, height: 720 }, locale: 'de-DE', next: 'Vor', step: /^Schritt 2 von/ },
      { size: PHONE.viewport, locale: 'de-DE', next: 'Vor', step: /^Schritt 2 von/ },
      { size: PHONE.viewport, locale: 'en-US', next: 'Next', step: /^Step 2 of/ },
    ] as const;
    for (const { size, locale, next, step } of looks) {
      const phone = size.width < 500;
      // A finished game's replay is open to anyone: the phone looks as a visitor.
      const shown = phone ? await (await site.browser.newContext({ ...PHONE, locale })).newPage() : page;
      if (!phone) await page.setViewportSize(size);
      const what = `${locale} ${size.width}`;
      await shown.goto(`${site.server.url}/wiederholung/${gameId}`);
      await shown.locator('.replay-view .gs-table').waitFor();
      await shown.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const at of ['start', 'end']) {
        if (at === 'end') await shown.keyboard.press('End');
        await shown.evaluate(() => window.scrollTo(0, 0));
        const first = await replayBoxes(shown);
        // The first screen: every step button in the window, and the table begins on it (at
        // 1280 × 720 it began at y 608 under a 326 px card of controls, at 360 × 640 at y 717 or
        // lower). The move line between them is the deal's: up to three lines on the phone.
        for (const b of first.buttons) expect(b.bottom, `${what} ${at} ${b.name}`).toBeLessThanOrEqual(first.window);
        expect(first.table.top, `${what} ${at}`).toBeLessThan(phone ? first.window - 40 : 400);
        // Scrolled to the table's end, the step buttons are still in the window.
        await shown.locator('.replay-view .gs-table').evaluate((t) => t.scrollIntoView({ block: 'end' }));
        const scrolled = await replayBoxes(shown);
        expect(scrolled.table.bottom, `${what} ${at}`).toBeLessThanOrEqual(scrolled.window + 1);
        for (const b of scrolled.buttons) {
          expect(b.top, `${what} ${at} ${b.name} scrolled`).toBeGreaterThanOrEqual(0);
          expect(b.bottom, `${what} ${at} ${b.name} scrolled`).toBeLessThanOrEqual(scrolled.window);
        }
        if (phone)
          for (const b of scrolled.buttons) {
            expect(b.height, `${what} ${b.name}`).toBeGreaterThanOrEqual(44);
            // "Anfang" and "Forward" filled their pills edge to edge.
            expect(b.room, `${what} ${b.name}`).toBeGreaterThanOrEqual(8);
          }
      }
      // A step while scrolled down: it changes under the controls, nothing to scroll back to.
      await shown.keyboard.press('Home');
      await shown.locator('.replay-view .gs-table').evaluate((t) => t.scrollIntoView({ block: 'end' }));
      await shown.getByRole('button', { name: next, exact: true }).click();
      await expect.poll(() => shown.locator('.replay-step').innerText()).toMatch(step);
      if (phone) await shown.context().close();
    }
    await context.close();
  });
});
