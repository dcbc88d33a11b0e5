/**
 * The Bestenliste on a 360 px phone (issue 19): a full list — long names, shared places, large
 * point totals, the games column — reads whole, without a sideways scroll.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('Bestenliste at 360 px', () => {
  const site = siteAndBrowser();

  it('a full list fits the width of the phone', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // The list as the API sends it at its widest: 20-character names without a space (the longest
    // a name may be), places shared, six-digit points.
    const lines = Array.from({ length: 20 }, (_, i) => ({
      place: i < 2 ? 1 : i + 1,
      shared: i < 2,
      playerId: `p${i}`,
      name: `Gipfelstuermerin${String(1000 + i)}`.slice(0, 20),
      points: 123_456 - i * 1000,
      games: 9_999 - i,
    }));
    await page.route(/\/api\/leaderboard\//, (route) =>
      route.fulfill({ json: { game: 'speedclimb', period: 'all', week: null, lines } }),
    );
    for (const path of ['/bestenliste/speedclimb', '/bestenliste/speedlift?zeitraum=woche']) {
      await page.goto(`${site.server.url}${path}`);
      await page.locator('table.board tbody tr').nth(19).waitFor();
      const widths = await page.evaluate(() => ({
        doc: document.documentElement.scrollWidth,
        table: document.querySelector('table.board')!.getBoundingClientRect().right,
      }));
      expect(widths.doc).toBeLessThanOrEqual(360);
      expect(widths.table).toBeLessThanOrEqual(360);
      expect(await page.locator('table.board tbody tr').first().innerText()).toContain('123.456');
    }
    await page.screenshot({ path: new URL('../docs/screens/phone-leaderboard-full.png', import.meta.url).pathname });
    await context.close();
  });

  it('a name breaks only where it cannot fit: never inside a word that fits its line (QA, 5 Dec 2026)', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // The QA's list: shared first places with 11-character names ("qa29b3Asnk / f" at 360 px), a
    // name of two words, and the longest a name may be, which has to break.
    const names = ['qa29b3Asnkf', 'qa29b3Bsnkf', 'Max Mustermann', 'Gipfelstuermerin1000'];
    const lines = names.map((name, i) => ({
      place: i < 2 ? 1 : i + 1,
      shared: i < 2,
      playerId: `p${i}`,
      name,
      points: 6 - i,
      games: 1,
    }));
    await page.route(/\/api\/leaderboard\//, (route) =>
      route.fulfill({ json: { game: 'gipfelsturm', period: 'all', week: null, lines } }),
    );
    await page.goto(`${site.server.url}/bestenliste/gipfelsturm`);
    await page
      .locator('table.board tbody tr')
      .nth(names.length - 1)
      .waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Each name's text as the lines it is laid out in (its characters grouped by their top edge).
    const laidOut = await page.evaluate(() =>
      [...document.querySelectorAll('table.board tbody th')].map((th) => {
        const text = th.firstChild!;
        const rows = new Map<number, string>();
        for (let i = 0; i < (text.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? '') + (text.textContent ?? '')[i]);
        }
        return [...rows.values()].map((row) => row.trim());
      }),
    );
    expect(laidOut.slice(0, 2)).toEqual([['qa29b3Asnkf'], ['qa29b3Bsnkf']]);
    // Two words: a break, if any, between them.
    expect(laidOut[2]!.flatMap((line) => line.split(' '))).toEqual(['Max', 'Mustermann']);
    expect(laidOut[3]!.join('')).toBe('Gipfelstuermerin1000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
