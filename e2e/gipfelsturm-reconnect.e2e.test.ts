/**
 * Gipfelsturm at server tables, the two cases the other browser tests leave out: a player who
 * reloads the page in the middle of a deal at a two-player online table (the same deal comes back,
 * the clock runs on, the partner saw the seat "getrennt" meanwhile, the next card counts), and
 * "Stiller Gipfel" at a table with the computer partner (no quick calls offered or sent, cards as
 * usual).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSilentCalls,
  guestSitsHostStarts,
  layCard,
  myName,
  openOnlineTable,
  playerPage,
  seenLines,
  watchLines,
} from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

/** What a page shows of the deal: the peaks, every pile's top and stock, by seat (not by screen order). */
function deal(page: Page): Promise<{ free: string[]; down: number; left: string; piles: string[] }> {
  return page.evaluate(() => ({
    free: [...document.querySelectorAll('.gs-peaks .gs-card')].map((b) => b.getAttribute('data-card') ?? '').sort(),
    down: document.querySelectorAll('.gs-peaks .gs-slot:not(.gs-card)').length,
    left: document.querySelector('.gs-left')?.textContent ?? '',
    piles: [...document.querySelectorAll('.gs-pile')]
      .map((p) => {
        // The top card's label names the pile as this page names it; the part after it names the card.
        const top = p.querySelector('.gs-top-card')?.getAttribute('aria-label')?.split(', ').pop() ?? '';
        return `${p.getAttribute('data-seat')}: ${top} / ${p.querySelector('.gs-stock-n')?.textContent ?? ''}`;
      })
      .sort(),
  }));
}

/** The clock's reading in seconds ("2:41" → 161). */
async function clockSeconds(page: Page): Promise<number> {
  const m = /(\d+):(\d\d)/.exec(await page.locator('.gs-clock').innerText());
  if (!m) throw new Error('no clock reading');
  return Number(m[1]) * 60 + Number(m[2]);
}

