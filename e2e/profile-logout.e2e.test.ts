/**
 * Logging out by the keyboard (keyboard QA): "Abmelden" on the profile page, pressed with Enter,
 * went with the registered player's part of the page, and the focus fell to the body
 * (`document.activeElement === document.body`) while the page was drawn anew for a guest — a
 * screen reader was left at the page's top, Tab began again at "Zum Inhalt". Now the page's
 * heading takes it, as after logging in.
 */
import { describe, expect, it } from 'vitest';
import { focused } from './page-reads.js';
import { browserAvailable, registerIn, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('logging out by the keyboard', () => {
  const site = siteAndBrowser();

  it('"Abmelden" by Enter: the focus goes to the page\'s heading, not to the body', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    expect(await registerIn(page, 'Abmelderin')).toBe(200);
    await page.goto(`${site.server.url}/profil`);
    const logout = page.getByRole('button', { name: 'Abmelden' });
    await logout.focus();
    await page.keyboard.press('Enter');
    // Drawn anew for a guest: "Als Gast spielen" and the way to register.
    await page.getByRole('heading', { name: 'Als Gast spielen' }).waitFor();
    await expect.poll(() => focused(page)).toBe('h1: Profil');
    // And it stays there (nothing drawn later takes it away).
    await page.waitForTimeout(500);
    expect(await focused(page)).toBe('h1: Profil');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');
    await context.close();
  });
});
