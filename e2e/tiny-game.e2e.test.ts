/// <reference lib="dom" />
/**
 * The fourth game (issue 18): core's tiny test game ("Kleinste Zahl") played through everything the
 * site's games have — start page, lobby, rules, the `?` keys, offline practice, a solo table to its
 * end, an online table of two browsers with a clock (a seat times out and the computer plays it,
 * a player leaves and the computer takes over), the end screen, the leaderboard and the replay.
 * Its page is one module (apps/web/src/games/tiny/) and one registry line; the server offers it
 * only when built with `testGames`, the page only in its test build (apps/web/dist-test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../scripts/build-web.js';
import { browserAvailable, seriousViolations, siteAndBrowser, startServer } from './harness.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const guestName = async (page: Page) => {
  await expect.poll(() => nav(page).innerText()).toMatch(/Gast \d+/);
  return /Gast \d+/.exec(await nav(page).innerText())?.[0] ?? '';
};
/** The seat's playable cards (the view's legal moves). */
const playable = (page: Page) => page.locator('.tiny-hand button:not([disabled])');

const hand = (page: Page) => page.locator('.tiny-hand button');

/**
 * Plays the seat's first playable card once the view offers one (by click, or by its key 1–9);
 * returns it once the server's view has taken it from the hand.
 */
async function playCard(page: Page, by: 'click' | 'key' = 'click'): Promise<string> {
  await playable(page).first().waitFor({ timeout: 20_000 });
  const before = await hand(page).count();
  const card = (await playable(page).first().innerText()).trim();
  if (by === 'click') await playable(page).first().click();
  else await page.locator('body').press(card);
  await expect.poll(() => hand(page).count(), { timeout: 10_000 }).toBe(before - 1);
  return card;
}

