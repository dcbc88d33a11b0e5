/**
 * The end of a Speedlift game on one screen (QA 5 Dec 2026, docs/web-speedlift.md "The end of the
 * game"): when the game ends the table keeps its shape and the final standings — who won, every
 * place, "Nochmal" / "Zur Lobby" — stand whole in the window at once, without scrolling. The one-screen
 * layout had ended with the game: at 1280 × 720 the table became a narrower centred page 1925 px
 * high with "Endstand" far below the fold.
 * - Practice (German) at 1280 × 720, then 1366 × 768 and 360 × 640.
 * - Practice on a phone (English, touch) at 360 × 640, played by taps.
 * - A server table (solo, German, six seats: the most places) at 1280 × 720, then 1366 × 768 and
 *   360 × 640, the frame's "Nochmal" and its proof (seed, "Austeilung prüfen") too: the end panel's
 *   three lines of proof had left six places a box that scrolled (5 Dec 2026, evening). After
 *   "Nochmal" the log marks the new game ("Neue Partie – …") under the old one's "Die Partie ist
 *   aus." (it ran straight on into the new game's moves).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, startServer as startSite, siteAndBrowser } from './harness.js';
import { notWhole, settle } from './one-screen-measure.js';

/** The real site, with the computers' pause shortened so a whole game fits the test's time. */
function startServer(): ReturnType<typeof startSite> {
  return startSite({}, { timing: { botDelayMs: { normal: 40, schnell: 40, turbo: 20 }, botBudgetMs: 150 } });
}

const SHOTS = '/tmp/sl-h-shots/';

/** Plays the started table to the final standings: the first card that fits, else "Aussteigen". */
async function playToTheEnd(page: Page, touch: boolean): Promise<{ width: number; left: number; seatsTop: number }> {
  const press = (l: Locator) => (touch ? l.tap() : l.click());
  let inPlay = { width: 0, left: 0, seatsTop: 0 };
  for (let i = 0; i < 3000; i++) {
    const s = await page.evaluate(() => {
      if (document.querySelector('dialog[open] .sl-sheet') && document.querySelector('dialog[open] button.primary'))
        return 'abrechnung';
      if (document.querySelector('.sl-standings')) return 'standings';
      return document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me' ? 'mine' : 'wait';
    });
    if (s === 'standings') return inPlay;
    if (s === 'abrechnung') {
      await press(page.locator('dialog[open] button.primary'));
      await page.waitForFunction(() => !document.querySelector('dialog[open]'), null, { timeout: 5000 });
    } else if (s === 'mine') {
      // The table's place and width while the game runs.
      inPlay = await page.evaluate(() => {
        const t = document.querySelector('.sl-table')!.getBoundingClientRect();
        return {
          width: t.width,
          left: t.left,
          seatsTop: document.querySelector('.sl-seats')!.getBoundingClientRect().top,
        };
      });
      const step = await page.locator('.sl-table').getAttribute('data-step');
      const card = page.locator('.sl-hand-cards .sl-card-button[data-playable]').first();
      if ((await card.count()) > 0) {
        await press(card);
        if (touch) await press(card); // the first tap lifted it
      } else await press(page.locator('.sl-actions .button'));
      await page
        .waitForFunction((st) => document.querySelector('.sl-table')?.getAttribute('data-step') !== st, step, {
          timeout: 5000,
        })
        .catch(() => undefined);
    } else await page.waitForTimeout(15);
  }
  throw new Error('no final standings');
}

interface EndShown {
  readonly layout: string | null;
  readonly page: number;
  readonly scroll: number;
  readonly standingsTop: number;
  readonly width: number;
  readonly left: number;
  readonly seatsTop: number;
  readonly cut: readonly string[];
}

/**
 * The end screen now: the page's height and how far it scrolls, where the standings' top is (in
 * the page), the table's width and place, and which of the standings' heading, its lines and the
 * end's buttons (the table's and, at a server table, the frame's "Nochmal") are not whole in the
 * window.
 */
async function endShown(page: Page): Promise<EndShown> {
  await settle(page);
  const shown = await page.evaluate(() => {
    for (const a of document.getAnimations()) a.finish();
    const se = document.scrollingElement!;
    const standings = document.querySelector('.sl-standings')!;
    const t = document.querySelector('.sl-table')!.getBoundingClientRect();
    return {
      layout: document.documentElement.dataset.layout ?? null,
      page: se.scrollHeight,
      scroll: se.scrollHeight - innerHeight,
      standingsTop: standings.getBoundingClientRect().top + scrollY,
      width: t.width,
      left: t.left,
      seatsTop: document.querySelector('.sl-seats')!.getBoundingClientRect().top,
    };
  });
  // The standings' heading and lines, the end block's buttons, the frame's "Nochmal" and proof.
  const cut = await notWhole(
    page,
    [
      '.sl-standings h2',
      '.sl-standings li',
      ':has(> .sl-standings) .actions .button',
      '.table-frame > .summary > .button',
      '.table-frame > .summary > .end-proof :is(a, .button)',
    ].join(', '),
  );
  return { ...shown, cut };
}

function endProblems(at: string, m: EndShown): string[] {
  const out: string[] = [];
  if (m.scroll > 0) out.push(`${at}: the page scrolls ${Math.round(m.scroll)} px (${m.page} px high)`);
  if (m.cut.length > 0) out.push(`${at}: not whole in the window: ${m.cut.join(' | ')}`);
  return out;
}

