/**
 * Leaving a table before its start (QA, Speedclimb, a guest on a phone at 360 × 640): the guest
 * opened a table of four seats and left it with "Tisch verlassen" → "Verlassen". The table closed
 * (nobody sat there any more), but the page stayed at /tisch/<id>: four seats "leer", the guest
 * among those who watch ("Gast 2912 schaut jetzt zu."), no button, no word that the table was
 * closed; only a reload said "Diesen Tisch gibt es nicht (mehr)." Now the last player to get up goes
 * back to the game's lobby, and one who watches the table is told that it is closed, with the way to
 * the lobby. One who gets up while others sit stays and watches (free to sit down again, and not told
 * that they themself "schaut jetzt zu"); a leaver of a running game stays at the table (A3: the
 * computer plays the seat, "Ich bin zurück").
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { announcerHolds, focused, notePoliteRegion } from './page-reads.js';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { tableOfTwo } from './table-of-two.js';

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };
const WIDE = { viewport: { width: 1280, height: 800 } };

describe.runIf(browserAvailable())('leaving a table that has not started', () => {
  const site = siteAndBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  const open = async (options: object) => {
    const context = await site.browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };

  /** A table "Mit anderen spielen" of `seats` seats opened on `page` in the lobby; its address. */
  const openTable = async (page: Page, seats: number): Promise<string> => {
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await form
      .getByRole('group', { name: 'Plätze' })
      .getByRole('radio', { name: String(seats), exact: true })
      .check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.seats .seat-you').waitFor();
    return page.url();
  };

  /** "Tisch verlassen", confirmed in its dialog, by taps. */
  const leave = async (page: Page) => {
    await page.getByRole('button', { name: 'Tisch verlassen' }).tap();
    await page.getByRole('button', { name: 'Verlassen', exact: true }).tap();
  };

  it('the last player: back to the lobby (the table is closed); one who watched is told so, with the way to the lobby', async () => {
    const guest = await open(PHONE);
    const table = await openTable(guest, 4);
    const heard = await notePoliteRegion(guest);
    const watcher = await open(WIDE);
    await watcher.goto(table);
    await watcher.locator('.seats .seat').first().waitFor();
    // The table's page says the watcher; a while later the guest leaves.
    await expect.poll(async () => (await heard()).join(' | ')).toMatch(/schaut jetzt zu\./);
    await guest.waitForTimeout(1000);

    await guest.getByRole('button', { name: 'Tisch verlassen' }).tap();
    // The dialog says what getting up does here.
    await expect
      .poll(() => guest.locator('dialog[open]').textContent())
      .toContain('Sonst sitzt niemand am Tisch: Er wird geschlossen, und du kommst zurück in die Lobby.');
    await guest.getByRole('button', { name: 'Verlassen', exact: true }).tap();
    await guest.waitForURL(/\/spiel\/speedclimb$/, { timeout: 10_000 });
    await guest.getByRole('heading', { level: 1, name: 'Speedclimb' }).waitFor();
    await expect.poll(() => focused(guest)).toBe('h1: Speedclimb');
    // The lobby's live region holds what was said on the way here, not what the table said (QA: a
    // screen reader browsing a page read a sentence of the page before), and not for long either.
    const held = await announcerHolds(guest);
    expect(held).toContain('Du hast den Tisch verlassen.');
    expect(held.join(' | ')).not.toContain('schaut jetzt zu');
    await expect.poll(() => announcerHolds(guest), { timeout: 10_000 }).toEqual([]);
    // The lobby lists no table of one's own any more ("Zurück an den Tisch").
    const list = guest.locator('section', { has: guest.getByRole('heading', { name: 'Offene Tische' }) });
    await expect.poll(() => list.textContent()).toContain('Gerade ist kein Tisch offen');

    // The page that watched: the table is closed, and the lobby is one tap away.
    const closed = watcher.locator('.table-closed');
    await closed.waitFor({ timeout: 10_000 });
    expect(await closed.textContent()).toContain('Dieser Tisch ist geschlossen');
    await closed.getByRole('link', { name: 'Zu Speedclimb' }).click();
    await watcher.waitForURL(/\/spiel\/speedclimb$/);
  });

  it('one of two before the start: watches on, free to sit down again, and is not told that they watch now', async () => {
    const host = await open(WIDE);
    const table = await openTable(host, 4);
    const guest = await open(PHONE);
    await guest.goto(`${table}?platz=frei`);
    await guest.locator('.seats .seat-you').waitFor();
    await expect.poll(() => host.locator('.seats .seat-human').count()).toBe(2);
    const name = await guest.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { player: { name: string } }).player.name,
    );
    // Everything the guest's live region says from now on.
    const saidByGuest = await notePoliteRegion(guest);

    await leave(guest);
    await expect.poll(() => host.locator('.seats .seat-human').count()).toBe(1);
    await guest.getByRole('button', { name: 'Platz nehmen' }).waitFor();
    expect(new URL(guest.url()).pathname).toBe(new URL(table).pathname);
    await expect.poll(() => guest.locator('.spectators').textContent()).toContain(name);
    // Longer than a watcher waits to be announced.
    await guest.waitForTimeout(2500);
    const said = await saidByGuest();
    expect(said.join(' | ')).not.toContain(`${name} schaut jetzt zu`);
    await host.getByRole('button', { name: 'Tisch verlassen' }).waitFor();
  });

  it('an invitation to a full table makes a watcher and says so; "Zuschauen beenden" leads to the lobby (QA 6 Dec 2026)', async () => {
    const host = await open(WIDE);
    const table = await openTable(host, 2);
    const seated = await open(WIDE);
    await seated.goto(`${table}?platz=frei`);
    await seated.locator('.seats .seat-you').waitFor();
    // Before the start: both seats taken.
    const late = await open(PHONE);
    await late.goto(`${table}?platz=frei`);
    await expect.poll(() => late.locator('.invite-watching').textContent()).toBe('Kein Platz frei: Du schaust zu.');
    expect(await late.locator('.seats .seat-you').count()).toBe(0);
    await late.getByRole('link', { name: 'Zuschauen beenden' }).tap();
    await late.waitForURL(/\/spiel\/speedclimb$/);
    // The game running: the same link says so.
    await host.getByRole('button', { name: 'Partie starten' }).click();
    await host.locator('.table-game [data-screen]').waitFor();
    const later = await open(WIDE);
    await later.goto(`${table}?platz=frei`);
    await expect
      .poll(() => later.locator('.invite-watching').textContent())
      .toBe('Die Partie läuft schon: Du schaust zu.');
    await later.locator('.table-game [data-screen]').waitFor();
    // A plain visit (not the invitation) is no invitation refused.
    const visitor = await open(WIDE);
    await visitor.goto(table);
    await visitor.getByRole('link', { name: 'Zuschauen beenden' }).waitFor();
    expect(await visitor.locator('.invite-watching').count()).toBe(0);
  });

  it('a running game: the leaver stays at the table, the computer plays the seat ("Ich bin zurück")', async () => {
    const { guest } = await tableOfTwo(site.browser, contexts, site.server.url, 'speedclimb', WIDE, 2);
    const table = guest.url();
    await guest.getByRole('button', { name: 'Tisch verlassen' }).click();
    await guest.getByRole('button', { name: 'Verlassen', exact: true }).click();
    await guest.locator('.banner').getByRole('button', { name: 'Ich bin zurück' }).waitFor();
    await guest.waitForTimeout(500);
    expect(guest.url()).toBe(table);
    // "Ich bin zurück": the banner goes, and the page says so (keyboard QA 7 Dec 2026: it said nothing).
    const said = await notePoliteRegion(guest);
    await guest.locator('.banner').getByRole('button', { name: 'Ich bin zurück' }).click();
    await guest.locator('.banner').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await said()).join(' | ')).toContain('Du spielst wieder selbst');
  });
});
