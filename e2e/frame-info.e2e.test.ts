/**
 * The table's info popover on a phone ("i" in the frame's bar: the seed hash, who watches; QA): it
 * stayed open while the player tapped the hand or the stock and did not close on Escape — it lay
 * over "Tisch verlassen" and the status line. Now it closes as a popover does: on Escape (the focus
 * back on "i") and on a tap anywhere outside it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** Whether the popover shows (it is `display: none` on a phone while closed). */
const infoShown = (page: Page) => page.locator('.table-info').isVisible();

describe.runIf(browserAvailable())("the table's info popover on a phone", () => {
  const site = siteAndBrowser();

  it('closes on Escape (the focus back on "i") and on a tap on the hand or the stock', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    // A click: under load Chromium may read a late touch end as a long press and send no click
    // (speedlift-school.e2e.test.ts); the start is not what is tested here.
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.sc-table').waitFor();
    const toggle = page.getByRole('button', { name: 'Tisch-Info' });
    expect(await infoShown(page)).toBe(false);

    // Escape, with the focus on "i" (opened by the keyboard) and with it in the popover.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => infoShown(page)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => infoShown(page)).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Tisch-Info');
    await page.keyboard.press('Enter');
    await expect.poll(() => infoShown(page)).toBe(true);
    await page.locator('.table-info').getByRole('button', { name: 'Kopieren' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => infoShown(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Tisch-Info');

    // A tap inside it leaves it open; a tap elsewhere (the hand, the stock, the status line) closes it.
    for (const elsewhere of ['.sc-hand', '.sc-piles .sc-stock', '.sc-seat']) {
      await toggle.tap();
      await expect.poll(() => infoShown(page)).toBe(true);
      await page.locator('.table-info').tap({ position: { x: 4, y: 4 } });
      expect(await infoShown(page)).toBe(true);
      const box = await page.locator(elsewhere).first().boundingBox();
      if (!box) throw new Error(`no ${elsewhere}`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 4);
      await expect.poll(() => infoShown(page), { message: elsewhere }).toBe(false);
    }
    // "i" itself opens and closes it.
    await toggle.tap();
    await expect.poll(() => infoShown(page)).toBe(true);
    await toggle.tap();
    await expect.poll(() => infoShown(page)).toBe(false);
    await context.close();
  });
});
