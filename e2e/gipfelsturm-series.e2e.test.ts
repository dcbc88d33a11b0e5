/**
 * Gipfelsturm to the end, as the players see it: a whole Rekordjagd with the computer partner to
 * its last deal and the series' end screen (G4/G8: the leftover stock cards of the won deals added
 * up, the same sum as the player's points for the Bestenliste, G13; "Nochmal" deals a new series);
 * a player who leaves a two-player online table mid-deal and is not back by its end (A3, T1): the
 * −10 on both players' end screens and on the Bestenliste (S14's "−10 for leaving a game with
 * other humans", AC2); and "Stiller Gipfel" at a two-player online table (G3: no calls on either
 * page, no call keys in the key list).
 *
 * Timings: the server's test hook `timing.countdownMs` shortens G5's countdown from 3 s to 1 s
 * (five countdowns in the series); everything else runs at the real pace: the partner "sehr flink"
 * (Experte's pace) and the level Experte (a 90 s clock) as the other Gipfelsturm browser tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSilentCalls,
  layCard,
  myName,
  openWithFastPartner,
  openOnlineTable,
  playDealToTheEnd,
  playerPage,
  seenLines,
  watchLines,
} from './gipfelsturm.js';
import { browserAvailable, registerIn, siteAndBrowser, startServer } from './harness.js';

/** The series' deals: five (the lobby's "Rekordjagd (5 Partien hintereinander)"). */
const DEALS = 5;

/**
 * A new player in a browser context of its own who registers as `name` (A2) — a guest's points
 * count nowhere (A1), so the −10 and the points for the Bestenliste are shown to registered players only.
 */
async function registeredPage(browser: Browser, contexts: BrowserContext[], site: string, name: string): Promise<Page> {
  const page = await playerPage(browser, contexts);
  await page.goto(`${site}/spiel/gipfelsturm`);
  const status = await registerIn(page, name);
  expect(status).toBe(200);
  await page.goto(`${site}/spiel/gipfelsturm`);
  await expect
    .poll(() => page.getByRole('navigation', { name: 'Hauptnavigation' }).innerText())
    .toMatch(new RegExp(`${name}\\s*· 500 Taler`));
  return page;
}

/** The frame's end screen ("Partie zu Ende"). */
const endOf = (page: Page) =>
  page.locator('section.summary', { has: page.getByRole('heading', { name: 'Partie zu Ende' }) });

/** The frame's summary between two deals ("Nach der Partie"). */
const summaryOf = (page: Page) =>
  page.locator('section.summary', { has: page.getByRole('heading', { name: 'Nach der Partie' }) });

/**
 * The leftover stock cards the result names ("… – 3 Vorratskarten übrig."), 0 for a lost deal. The
 * title says won or lost, the sentence under it why, without saying "Gewonnen!"/"Verloren" again.
 */
async function leftOver(page: Page): Promise<number> {
  const title = await page.locator('.gs-result > h2').innerText();
  const said = await page.locator('.gs-result > p').first().innerText();
  expect(said).not.toMatch(/Gewonnen|Verloren/);
  if (title.endsWith('Gewonnen!')) return Number(/(\d+) Vorratskarten? übrig/.exec(said)?.[1] ?? NaN);
  expect(title).toMatch(/Verloren$/);
  expect(said).toMatch(/^(Die Zeit ist um|Alle Vorräte sind leer)/);
  return 0;
}

/**
 * The host (own context) opens a Gipfelsturm table for two from "Mit anderen spielen" (`options`),
 * the guest (own context) finds it in the lobby — its entry names `listed` — and sits down; the
 * host starts: both pages reach the live table after the countdown.
 */
