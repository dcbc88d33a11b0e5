/** Steps the Gipfelsturm browser tests share: the lobby's table with the computer partner, cards that fit. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The peaks' free cards that fit a pile now and are not on their way to the server. */
export const FITS = '.gs-card[data-fits]:not([data-pending])';

/** The free card the page would lay now (first that fits and is not on its way), or null. */
export function fittingCard(page: Page): Promise<string | null> {
  return page.evaluate((sel) => document.querySelector(sel)?.getAttribute('data-card') ?? null, FITS);
}

/**
 * Turns up the own stock ("Aufdecken") while no card fits, at most `most` times, each time until
 * it has; returns how often.
 */
export async function turnUpUntilFits(page: Page, most: number): Promise<number> {
  let flips = 0;
  for (; (await fittingCard(page)) === null && flips < most; flips++) {
    const stock = await page.locator('.gs-pile[data-mine] .gs-stock-n').innerText();
    await page.locator('.gs-flip').click();
    await expect.poll(() => page.locator('.gs-pile[data-mine] .gs-stock-n').innerText()).not.toBe(stock);
  }
  return flips;
}

/** The player's name as the seat list shows it on the player's own page. */
export async function myName(page: Page): Promise<string> {
  return (await page.locator('.seats .seat-you .seat-name').innerText()).replace(/ \(du\)$/, '');
}

/**
 * The page's player lays a card that fits (turning up the own stock first while none does) and
 * returns its name and how often the stock was turned up. When a partner takes the card or
 * changes its pile first ("Zu spät …"), the next card that fits is tried; the server must not
 * refuse the card for any other reason.
 */
export async function layCard(page: Page): Promise<{ name: string; flips: number }> {
  let flips = 0;
  for (let tries = 0; tries < 5; tries++) {
    flips += await turnUpUntilFits(page, 11);
    const card = await fittingCard(page);
    expect(card).not.toBeNull();
    // (The card may be gone by now: then the next try.)
    const button = page.locator(`[data-card="${card}"]`);
    const label = await button.getAttribute('aria-label', { timeout: 2000 }).catch(() => null);
    const name = label?.split(' – ')[0];
    if (!name || (await button.click({ timeout: 2000 }).catch(() => 'gone')) === 'gone') continue;
    const laid = `Du legst ${name} auf`;
    const said = async () =>
      `${await page.locator('.gs-log').innerText()}\n${await page.locator('.gs-message').innerText()}`;
    await expect.poll(said).toMatch(new RegExp(`${laid}|Zu spät – ${name} |Das ging gerade nicht`));
    // The server answered (nothing on its way), and it did not refuse the card.
    await expect.poll(() => page.locator('.gs-card[data-pending]').count()).toBe(0);
    expect(await page.locator('.gs-message').innerText()).not.toContain('Das ging gerade nicht');
    if ((await page.locator('.gs-log').innerText()).includes(laid)) return { name, flips };
  }
  throw new Error('no card laid in five tries');
}

/**
 * Plays the deal to its end (won, stuck or out of time) as fast as the page allows: every card
 * that fits is clicked at once, the own stock turned up when none does and no play is on its way.
 */
export async function playDealToTheEnd(page: Page): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    const state = await page.evaluate((sel) => {
      if (document.querySelector('.gs-result')) return 'over';
      const card = document.querySelector<HTMLButtonElement>(sel);
      if (card) {
        card.click();
        return 'card';
      }
      const flip = document.querySelector<HTMLButtonElement>('.gs-flip');
      if (flip && !flip.disabled && !document.querySelector('.gs-card[data-pending]')) {
        flip.click();
        return 'flip';
      }
      return 'wait';
    }, FITS);
    if (state === 'over') return;
    if (state === 'wait') await page.waitForTimeout(25);
  }
  throw new Error('the deal did not end');
}

/**
 * Opens a table with the computer partner from the lobby's "Allein spielen" with the partner's
 * fastest pace ("sehr flink") and the level "Experte", the given variants switched on, and
 * waits through the countdown (G5) for the live table.
 */
export async function startWithFastPartner(page: Page, site: string, variants: readonly string[] = []): Promise<void> {
  await openWithFastPartner(page, site, variants);
  await page.locator('.gs-countdown').waitFor();
  await page.locator('.gs-table[data-live]').waitFor();
}

