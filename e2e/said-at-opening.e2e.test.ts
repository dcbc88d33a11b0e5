/**
 * What a screen reader hears when a table opens on the player's turn, and when a refusal comes
 * twice (keyboard QA, 5 Dec 2026): the turn line is a live region, which says what changes in it,
 * not what it held when it appeared — a game that began with the player's turn said nothing (with a
 * clock of 30 s the Nachfrist was the first thing heard). And "A" pressed twice where it may not be
 * said its refusal once: the same words in the same alert changed nothing. Every text that reaches
 * the page's live region or changes in a game's live turn line, and every alert that appears, is
 * recorded from before the table opens. On the way from the lobby to a table "Lädt …" was said
 * two to four times (QA): each loading part had a status region of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';

/**
 * Records the announcements (the page's polite region), each alert added to the page, every text
 * that appears in or as any live region (`live`), and what the game's turn line held when it first
 * appeared (`opening`). Again after every reload.
 */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[]; alerts: string[]; live: string[]; opening?: string };
    const turnLine = '[data-testid="sl-turn-said"], .sc-turn';
    const liveRegion = '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';
    w.said = [];
    w.alerts = [];
    w.live = [];
    new MutationObserver((records) => {
      for (const r of records) {
        // Whatever appears in or as a live region, or changes its words there (a screen reader may say it).
        if (r.type === 'characterData' && r.target.parentElement?.closest(liveRegion))
          w.live.push(r.target.textContent ?? '');
        for (const n of r.addedNodes) {
          if ((n instanceof Element ? n : n.parentElement)?.closest(liveRegion)) w.live.push(n.textContent ?? '');
          else if (n instanceof Element)
            for (const region of n.querySelectorAll(liveRegion)) w.live.push(region.textContent ?? '');
        }
        // A change inside a game's own live turn line once it stood on the page: said too.
        const line = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest(turnLine);
        if (line) w.said.push(line.textContent ?? '');
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          const opened = n.matches(turnLine) ? n : n.querySelector(turnLine);
          if (opened && w.opening === undefined) w.opening = opened.textContent ?? '';
          if (n.parentElement?.matches('#announcer')) w.said.push(n.textContent ?? '');
          if (n.matches('[role="alert"]')) w.alerts.push(n.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);
const alerts = (page: Page) => page.evaluate(() => (window as unknown as { alerts: string[] }).alerts);
const live = (page: Page) => page.evaluate(() => (window as unknown as { live: string[] }).live);
const opening = (page: Page) => page.evaluate(() => (window as unknown as { opening?: string }).opening);

describe.runIf(browserAvailable())('a screen reader at the opening of a table and at a refusal said twice', () => {
  const site = siteAndBrowser();

  it('a Speedlift table reloaded on the player\'s turn says "Du bist dran." once', async () => {
    // Speedlift's practice never opens on the player (seat 0 deals the first round, L7): a solo
    // table at the server, reloaded when the turn has come to the player, opens on it.
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await listen(page);
      await page.goto(`${site.server.url}/spiel/speedlift`);
      const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
      await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).click();
      await solo.getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      const myTurn = () =>
        page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
          timeout: 30_000,
        });
      await myTurn();
      await page.reload();
      await myTurn();
      expect(await opening(page), 'the turn line as the table appeared').toMatch(/^Du bist dran\./);
      await expect.poll(() => said(page).then((s) => s.filter((t) => /^Du bist dran\./.test(t)).length)).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('from the lobby to a table "Lädt …" is said once at most (QA: two to four times)', async () => {
    // The table page's code, the table from the server, the game screen's code, the seat's view:
    // each showed "Lädt …" in a status region of its own.
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await listen(page);
      await page.goto(`${site.server.url}/spiel/speedlift`);
      const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
      await solo.getByRole('button', { name: 'Spiel starten' }).waitFor();
      await page.evaluate(() => ((window as unknown as { live: string[] }).live = []));
      await solo.getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      await page.locator('.table-game [data-screen]').waitFor();
      await page.waitForTimeout(500);
      const loading = (await live(page)).filter((t) => t.includes('Lädt'));
      expect(loading.length, loading.join(' | ')).toBeLessThanOrEqual(1);
    } finally {
      await page.context().close();
    }
  });

  it('Speedlift practice: "A" refused twice is two alerts', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await listen(page);
      // A turn of the player's with a card that fits (else "A" is the forced exit, not refused).
      for (const seed of ['a', 'b', 'c', 'd']) {
        await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=oeffnung-${seed}&tempo=schnell`);
        await page.getByRole('button', { name: 'Losfahren' }).click();
        await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
        if ((await page.getByTestId('sl-turn-said').textContent()) === 'Du bist dran.') break;
      }
      expect(await page.getByTestId('sl-turn-said').textContent()).toBe('Du bist dran.');
      await page.keyboard.press('a');
      await expect.poll(() => alerts(page).then((a) => a.length)).toBe(1);
      await page.keyboard.press('a');
      await expect.poll(() => alerts(page).then((a) => a.length)).toBe(2);
      const [first, second] = await alerts(page);
      expect(second).toBe(first);
      expect(first).toMatch(/\S/);
    } finally {
      await page.context().close();
    }
  });

  it("Speedclimb practice that opens on the player's turn says it with the step", async () => {
    // The deals are tried in turn (the seat after the dealer opens). The turn line as the table
    // appeared tells which opens on the player: at `tempo=schnell` the computers who open play within
    // milliseconds, so a moment later the turn is the player's in a deal that did not open on them
    // (the line then changed, and said so — not what is tested here).
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
      try {
        await listen(page);
        await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=oeffnung-${seed}&tempo=schnell`);
        await page.getByRole('button', { name: 'Losklettern' }).click();
        await page.locator('.sc-table').waitFor();
        const first = await opening(page);
        expect(first, 'the turn line as the table appeared').toBeDefined();
        if (!/^Du bist dran/.test(first ?? '')) continue;
        await expect.poll(() => said(page).then((s) => s.join(' | '))).toMatch(/Du bist dran\. 1\. /);
        // Said by the page's region, not by a change of the turn line (it held the words from the start).
        expect((await said(page)).filter((t) => /Du bist dran/.test(t)).length).toBe(1);
        return;
      } finally {
        await page.context().close();
      }
    }
    throw new Error('no deal among the seeds opens on the player');
  });
});