async function twoAtATable(
  host: Page,
  guest: Page,
  url: string,
  options: { level?: string; switches?: string[]; listed: string },
): Promise<{ hostName: string; guestName: string; tableUrl: string }> {
  const hostName = await openOnlineTable(host, url, { seats: 2, ...options });
  await guest.goto(`${url}/spiel/gipfelsturm`);
  const entry = guest.locator('.open-table', { hasText: `Tisch von ${hostName}` });
  await expect.poll(() => entry.innerText().catch(() => ''), { timeout: 15_000 }).toContain('1 von 2 Plätzen frei');
  expect((await entry.locator('div').first().innerText()).trim()).toBe(
    `Tisch von ${hostName} · 1 von 2 Plätzen frei · ${options.listed}`,
  );
  await entry.getByRole('link', { name: 'Platz nehmen' }).click();
  await guest.waitForURL(/\/tisch\//);
  const tableUrl = guest.url().replace(/\?.*$/, '');
  await guest.locator('.seats .seat-you').waitFor();
  const guestName = await myName(guest);
  await expect.poll(() => host.locator('.seats .seat-human').count()).toBe(2);
  await host.getByRole('button', { name: 'Partie starten' }).click();
  await Promise.all([host, guest].map((p) => p.locator('.gs-table[data-live]').waitFor()));
  return { hostName, guestName, tableUrl };
}

/**
 * The peak cards a deal began with, read once it is live: the count left plus the cards laid since
 * its "Los! Die Uhr läuft." — the "sehr flink" partner may lay one before the count is read (a CI run
 * read "Noch 27" twice on a loaded machine).
 */
async function peaksAtStart(page: Page): Promise<number> {
  const { left, laid } = await page.evaluate(() => {
    const lines = [...document.querySelectorAll('.gs-log li')].map((li) => li.textContent ?? '');
    const from = lines.lastIndexOf('Los! Die Uhr läuft.');
    return {
      left: document.querySelector('.gs-left')?.textContent ?? '',
      laid: lines.slice(from + 1).filter((l) => / legs?t /.test(l)).length,
    };
  });
  const n = /^Noch (\d+) Gipfelkarten$/.exec(left.trim());
  if (!n) throw new Error(`no count of peak cards: "${left}"`);
  return Number(n[1]) + laid;
}

describe.runIf(browserAvailable())(
  'Gipfelsturm to the end: a whole Rekordjagd, a leaver, Stiller Gipfel online',
  () => {
    const site = siteAndBrowser(() => startServer({}, { timing: { countdownMs: 1000 } }));

    it('a Rekordjagd with the computer partner to its last deal: the series sum, the points, "Nochmal"', async () => {
      const contexts: BrowserContext[] = [];
      const page = await registeredPage(site.browser, contexts, site.server.url, 'Rekordjaegerin');
      await openWithFastPartner(page, site.server.url, ['Rekordjagd']);
      const result = page.locator('.gs-result');
      const heading = result.getByRole('heading', { level: 2 });

      // Every deal to its end (won, stuck or out of time): every card that fits clicked at once, the
      // stock turned up when none does. Between deals the summary; "Weiter" deals on.
      const outcomes: { won: boolean; left: number }[] = [];
      for (let n = 1; n <= DEALS; n++) {
        await page.locator('.gs-table[data-live]').waitFor({ timeout: 15_000 });
        expect(await peaksAtStart(page)).toBe(28);
        await playDealToTheEnd(page);
        await result.waitFor({ timeout: 100_000 });
        const title = await heading.innerText();
        expect(title).toMatch(new RegExp(`^Partie ${n}: (Gewonnen!|Verloren)$`));
        outcomes.push({ won: title.endsWith('Gewonnen!'), left: await leftOver(page) });
        // The series so far, deal by deal.
        expect(await result.locator('.gs-series li').allInnerTexts()).toEqual(
          outcomes.map((o, i) => `Partie ${i + 1}: ${o.won ? `gewonnen, ${o.left} übrig` : 'verloren'}`),
        );
        if (n === DEALS) break;
        await summaryOf(page).waitFor();
        expect(await endOf(page).count()).toBe(0);
        await page.getByRole('button', { name: 'Weiter' }).click();
        await result.waitFor({ state: 'detached' });
      }

      // The series' end: the last deal's result, all five deals, and the rule text's sum — the
      // leftover stock cards of the won deals together ("zählt die übrigen Vorratskarten aus den
      // gewonnenen Partien zusammen").
      const won = outcomes.filter((o) => o.won).length;
      const sum = outcomes.reduce((s, o) => s + o.left, 0);
      const cards = sum === 1 ? '1 Vorratskarte' : `${sum} Vorratskarten`;
      expect(await result.locator('strong').innerText()).toBe(
        `Rekordjagd: ${won} von ${DEALS} Partien gewonnen, zusammen ${cards} übrig.`,
      );
      // No next deal: neither the practice's "Nächste Partie" nor the summary's "Weiter", no countdown.
      expect(await page.getByRole('button', { name: /Weiter|Nächste Partie/ }).count()).toBe(0);
      expect(await summaryOf(page).count()).toBe(0);
      expect(await page.locator('.gs-countdown, .gs-table[data-live]').count()).toBe(0);
      expect(await result.getByRole('link', { name: 'Zur Gipfelsturm-Lobby' }).count()).toBe(1);
      // The frame's end screen: the team's sum is the player's points for the Bestenliste (G13),
      // as the server recorded them; "Nochmal".
      const end = endOf(page);
      await end.waitFor();
      await expect.poll(() => end.innerText()).toContain(`Punkte für die Bestenliste: Du ${sum}`);
      expect(await end.getByRole('link', { name: 'Austeilung prüfen' }).count()).toBe(1);
      const again = end.getByRole('button', { name: 'Nochmal' });
      expect(await again.count()).toBe(1);
      await page.screenshot({ path: 'docs/screens/gipfelsturm-series-end-1280.png', fullPage: true });

      // "Nochmal": a new series with the same settings — deal 1 again, nothing of the old one shown.
      await again.click();
      await page.locator('.gs-table[data-live]').waitFor({ timeout: 15_000 });
      expect(await endOf(page).count()).toBe(0);
      expect(await result.count()).toBe(0);
      expect(await peaksAtStart(page)).toBe(28);
      expect((await page.locator('.gs-clock').innerText()).trim()).toMatch(/^1:[23]\d$/);
      await Promise.all(contexts.map((c) => c.close()));
    }, 200_000);

    it('a player leaves mid-deal and is not back by its end: −10 on both end screens and the Bestenliste', async () => {
      const contexts: BrowserContext[] = [];
      const url = site.server.url;
      const host = await registeredPage(site.browser, contexts, url, 'Gipfelwirt');
      const guest = await registeredPage(site.browser, contexts, url, 'Seilfreundin');
      const { hostName, guestName, tableUrl } = await twoAtATable(host, guest, url, {
        level: 'Experte',
        listed: 'Schwierigkeit: Experte',
      });
      expect([hostName, guestName]).toEqual(['Gipfelwirt', 'Seilfreundin']);
      // Both play: a card each, seen by the other.
      const { name: hostCard } = await layCard(host);
      await expect.poll(() => guest.locator('.gs-log').innerText()).toContain(`${hostName} legt ${hostCard} auf`);
      const { name: guestCard } = await layCard(guest);
      await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${guestCard} auf`);

      // The guest leaves: the dialog names the −10 for one who is not back by the deal's end (T1).
      await guest.getByRole('button', { name: 'Tisch verlassen' }).click();
      const dialog = guest.getByRole('dialog', { name: 'Tisch verlassen?' });
      await dialog.waitFor();
      expect(await dialog.locator('li').allInnerTexts()).toEqual([
        'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
        'Kommst du bis zum Ende der Partie nicht zurück, bekommst du in der Bestenliste −10 Punkte.',
        'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
      ]);
      await dialog.getByRole('button', { name: 'Verlassen' }).click();
      await guest.getByRole('alert').filter({ hasText: 'Der Computer spielt gerade für dich.' }).waitFor();
      // The page stays at the table (the banner); the player opens the lobby: the host sees the
      // seat played by the computer.
      await guest.goto(`${url}/spiel/gipfelsturm`);
      await expect
        .poll(() => host.locator('.seats .seat-state').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['getrennt · Computer spielt']);

      // The host plays the deal to its end beside the computer.
      await playDealToTheEnd(host);
      await host.locator('.gs-result').waitFor({ timeout: 100_000 });
      const points = await leftOver(host);
      const won = (await host.locator('.gs-result h2').innerText()) === 'Gewonnen!';
      // The host's end screen: the host's points (the team's leftover stock, G13), the leaver's −10
      // instead of the computer's (AC2).
      const hostEnd = endOf(host);
      await hostEnd.waitFor();
      await expect
        .poll(() => hostEnd.innerText())
        .toContain(`Punkte für die Bestenliste: Du ${points} · ${guestName} −10`);
      // The seat list says the computer took the seat over; at the end nobody plays it any more.
      await expect
        .poll(() => host.locator('.seats .seat-state').allInnerTexts())
        .toEqual(['getrennt · Computer hat übernommen']);
      await host.screenshot({ path: 'docs/screens/gipfelsturm-leaver-end-1280.png', fullPage: true });

      // The guest comes back only now: the lobby lists the finished table, its link leads to it.
      const entry = guest.locator('.open-table', { hasText: `Tisch von ${hostName}` });
      await expect.poll(() => entry.innerText().catch(() => ''), { timeout: 15_000 }).toContain('beendet');
      expect(await entry.getByRole('link').allInnerTexts()).toEqual(['Zurück an den Tisch']);
      await entry.getByRole('link').click();
      await guest.waitForURL(/\/tisch\//);
      expect(guest.url()).toBe(tableUrl);
      const guestEnd = endOf(guest);
      await guestEnd.waitFor();
      await expect
        .poll(() => guestEnd.innerText())
        .toContain(`Punkte für die Bestenliste: ${hostName} ${points} · Du −10`);
      // The game is over: no banner, nothing to take back.
      expect(await guest.getByRole('button', { name: 'Ich bin zurück' }).count()).toBe(0);

      // The Bestenliste of Gipfelsturm: the host with the team's points, the leaver with −10.
      await guest.goto(`${url}/bestenliste/gipfelsturm`);
      const board = guest.getByRole('table', { name: 'Bestenliste Gipfelsturm' });
      await board.waitFor();
      const rows = await board
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').trim()).join(' | ')),
        );
      // (The board holds the other tests' players too: the two rows by name, the leaver's below.)
      const hostRow = rows.findIndex((r) => r.endsWith(` | ${hostName} | ${points} | 1`));
      // The page is the leaver's: its own row is marked "(du)".
      const guestRow = rows.findIndex((r) => r.endsWith(` | ${guestName} (du) | −10 | 1`));
      expect(hostRow, rows.join('\n')).toBeGreaterThanOrEqual(0);
      expect(guestRow, rows.join('\n')).toBeGreaterThan(hostRow);
      // The leaver's own history ("Deine Partien") says the same −10 for this game, and that the
      // outcome beside it is the computer's (left early).
      await guest.goto(`${url}/profil`);
      const history = guest.locator('ul.history li');
      await history.first().waitFor();
      expect(await history.allInnerTexts()).toEqual([
        expect.stringMatching(
          new RegExp(`^Gipfelsturm ${won ? 'gewonnen' : 'verloren'} · vorzeitig verlassen · −10 Punkte `),
        ),
      ]);
      await Promise.all(contexts.map((c) => c.close()));
    }, 150_000);

    it('"Stiller Gipfel" at a two-player online table: no calls offered on either page, no call keys', async () => {
      const contexts: BrowserContext[] = [];
      const host = await playerPage(site.browser, contexts);
      const guest = await playerPage(site.browser, contexts);
      const { hostName, guestName } = await twoAtATable(host, guest, site.server.url, {
        switches: ['Variante: Stiller Gipfel'],
        listed: 'Schwierigkeit: Normal · Variante: Stiller Gipfel',
      });
      for (const page of [host, guest]) {
        await watchLines(page);
        await expectSilentCalls(page);
      }
      // Both lay cards as usual, and each sees the other's.
      const { name: hostCard } = await layCard(host);
      await expect.poll(() => guest.locator('.gs-log').innerText()).toContain(`${hostName} legt ${hostCard} auf`);
      const { name: guestCard } = await layCard(guest);
      await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${guestCard} auf`);
      // Nobody ever called: no log line of a call, no speech bubble, no refusal on either page.
      for (const page of [host, guest]) {
        const seen = await seenLines(page);
        expect(seen.filter((l) => /ruf|Warte|deck auf|brauch/i.test(l))).toEqual([]);
        expect(await page.locator('.gs-bubble').count()).toBe(0);
        expect(await page.locator('.gs-message').innerText()).toBe('');
      }
      await Promise.all(contexts.map((c) => c.close()));
    }, 60_000);
  },
);
