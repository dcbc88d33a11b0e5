/**
 * Accounts in Chromium against the whole site: a guest registers (keeps playing as the same
 * player, gets 500 Taler, A2), logs out, is refused with a wrong password in German, and logs in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('accounts in Chromium', () => {
  const site = siteAndBrowser();

  const form = (page: Page, title: string) => page.locator('form', { has: page.getByRole('heading', { name: title }) });
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

  it('a guest registers, gets 500 Taler, logs out, is refused a wrong password, and logs in', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/anmelden`);
    await expect.poll(() => nav(page).innerText()).toMatch(/Gast \d+/);
    const guestId = await page.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { player: { id: string } }).player.id,
    );

    const register = form(page, 'Registrieren');
    await register.getByLabel('Name', { exact: true }).fill('Bergfex');
    await register.getByLabel('Passwort', { exact: true }).fill('sehr-geheim-42');
    await register.getByLabel('Passwort wiederholen').fill('sehr-geheim-42');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.waitForURL(/\/profil$/);
    await expect.poll(() => nav(page).innerText()).toContain('Bergfex');
    await expect.poll(() => page.getByText('500 Taler').count()).toBeGreaterThan(0);
    const me = await page.evaluate(
      async () => (await (await fetch('/api/me')).json()) as { player: { id: string; guest: boolean } },
    );
    // A1: registering keeps the guest's history — the same player id.
    expect(me.player).toMatchObject({ id: guestId, guest: false });

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect.poll(() => nav(page).innerText()).not.toContain('Bergfex');

    await page.goto(`${site.server.url}/anmelden`);
    const login = form(page, 'Anmelden');
    await login.getByLabel('Name', { exact: true }).fill('Bergfex');
    await login.getByLabel('Passwort', { exact: true }).fill('falsch-falsch');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => login.getByRole('alert').innerText()).toBe('Name oder Passwort stimmen nicht.');
    // The other form used: its refusal alone is shown (the login's had stayed beside it, QA 6 Dec 2026).
    const again = form(page, 'Registrieren');
    await again.getByLabel('Name', { exact: true }).fill('Bergfex2');
    await again.getByLabel('Passwort', { exact: true }).fill('sehr-geheim-42');
    await again.getByLabel('Passwort wiederholen').fill('sehr-geheim-43');
    await again.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => again.getByRole('alert').innerText()).toBe('Die beiden Passwörter sind verschieden.');
    expect(await login.locator('.form-message').textContent()).toBe('');

    await login.getByLabel('Passwort', { exact: true }).fill('sehr-geheim-42');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/profil$/);
    await expect.poll(() => nav(page).innerText()).toContain('Bergfex');
    await page.close();
  });

  it('registering says how long a password must be, and a space after the name is not part of it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/anmelden`);
    const register = form(page, 'Registrieren');
    const password = register.getByLabel('Passwort', { exact: true });
    expect(await password.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator(`[id="${await password.getAttribute('aria-describedby')}"]`).innerText()).toBe(
      'Mindestens 8 Zeichen.',
    );
    await register.getByLabel('Name', { exact: true }).fill('Kletterfix ');
    await password.fill('kurz');
    await register.getByLabel('Passwort wiederholen').fill('kurz');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect
      .poll(() => register.getByRole('alert').innerText())
      .toBe('Das Passwort muss 8 bis 200 Zeichen lang sein.');
    await password.fill('lang-genug-1');
    await register.getByLabel('Passwort wiederholen').fill('lang-genug-1');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.waitForURL(/\/profil$/);
    const me = await page.evaluate(async () => (await (await fetch('/api/me')).json()) as { player: { name: string } });
    expect(me.player.name).toBe('Kletterfix');
    // The header: "Kletterfix · 500 Taler", the dot apart from the name.
    const link = nav(page).getByRole('link', { name: /Kletterfix/ });
    const [name, taler] = await link.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a.firstChild!);
      return [range.getBoundingClientRect().right, a.querySelector('.taler')!.getBoundingClientRect().left];
    });
    expect(taler - name).toBeGreaterThan(2);
    await context.close();
  });

  it('a second visitor cannot take the same name', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/anmelden`);
    const register = form(page, 'Registrieren');
    await register.getByLabel('Name', { exact: true }).fill('bergfex');
    await register.getByLabel('Passwort', { exact: true }).fill('auch-geheim-43');
    await register.getByLabel('Passwort wiederholen').fill('auch-geheim-43');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => register.getByRole('alert').innerText()).toBe('Diesen Namen gibt es schon.');
    await context.close();
  });
});