describe.runIf(browserAvailable())('the tiny test game through the page (a server with test games)', () => {
  // Short computer pauses and grace, so a whole game and a timed-out seat fit the test's time.
  const site = siteAndBrowser(() =>
    startServer(
      {},
      {
        testGames: true,
        timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 50, graceMs: 500 },
      },
    ),
  );
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const c = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: site.server.url });
    contexts.push(c);
    const page = await c.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  };
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('is on the start page, has a lobby, its rules, its keys and an offline practice', async () => {
    const page = await newPage();
    await page.goto('/');
    const card = page.locator('.game-card.game-tiny');
    await expect.poll(() => card.locator('h2').innerText()).toBe('Kleinste Zahl');
    expect(await card.innerText()).toContain('Drei Karten, zwei Runden: die kleinste Summe gewinnt.');
    await card.getByRole('link', { name: 'Regeln: Kleinste Zahl' }).click();
    await page.getByRole('heading', { level: 1, name: 'Regeln: Kleinste Zahl' }).waitFor();
    expect(await page.locator('.rule-text').innerText()).toContain('gewinnt, wer die kleinste Summe ausgespielt hat');
    // The rulings for all games follow (rules/rulings.md has no section of this game's).
    await page.getByRole('heading', { name: 'Auslegungen' }).waitFor();

    await page.goto('/spiel/tiny');
    await page.getByRole('heading', { level: 1, name: 'Kleinste Zahl' }).waitFor();
    expect(await page.getByText('Allein gegen 1 oder 2 Computer.').count()).toBe(1);
    await page.getByRole('link', { name: 'Üben' }).waitFor();
    await page.locator('body').press('?');
    const keys = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await expect.poll(() => keys.innerText()).toContain('Am Tisch: Kleinste Zahl');
    expect(await keys.innerText()).toContain('Die Karte mit dieser Zahl spielen');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);

    // Practice: the engine in the page, a computer that answers; two cards each end the game.
    await page.getByRole('link', { name: 'Üben' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kleinste Zahl üben' }).waitFor();
    await playCard(page);
    await playCard(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Das Spiel ist aus.' }).count()).toBe(1);
  });

  it('a registered player plays a solo table to its end, finds it on the leaderboard and replays it', async () => {
    const page = await newPage();
    await page.goto('/anmelden');
    const register = page.getByRole('form', { name: 'Registrieren' });
    await register.getByLabel('Name', { exact: true }).fill('Zahlenfee');
    await register.getByLabel('Passwort', { exact: true }).fill('sehr-geheim-18');
    await register.getByLabel('Passwort wiederholen').fill('sehr-geheim-18');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.waitForURL(/\/profil$/);

    await page.goto('/spiel/tiny');
    const solo = page.getByRole('form', { name: 'Allein spielen' });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '2', exact: true }).check();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/tisch\//);
    const seats = page.getByRole('list', { name: 'Plätze am Tisch' });
    await expect.poll(() => seats.getByRole('listitem').count()).toBe(3);
    await page.locator('.tiny-table').waitFor();
    // The table screen is the game's: its frame names it, the hand shows three cards.
    await page.getByRole('heading', { level: 1, name: /Kleinste Zahl/ }).waitFor();
    await expect.poll(() => page.locator('.tiny-hand button').count()).toBe(3);
    // The key list at the table is the game's (the route names only the table).
    await page.locator('body').press('?');
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Tastenkürzel' }).innerText())
      .toContain('Am Tisch: Kleinste Zahl');
    await page.keyboard.press('Escape');
    // One card by click, one by its key (1–9).
    await playCard(page);
    await playCard(page, 'key');
    const end = page.locator('.summary').filter({ hasText: 'Partie zu Ende' });
    await end.waitFor({ timeout: 20_000 });
    const verify = end.getByRole('link', { name: 'Austeilung prüfen' });
    await verify.waitFor();
    const gameId = (await verify.getAttribute('href'))?.split('/')[2] ?? '';
    expect(gameId).toMatch(/\S/);
    expect(await seriousViolations(page)).toEqual([]);

    // The leaderboard has the game's tab, its formula and the player.
    await page.goto('/bestenliste/tiny');
    await page.getByRole('link', { name: 'Kleinste Zahl' }).waitFor();
    expect(await page.getByText('Platz 1 bekommt 30 Punkte.').count()).toBe(1);
    await expect.poll(() => page.getByRole('table').innerText()).toContain('Zahlenfee');

    // The replay draws each step with the game's own view.
    await page.goto(`/wiederholung/${gameId}`);
    await page.getByRole('heading', { level: 1, name: 'Wiederholung: Kleinste Zahl' }).waitFor();
    const counter = page.locator('.replay-step');
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 1 von \d+ · Die Austeilung$/);
    await page.locator('.replay-view .tiny-table').waitFor();
    await page.locator('body').press('End');
    // Six cards played by three seats: the last step shows every seat's two cards.
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 7 von 7/);
    expect(await page.locator('.replay-view .tiny-played li').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('two browsers at an online table with a clock: a seat times out, a player leaves, the computer plays on', async () => {
    const host = await newPage();
    await host.goto('/spiel/tiny');
    const hostName = await guestName(host);
    const form = host.getByRole('form', { name: 'Tisch eröffnen' });
    await form.getByRole('group', { name: 'Bedenkzeit je Entscheidung' }).getByRole('radio', { name: '30 s' }).check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect.poll(() => new URL(host.url()).pathname).toMatch(/^\/tisch\//);
    const tableId = new URL(host.url()).pathname.split('/')[2] ?? '';

    const guest = await newPage();
    await guest.goto('/spiel/tiny');
    const guestNameText = await guestName(guest);
    const row = guest.locator('.open-table').filter({ hasText: `Tisch von ${hostName}` });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link', { name: 'Platz nehmen' }).click();
    await expect.poll(() => new URL(guest.url()).pathname).toBe(`/tisch/${tableId}`);
    const seats = host.getByRole('list', { name: 'Plätze am Tisch' });
    await expect.poll(() => seats.innerText()).toContain(guestNameText);
    await host.getByRole('button', { name: 'Partie starten' }).click();

    // The host plays first; the guest sees the card arrive, then lets the clock run out.
    const first = await playCard(host);
    await expect.poll(() => guest.locator('.tiny-played li').first().innerText()).toContain(first);
    await expect.poll(() => guest.getByRole('timer').count()).toBeGreaterThan(0);
    await guest
      .getByRole('status')
      .filter({ hasText: 'Deine Bedenkzeit ist abgelaufen – der Computer hat für dich gespielt.' })
      .waitFor({ timeout: 45_000 });
    await expect.poll(() => host.locator('.tiny-played li').nth(1).innerText()).toMatch(/\d/);

    // The guest leaves while the host is to play: the computer takes the seat (A3) — the banner
    // says so while the game runs — and plays its last card after the host's.
    // (Leaving after the host's last card raced the game's end: the computer's card ends the game
    // at once, and the banner could come and go between two looks of the test.)
    await guest.getByRole('button', { name: 'Tisch verlassen' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Tisch verlassen?' });
    await expect
      .poll(() => dialog.innerText())
      .toContain('Der Computer übernimmt deinen Platz bis zum Ende der Partie.');
    await dialog.getByRole('button', { name: 'Verlassen' }).click();
    await guest.getByRole('alert').filter({ hasText: 'Der Computer spielt gerade für dich.' }).waitFor();
    // The host hears it (the seat list shows "Computer spielt"; the page's live region says it once).
    await host
      .getByRole('status')
      .filter({ hasText: `Für ${guestNameText} spielt jetzt der Computer.` })
      .waitFor();
    await playCard(host);
    await host.locator('.summary').filter({ hasText: 'Partie zu Ende' }).waitFor({ timeout: 45_000 });
    await guest.locator('.summary').filter({ hasText: 'Partie zu Ende' }).waitFor();
    expect(await seriousViolations(host)).toEqual([]);
  }, 120_000);

  it('is in the test build only: the production bundle holds neither its module nor its words', () => {
    const scripts = (dir: string) =>
      readdirSync(join(dir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'));
    const has = (dir: string) => scripts(dir).some((js) => js.includes('Kleinste Zahl') || js.includes('tiny-hand'));
    expect(has(ensureWebBuilt(undefined, { testGames: true }))).toBe(true);
    expect(has(ensureWebBuilt())).toBe(false);
  });
});
