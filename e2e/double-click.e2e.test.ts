/**
 * One move at a time at a server table (QA 5 Dec 2026: at a Speedclimb table "That is not possible
 * right now." stood in a red bar after a discard, the QA's clicks probably sent twice). Two humans at
 * a Speedlift table; the player on turn double-clicks a card: one card is laid, nothing is refused
 * (before `mayMove` in table/server-moves.ts the second click was sent against the same old view:
 * "Du bist gerade nicht dran."). Speedclimb's screen takes the same guard; there a second "M" after
 * the view came is told by the page itself ("Du hast in diesem Zug schon eine Karte genommen.").
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { tableOfTwo } from './table-of-two.js';

/** Slow computers: nothing but the humans' moves changes the table while the test looks. */
const TIMING = { botDelayMs: { normal: 5000, schnell: 5000, turbo: 5000 }, botBudgetMs: 150 } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The page of the two whose turn it is. */
async function onTurn(pages: readonly Page[], table: string): Promise<Page> {
  for (let i = 0; i < 200; i++) {
    for (const p of pages)
      if (
        (await p
          .locator(table)
          .getAttribute('data-turn')
          .catch(() => null)) === 'me'
      )
        return p;
    await pages[0]!.waitForTimeout(50);
  }
  throw new Error('nobody on turn');
}

const stepOf = (page: Page, table: string) => page.locator(table).getAttribute('data-step');

/** What the page says of a refusal, anywhere (the frame's alert or the game's own). */
const refusals = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent ?? '').filter((t) => t.trim() !== ''),
  );

describe.runIf(browserAvailable())('a double click plays one move', () => {
  const site = siteAndBrowser(() => startServer({}, { timing: TIMING }));

  it('Speedlift: a card double-clicked is one card laid, not a refusal', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest } = await tableOfTwo(site.browser, contexts, site.server.url, 'speedlift', DESKTOP, 3);
    const page = await onTurn([host, guest], '.sl-table');
    const before = await stepOf(page, '.sl-table');
    await page.locator('.sl-hand-cards .sl-card-button[data-playable]').first().dblclick();
    await expect.poll(() => stepOf(page, '.sl-table')).not.toBe(before);
    await page.waitForTimeout(1500);
    expect(await refusals(page)).toEqual([]);
    expect(Number(await stepOf(page, '.sl-table'))).toBe(Number(before) + 1);
    await Promise.all(contexts.map((c) => c.close()));
  }, 90_000);
});
