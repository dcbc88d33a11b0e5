/**
 * Speedlift at server tables when things go wrong: the connection drops mid-game (the move laid
 * meanwhile is not lost), and the think time runs out (grace, then the computer decides).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, startServer as startSite, siteAndBrowser, seriousViolations } from './harness.js';

/** The real site with the computers' pause shortened; think time and grace stay as the rules say. */
function startServer(): ReturnType<typeof startSite> {
  return startSite({}, { timing: { botDelayMs: { normal: 40, schnell: 40, turbo: 20 }, botBudgetMs: 150 } });
}

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

const myTurn = (page: Page, timeout = 15_000) =>
  page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
    timeout,
  });

const logText = (page: Page) => page.evaluate(() => document.querySelector('.sl-log')?.textContent ?? '');

/**
 * Lets the test cut the page's WebSocket like a dead network: every socket the page opens is
 * remembered, and while `__wsBlocked` is set no new one can be opened.
 */
async function cuttableSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { __sockets: WebSocket[]; __wsBlocked: boolean };
    w.__sockets = [];
    w.__wsBlocked = false;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        if (w.__wsBlocked) throw new DOMException('network down', 'NetworkError');
        super(url, protocols);
        w.__sockets.push(this);
      }
    };
  });
}

describe.runIf(browserAvailable())('Speedlift at a server table: reconnect and the clock', () => {
  const site = siteAndBrowser(startServer);

  it('the connection drops mid-game: "getrennt" shows, the card laid meanwhile is played after the reconnect', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await cuttableSockets(context);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '2', exact: true }).click();
    await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).click();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.sl-table').waitFor();
    await myTurn(page);
    // The Rat at a server solo table: the strong computer's choice, computed in the bot worker.
    await page.keyboard.press('r');
    await page.getByRole('dialog', { name: 'Rat des starken Computers' }).getByText('Seine Wahl').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // The network goes down: the page's socket closes and no new one can open.
    await context.setOffline(true);
    await page.evaluate(() => {
      const w = window as unknown as { __sockets: WebSocket[]; __wsBlocked: boolean };
      w.__wsBlocked = true;
      for (const s of w.__sockets) s.close();
    });
    await page.locator('.conn', { hasText: 'getrennt' }).waitFor();
    await page.screenshot({ path: `${SHOTS}speedlift-getrennt-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}speedlift-getrennt-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A card laid while disconnected waits (the hand still holds it) …
    const hand = page.locator('.sl-hand-cards .sl-card-button');
    const before = await hand.count();
    const n = await page.evaluate(() =>
      [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].findIndex((b) =>
        b.hasAttribute('data-playable'),
      ),
    );
    let expected = 'Du steigst aus';
    if (n < 0) await page.getByRole('button', { name: /^Aussteigen/ }).click();
    else {
      const button = hand.nth(n);
      const card = ((await button.locator('.visually-hidden').textContent()) ?? '').split(',')[0] ?? '';
      expected = `Du legst ${card}.`;
      await button.click();
    }
    expect(await logText(page)).not.toContain(expected);
    expect(await hand.count()).toBe(before);

    // … and is played once the network is back, without being laid again.
    await page.evaluate(() => {
      (window as unknown as { __wsBlocked: boolean }).__wsBlocked = false;
    });
    await context.setOffline(false);
    await page.locator('.conn', { hasText: 'verbunden' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => logText(page), { timeout: 10_000 }).toContain(expected);
    if (n >= 0) await expect.poll(() => hand.count()).toBe(before - 1);
    // Play goes on: the computers move and the turn comes back.
    await myTurn(page);
    expect(await seriousViolations(page)).toEqual([]); // the table screen inside the frame
    await context.close();
  });

  it('the think time runs out: the grace shows, then the computer decides for the seat', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedlift`);
    const open = page.locator('section', { has: page.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await open.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '3', exact: true }).click();
    // The shortest think time; the free seats go to computers.
    await open
      .getByRole('group', { name: /Bedenkzeit/ })
      .getByRole('radio', { name: '30 s', exact: true })
      .click();
    await open.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.getByRole('button', { name: 'Partie starten' }).click();
    await page.locator('.sl-table').waitFor();
    await myTurn(page);
    const step = await page.evaluate(() => document.querySelector('.sl-table')?.getAttribute('data-step'));
    // Nothing is done: the seat's clock runs; after 30 s the 10 s grace runs, visibly.
    await page.locator('.seats .seat-you .clock').waitFor();
    const grace = page.getByRole('alert').filter({ hasText: 'Nachfrist' });
    await grace.waitFor({ timeout: 40_000 });
    expect(await grace.innerText()).toMatch(/sonst legt der Computer für dich/);
    await page.screenshot({ path: `${SHOTS}speedlift-nachfrist-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}speedlift-nachfrist-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousViolations(page)).toEqual([]);
    // Then the computer plays the seat's move, and the page says so.
    await page.getByText('Deine Bedenkzeit ist abgelaufen – der Computer hat für dich gespielt.').waitFor({
      timeout: 20_000,
    });
    expect(await page.evaluate(() => document.querySelector('.sl-table')?.getAttribute('data-step'))).not.toBe(step);
    // The note is a line above the table, which keeps the window (QA 5 Dec 2026: the note took the
    // whole column, 565 px at 1280 × 720, the hand's cards were 0 px wide and the page scrolled).
    const layout = await page.evaluate(() => ({
      note: document.querySelector('.sl-timed-out')!.getBoundingClientRect().height,
      card: document.querySelector('.sl-hand-cards .sl-card-button')!.getBoundingClientRect().width,
      dial: document.querySelector('.sl-dial-wrap')!.getBoundingClientRect().height,
      scrolls: document.scrollingElement!.scrollHeight - innerHeight,
    }));
    expect(layout.note).toBeLessThanOrEqual(40);
    expect(layout.card).toBeGreaterThanOrEqual(60);
    expect(layout.dial).toBeGreaterThanOrEqual(100);
    expect(layout.scrolls).toBeLessThanOrEqual(0);
    // The log says whose move it was: the computer's for the seat, not "Du legst …" (QA 5 Dec 2026).
    expect(await logText(page)).toMatch(/Der Computer \(für dich\) (legt|steigt aus)/);
    expect(await logText(page)).not.toMatch(/Du legst|Du steigst aus/);
    await context.close();
  }, 120_000);
});
