/// <reference lib="dom" />
/**
 * Around the table (issue 19), in Chromium against the whole site: two registered players at a
 * Speedclimb table with a stake. The lobby's list names the table's route and stake; sitting down
 * from the list is not announced to the host as "… schaut jetzt zu"; when the game is dealt both
 * headers show the balance less the stake without a reload; the leave dialog says what leaving
 * costs — only for one who is not back before the end (T1).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notePoliteRegion } from './page-reads.js';
import { browserAvailable, registerIn, siteAndBrowser } from './harness.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** A fresh browser context whose guest registers as `name` (A2: 500 Taler). */
async function registered(
  contexts: BrowserContext[],
  site: string,
  browserNewContext: () => Promise<BrowserContext>,
  name: string,
) {
  const context = await browserNewContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${site}/`);
  await expect.poll(() => nav(page).innerText()).toMatch(/Gast \d+/);
  // A guest is offered "Anmelden" beside its name.
  expect(await nav(page).getByRole('link', { name: 'Anmelden' }).count()).toBe(1);
  const status = await registerIn(page, name);
  expect(status).toBe(200);
  await page.goto(`${site}/spiel/speedclimb`);
  await expect.poll(() => nav(page).innerText()).toMatch(new RegExp(`${name}\\s*· 500 Taler`));
  expect(await nav(page).getByRole('link', { name: 'Anmelden' }).count()).toBe(0);
  return page;
}

describe.runIf(browserAvailable())('around the table: a stake table of two registered players', () => {
  const site = siteAndBrowser();

  it('lists route and stake, announces no watcher who sat down, refreshes both balances at the deal, and spells out leaving', async () => {
    const contexts: BrowserContext[] = [];
    const newContext = () => site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = await registered(contexts, site.server.url, newContext, 'Gipfelhost');
    const guest = await registered(contexts, site.server.url, newContext, 'Seilpartner');

    // The host opens a two-seat table with a stake of 10 Taler on the Nordwand.
    const form = host.getByRole('form', { name: 'Tisch eröffnen' });
    await form.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '2', exact: true }).check();
    await form
      .getByRole('group', { name: 'Route' })
      .getByRole('radio', { name: /^Nordwand/ })
      .check();
    await form.getByRole('group', { name: 'Einsatz' }).getByRole('radio', { name: '10 Taler' }).check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect.poll(() => new URL(host.url()).pathname, { timeout: 15_000 }).toMatch(/^\/tisch\//);
    await host.locator('.seats .seat-you').waitFor();
    // Everything the host's live region says from now on.
    const saidByHost = await notePoliteRegion(host);

    // The guest's lobby names the table's route and stake; "Platz nehmen" sits down.
    const row = guest.locator('.open-table').filter({ hasText: 'Tisch von Gipfelhost' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const line = await row.innerText();
    expect(line).toContain('Einsatz: 10 Taler');
    expect(line).toContain('Route: Nordwand (schwerere Lager)');
    await row.getByRole('link', { name: 'Platz nehmen' }).click();
    await guest.locator('.seats .seat-you').waitFor();
    await expect.poll(() => host.locator('.seats').innerText(), { timeout: 15_000 }).toContain('Seilpartner');
    // Longer than a watcher waits to be announced: the guest sat down, nobody "schaut jetzt zu".
    await host.waitForTimeout(2500);
    const said = await saidByHost();
    expect(said.join(' | ')).not.toContain('schaut jetzt zu');

    // The deal takes both stakes; both headers say so without a reload.
    await host.getByRole('button', { name: 'Partie starten' }).click();
    for (const page of [host, guest])
      await expect.poll(() => nav(page).innerText(), { timeout: 15_000 }).toContain('· 490 Taler');

    // Leaving a game dealt to another human: the stake and −10, for one not back before the end.
    await guest.getByRole('button', { name: 'Tisch verlassen' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Tisch verlassen?' });
    await dialog.waitFor();
    expect(await dialog.locator('li').allInnerTexts()).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Kommst du bis zum Ende der Partie nicht zurück, verlierst du deinen Einsatz von 10 Talern und bekommst in der Bestenliste −10 Punkte.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    await guest.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await Promise.all(contexts.map((c) => c.close()));
  });
});