/** The same table opened ("Spiel starten", at its address), before its countdown is waited for. */
export async function openWithFastPartner(page: Page, site: string, variants: readonly string[] = []): Promise<void> {
  await page.goto(`${site}/spiel/gipfelsturm`);
  const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
  await solo
    .getByRole('group', { name: 'Tempo des Computerpartners' })
    .getByRole('radio', { name: 'sehr flink', exact: true })
    .click();
  await solo.getByRole('group', { name: 'Schwierigkeit' }).getByRole('radio', { name: 'Experte' }).click();
  for (const v of variants) await solo.getByRole('switch', { name: `Variante: ${v}` }).check();
  await solo.getByRole('button', { name: 'Spiel starten' }).click();
  await page.waitForURL(/\/tisch\//);
}

/** A new player: a page in a browser context of its own (its own guest session), kept in `contexts` to close. */
export async function playerPage(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

/**
 * The page's player opens an online table from the lobby's "Mit anderen spielen" with `seats`
 * seats (and the level and switches given) and returns the player's name once at the table.
 * A choice's name is its value alone: a checked pill's drawn "✓" is not read (styles-pages.css, `.pill`).
 */
export async function openOnlineTable(
  host: Page,
  site: string,
  options: { seats: number; level?: string; switches?: readonly string[] },
): Promise<string> {
  await host.goto(`${site}/spiel/gipfelsturm`);
  const tables = host.locator('section', { has: host.getByRole('heading', { name: 'Mit anderen spielen' }) });
  const seats = tables
    .getByRole('group', { name: 'Plätze' })
    .getByRole('radio', { name: String(options.seats), exact: true });
  await seats.check();
  expect(await seats.isChecked()).toBe(true);
  if (options.level)
    await tables
      .getByRole('group', { name: 'Schwierigkeit' })
      .getByRole('radio', { name: options.level, exact: true })
      .check();
  for (const name of options.switches ?? []) {
    const sw = tables.getByRole('switch', { name });
    await sw.check();
    expect(await sw.isChecked()).toBe(true);
  }
  await tables.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await host.waitForURL(/\/tisch\//);
  return myName(host);
}

/**
 * A second player (a page of its own, kept in `contexts`) finds the host's table of two in the lobby
 * and sits down; the host starts it. Returns the guest's page once both tables are live.
 */
export async function guestSitsHostStarts(
  browser: Browser,
  contexts: BrowserContext[],
  site: string,
  host: Page,
  hostName: string,
): Promise<Page> {
  const guest = await playerPage(browser, contexts);
  await guest.goto(`${site}/spiel/gipfelsturm`);
  const entry = guest.locator('.open-table', { hasText: `Tisch von ${hostName}` });
  await expect.poll(() => entry.innerText().catch(() => ''), { timeout: 15_000 }).toContain('1 von 2 Plätzen frei');
  await entry.getByRole('link', { name: 'Platz nehmen' }).click();
  await guest.waitForURL(/\/tisch\//);
  await guest.locator('.seats .seat-you').waitFor();
  expect(await myName(guest)).not.toBe(hostName);
  await expect.poll(() => host.locator('.seats .seat-human').count()).toBe(2);
  await host.getByRole('button', { name: 'Partie starten' }).click();
  await Promise.all([host, guest].map((p) => p.locator('.gs-table[data-live]').waitFor()));
  return guest;
}

/**
 * "Stiller Gipfel" at the live table (G-variant, no calls): the calls' place says the variant, no
 * call button, no rank picker, no "Brauch 8"; the table's key list names the card keys, not the
 * call keys W, D and B, and pressing them opens nothing. Leaves the key list open.
 */
export async function expectSilentCalls(page: Page): Promise<void> {
  expect(await page.locator('.gs-calls p').allInnerTexts()).toEqual(['Stiller Gipfel: keine Zurufe.']);
  expect(await page.locator('.gs-call, .gs-need').count()).toBe(0);
  expect(await page.getByRole('button', { name: /Warte|Ich deck auf|Brauch/ }).count()).toBe(0);
  const keys = page.locator('details.gs-keys');
  await keys.locator('summary').click();
  expect(await keys.locator('dt').allInnerTexts()).toEqual(['← →', 'N', 'Enter', '1 2 3', 'V']);
  // The call keys do nothing: no picker opens (what they would have called: `seenLines`).
  for (const key of ['w', 'd', 'b', '7']) await page.keyboard.press(key);
  expect(await page.getByRole('group', { name: 'Welche Karte brauchst du?' }).count()).toBe(0);
}

/** Keeps every log line and speech bubble the page shows from now on, for `seenLines`. */
export async function watchLines(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.gs-log li, .gs-bubble')) w.seen.push(el.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The log lines and speech bubbles seen since `watchLines`. */
export function seenLines(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}
