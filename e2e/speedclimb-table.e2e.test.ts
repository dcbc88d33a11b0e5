/**
 * Speedclimb in Chromium as a new player: a full offline practice game with the keyboard only, a
 * full solo game at a server table with the mouse only (one "Weiter" per Bilanz) and its replay,
 * axe-core on the table, the phone size, screenshots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startServer as startSite, siteAndBrowser, seriousViolations, tabTo } from './harness.js';
import { movesSent, watchedTable } from './watcher.js';
import { afterMove, clickTurn, handMarks, playToStandings, startQuickSolo, stepOf, tableState } from './speedclimb.js';

/** The real site, with the computers' pause shortened so a whole game fits the test's time. */
function startServer(): ReturnType<typeof startSite> {
  return startSite({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } });
}

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** The key marks in view among `selector` (their text): a card's key, a button's `kbd`, the key line. */
const keysSeen = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0).map((e) => e.textContent ?? ''),
    selector,
  );

/**
 * A whole-page screenshot as the phone shows the page. Chromium lays out a `fullPage` shot without
 * the touch emulation — `pointer: coarse` no longer matches, and the keys a phone hides (B, R, S,
 * the cards' digits) showed in the picture —, so the viewport itself is made as tall as the page
 * for the shot (a viewport keeps the touch), and then set back.
 */
async function phoneShot(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

/** One turn with the fingers: take from the Material, lay the camp, lay off, discard, or give a Schneesturm away. */
async function tapTurn(page: Page, state: 'draw' | 'play'): Promise<void> {
  if (state === 'draw') {
    await page.locator('.sc-stock .sc-pile-button').tap();
    return;
  }
  const marks = await handMarks(page);
  const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
  if (marks.campReady) await page.getByRole('button', { name: /^Lager aufschlagen/ }).tap();
  else if (marks.layoff[0] !== undefined) {
    await cards.nth(marks.layoff[0]).tap();
    await page.locator('.sc-fit').first().tap();
  } else if (marks.discard.length > 0) {
    await cards.nth(marks.discard.at(-1)!).tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).tap();
  } else {
    const storm = await page.evaluate(() =>
      [...document.querySelectorAll('.sc-hand .sc-card-button')].findIndex((b) =>
        (b.textContent ?? '').includes('Schneesturm'),
      ),
    );
    await cards.nth(storm).tap();
    await page.locator('.sc-storm-target').first().tap();
  }
}

