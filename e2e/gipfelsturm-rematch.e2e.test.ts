/**
 * "Nochmal" at a two-player online table (QA 6 Dec 2026, g7-B-game2-countdown.png): the new game's
 * countdown had shown the partner's last plays of the old game at its pile and a log ending with the
 * old result, nothing marking the new game — the server deals the new game with no event (only a
 * Rekordjagd's next deal brings `dealt`), and the screen stays mounted. Now the table's game number
 * tells the screen: the partners' plays start empty and the log says "Nochmal: eine neue Partie ist
 * ausgeteilt." Real timings (G5's 3 s countdown, Experte's 90 s clock).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestSitsHostStarts, openOnlineTable, playDealToTheEnd, playerPage } from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

/** The frame's end screen ("Partie zu Ende"). */
const endOf = (page: Page) =>
  page.locator('section.summary', { has: page.getByRole('heading', { name: 'Partie zu Ende' }) });

/** The partner's last plays under its pile, and the log's lines. */
const table = (page: Page) =>
  page.evaluate(() => ({
    recent: [...document.querySelectorAll('.gs-pile:not([data-mine]) .gs-recent li')].map((li) => li.textContent),
    log: [...document.querySelectorAll('.gs-log li')].map((li) => li.textContent ?? ''),
  }));

describe.runIf(browserAvailable())('Gipfelsturm: "Nochmal" at an online table', () => {
  const site = siteAndBrowser();

  it('the new game starts with no partner plays and a log line marking it', async () => {
    const contexts: BrowserContext[] = [];
    const url = site.server.url;
    const host = await playerPage(site.browser, contexts);
    const hostName = await openOnlineTable(host, url, { seats: 2, level: 'Experte' });
    const guest = await guestSitsHostStarts(site.browser, contexts, url, host, hostName);

    // Game 1 to its end, both playing; each page then shows the partner's plays and the result.
    await Promise.all([host, guest].map((p) => playDealToTheEnd(p)));
    for (const p of [host, guest]) {
      await endOf(p).waitFor({ timeout: 15_000 });
      const before = await table(p);
      expect(before.recent.length, 'the partner played in game 1').toBeGreaterThan(0);
      expect(before.log.at(-1)).toMatch(/Gewonnen!|Verloren\.$/);
    }

    // Both "Nochmal": game 2's countdown — nothing of game 1 at the partner's pile, the log marks it.
    for (const p of [host, guest]) await endOf(p).getByRole('button', { name: 'Nochmal' }).click();
    for (const p of [host, guest]) {
      await p.locator('.gs-countdown').waitFor({ timeout: 15_000 });
      const during = await table(p);
      expect(during.recent).toEqual([]);
      expect(during.log.at(-1)).toBe('Nochmal: eine neue Partie ist ausgeteilt.');
      expect(await p.locator('.gs-result').count()).toBe(0);
    }
    await p2live(host, guest);
    await Promise.all(contexts.map((c) => c.close()));
  }, 180_000);
});

/** Both pages reach game 2's live table; its log goes on under the mark ("Los! Die Uhr läuft."). */
async function p2live(host: Page, guest: Page): Promise<void> {
  for (const p of [host, guest]) {
    await p.locator('.gs-table[data-live]').waitFor({ timeout: 15_000 });
    const log = (await table(p)).log;
    expect(log.indexOf('Nochmal: eine neue Partie ist ausgeteilt.')).toBeLessThan(log.indexOf('Los! Die Uhr läuft.'));
  }
}