describe.runIf(browserAvailable())('Gipfelsturm at server tables: a reload mid-deal, Stiller Gipfel', () => {
  const site = siteAndBrowser();

  it('a player reloads mid-deal at a two-player online table: same deal, clock runs on, plays count', async () => {
    const contexts: BrowserContext[] = [];
    const open = () => playerPage(site.browser, contexts);

    // The host opens a table for two; a second guest (own context, own session) sits down.
    const host = await open();
    const hostName = await openOnlineTable(host, site.server.url, { seats: 2 });
    // The host starts: the countdown, then the live table on both pages; each lays a card.
    const guest = await guestSitsHostStarts(site.browser, contexts, site.server.url, host, hostName);
    const tableUrl = guest.url();
    const guestName = await myName(guest);
    const hostCard = (await layCard(host)).name;
    await expect.poll(() => guest.locator('.gs-log').innerText()).toContain(`${hostName} legt ${hostCard} auf`);
    const guestCard = (await layCard(guest)).name;
    await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${guestCard} auf`);
    expect(await deal(guest)).toEqual(await deal(host));

    // Some seconds pass without a play, so the view's time (the last change) is well behind the
    // server's: a reloaded page that showed the view's time would show more time left than the host.
    const atLastPlay = await clockSeconds(host);
    await expect.poll(() => clockSeconds(host), { timeout: 10_000 }).toBeLessThanOrEqual(atLastPlay - 4);
    const before = await deal(guest);
    // The host's page notes every state its seat list shows for the guest's seat.
    await host.evaluate(() => {
      const w = window as unknown as { seatStates: string[] };
      w.seatStates = [];
      new MutationObserver(() => {
        for (const s of document.querySelectorAll('.seats .seat'))
          w.seatStates.push(
            `${s.querySelector('.seat-name')?.textContent ?? ''}: ${s.querySelector('.seat-state')?.textContent ?? ''}`,
          );
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    const logBefore = await guest.locator('.gs-log li').allInnerTexts();
    expect(logBefore.length).toBeGreaterThan(0);
    await guest.reload();
    expect(guest.url()).toBe(tableUrl);
    await guest.locator('.gs-table[data-live]').waitFor();
    // The log is not empty after the reload: rebuilt from the snapshot's last steps (public events).
    expect(await guest.locator('.gs-log li').allInnerTexts()).toEqual(logBefore);
    // The clock ran on: within 2 s of the host's, not back at the view's time or the full 3:00.
    const [g, h] = await Promise.all([clockSeconds(guest), clockSeconds(host)]);
    expect(Math.abs(g - h)).toBeLessThanOrEqual(2);
    expect(g).toBeLessThanOrEqual(atLastPlay - 3);
    expect(g).toBeLessThan(180);
    await expect.poll(() => clockSeconds(guest)).toBeLessThan(g); // and it runs
    // The same deal: the same free and face-down peak cards, the same pile tops and stocks.
    expect(await deal(guest)).toEqual(before);
    expect(await deal(guest)).toEqual(await deal(host));
    // Still the guest's seat, not a spectator's: own pile first, "(du)", no computer playing it.
    expect(await guest.locator('.gs-pile h3').allInnerTexts()).toEqual(['Dein Stapel\n2', `Stapel von ${hostName}\n1`]);
    expect(await myName(guest)).toBe(guestName);
    expect(await guest.locator('.gs-flip').isDisabled()).toBe(false);
    // While the page was gone the host saw the seat "getrennt"; now it is back, with no mark.
    expect(await host.evaluate(() => (window as unknown as { seatStates: string[] }).seatStates)).toContain(
      `${guestName}: getrennt`,
    );
    await expect.poll(() => host.locator('.seats .seat-state').count()).toBe(0);
    expect(await guest.locator('.seats .seat-state').count()).toBe(0);
    expect(await host.locator('.seats .seat-computer').count()).toBe(0);

    // The reloaded page plays on: its card (sent with a sequence number above the ones before the
    // reload) is laid, and the host sees it in the log, at the guest's pile and gone from the peaks.
    const hostBefore = await deal(host);
    const card = (await layCard(guest)).name;
    await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${card} auf`);
    expect((await deal(host)).piles).not.toEqual(hostBefore.piles);
    expect(await host.locator('.gs-pile[data-seat="1"] .gs-recent').innerText()).toContain(card);
    expect(await guest.locator('.gs-message').innerText()).toBe('');
    await expect.poll(async () => JSON.stringify(await deal(guest))).toBe(JSON.stringify(await deal(host)));
    // And the host's next card reaches the reloaded page.
    const next = (await layCard(host)).name;
    await expect.poll(() => guest.locator('.gs-log').innerText()).toContain(`${hostName} legt ${next} auf`);
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('"Stiller Gipfel" with the computer partner: no calls offered or sent, cards are laid', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/gipfelsturm`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    const silent = solo.getByRole('switch', { name: 'Variante: Stiller Gipfel' });
    expect(await silent.isChecked()).toBe(false);
    expect(await solo.innerText()).toContain('Keine Zurufe – deutlich schwerer.');
    await silent.check();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.gs-countdown').waitFor();
    await page.locator('.gs-table[data-live]').waitFor();

    // Every line the log shows and every speech bubble from now on: the call keys call nothing.
    await watchLines(page);
    await expectSilentCalls(page);

    // Cards are laid as usual (a call sent before would have been answered before this card).
    const name = (await layCard(page)).name;
    expect(name).not.toBe('');
    // The partner plays too (its recent plays at its pile), and neither of them ever calls.
    await expect
      .poll(() => page.locator('.gs-pile:not([data-mine]) .gs-recent li').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const seen = await seenLines(page);
    expect(seen.some((l) => l.startsWith('Du legst'))).toBe(true);
    expect(seen.filter((l) => /ruf|Warte|deck auf|brauch/.test(l))).toEqual([]);
    expect(await page.locator('.gs-bubble').count()).toBe(0);
    expect(await page.locator('.gs-message').innerText()).not.toMatch(/ERR_|Zurufe|gerufen/);
    await page.close();
  });
});
