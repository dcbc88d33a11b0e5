/**
 * What a screen reader hears when a table opens on the player's turn, and when a refusal comes
 * twice (keyboard QA, 5 Dec 2026): the turn line is a live region, which says what changes in it,
 * not what it held when it appeared — a game that began with the player's turn said nothing (with a
 * clock of 30 s the Nachfrist was the first thing heard). And "A" pressed twice where it may not be
 * said its refusal once: the same words in the same alert changed nothing. Every text that reaches
 * the page's live region or changes in a game's live turn line, and every alert that appears, is
 * recorded from before the table opens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';

/** Records the announcements (the page's polite region) and each alert added to the page. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[]; alerts: string[] };
    w.said = [];
    w.alerts = [];
    new MutationObserver((records) => {
      for (const r of records) {
        // A change inside a game's own live turn line once it stood on the page: said too.
        const line = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest(
          '[data-testid="sl-turn-said"], .sc-turn',
        );
        if (line) w.said.push(line.textContent ?? '');
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          if (n.parentElement?.matches('[role="status"][aria-atomic="true"]')) w.said.push(n.textContent ?? '');
          if (n.matches('[role="alert"]')) w.alerts.push(n.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);
const alerts = (page: Page) => page.evaluate(() => (window as unknown as { alerts: string[] }).alerts);

describe.runIf(browserAvailable())('a screen reader at the opening of a table and at a refusal said twice', () => {
  const site = siteAndBrowser();

  /**
   * A practice table (`/spiel/<game>/uebung`, started with `start`) whose deal opens on the player:
   * the deals are tried in turn (the seat after the dealer opens); `check` runs on the first such.
   */
  async function onOwnOpening(game: 'speedlift' | 'speedclimb', start: string, check: (page: Page) => Promise<void>) {
    const table = game === 'speedlift' ? '.sl-table' : '.sc-table';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
      try {
        await listen(page);
        await page.goto(`${site.server.url}/spiel/${game}/uebung?seed=oeffnung-${seed}&tempo=schnell`);
        await page.getByRole('button', { name: start }).click();
        await page.locator(table).waitFor();
        await page.waitForTimeout(300);
        if ((await page.locator(table).getAttribute('data-turn')) !== 'me') continue;
        await check(page);
        return;
      } finally {
        await page.context().close();
      }
    }
    throw new Error('no deal among the seeds opens on the player');
  }

  it('Speedlift practice that opens on the player\'s turn says "Du bist dran."; "A" refused twice is two alerts', async () => {
    await onOwnOpening('speedlift', 'Losfahren', async (page) => {
      await expect.poll(() => said(page)).toContain('Du bist dran.');
      // "A" at the opening (the ride is empty): refused, and again.
      await page.keyboard.press('a');
      await expect.poll(() => alerts(page).then((a) => a.length)).toBe(1);
      await page.keyboard.press('a');
      await expect.poll(() => alerts(page).then((a) => a.length)).toBe(2);
      const [first, second] = await alerts(page);
      expect(second).toBe(first);
      expect(first).toMatch(/\S/);
    });
  });

  it("Speedclimb practice that opens on the player's turn says it with the step", async () => {
    await onOwnOpening('speedclimb', 'Losklettern', async (page) => {
      await expect.poll(() => said(page).then((s) => s.join(' | '))).toMatch(/Du bist dran\. 1\. /);
      // Said by the page's region, not by a change of the turn line (it held the words from the start).
      expect((await said(page)).filter((t) => /Du bist dran/.test(t)).length).toBe(1);
    });
  });
});
