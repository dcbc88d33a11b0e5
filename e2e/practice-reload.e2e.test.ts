/**
 * A practice game survives a reload of the tab (docs/web.md "A practice survives a reload"): a
 * Speedclimb practice, one move of the player's, then the page reloaded — the same table opens
 * (the same hand, the same step, no setup form) and the log says once "Deine Übung geht weiter.".
 * The practice opened anew (not a reload) shows its setup form again. And Gipfelsturm in
 * English: after a reload the table is back with a countdown, its clock where it stood, and the
 * log says "Your practice game continues.". And Speedlift's Tagesfahrt practice (kept apart from
 * the plain practice): after a card laid and a reload, the same hand and step.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { ownTurn } from './speedclimb.js';
import { speedclimbMove } from './table-of-two.js';

/** The own hand's cards and the table's step, at the own turn. */
async function table(page: Page): Promise<{ hand: string[]; step: string | null }> {
  await ownTurn(page);
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent ?? '',
    ),
    step: document.querySelector('.sc-table')?.getAttribute('data-step') ?? null,
  }));
}

const logText = (page: Page) => page.locator('.sc-log [role="log"]').innerText();

describe.skipIf(!browserAvailable())('practice kept over a reload', () => {
  const site = siteAndBrowser();

  it('Speedclimb: after a move and a reload, the same hand, and the log says the game continues', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=neu-laden&tempo=schnell`);
      await page.getByRole('button', { name: 'Losklettern' }).click();
      await page.locator('.sc-table').waitFor();
      const start = await table(page);
      expect(await speedclimbMove(page)).toBe(true);
      await expect.poll(() => page.locator('.sc-table').getAttribute('data-step')).not.toBe(start.step);
      const before = await table(page);
      expect(before.hand.length).toBeGreaterThan(0);
      expect(await logText(page)).not.toContain('Deine Übung geht weiter.');

      await page.reload();
      await page.locator('.sc-table').waitFor();
      expect(await page.locator('.practice-setup').count()).toBe(0);
      expect(await table(page)).toEqual(before);
      await expect.poll(() => logText(page)).toContain('Deine Übung geht weiter.');
      // Said once.
      expect((await logText(page)).split('Deine Übung geht weiter.').length).toBe(2);

      // The practice opened anew (a link, an address — not a reload): its setup, as before; the
      // game kept is dropped, so a reload there does not bring it back either.
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=neu-laden&tempo=schnell`);
      await page.locator('.practice-setup').waitFor();
      expect(await page.locator('.sc-table').count()).toBe(0);
      await page.reload();
      await page.locator('.practice-setup').waitFor();
      expect(await page.locator('.sc-table').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('Speedlift Tagesfahrt practice: after a card laid and a reload, the same hand and step', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const liftTable = async () => {
      await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
      return page.evaluate(() => ({
        hand: [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].map(
          (b) => b.getAttribute('aria-label') ?? b.textContent ?? '',
        ),
        step: document.querySelector('.sl-table')?.getAttribute('data-step') ?? null,
      }));
    };
    const liftLog = () => page.locator('.sl-log [role="log"]').innerText();
    try {
      await page.goto(`${site.server.url}/spiel/speedlift/tagesfahrt?tempo=schnell`);
      const start = await liftTable();
      const playable = await page.evaluate(() =>
        [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].findIndex((b) =>
          b.hasAttribute('data-playable'),
        ),
      );
      expect(playable).toBeGreaterThanOrEqual(0);
      await page.locator('.sl-hand-cards .sl-card-button').nth(playable).click();
      await expect.poll(() => page.locator('.sl-table').getAttribute('data-step')).not.toBe(start.step);
      const before = await liftTable();
      expect(before.hand.length).toBe(start.hand.length - 1);
      expect(await liftLog()).not.toContain('Deine Übung geht weiter.');

      await page.reload();
      expect(await liftTable()).toEqual(before);
      await expect.poll(() => liftLog()).toContain('Deine Übung geht weiter.');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('Gipfelsturm (English): the game is back after a countdown, with the time left it had', async () => {
    const page = await pageInLanguage(site.browser, 'en', { width: 1280, height: 800 });
    const clock = async () => {
      const [m, sec] = (await page.locator('.gs-clock').innerText()).trim().split(':').map(Number);
      return m! * 60 + sec!;
    };
    const gsLog = () => page.locator('.gs-log-wrap [role="log"]').innerText();
    try {
      await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=neu-laden&tempo=schnell`);
      await page.getByRole('button', { name: 'Let’s go' }).click();
      await page.locator('.gs-countdown').waitFor();
      await page.locator('.gs-countdown').waitFor({ state: 'detached' });
      // The partner plays (ten times its pace at `tempo=schnell`), the clock runs.
      await page.waitForTimeout(2500);
      const left = await clock();
      expect(await gsLog()).not.toContain('Your practice game continues.');

      await page.reload();
      await page.locator('.gs-countdown').waitFor();
      expect(await page.locator('.practice-setup').count()).toBe(0);
      expect(await clock()).toBeGreaterThanOrEqual(left - 2);
      await expect.poll(() => gsLog()).toContain('Your practice game continues.');
      await page.locator('.gs-countdown').waitFor({ state: 'detached' });
      expect(await clock()).toBeGreaterThanOrEqual(left - 2);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
