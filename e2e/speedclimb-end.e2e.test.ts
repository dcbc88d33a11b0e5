/**
 * The end of a Speedclimb game on the first screen (QA 7 Dec 2026; Speedlift's `speedlift-end`
 * alike): when the game ends on a desktop window the end — "Endstand" and "Nochmal aufsteigen" in
 * practice, at a server table also the frame's "Partie zu Ende" with its "Nochmal aufsteigen" —
 * stands whole in the window without scrolling. Read as a page the end had made a server table's
 * page 2122 px high at 1280 × 800, "Partie zu Ende" 1762 px down, under the hand and the log.
 * - Practice (one computer) at 1280 × 800 and 1024 × 768: the keyboard's focus on "Endstand", axe.
 * - A solo server table (one computer, Turbo) at 1280 × 800 and 1024 × 768, then 360 × 740: a
 *   phone's end still reads as a page, no wider than the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserAvailable,
  pageInLanguage,
  seriousViolations,
  startServer as startSite,
  siteAndBrowser,
} from './harness.js';
import { notWhole, settle } from './one-screen-measure.js';
import { clickTurn, playToStandings, startQuickSolo } from './speedclimb.js';

/** The real site, with the computers' pause shortened so a whole game fits the test's time. */
function startServer(): ReturnType<typeof startSite> {
  return startSite({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } });
}

const SHOTS = '/tmp/sc-end-shots/';

/** Plays the started table to the standings with the mouse, each Bilanz closed by its "Weiter". */
const playToTheEnd = (page: Page): Promise<number> =>
  playToStandings(page, clickTurn, (p) => p.locator('dialog[open] button.primary').click());

/**
 * Which of the end's parts — the standings' heading, the table's buttons, the frame's "Partie zu
 * Ende" and its "Nochmal" — are not whole in the window (or cut by a box that scrolls), and how far
 * the page scrolls.
 */
async function endProblems(page: Page, at: string): Promise<string[]> {
  await settle(page);
  const parts =
    '.sc-standings h2, .sc-table .actions .button, .table-frame > .summary > h2, .table-frame > .summary > .button';
  const m = {
    ...(await page.evaluate((parts) => {
      const se = document.scrollingElement!;
      return {
        page: se.scrollHeight,
        scroll: se.scrollHeight - innerHeight,
        parts: document.querySelectorAll(parts).length,
      };
    }, parts)),
    cut: await notWhole(page, parts),
  };
  console.log(`${at}: page ${m.page} px high, ${m.parts} parts of the end, not whole: ${JSON.stringify(m.cut)}`);
  const out: string[] = [];
  if (m.scroll > 0) out.push(`${at}: the page scrolls ${m.scroll} px`);
  if (m.cut.length > 0) out.push(`${at}: not whole in the window: ${m.cut.join(' | ')}`);
  return out;
}

/** The end at the two desktop sizes (a screenshot of each). */
async function onDesktops(page: Page, shot: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [w, h] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    problems.push(...(await endProblems(page, `${shot} ${w}×${h}`)));
    await page.screenshot({ path: `${SHOTS}${shot}-${w}.png` });
  }
  return problems;
}

describe.runIf(browserAvailable())('Speedclimb: the end of the game on the first screen', () => {
  const site = siteAndBrowser(startServer);

  it('practice at 1280 × 800 and 1024 × 768: "Endstand" and "Nochmal aufsteigen" without scrolling, the focus on "Endstand"', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 800 });
    try {
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=ende&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption('1');
      await page.locator('.practice-setup select').nth(1).selectOption('leicht');
      await page.getByRole('button', { name: 'Losklettern' }).click();
      await page.locator('.sc-table').waitFor();
      await playToTheEnd(page);
      // The keyboard is at the end's heading (a screen reader reads it); the turn line said who won.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Endstand');
      await expect.poll(() => page.locator('.sc-turn').innerText()).toMatch(/^Die Partie ist zu Ende\. /);
      expect(await onDesktops(page, 'practice')).toEqual([]);
      // axe on the end (a box that scrolls is one the keyboard reaches).
      expect(await seriousViolations(page)).toEqual([]);
      const again = await page.getByRole('button', { name: 'Nochmal aufsteigen' }).boundingBox();
      expect(again!.y + again!.height).toBeLessThanOrEqual(await page.evaluate(() => innerHeight));
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('a solo server table at 1280 × 800 and 1024 × 768: "Partie zu Ende", "Endstand" and "Nochmal aufsteigen" without scrolling; a phone\'s end no wider than the screen', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 800 });
    try {
      await startQuickSolo(page, site.server.url);
      await playToTheEnd(page);
      const end = page.getByRole('heading', { name: 'Partie zu Ende' });
      await end.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Endstand');
      expect(await onDesktops(page, 'server-table')).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      const again = page.locator('.table-frame > .summary').getByRole('button', { name: 'Nochmal aufsteigen' });
      for (const box of [await end.boundingBox(), await again.boundingBox()])
        expect(box!.y + box!.height).toBeLessThanOrEqual(800);

      await page.setViewportSize({ width: 360, height: 740 });
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await page.screenshot({ path: `${SHOTS}server-table-360.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  }, 150_000);
});
