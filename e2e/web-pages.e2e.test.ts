/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startServer, siteAndBrowser, seriousViolations } from './harness.js';

const SCREENS = new URL('../docs/screens/', import.meta.url).pathname;
const GAMES = ['speedclimb', 'gipfelsturm', 'speedlift'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Presses Tab (or Shift+Tab) until the focused element's text (or label) contains `text`; fails after `max` presses. */
async function tabTo(page: Page, text: string, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el || el === document.body) return '';
      const labels = [...(el.labels ?? [])].map((l) => l.innerText).join(' ');
      return `${el.innerText ?? ''} ${el.getAttribute('aria-label') ?? ''} ${labels}`.replace(/\s+/g, ' ');
    });
    if (label.includes(text)) return;
    seen.push(label.trim().slice(0, 40));
  }
  throw new Error(`"${text}" not reached with ${key}; focus went to: ${seen.join(' | ')}`);
}

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe.runIf(browserAvailable())('web pages in Chromium', () => {
  const site = siteAndBrowser(() => startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kh-web-e2e-')) }));

  beforeAll(() => {
    mkdirSync(SCREENS, { recursive: true });
  });

  it('names every page in the tab: its heading · Kartenhaus, also after a navigation inside the app', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const titled = async (what: string) => {
      const heading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
      await expect.poll(() => page.title(), { message: what }).toBe(`${heading} · Kartenhaus`);
      return heading;
    };
    // The game pages with their own heading kept the title of the page before them (or "Kartenhaus").
    for (const path of [
      '/spiel/speedlift/uebung',
      '/spiel/speedlift/tagesfahrt',
      '/spiel/speedlift/fahrschule',
      '/spiel/speedlift/karten',
      '/spiel/speedclimb/uebung',
      '/spiel/gipfelsturm/uebung',
      '/spiel/speedlift/regeln',
    ]) {
      await page.goto(site.server.url + path);
      await settle(page);
      expect(await titled(path)).toMatch(/(Speedlift|Speedclimb|Gipfelsturm)/);
    }
    // The lists' tabs name what their heading leaves to the tabs and buttons under it (QA, session 46).
    for (const [path, title] of [
      ['/bestenliste/speedclimb?zeitraum=woche', 'Bestenliste: Speedclimb · Diese Woche · Kartenhaus'],
      ['/tagesliste', 'Tagesliste · Heute · Kartenhaus'],
    ] as const) {
      await page.goto(site.server.url + path);
      await settle(page);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    // Inside the app: from the profile by links to the practice, then a server table.
    await page.goto(`${site.server.url}/profil`);
    await settle(page);
    expect(await titled('/profil')).toBe('Profil');
    await page.getByRole('link', { name: 'Spiele', exact: true }).first().click();
    await page.getByRole('link', { name: 'Allein spielen – Speedlift' }).click();
    await page.waitForURL(/\/spiel\/speedlift#allein$/);
    expect(await titled('lobby')).toBe('Speedlift');
    await page.getByRole('link', { name: 'Üben ohne Verbindung' }).click();
    await page.waitForURL(/\/uebung$/);
    expect(await titled('practice')).toBe('Speedlift · Übung');
    await page.goBack();
    await page.waitForURL(/\/spiel\/speedlift#allein$/);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.table-bar h1').waitFor();
    await expect.poll(() => page.title()).toBe('Speedlift · Kartenhaus');
    await context.close();
  });

  it('links a game’s verify page and its replay both ways (a running solo game; the finished one: Verify.test.tsx)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    await page.getByRole('form', { name: 'Allein spielen' }).getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    const history = () =>
      page.evaluate(async () => {
        const r = (await (await fetch('/api/history')).json()) as { games: { gameId: string }[] };
        return r.games[0]?.gameId ?? '';
      });
    await expect.poll(history).toMatch(/\S/);
    const gameId = await history();
    await page.goto(`${site.server.url}/pruefen/${gameId}`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Diese Partie läuft noch.' }).count()).toBe(1);
    // Before, the verify page named the game and no way to it.
    await page.getByRole('link', { name: 'Wiederholung ansehen' }).click();
    await page.waitForURL(new RegExp(`/wiederholung/${gameId}$`));
    await page.getByRole('heading', { level: 1, name: 'Wiederholung: Speedclimb' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Wide, on one screen while the game runs: the banner, the controls, then the table — in that
    // order, the page the window (the controls had been placed under the table when the banner took
    // a row of the one-screen grid).
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.locator('.replay-view .sc-table[data-screen]').waitFor();
    const order = await page.evaluate(() =>
      ['.banner', '.replay-controls', '.replay-view .sc-table'].map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, scroll: document.documentElement.scrollHeight - innerHeight };
      }),
    );
    expect(order[0]!.bottom).toBeLessThanOrEqual(order[1]!.top);
    expect(order[1]!.bottom).toBeLessThanOrEqual(order[2]!.top);
    expect(order[2]!.bottom).toBeLessThanOrEqual(720);
    expect(order[0]!.scroll).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: 'Austeilung prüfen' }).click();
    await page.waitForURL(new RegExp(`/pruefen/${gameId}$`));
    await page.getByRole('heading', { level: 1, name: 'Faire Karten prüfen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('takes a register refusal away once the name is changed (it stood under the next name)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/anmelden`);
    const register = page.getByRole('form', { name: 'Registrieren' });
    const message = register.locator('.form-message');
    await register.getByLabel('Name', { exact: true }).fill('Computer');
    await register.getByLabel('Passwort', { exact: true }).fill('seilschaft8');
    await register.getByLabel('Passwort wiederholen').fill('seilschaft8');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => message.innerText()).toContain('Dieser Name ist reserviert');
    // Too short: the page refuses it before it is sent, in its own words (Chromium's bubble had come
    // in the browser's language, QA 6 Dec 2026), the field marked and focused; the old refusal is gone.
    const name = register.getByLabel('Name', { exact: true });
    await name.fill('Jo');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => message.innerText()).toBe('Der Name muss 3 bis 20 Zeichen lang sein.');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await register.getByLabel('Passwort wiederholen').fill('seilschaft9');
    await register.getByLabel('Name', { exact: true }).fill('Johanna');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => message.innerText()).toBe('Die beiden Passwörter sind verschieden.');
    await register.getByLabel('Passwort wiederholen').fill('seilschaft8');
    expect(await message.innerText()).toBe('');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('names the keys in the footer only where there is a keyboard (not on a touch screen)', async () => {
    const keysHint = /Taste \? zeigt alle Tastenkürzel/;
    for (const touch of [false, true]) {
      const context = await site.browser.newContext({
        viewport: touch ? { width: 360, height: 740 } : { width: 1280, height: 800 },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      await page.goto(site.server.url);
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.innerText()).toMatch(/\S/);
      expect(keysHint.test(await footer.innerText()), touch ? 'phone' : 'desktop').toBe(!touch);
      await context.close();
    }
  });

  describe.each(VIEWPORTS)('at $width×$height', (vp) => {
    const newPage = async () => {
      const context = await site.browser.newContext({ viewport: { width: vp.width, height: vp.height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      return { page, context, errors };
    };
    const shot = (page: Page, name: string, fullPage = false) =>
      page.screenshot({ path: `${SCREENS}${vp.name}-${name}.png`, fullPage });

    it('shows a new visitor the three games and the Tagesfahrt of the day from the server', async () => {
      const { page, context, errors } = await newPage();
      const daily = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/daily');
      await page.goto(site.server.url);
      await settle(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Kartenhaus');
      const names = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(names).toEqual(expect.arrayContaining(['Speedclimb', 'Gipfelsturm', 'Speedlift', 'Tagesfahrt']));
      expect(await page.getByRole('link', { name: /^Allein spielen/ }).count()).toBe(3);
      expect(await page.getByRole('link', { name: /^Mit anderen spielen/ }).count()).toBe(3);
      // The game server's guest session names the visitor (no made-up name).
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Hauptnavigation' }).innerText())
        .toMatch(/Gast \d+/);
      // The site serves the day's Tagesfahrt (accounts): no "not available" state on the page.
      expect((await daily).status()).toBe(200);
      await settle(page);
      expect(await page.getByText('Noch nicht verfügbar').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'start', true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it.each(GAMES)('reaches the lobby and the rule text of %s by keyboard alone, with visible focus', async (game) => {
      const { page, context, errors } = await newPage();
      await page.goto(site.server.url);
      await settle(page);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Zum Inhalt springen');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
      expect(outline, 'visible focus on the skip link').not.toBe('none');
      await page.keyboard.press('Enter');
      await tabTo(page, `Allein spielen – ${game[0]!.toUpperCase()}${game.slice(1)}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/spiel/${game}`);
      // Focus lands on the solo section's heading.
      await expect.poll(() => focusedText(page)).toBe('Allein spielen');
      await settle(page);
      expect(await seriousViolations(page), `lobby ${game}`).toEqual([]);
      await shot(page, `lobby-${game}`, true);
      await tabTo(page, 'Regeln:', 12, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/spiel/${game}/regeln`);
      await expect.poll(() => focusedText(page)).toMatch(/^Regeln: /);
      await settle(page);
      // The rule text is a page of its own, loaded on demand: wait for it to render.
      await expect.poll(() => page.getByRole('heading', { name: 'Auslegungen' }).count()).toBe(1);
      expect(await seriousViolations(page), `rules ${game}`).toEqual([]);
      await shot(page, `rules-${game}`);
      // Back goes back (history API).
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/spiel/${game}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows every solo and table option of the rule texts in the lobbies', async () => {
      const { page, context } = await newPage();
      await page.goto(`${site.server.url}/spiel/speedclimb`);
      await settle(page);
      const solo = page.getByRole('form', { name: 'Allein spielen' });
      expect(await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio').count()).toBe(5);
      expect(await solo.getByRole('group', { name: 'Route' }).getByRole('radio').count()).toBe(4);
      expect(await solo.getByRole('switch', { name: 'Turbo' }).count()).toBe(1);
      const table = page.getByRole('form', { name: 'Tisch eröffnen' });
      const seats = table.getByRole('group', { name: 'Plätze', exact: true }).getByRole('radio');
      expect(await seats.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      expect(await table.getByRole('group', { name: 'Bedenkzeit je Entscheidung' }).getByRole('radio').count()).toBe(5);
      // A guest (this page's player) is offered no stake (A1); a registered player's five: around-the-table.e2e.
      const stake = table.getByRole('group', { name: 'Einsatz' });
      await expect.poll(() => stake.innerText()).toContain('Dein Tisch wird ohne Einsatz eröffnet');
      expect(await stake.getByRole('radio').count()).toBe(0);
      await page.goto(`${site.server.url}/spiel/speedlift`);
      await settle(page);
      const lift = page.getByRole('form', { name: 'Allein spielen' });
      expect(await lift.getByRole('group', { name: 'Computergegner' }).getByRole('radio').count()).toBe(4);
      expect(await lift.getByRole('group', { name: 'Partie bis' }).getByRole('radio').count()).toBe(3);
      expect(await lift.getByRole('switch').count()).toBe(3);
      expect(await page.getByRole('heading', { name: 'Tagesfahrt' }).count()).toBe(1);
      await context.close();
    });

    it('keeps a setting across a reload and closes dialogs with Esc; ? lists the keys', async () => {
      const { page, context, errors } = await newPage();
      await page.goto(site.server.url);
      await settle(page);
      await page.keyboard.press('?');
      const keys = page.getByRole('dialog', { name: 'Tastenkürzel' });
      await expect.poll(() => keys.isVisible()).toBe(true);
      expect(await seriousViolations(page), 'shortcuts dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => keys.isVisible()).toBe(false);
      await tabTo(page, 'Zahnrad – Einstellungen');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Zahnrad – Einstellungen' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await seriousViolations(page), 'settings dialog').toEqual([]);
      await shot(page, 'settings');
      await tabTo(page, 'Ansagen sprechen', 20);
      await page.keyboard.press('Space');
      // A radio group is one tab stop; the arrow keys choose within it.
      await tabTo(page, 'Deutsch', 20);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.reload();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.getByRole('link', { name: /^Play alone/ }).count()).toBe(3);
      await page.keyboard.press(',');
      const en = page.getByRole('dialog', { name: 'Settings' });
      await expect.poll(() => en.getByRole('switch', { name: 'Speak announcements' }).isChecked()).toBe(true);
      await shot(page, 'settings-en');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('has no serious or critical accessibility violation on the other pages', async () => {
      const { page, context, errors } = await newPage();
      for (const [path, heading, name] of [
        ['/bestenliste/speedclimb', 'Bestenliste', 'leaderboard'],
        ['/bestenliste/speedlift?zeitraum=woche', 'Bestenliste', 'leaderboard-week'],
        ['/tagesliste', 'Tagesliste', 'daily'],
        ['/profil', 'Profil', 'profile'],
        ['/anmelden', 'Anmelden', 'login'],
        ['/gibt-es-nicht', 'Seite nicht gefunden', 'not-found'],
      ] as const) {
        await page.goto(site.server.url + path);
        await settle(page);
        expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
        expect(await seriousViolations(page), path).toEqual([]);
        if (name !== 'leaderboard-week' && name !== 'not-found') await shot(page, name, true);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
