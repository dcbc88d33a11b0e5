/**
 * Issue 17.2 in the browser: an empty ("leer") seat before occupied ones. Speedlift, 4 seats,
 * "leer"; the player on seat 2 leaves before the start, so the game is dealt to table seats 1, 3
 * and 4 (game seats 0, 1, 2). Every page names its seats from the server's one mapping
 * (`TableInfo.gameSeats`): "Du" on the own box, the others by name, no computer anywhere, and
 * "… ist dran" names the player whose box is on turn.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

const guestName = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect.poll(() => nav.innerText()).toMatch(/Gast \d+/);
  return /Gast \d+/.exec(await nav.innerText())?.[0] ?? '';
};

/** The names in the game's seat boxes, in game-seat order (the turn mark and its read words left off). */
const boxNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.sl-seats .sl-seat-name')].map((e) => (e.firstChild?.textContent ?? '').trim()),
  );

/** The name in the box on turn, and what the line under the floor dial says. */
const turnSaid = (page: Page) =>
  page.evaluate(() => ({
    onTurn: (document.querySelector('.sl-seat[data-turn="yes"] .sl-seat-name')?.firstChild?.textContent ?? '').trim(),
    // (The line's first words: on a phone the dial in words follows, `.sl-dial-words`.)
    line: document.querySelector('.sl-preview')?.firstChild?.textContent ?? '',
  }));

describe.runIf(browserAvailable())('seat names at a table with an empty seat before occupied ones', () => {
  const site = siteAndBrowser();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });
  const player = async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    return context.newPage();
  };

  it('Speedlift, 4 seats, "leer", seat 2 leaves before the start: "Du" on the own box, the others by name', async () => {
    const host = await player();
    await host.goto(`${site.server.url}/spiel/speedlift`);
    const hostName = await guestName(host);
    const form = host.getByRole('form', { name: 'Tisch eröffnen' });
    await form.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '4', exact: true }).check();
    await form
      .getByRole('group', { name: 'Freie Plätze beim Start' })
      .getByRole('radio', { name: 'leer', exact: true })
      .check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect.poll(() => new URL(host.url()).pathname).toMatch(/^\/tisch\//);
    const table = new URL(host.url()).pathname;

    // Three more players sit down, one after the other: seats 2, 3 and 4.
    const others: { page: Page; name: string }[] = [];
    const seatList = host.getByRole('list', { name: 'Plätze am Tisch' });
    for (let i = 0; i < 3; i++) {
      const page = await player();
      await page.goto(`${site.server.url}/spiel/speedlift`);
      const name = await guestName(page);
      await page.goto(`${site.server.url}${table}?platz=frei`);
      await expect.poll(() => seatList.innerText(), { timeout: 15_000 }).toContain(name);
      others.push({ page, name });
    }
    const [leaver, cem, dana] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
    await expect.poll(() => seatList.innerText()).toMatch(new RegExp(`Platz 2[\\s\\S]*${leaver.name}`));

    // The player on seat 2 stands up before the start.
    await leaver.page.getByRole('button', { name: 'Tisch verlassen' }).click();
    await leaver.page
      .getByRole('dialog', { name: 'Tisch verlassen?' })
      .getByRole('button', { name: 'Verlassen' })
      .click();
    await expect.poll(() => seatList.innerText(), { timeout: 15_000 }).not.toContain(leaver.name);
    await host.getByRole('button', { name: 'Partie starten' }).click();

    const expected = new Map<Page, string[]>([
      [host, ['Du', cem.name, dana.name]],
      [cem.page, [hostName, 'Du', dana.name]],
      [dana.page, [hostName, cem.name, 'Du']],
    ]);
    for (const [page, names] of expected) {
      await page.locator('.sl-table').waitFor({ timeout: 15_000 });
      await expect.poll(() => boxNames(page), { timeout: 15_000 }).toEqual(names);
      // "… ist dran" names the player whose box is on turn (or "Du bist dran.").
      const { onTurn, line } = await turnSaid(page);
      expect(line).toBe(onTurn === 'Du' ? 'Du bist dran.' : `${onTurn} ist dran.`);
      expect(await page.locator('.sl-seats').innerText()).not.toContain('Computer');
    }
  });
});