describe.runIf(browserAvailable())('Speedclimb table in Chromium', () => {
  const site = siteAndBrowser(startServer);

  /** A phone (touch) of the given size at a practice table (`seed=telefon`), at the own first draw. */
  async function phonePractice(width: number, height: number) {
    const context = await site.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=telefon&tempo=schnell`);
    await page.getByRole('button', { name: 'Losklettern' }).tap();
    await page.locator('.sc-table').waitFor();
    await expect.poll(() => tableState(page)).toBe('draw');
    return { context, page };
  }

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  it('a whole Nordwand practice game with the keyboard only, the carry-over chosen in the Bilanz; the computers think in the worker', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=tasten&tempo=schnell`);
    await page.getByRole('heading', { name: 'Speedclimb · Übung' }).waitFor();
    expect(await page.getByText('Übung – zählt nicht').count()).toBeGreaterThan(0);
    await tabTo(page, 'Computergegner');
    await page.keyboard.press('Home'); // 3 → 1
    await tabTo(page, 'Stärke');
    await page.keyboard.press('ArrowUp'); // normal → leicht
    await tabTo(page, 'Route');
    await page.keyboard.press('ArrowDown'); // Gipfelsturm → Nordwand
    await tabTo(page, 'Losklettern');
    await page.keyboard.press('Enter');
    await page.locator('.sc-table').waitFor();
    expect(await page.locator('.sc-seats li').count()).toBe(2);

    // B shows the Bilanz, Esc closes it.
    await page.keyboard.press('b');
    await page.getByRole('dialog', { name: 'Bilanz' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    let hinted = false;
    let sorted = false;
    let camps = 0;
    let layoffs = 0;
    let keeps = 0;
    const key = (i: number) => (i === 9 ? '0' : String(i + 1));
    const summaries = await playToStandings(
      page,
      async (p, state) => {
        if (state === 'draw') {
          if (!hinted) {
            hinted = true;
            await p.keyboard.press('r');
            const dialog = p.getByRole('dialog', { name: /^Rat/ });
            await dialog.waitFor();
            await expect.poll(() => dialog.innerText()).not.toContain('überlegt');
            await p.keyboard.press('Escape');
            await p.waitForFunction(() => !document.querySelector('dialog[open]'));
          }
          await p.keyboard.press('m');
          return;
        }
        if (!sorted) {
          sorted = true;
          await p.keyboard.press('s');
          await p.getByRole('button', { name: /nach Farbe/ }).waitFor();
        }
        const marks = await handMarks(p);
        if (marks.campReady) {
          camps++;
          await p.keyboard.press('l');
          return;
        }
        const lay = marks.layoff.find((i) => i < 10);
        if (lay !== undefined) {
          layoffs++;
          await p.keyboard.press(key(lay));
          await p.keyboard.press('n');
          return;
        }
        const discard = marks.discard.filter((i) => i < 10).pop();
        if (discard !== undefined) {
          await p.keyboard.press(key(discard));
          await p.keyboard.press('a');
          return;
        }
        // Only Schneestürme left to give away: choose one and lay it before the computer (Tab + Enter).
        const storm = await p.evaluate(() =>
          [...document.querySelectorAll('.sc-hand .sc-card-button')].findIndex((b) =>
            (b.textContent ?? '').includes('Schneesturm'),
          ),
        );
        await p.keyboard.press(key(storm));
        await p
          .getByRole('button', { name: /Schneesturm vor/ })
          .first()
          .focus();
        await p.keyboard.press('Enter');
      },
      async (p) => {
        // The Bilanz opens with the focus on "Weiter" (it was on the dialog's ×, whose Enter did
        // the same, but a screen reader heard "Schließen").
        expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('Weiter');
        const keep = p.getByRole('region', { name: 'Karten mitnehmen (Nordwand)' });
        if ((await keep.count()) > 0) {
          // Nordwand, from camp 5 without the camp: the proposal is chosen; Tab to the first card
          // and Space changes the choice, Shift+Tab back and Enter on "Weiter" sends it.
          keeps++;
          const before = await keep.locator('[aria-pressed="true"]').count();
          await keep.locator('button').first().focus();
          await p.keyboard.press('Space');
          await expect.poll(() => keep.locator('[aria-pressed="true"]').count()).not.toBe(before);
          if ((await keep.locator('[aria-pressed="true"]').count()) > 4) await p.keyboard.press('Space');
          await p.getByRole('button', { name: 'Weiter' }).focus();
          // "Weiter" has the focus: Enter confirms.
          await p.keyboard.press('Enter');
          return;
        }
        // A confirms as well ("A / Enter … in der Bilanz: Weiter"; QA 6 Dec 2026: A did nothing there).
        await p.keyboard.press('a');
      },
    );
    expect(summaries).toBeGreaterThan(0);
    expect(camps).toBeGreaterThan(0);
    console.log(`practice: ${summaries} Bilanzen, ${camps} Lager, ${layoffs} angelegt, ${keeps} mitgenommen`);
    expect(await page.locator('.sc-standings li').count()).toBe(2);
    expect(await page.locator('[data-bots]').getAttribute('data-bots')).toBe('worker');
    expect(keeps).toBeGreaterThan(0); // the deal and the computers are fixed by ?seed=
    // After the end no key chooses a card for anything: the cards left in the hand show none.
    expect(await keysSeen(page, '.sc-hand .sc-key')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}speedclimb-practice-end-1280.png`, fullPage: true });
    await page.close();
  }, 120_000);

  it('a whole solo game at a server table with the mouse only, one "Weiter" per Bilanz; axe; the replay', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await startQuickSolo(page, site.server.url);
    expect(await page.getByText('Übung – zählt nicht').count()).toBe(0);
    let axed = false;
    let shotSummary = false;
    const summaries = await playToStandings(
      page,
      async (p, state) => {
        if (!axed && state === 'play') {
          axed = true;
          expect(await seriousViolations(p)).toEqual([]);
          await p.screenshot({ path: `${SHOTS}speedclimb-table-1280.png`, fullPage: true });
        }
        await clickTurn(p, state);
      },
      async (p) => {
        if (!shotSummary) {
          shotSummary = true;
          expect(await seriousViolations(p)).toEqual([]);
          await p.screenshot({ path: `${SHOTS}speedclimb-summary-1280.png` });
        }
        // One "Weiter" for the round: the Bilanz's; the frame shows only who is still reading.
        await expect.poll(() => p.getByRole('button', { name: /^Weiter/ }).count()).toBe(1);
        await p.getByRole('button', { name: /^Weiter/ }).click();
      },
    );
    expect(summaries).toBeGreaterThan(0);
    expect(await page.locator('.sc-standings li').count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}speedclimb-standings-1280.png`, fullPage: true });

    // Its replay draws the Speedclimb table, read-only.
    const games = await page.evaluate(
      async () => ((await (await fetch('/api/history')).json()) as { games: { gameId: string }[] }).games,
    );
    await page.goto(`${site.server.url}/wiederholung/${games[0]!.gameId}`);
    await page.locator('.replay-view .sc-table').waitFor();
    // The player watches the own game: the own seat is "Du", as at the table.
    await page.getByRole('heading', { name: 'Deine Hand' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Schritt 2 von/).waitFor();
    // The move in the log's words, not the notation ("M", "L B15 G15 | …").
    await expect.poll(() => page.locator('.replay-move').innerText()).toMatch(/^(Du nimmst|Computer \d nimmt) /);
    await page.keyboard.press('m');
    expect(await page.getByRole('button', { name: 'Karte vom Material nehmen' }).count()).toBe(0);
    await page.keyboard.press('End');
    await page.locator('.replay-view .sc-standings').waitFor();
    await page.screenshot({ path: `${SHOTS}speedclimb-replay-1280.png` });
    // The replay's last step on a phone's width: the standings and the last round's Bilanz fit.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.close();
    // The server deals from its own seed, so the game's length varies (5–7 rounds, 60–120 turns
    // of the seat); on a loaded machine that can take more than the default minute.
  }, 150_000);

  it("a watcher sees the table as it is and no seat's tools (no hand, Rat, key badge or key line); its keys send nothing", async () => {
    const t = await watchedTable(site.browser, site.server.url, 'speedclimb', '.sc-hand-cards');
    const w = t.watcher;
    await w.locator('.sc-table .sc-seat').first().waitFor();
    await w.locator('.sc-piles').waitFor();
    await w.locator('.sc-log').waitFor();
    expect(await w.locator('.sc-hand, .sc-keys, .sc-actions, .sc-camp').count()).toBe(0);
    expect(await w.locator('.sc-table kbd, .sc-table [aria-keyshortcuts]').count()).toBe(0);
    expect(await w.getByRole('button', { name: /Rat/ }).count()).toBe(0);
    await w.screenshot({ path: `${SHOTS}speedclimb-watch-1280.png` });
    // The keys of a seat do nothing: no move, no "Weiter", no refusal, no dialog.
    await w.locator('.sc-log-box').focus();
    for (const key of ['m', 'l', 'a', 'Enter', '1', 's', 'r', 'b']) await w.keyboard.press(key);
    await w.waitForTimeout(500);
    expect(movesSent(t.sent)).toEqual([]);
    expect(await w.locator('dialog[open], [role="alert"]').count()).toBe(0);
    // The Bilanz is there to read and to close.
    await w.getByRole('button', { name: 'Bilanz' }).click();
    await w.locator('dialog[open]').waitFor();
    await w.keyboard.press('Escape');
    await expect.poll(() => w.locator('dialog[open]').count()).toBe(0);
    expect(movesSent(t.sent)).toEqual([]);
    await t.close();
  });

  it('the phone: 390 px wide with touch, nothing wider than the screen; axe', async () => {
    const { context, page } = await phonePractice(390, 844);
    await page.getByRole('button', { name: 'Karte vom Material nehmen' }).first().tap();
    await expect.poll(() => tableState(page)).toBe('play');
    await page.locator('.sc-hand .sc-card-button').first().tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // The viewport: the table is one screen (a full-page shot would lay it out without touch).
    await page.screenshot({ path: `${SHOTS}speedclimb-table-390.png` });
    await context.close();
  });

  it('the phone at 360 × 640: the combinations, scrolling in their panel, are a named region the keyboard reaches (axe scrollable-region-focusable)', async () => {
    const { context, page } = await phonePractice(360, 640);
    // QA 4 Dec 2026 saw it mid-game with many combinations; the panel is made too low for its
    // words here, so it scrolls as it does then (without a button in it to reach by Tab).
    await page.evaluate(() => {
      const melds = document.querySelector<HTMLElement>('.sc-melds')!;
      melds.style.maxHeight = '1.5rem';
    });
    expect(
      await page.evaluate(() => {
        const melds = document.querySelector('.sc-melds')!;
        return melds.scrollHeight > melds.clientHeight && melds.querySelector('button') === null;
      }),
    ).toBe(true);
    expect((await seriousViolations(page)).filter((v) => v.startsWith('scrollable-region-focusable'))).toEqual([]);
    // Its name is its heading's; Tab reaches it.
    const region = page.getByRole('region', { name: 'Ausliegende Kombinationen' });
    await expect.poll(() => region.count()).toBe(1);
    await page.locator('.sc-table h1').focus();
    for (let i = 0; i < 30 && !(await region.evaluate((r) => r === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await region.evaluate((r) => r === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the phone at 360 px: a practice game of three with the fingers; each Bilanz reads whole in its dialog, the end is no wider than the screen', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=schmal&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('2');
    await page.locator('.practice-setup select').nth(1).selectOption('leicht');
    await page.getByRole('button', { name: 'Losklettern' }).tap();
    await page.locator('.sc-table').waitFor();
    let shot = false;
    const summaries = await playToStandings(page, tapTurn, async (p) => {
      // The round's Bilanz: no cell outside its dialog, nothing to scroll sideways ("jetzt" was "jetz").
      const sheet = await p.evaluate(() => {
        const d = document.querySelector('dialog[open]')!;
        const box = d.getBoundingClientRect();
        const cells = [...d.querySelectorAll('.sc-sheet th, .sc-sheet td')];
        return {
          wider: d.scrollWidth - d.clientWidth,
          out: cells.flatMap((c) => {
            const r = c.getBoundingClientRect();
            return r.left < box.left - 0.5 || r.right > box.right + 0.5 ? [c.textContent] : [];
          }),
          heads: [...d.querySelectorAll('.sc-sheet thead th')].map((c) => c.textContent),
        };
      });
      expect(sheet).toEqual({ wider: 0, out: [], heads: ['Spieler', 'Lager', 'Restkarten', 'Jetzt'] });
      if (!shot) {
        shot = true;
        await p.screenshot({ path: `${SHOTS}speedclimb-summary-360.png` });
      }
      await p.locator('dialog[open] button.primary').tap();
    });
    expect(summaries).toBeGreaterThan(0);
    // The end: the seats, the standings and the last round's Bilanz within 360 px (they had made the
    // page 369–421 px wide, the phone zoomed out and the right seat cut).
    await page.locator('.sc-standings').waitFor();
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([360, 360]);
    await phoneShot(page, `${SHOTS}speedclimb-end-360.png`);
    // A phone has no keys: the end shows none, neither on the cards left in the hand nor on a button.
    expect(await keysSeen(page, '.sc-table .sc-key, .sc-table kbd, .sc-table .sc-keys')).toEqual([]);
    await context.close();
  }, 120_000);

  // QA (7 Dec 2026) saw "S" on "⇅ sortieren" and "B" on "Bilanz" at the end of a server table on a
  // 360 × 740 touch phone. The live page shows none (checked here, and at a table of two humans by
  // hand): it is what a `fullPage` screenshot shows, which Chromium lays out without the touch
  // emulation (`phoneShot` above). This keeps the server table's end as the practice's is kept.
  it('the phone at 360 × 740 with touch: a solo game at a server table played to its end shows no key, neither on a card nor on a button (QA: S and B at the end)', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await startQuickSolo(page, site.server.url, true);
    // During play a phone shows no key.
    await expect.poll(() => tableState(page)).toBe('draw');
    expect(await keysSeen(page, '.sc-table .sc-key, .sc-table kbd, .sc-table .sc-keys')).toEqual([]);
    const summaries = await playToStandings(page, tapTurn, (p) => p.locator('dialog[open] button.primary').tap());
    expect(summaries).toBeGreaterThan(0);
    await page.locator('.sc-standings').waitFor();
    await page.waitForTimeout(500);
    expect(await keysSeen(page, 'kbd, .sc-key, .sc-keys')).toEqual([]);
    await context.close();
  }, 180_000);

  it("a short phone (360 × 640, 375 × 667): on every route the camp field keeps its places and heading inside it, the page does not scroll, a seat's stage line is one line, the log is still read", async () => {
    const words = {
      de: { start: 'Losklettern', take: 'Karte vom Material nehmen', log: /Du nimmst \S.* vom Material\./ },
      en: { start: 'Start climbing', take: 'Take a card from the stock', log: /You take \S.* from the stock\./ },
    };
    /**
     * What of the camp field's parts and heading lies under its lower edge (px), how far the page
     * scrolls, and which seats' climb ("Etappe 2 · 0 von 10 Etappen") takes more than one line.
     */
    const fits = (page: Page) =>
      page.evaluate(() => {
        const camp = document.querySelector('.sc-camp')!.getBoundingClientRect();
        const below = [...document.querySelectorAll('.sc-camp .sc-part *, .sc-camp > h2')]
          .map((e) => Math.round(e.getBoundingClientRect().bottom - camp.bottom))
          .filter((d) => d > 0);
        const se = document.scrollingElement!;
        const twoLines = [...document.querySelectorAll('.sc-seat .sc-climb')].flatMap((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
          return tops.size > 1 ? [(c as HTMLElement).innerText] : [];
        });
        return { below, scrolls: se.scrollHeight - se.clientHeight, twoLines };
      });
    /** `fits` at both short sizes: nothing under the field, no scroll, every climb on one line. */
    const fitsBoth = async (page: Page, at: object) => {
      for (const [width, height] of [
        [360, 640],
        [375, 667],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const size = `${width}×${height}`;
        expect({ ...at, size, ...(await fits(page)) }).toEqual({ ...at, size, below: [], scrolls: 0, twoLines: [] });
      }
      await page.setViewportSize({ width: 360, height: 640 });
    };
    for (const lang of ['de', 'en'] as const) {
      const context = await site.browser.newContext({
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
        locale: lang === 'de' ? 'de-DE' : 'en-US',
      });
      const page = await context.newPage();
      const w = words[lang];
      // Route (index in the setup), computers and the deal: Gipfelsturm with two and four, the
      // Nordwand alone with one, the Große Expedition with three, the Meister-Expedition with two
      // and four — and with four the deal whose chosen card makes the backpack offer "Einpacken: …"
      // (`?seed=5`). Before: the Expeditions' places lay 12–15 px under the field, the
      // four-computer Gipfelsturm scrolled 4 px; on the Meister the stage choice left them 2–11 px
      // under it, "Einpacken: 3 grün" 8 px, and "Stage 2 · 0 of 10 stages" took two lines.
      for (const [route, computers, seed] of [
        [0, 2, '3'],
        [0, 4, '3'],
        [1, 1, '3'],
        [2, 3, '3'],
        [3, 2, '3'],
        [3, 4, '5'],
        [3, 4, '3'],
      ] as const) {
        const at = { lang, route, computers, seed };
        await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=${seed}&tempo=schnell`);
        await page.locator('.practice-setup select').nth(0).selectOption(String(computers));
        await page.locator('.practice-setup select').nth(2).selectOption({ index: route });
        await page.getByRole('button', { name: w.start }).tap();
        await page.locator('.sc-table').waitFor();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect.poll(() => tableState(page)).toBe('draw');
        // (On the Meister the stage choice before the first move: two rows of 44 px targets.)
        await fitsBoth(page, { ...at, draw: true });
        await page.getByRole('button', { name: w.take }).first().tap();
        await expect.poll(() => tableState(page)).toBe('play');
        await fitsBoth(page, at);
        // A card chosen (on the Meister the backpack offers "Einpacken: …" then).
        await page.locator('.sc-hand .sc-card-button').nth(2).tap();
        await page.getByRole('button', { name: /^(Abwerfen|Discard): / }).waitFor();
        // (The deal `?seed=5` is here for its backpack button: it must still be offered.)
        if (seed === '5') await page.getByRole('button', { name: /^(Einpacken|Pack): / }).waitFor();
        await fitsBoth(page, { ...at, chosen: true });
        // The log strip is read, not shown: it is still the table's log.
        await expect.poll(() => page.getByRole('log').innerText()).toMatch(w.log);
      }
      if (lang === 'de') await page.screenshot({ path: `${SHOTS}speedclimb-table-360x640.png` });
      await context.close();
    }
  }, 150_000);

  it('"Passende Karten hervorheben" off: the piles and the cards of the proposal do not glow; their names still say it', async () => {
    /** At the first draw: whether the piles to take from and the proposal's cards glow, and the buttons' names. */
    const looks = async (highlight: boolean) => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript((h) => {
        localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ highlightPlayable: h }));
      }, highlight);
      const page = await context.newPage();
      // (A deal whose first hand holds the camp: its cards are the proposal's.)
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=x&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption('3');
      await page.getByRole('button', { name: 'Losklettern' }).click();
      await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
      const glow = (sel: string) =>
        page.evaluate(
          (sel) =>
            [...document.querySelectorAll(sel)].map((e) => {
              const cs = getComputedStyle(e);
              return cs.boxShadow !== 'none' || cs.backgroundColor !== 'rgba(0, 0, 0, 0)';
            }),
          sel,
        );
      const draw = {
        piles: await glow('.sc-piles .sc-pile-button'),
        name: await page.getByRole('button', { name: /^Karte vom Material nehmen/ }).count(),
        proposal: await glow('.sc-hand .sc-card-button[data-proposal]'),
        named: await page.getByRole('button', { name: /im Vorschlag/ }).count(),
      };
      await context.close();
      return draw;
    };
    const on = await looks(true);
    const off = await looks(false);
    // The same deal: the same buttons, the same names.
    expect(on.piles.length).toBeGreaterThan(1); // the Material and a depot to take from
    expect(on.proposal.length).toBeGreaterThan(0);
    expect(off.name).toBeGreaterThan(0);
    expect({ name: off.name, named: off.named, piles: off.piles.length, proposal: off.proposal.length }).toEqual({
      name: on.name,
      named: on.named,
      piles: on.piles.length,
      proposal: on.proposal.length,
    });
    expect([...on.piles, ...on.proposal].every(Boolean)).toBe(true);
    expect([...off.piles, ...off.proposal].some(Boolean)).toBe(false);
  });

  it('the keyboard focus stays on the table: after "Losklettern", after "Karte vom Material nehmen" and after "Abwerfen: …"', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 720 } });
    /** Where the focus is: the element's tag and its name (text), or "body". */
    const focused = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'body';
        return `${a.tagName.toLowerCase()}${a.closest('.sc-table') ? ' in the table' : ''}: ${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim()}`;
      });
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=fokus&tempo=schnell`);
    await tabTo(page, 'Losklettern');
    await page.keyboard.press('Enter');
    await page.locator('.sc-table').waitFor();
    // The table's heading (the setup's button is gone).
    await expect.poll(focused).toBe('h1 in the table: Speedclimb · Übung');
    await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
    await tabTo(page, 'Karte vom Material nehmen');
    let step = await stepOf(page);
    await page.keyboard.press('Enter');
    await afterMove(page, step);
    // The Material's button is gone: the hand's first card.
    await expect.poll(focused).toMatch(/^button in the table: /);
    expect(await page.evaluate(() => document.activeElement?.closest('.sc-hand-cards') !== null)).toBe(true);
    // Space chooses the focused card; Tab on to "Abwerfen: …" (if that card may be discarded; else the last one that may).
    const marks = await handMarks(page);
    const discard = marks.discard.at(-1)!;
    await page.locator('.sc-hand .sc-hand-cards .sc-card-button').nth(discard).focus();
    await page.keyboard.press('Space');
    await tabTo(page, 'Abwerfen: ');
    step = await stepOf(page);
    await page.keyboard.press('Enter');
    await afterMove(page, step);
    await expect.poll(focused).toMatch(/^button in the table: /);
    expect(await page.evaluate(() => document.activeElement?.closest('.sc-hand-cards') !== null)).toBe(true);
    await page.close();
  });

  it('a card chosen by its key after a card was clicked, or with the focus on a link of the page: the status says how many are chosen, and Enter discards the chosen card, not the clicked one', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
    /** The hand's cards by name, in the shown order. */
    const hand = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button .visually-hidden')].map(
          (s) => (s.textContent ?? '').split(',')[0]!,
        ),
      );
    const focusedIndex = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].indexOf(document.activeElement!),
      );
    const status = () => page.locator('.sc-actions span.muted').innerText();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=fokus&tempo=schnell`);
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
    // QA 4 Dec 2026: the mouse clicks a card (it has the focus now), Esc clears the choice, M takes.
    await cards.first().click();
    await page.keyboard.press('Escape');
    const step = await stepOf(page);
    await page.keyboard.press('m');
    await afterMove(page, step);
    expect(await tableState(page)).toBe('play');
    const focused = await focusedIndex();
    expect(focused).toBeGreaterThanOrEqual(0);
    // A card that may be discarded, another than the focused one, with a key of its own (1–9, 0).
    const marks = await handMarks(page);
    const pick = marks.discard.find((i) => i !== focused && i < 10)!;
    expect(pick).toBeDefined();
    const key = pick === 9 ? '0' : String(pick + 1);
    // Two cards chosen: the status no longer asks to choose one, it says discarding takes exactly one.
    const other = [0, 1, 2].find((i) => i !== pick)!;
    await page.keyboard.press(other === 9 ? '0' : String(other + 1));
    await page.keyboard.press(key);
    await expect
      .poll(status)
      .toBe('2 Karten gewählt – abwerfen und anlegen gehen nur mit genau einer (Esc: Auswahl weg).');
    await page.keyboard.press('Escape');
    await expect.poll(status).toBe('Wähle eine Karte in deiner Hand.');
    const before = await hand();
    const name = before[pick]!;
    // The focus on a link of the page's head (Tab goes there from the table): the card chosen by its
    // key takes the focus, so Enter discards it rather than following the link out of the game (QA,
    // 7 Dec 2026: "Enter" took the player to the Tagesliste mid-turn).
    const url = page.url();
    const headLink = page.locator('header a[href]').last();
    await headLink.focus();
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.keyboard.press(key);
    await expect.poll(() => page.locator('.sc-hand .sc-hand-cards [data-selected]').count()).toBe(1);
    await expect.poll(focusedIndex).toBe(pick);
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(url);
    // The chosen card left the hand (discarded), no other card did (before: the clicked card got
    // chosen as well, and nothing was discarded).
    await expect.poll(async () => (await hand()).length, { timeout: 10_000 }).toBe(before.length - 1);
    const after = await hand();
    expect(after.filter((c) => c === name).length).toBe(before.filter((c) => c === name).length - 1);
    await page.close();
  });

  it('a refusal goes with its position: "Du bist gerade nicht dran." is gone once the own turn comes (QA 7 Dec 2026)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const refusal = page.locator('.sc-refused');
    // The normal tempo: the computers pause long enough for a key pressed in their turn.
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=abgewiesen&tempo=normal`);
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.locator('.sc-table').waitFor();
    // The own turn (if the deal opens with it): take and throw a card, so a computer is on turn.
    await expect.poll(() => tableState(page), { timeout: 15_000 }).toMatch(/^(wait|draw)$/);
    if ((await tableState(page)) === 'draw') {
      let step = await stepOf(page);
      await page.keyboard.press('m');
      await afterMove(page, step);
      const discard = (await handMarks(page)).discard.find((i) => i < 9)!;
      await page.keyboard.press(String(discard + 1));
      step = await stepOf(page);
      await page.keyboard.press('Enter');
      await afterMove(page, step);
    }
    expect(await tableState(page)).toBe('wait');
    await page.keyboard.press('m');
    await expect.poll(() => refusal.innerText()).toBe('Du bist gerade nicht dran.');
    // The computers move; the own turn comes, and the refusal of the last position is gone.
    await expect.poll(() => tableState(page), { timeout: 20_000 }).toBe('draw');
    expect(await refusal.count()).toBe(0);
    await page.close();
  });

  it('the think time runs out at a server table: the computer takes the card, the Nachfrist goes and the own clock runs anew (QA 7 Dec 2026)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await form.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '2', exact: true }).check();
    await form
      .getByRole('group', { name: /Bedenkzeit/ })
      .getByRole('radio', { name: '30 s', exact: true })
      .check();
    await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.getByRole('button', { name: 'Partie starten' }).click();
    await page.locator('.sc-table').waitFor();
    await expect.poll(() => tableState(page), { timeout: 15_000 }).toBe('draw');
    const grace = page.locator('.seat-grace');
    await grace.waitFor({ timeout: 40_000 });
    // The computer takes a card for the seat; the same seat decides on, with a fresh think time.
    await expect.poll(() => tableState(page), { timeout: 20_000 }).toBe('play');
    await expect.poll(() => grace.count(), { timeout: 2000 }).toBe(0);
    await page.getByText('Deine Bedenkzeit ist abgelaufen').waitFor();
    await expect.poll(() => page.locator('.seats .seat-you .clock').innerText()).toMatch(/^0:[1-3]\d$/);
    // Before, the Nachfrist stood at 0:00 over the new clock: the new decision's clock read as the
    // last frame's to the millisecond (40 000 ms, the built server), so the update left the info out
    // and the page counted from the old frame. This in-process server reads a millisecond less
    // (39 998 against 39 999) and sends the info, so here the flow holds on the old page too; the
    // count from the frame is `graceLeft` in `apps/web/src/table/grace.test.tsx`.
    await page.waitForTimeout(3000);
    expect(await grace.count()).toBe(0);
    await page.close();
  }, 120_000);

  it('S re-sorts the hand: the focused card keeps the focus wherever it moves', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    /** The hand's cards by name ("7 rot", without the marks after the comma), in the shown order. */
    const hand = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button .visually-hidden')].map(
          (s) => (s.textContent ?? '').split(',')[0]!,
        ),
      );
    /** The focused element's card name, or what else has the focus. */
    const focusedCard = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'body';
        const name = a.closest('.sc-hand-cards') ? a.querySelector('.visually-hidden')?.textContent : null;
        return name ? name.split(',')[0]! : `${a.tagName.toLowerCase()}: ${(a.textContent ?? '').trim()}`;
      });
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=fokus&tempo=schnell`);
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.locator('.sc-table').waitFor();
    // The own turn: the hand stays as it is until the player moves.
    await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
    await page.getByRole('button', { name: /nach Zahl/ }).waitFor();
    const byNumber = await hand();
    // The same hand by colour (S once and back): the cards that move to another place.
    await page.keyboard.press('s');
    await page.getByRole('button', { name: /nach Farbe/ }).waitFor();
    const byColor = await hand();
    await page.keyboard.press('s');
    await page.getByRole('button', { name: /nach Zahl/ }).waitFor();
    const moving = byNumber.map((c, i) => (byColor.indexOf(c) !== i && byNumber.indexOf(c) === i ? i : -1));
    const movers = moving.filter((i) => i >= 0);
    expect(movers.length).toBeGreaterThan(1);
    // Each of them, focused, is still focused after S (sorted by colour) and after S again.
    for (const i of movers) {
      const card = byNumber[i]!;
      await page.locator('.sc-hand .sc-hand-cards .sc-card-button').nth(i).focus();
      expect(await focusedCard()).toBe(card);
      await page.keyboard.press('s');
      await page.getByRole('button', { name: /nach Farbe/ }).waitFor();
      expect(await focusedCard()).toBe(card);
      await page.keyboard.press('s');
      await page.getByRole('button', { name: /nach Zahl/ }).waitFor();
      expect(await focusedCard()).toBe(card);
    }
    await page.close();
  });

  it('a server table at the draw with the seats of the frame shown (as at a table of two people): the parts of the camp inside the camp field', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '1', exact: true }).click();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await expect.poll(() => tableState(page), { timeout: 20_000 }).toBe('draw');
    // The frame shows its seats' row when a seat has a state — another person who left ("Computer
    // spielt", QA's table of two) — or a clock: written into the page, as the frame writes it.
    await page.evaluate(() => {
      const seat = [...document.querySelectorAll('.table-frame .seats .seat')].at(-1)!;
      seat.insertAdjacentHTML('beforeend', '<span class="seat-state">Computer spielt</span>');
    });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.table-frame .seats')!.clientHeight))
      .toBeGreaterThan(20);
    const at = await page.evaluate(() => {
      const camp = document.querySelector('.sc-camp')!.getBoundingClientRect();
      const parts = [...document.querySelectorAll('.sc-camp .sc-part')].map((p) => p.getBoundingClientRect().bottom);
      return { below: Math.max(...parts) - camp.bottom, scroll: document.documentElement.scrollHeight - innerHeight };
    });
    expect(at.below).toBeLessThanOrEqual(1);
    expect(at.scroll).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('Meister-Expedition practice: the stage bar; choosing another open stage with the mouse', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=meister&tempo=schnell`);
    await page.getByLabel('Route').selectOption('meister');
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.locator('.sc-table').waitFor();
    // The computers before this seat move first (in the worker): slow when the machine is busy.
    await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
    const bar = page.getByRole('group', { name: 'Etappe wählen' });
    expect(await bar.getByRole('button').count()).toBe(10);
    const open = bar.locator('button:not([disabled])').first();
    const label = (await open.getAttribute('aria-label')) ?? '';
    const n = /Etappe (\d+)/.exec(label)?.[1];
    await open.click();
    await expect.poll(() => page.locator('.sc-log').innerText()).toContain(`Du wählst Etappe ${n}.`);
    await expect.poll(() => page.getByRole('heading', { name: `Dein Lager: Etappe ${n}` }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}speedclimb-meister-1280.png`, fullPage: true });
    await page.close();
  });

  it('Meister-Expedition practice: a card packed into the backpack and taken out at the start of a later turn (S11)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=meister&tempo=schnell`);
    await page.getByLabel('Route').selectOption('meister');
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.locator('.sc-table').waitFor();
    const backpack = page.getByRole('group', { name: /^Rucksack/ });
    const handSize = () => page.locator('.sc-hand .sc-hand-cards .sc-card-button').count();
    await expect.poll(() => tableState(page), { timeout: 10_000 }).toBe('draw');
    expect(await backpack.getByRole('heading').innerText()).toBe('Rucksack (0/4)');
    expect(await backpack.getByRole('button').count()).toBe(0); // nothing to take out, nothing chosen to pack

    // "Einpacken: Karte wählen und auf den Rucksack … klicken (oder „Einpacken“)" — instead of discarding.
    await page.getByRole('button', { name: 'Karte vom Material nehmen' }).first().click();
    await expect.poll(() => tableState(page)).toBe('play');
    const before = await handSize();
    // The hand shows numbered cards first (Sherpas and Schneestürme last; a Schneesturm cannot be packed).
    const chosen = page.locator('.sc-hand .sc-hand-cards .sc-card-button').first();
    const name = (await chosen.locator('.visually-hidden').innerText()).split(',')[0]!;
    await chosen.click();
    // "… und auf den Rucksack rechts unten klicken": the backpack itself packs the chosen card.
    await backpack.getByRole('button', { name: `Einpacken: ${name}` }).waitFor();
    await backpack.getByRole('heading').click();
    await expect.poll(() => page.locator('.sc-log').innerText()).toContain('Du packst eine Karte ein.');
    expect(await backpack.getByRole('heading').innerText()).toBe('Rucksack (1/4)');
    expect(await backpack.getByRole('img', { name, exact: true }).count()).toBe(1);
    expect(await handSize()).toBe(before - 1);
    // Packing ends the turn (like a discard): the computers move on.
    await expect.poll(() => tableState(page)).not.toBe('play');

    // "Herausnehmen: zu Zugbeginn die Karte im Rucksack antippen." — a draw at a later turn's start
    // (a round's Bilanz in between is confirmed; the backpack stays).
    for (let i = 0; i < 200 && (await tableState(page)) !== 'draw'; i++) {
      if ((await tableState(page)) === 'summary') await page.getByRole('button', { name: 'Weiter' }).click();
      await page.waitForTimeout(50);
    }
    expect(await tableState(page)).toBe('draw');
    const inHand = await handSize();
    await backpack.getByRole('button', { name: `${name} aus dem Rucksack nehmen` }).click();
    // The own log names the card (only its drawer sees it).
    await expect.poll(() => page.locator('.sc-log').innerText()).toContain(`Du nimmst ${name} aus dem Rucksack.`);
    expect(await backpack.getByRole('heading').innerText()).toBe('Rucksack (0/4)');
    expect(await handSize()).toBe(inHand + 1);
    expect(await tableState(page)).toBe('play');
    await page.close();
  });
});