const say = (at: string, m: EndShown) =>
  console.log(
    `${at}: page ${m.page} px high, standings' top at ${Math.round(m.standingsTop)} px, table ${m.width.toFixed(0)} px wide at ${m.left.toFixed(0)}, layout ${m.layout}`,
  );

/**
 * The end screen at 1280 × 720, 1366 × 768, 360 × 640 and 1024 × 600 (a screenshot of each): what is not whole
 * or scrolls, and at 1280 × 720 whether the table kept its shape — as wide, in the same place, the
 * seats where they were while the game ran.
 */
async function endAtFourSizes(
  page: Page,
  at: string,
  shot: string,
  inPlay: { width: number; left: number; seatsTop: number },
): Promise<string[]> {
  const problems: string[] = [];
  for (const [w, h] of [
    [1280, 720],
    [1366, 768],
    [360, 640],
    // A small laptop (QA 7 Dec 2026): the end block was 30 px high there, the places under its edge.
    [1024, 600],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const m = await endShown(page);
    say(`${at} ${w}×${h}`, m);
    problems.push(...endProblems(`${at} ${w}×${h}`, m));
    await page.screenshot({ path: `${SHOTS}${shot}-${w}.png` });
    if (w !== 1280) continue;
    if (Math.abs(m.width - inPlay.width) > 2 || Math.abs(m.left - inPlay.left) > 2)
      problems.push(
        `${at} 1280×720: the table ${m.width.toFixed(0)} px wide at ${m.left.toFixed(0)} (in play ${inPlay.width.toFixed(0)} at ${inPlay.left.toFixed(0)})`,
      );
    if (Math.abs(m.seatsTop - inPlay.seatsTop) > 2)
      problems.push(
        `${at} 1280×720: the seats moved from ${inPlay.seatsTop.toFixed(0)} to ${m.seatsTop.toFixed(0)} px`,
      );
  }
  return problems;
}

describe.runIf(browserAvailable())('Speedlift: the end of the game on one screen', () => {
  const site = siteAndBrowser(startServer);

  it('practice at 1280 × 720, 1366 × 768, 360 × 640 and 1024 × 600: the standings and "Nochmal" on the first screen, the table as wide as in play', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=ende&tempo=schnell`);
      await page.getByLabel('Computer').selectOption('2');
      await page.getByLabel('Stärke').selectOption({ label: 'leicht' });
      await page.getByLabel('Partie bis').selectOption('30');
      await page.getByRole('button', { name: 'Losfahren' }).click();
      await page.locator('.sl-table').waitFor();
      const inPlay = await playToTheEnd(page, false);
      const problems = await endAtFourSizes(page, 'practice', 'end-practice-de', inPlay);
      expect(problems).toEqual([]);
      // The points in their column read as points: "— 25 Strafpunkte" had read as minus 25 (QA 6 Dec 2026).
      const points = await page.locator('.sl-standings .sl-points').allInnerTexts();
      expect(points.length).toBe(3);
      for (const p of points) expect(p).toMatch(/^\d+ Strafpunkte$/);
    } finally {
      await page.context().close();
    }
  });

  it('practice on a phone (English, touch, 360 × 640): the standings and "Play again" on the first screen', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-US',
    });
    await context.addInitScript(() =>
      localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ language: 'en' })),
    );
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=ende-handy&tempo=schnell`);
      const selects = page.locator('.practice-setup select');
      await selects.nth(0).selectOption('2');
      await selects.nth(1).selectOption('leicht');
      await selects.nth(2).selectOption('30');
      await page.getByRole('button', { name: 'Start the ride' }).tap();
      await page.locator('.sl-table').waitFor();
      await playToTheEnd(page, true);
      const m = await endShown(page);
      say('practice 360×640 en, touch', m);
      await page.screenshot({ path: `${SHOTS}end-practice-en-360.png` });
      expect(endProblems('360×640', m)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a server table of six at 1280 × 720, 1366 × 768, 360 × 640 and 1024 × 600: every place, the proof (seed, "Austeilung prüfen") and the frame\'s "Nochmal" on the first screen; after "Nochmal" the log marks the new game', async () => {
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await page.goto(`${site.server.url}/spiel/speedlift`);
      const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
      await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '5', exact: true }).click();
      await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).click();
      await solo
        .getByRole('group', { name: /Partie bis/ })
        .getByRole('radio', { name: '30', exact: true })
        .click();
      await solo.getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      await page.locator('.sl-table').waitFor();
      const inPlay = await playToTheEnd(page, false);
      const problems = await endAtFourSizes(page, 'server table', 'end-table-de', inPlay);
      expect(problems).toEqual([]);

      // "Nochmal": the log keeps the old game's last lines, then says a new game begins, then its moves.
      await page.setViewportSize({ width: 1280, height: 720 });
      const lines = () =>
        page.evaluate(() => [...document.querySelectorAll('.sl-log li')].map((li) => li.textContent ?? ''));
      expect((await lines()).at(-1)).toBe('Die Partie ist aus.');
      await page
        .locator('.table-frame > .summary')
        .getByRole('button', { name: /Nochmal/ })
        .click();
      await expect
        .poll(async () => {
          const l = await lines();
          return l.length - 1 - l.lastIndexOf('Die Partie ist aus.');
        })
        .toBeGreaterThanOrEqual(2);
      const after = await lines();
      const next = after[after.lastIndexOf('Die Partie ist aus.') + 1];
      console.log(`after "Nochmal": ${JSON.stringify(after.slice(-4))}`);
      expect(next).toMatch(/^Neue Partie – Runde 1: (Du eröffnest|Computer \d eröffnet)\.$/);
    } finally {
      await page.context().close();
    }
  });
});
