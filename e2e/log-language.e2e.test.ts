/**
 * A table's log follows the language (docs/web.md "The log in the language of the moment"): at a
 * practice table of each game, with lines in the log, the Zahnrad's "English" says every line shown
 * in English at once — as many lines, none left in German — and "Deutsch" brings the German lines
 * back word for word (Speedlift and Speedclimb, whose logs stand still at the own turn; Gipfelsturm's
 * partner plays on). The log rebuilt after a reload too ("Deine Übung geht weiter."). The lines had
 * stayed in the language they were written in (QA 6 Dec 2026).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { ownTurn } from './speedclimb.js';
import { speedclimbMove, speedliftMove } from './table-of-two.js';

/** Words only a German log line has (verbs of the three games' lines and the site's notes). */
const GERMAN =
  /\b(legt|legst|nimmt|nimmst|steigt|steigst|wirft|wirfst|deckt|deckst|ruft|rufst|hat|hast|geht|weiter|Uhr|läuft|vom|auf|an|Frei|Kreuz|Pik|Herz|Karo)\b/;
/** … and an English one (the same lines' verbs). */
const ENGLISH = /\b(plays?|lays?|takes?|gets?|discards?|turns?|calls?|draws?|continues|Free|Go|from|onto|on|to|the)\b/;

const lines = (page: Page, log: string) => page.locator(`${log} [role="log"] li`).allInnerTexts();

/** The Zahnrad's language: opened from the page's banner, the language chosen, closed again. */
async function chooseLanguage(page: Page, language: 'English' | 'Deutsch'): Promise<void> {
  const title = language === 'English' ? 'Zahnrad – Einstellungen' : 'Settings';
  await page.getByRole('banner').getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: language, exact: true }).check();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** The log at a standstill in German, then in English, then in German again. */
async function switchBackAndForth(page: Page, log: string): Promise<void> {
  const german = await lines(page, log);
  expect(german.length, german.join(' | ')).toBeGreaterThanOrEqual(2);
  for (const line of german) expect(line).toMatch(GERMAN);
  await chooseLanguage(page, 'English');
  await expect.poll(() => lines(page, log).then((l) => l.filter((x) => GERMAN.test(x)))).toEqual([]);
  const english = await lines(page, log);
  expect(english.length, english.join(' | ')).toBe(german.length);
  for (const line of english) expect(line).toMatch(ENGLISH);
  await chooseLanguage(page, 'Deutsch');
  await expect.poll(() => lines(page, log)).toEqual(german);
}

describe.skipIf(!browserAvailable())('the log in the language of the moment', () => {
  const site = siteAndBrowser();

  it('Speedlift: every line of the log in English after the switch, and in German again', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 800 });
    try {
      await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=sprache&tempo=schnell`);
      await page.getByRole('button', { name: 'Losfahren' }).click();
      const myTurn = () => page.locator('.sl-table').getAttribute('data-turn');
      await expect.poll(myTurn, { timeout: 20_000 }).toBe('me');
      expect(await speedliftMove(page)).toBe(true);
      await expect.poll(myTurn, { timeout: 20_000 }).toBe('me');
      await switchBackAndForth(page, '.sl-log');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('Speedclimb: the log rebuilt after a reload, "Deine Übung geht weiter." included, in English and back', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 800 });
    try {
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=sprache&tempo=schnell`);
      await page.getByRole('button', { name: 'Losklettern' }).click();
      await ownTurn(page);
      expect(await speedclimbMove(page)).toBe(true);
      await ownTurn(page);
      await page.reload();
      await expect.poll(() => lines(page, '.sc-log')).toContain('Deine Übung geht weiter.');
      await ownTurn(page);
      await switchBackAndForth(page, '.sc-log');
      await chooseLanguage(page, 'English');
      await expect.poll(() => lines(page, '.sc-log')).toContain('Your practice game continues.');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('Gipfelsturm: while the partner plays on, no line stays German after the switch', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 800 });
    try {
      // The partner at its own calm pace: the lines written in German are still shown after the switch.
      await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=sprache`);
      await page.getByRole('button', { name: 'Los geht’s' }).click();
      await page.locator('.gs-countdown').waitFor();
      await page.locator('.gs-countdown').waitFor({ state: 'detached' });
      const log = '.gs-log-wrap';
      await expect.poll(() => lines(page, log).then((l) => l.length), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      for (const line of await lines(page, log)) expect(line).toMatch(GERMAN);
      await chooseLanguage(page, 'English');
      // At once (within 1.5 s the calm partner writes a line or two, not the log's six anew).
      await expect
        .poll(() => lines(page, log).then((l) => l.filter((x) => GERMAN.test(x))), { timeout: 1500 })
        .toEqual([]);
      const english = await lines(page, log);
      expect(english.length).toBeGreaterThanOrEqual(3);
      for (const line of english) expect(line).toMatch(ENGLISH);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
