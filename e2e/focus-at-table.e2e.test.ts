/**
 * The keyboard focus at a server table when the button that had it goes with the phase or the seat
 * (keyboard QA, 5 Dec 2026): "Partie starten" and "Verlassen" in the leave dialog left the focus on
 * the page itself — a screen reader at the page's top, Tab starting again at "Zum Inhalt". Now the
 * frame's heading takes it (unless the game placed it).
 */
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { focused } from './page-reads.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('the focus at a server table when its button goes', () => {
  const site = siteAndBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  it('"Partie starten" by the keyboard, then "Tisch verlassen" → "Verlassen": the focus stays on the table', async () => {
    const open = async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
      contexts.push(context);
      return context.newPage();
    };
    const host = await open();
    await host.goto(`${site.server.url}/spiel/speedclimb`);
    const form = host.locator('section', { has: host.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await form.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '2', exact: true }).check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await host.waitForURL(/\/tisch\//);
    const guest = await open();
    await guest.goto(`${host.url()}?platz=frei`);
    await guest.locator('.seats .seat-you').waitFor();

    const start = host.getByRole('button', { name: 'Partie starten' });
    await start.focus();
    await host.keyboard.press('Enter');
    await host.locator('.table-game [data-screen]').waitFor();
    await host.waitForTimeout(300);
    expect(await focused(host)).not.toBe('body');

    await host.getByRole('button', { name: 'Tisch verlassen' }).focus();
    await host.keyboard.press('Enter');
    // The dialog opens on its safe choice (the × had the focus, keyboard QA 7 Dec 2026).
    await expect.poll(() => focused(host)).toBe('button: Bleiben');
    await host.getByRole('button', { name: 'Verlassen', exact: true }).focus();
    await host.keyboard.press('Enter');
    // The computer plays the seat now: the bar's way back to the lobby stands where "Tisch verlassen" was.
    await host.locator('.banner').waitFor();
    await host.waitForTimeout(300);
    expect(await focused(host)).not.toBe('body');
  });
  it('a Speedlift solo table started by Enter: a card lifted by its key takes the focus from the heading', async () => {
    // Keyboard QA, 5 Dec 2026: the page's heading "Speedlift" held the focus after the start; "2"
    // lifted the card, but the focus stayed on the heading — a screen reader never heard the card.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).click();
    await solo.getByRole('button', { name: 'Spiel starten' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tisch\//);
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
      timeout: 30_000,
    });
    expect(await focused(page)).toMatch(/^h1: /);
    // A card that fits among the first nine (the keys 1–9 choose the hand's places); a turn without
    // one is played by the mouse, and the focus put back on the heading, as the start left it.
    const fitting = () =>
      page
        .locator('.sl-hand-cards .sl-card-button')
        .evaluateAll((bs) => bs.slice(0, 9).findIndex((b) => b.hasAttribute('data-playable')));
    let n = await fitting();
    for (let turn = 0; n < 0 && turn < 20; turn++) {
      const step = await page.locator('.sl-table').getAttribute('data-step');
      const any = await page
        .locator('.sl-hand-cards .sl-card-button')
        .evaluateAll((bs) => bs.findIndex((b) => b.hasAttribute('data-playable')));
      if (any < 0) await page.getByRole('button', { name: /^Aussteigen/ }).click();
      else await page.locator('.sl-hand-cards .sl-card-button').nth(any).click();
      await page.waitForFunction(
        (s) =>
          document.querySelector('.sl-table')?.getAttribute('data-step') !== s &&
          document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me' &&
          !document.querySelector('dialog[open]'),
        step,
        { timeout: 30_000 },
      );
      await page.locator('h1[tabindex="-1"]').first().focus();
      n = await fitting();
    }
    expect(n).toBeGreaterThanOrEqual(0);
    await page.keyboard.press(String(n + 1));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.sl-card-button[aria-pressed="true"]') ?? false))
      .toBe(true);
  });
});
