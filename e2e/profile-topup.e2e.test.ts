/**
 * The daily top-up on the profile (A2), by the keyboard (QA): after "Auf 100 Taler aufstocken" the
 * button went and the focus fell to the body; a second tab left open after the first had topped
 * up kept showing "5 Taler" and the button beside "Aufstocken gibt es erst unter 10 Talern". Now
 * the wallet is read again after any answer, and the line that says what happened takes the focus.
 *
 * A new account has 500 Taler; the wallet's first answer is made to say 5 (the page as it was
 * before the other tab's top-up, or before the click), the server answers the click itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focused } from './page-reads.js';
import { browserAvailable, registerIn, siteAndBrowser } from './harness.js';

const below10 = { balance: 5, topupAvailable: true, topupClaimedToday: false, inPlay: 0, statement: [] };

/**
 * Until the top-up is asked for, the wallet says `before` (to the header and the profile); after it,
 * `after`, or the server's own answer. The top-up is answered `topup`, or by the server.
 */
async function walletSays(page: Page, before: object, after?: object, topup?: object): Promise<void> {
  let asked = false;
  await page.route('**/api/wallet', async (route) => {
    const said = asked ? after : before;
    if (said) await route.fulfill({ json: said });
    else await route.continue();
  });
  await page.route('**/api/wallet/topup', async (route) => {
    asked = true;
    if (topup) await route.fulfill({ json: topup });
    else await route.continue();
  });
}

describe.runIf(browserAvailable())('the top-up on the profile', () => {
  const site = siteAndBrowser();

  async function profileBelow10(name: string, after?: object, topup?: object): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    expect(await registerIn(page, name)).toBe(200);
    await walletSays(page, below10, after, topup);
    await page.goto(`${site.server.url}/profil`);
    await page.locator('.big-number', { hasText: '5 Taler' }).waitFor();
    return page;
  }

  it('topped up by Enter: the focus goes to "Aufgestockt.", not to the body', async () => {
    const page = await profileBelow10(
      'Aufstockerin',
      { ...below10, balance: 100, topupAvailable: false, topupClaimedToday: true },
      { amount: 95, balance: 100 },
    );
    await page.getByRole('button', { name: 'Auf 100 Taler aufstocken' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.big-number', { hasText: '100 Taler' }).waitFor();
    await expect.poll(() => focused(page)).toBe('p: Aufgestockt.');
    expect(await page.getByRole('button', { name: 'Auf 100 Taler aufstocken' }).count()).toBe(0);
    await page.context().close();
  });

  it('a refused top-up (a stale tab) reads the wallet again and says why', async () => {
    const page = await profileBelow10('Zweittab');
    // The server has the account's real 500 Taler: "not needed", and the page shows them.
    await page.getByRole('button', { name: 'Auf 100 Taler aufstocken' }).click();
    await page.locator('.big-number', { hasText: '500 Taler' }).waitFor();
    await expect.poll(() => focused(page)).toBe('p: Aufstocken ist nicht mehr nötig: Du hast');
    expect(await page.locator('.topup-status').textContent()).toBe(
      'Aufstocken ist nicht mehr nötig: Du hast 500 Taler.',
    );
    expect(await page.getByRole('button', { name: 'Auf 100 Taler aufstocken' }).count()).toBe(0);
    // The header's balance too.
    await expect.poll(() => page.locator('header .taler').textContent()).toBe(' · 500 Taler');
    await page.context().close();
  });
});
