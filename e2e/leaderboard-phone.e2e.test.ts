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
});
