/**
 * The Tagesliste's earlier days (issue 19): a past day is listed with its seed, published once the
 * day is over (L8); today's seed stays secret.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

describe.runIf(browserAvailable())('Tagesliste: earlier days', () => {
  const site = siteAndBrowser();

  it('offers the seven days before today; a past day shows its published seed, today none', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/tagesliste`);
    const days = page.getByRole('navigation', { name: 'Die letzten acht Tage' });
    await days.waitFor();
    const buttons = days.getByRole('link');
    expect(await buttons.count()).toBe(8);
    expect(await buttons.first().getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.daily-seed').count()).toBe(0);
    // Yesterday: its seed is public now, the same one the API publishes.
    await buttons.nth(1).click();
    const seed = page.locator('.daily-seed');
    await expect
      .poll(() => seed.innerText().catch(() => ''))
      .toMatch(/^Startwert dieses Tages, veröffentlicht nach Tagesende: \S+\./);
    const api = (await (await page.request.get(`${site.server.url}/api/daily`)).json()) as { day: string };
    const yesterday = new Date(`${api.day}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const past = (await (
      await page.request.get(`${site.server.url}/api/daily?date=${yesterday.toISOString().slice(0, 10)}`)
    ).json()) as { seed: string };
    expect(await seed.innerText()).toContain(past.seed);
    expect(await buttons.nth(1).getAttribute('aria-current')).toBe('page');
    // The day has its own address (QA 7 Dec 2026: it stayed /tagesliste): opened anew it shows
    // that day, the days to choose too; Back goes to today's list.
    const day = yesterday.toISOString().slice(0, 10);
    expect(new URL(page.url()).search).toBe(`?tag=${day}`);
    await page.reload();
    await expect.poll(() => seed.innerText().catch(() => '')).toContain(past.seed);
    await days.waitFor();
    expect(await buttons.count()).toBe(8);
    expect(await buttons.nth(1).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => buttons.first().getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.daily-seed').count()).toBe(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('a past day speaks of that day, not of today, and its day buttons are the site’s pills, the cards apart', async () => {
    for (const [locale, days, today, past, go] of [
      [
        'de-DE',
        'Die letzten acht Tage',
        /heute/,
        'Ein früherer Tag: Alle hatten an diesem Tag dieselben Karten.',
        'Zur Tagesfahrt',
      ],
      [
        'en-US',
        'The last eight days',
        /today/,
        'An earlier day: everyone had the same cards that day.',
        'To the Tagesfahrt',
      ],
    ] as const) {
      const context = await site.browser.newContext({ locale, viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.goto(`${site.server.url}/tagesliste`);
      const buttons = page.getByRole('navigation', { name: days }).getByRole('link');
      await buttons.nth(7).waitFor();
      const lead = page.locator('.page-head .lead');
      // Today: the ride's own line ("Alle fahren heute …") and the button that starts it.
      expect(await lead.innerText()).toMatch(today);
      expect(await page.getByRole('link', { name: go }).count()).toBe(1);
      await buttons.nth(1).click();
      await page.locator('.daily-seed').waitFor();
      // A past day: its own line, and no button to ride it (until 5 Dec 2026 both spoke of today).
      expect(await lead.innerText()).toBe(past);
      expect(await page.getByRole('link', { name: go }).count()).toBe(0);
      await page.waitForTimeout(400); // the buttons' colour transition
      const look = await page.evaluate(() => {
        const style = (el: Element) => getComputedStyle(el);
        const [pressed, other] = [...document.querySelectorAll('.daily-day-list .button')].sort(
          (a, b) =>
            Number(b.getAttribute('aria-current') === 'page') - Number(a.getAttribute('aria-current') === 'page'),
        );
        const cards = [...document.querySelectorAll('main .card')].map((c) => c.getBoundingClientRect());
        return {
          font: style(other!).fontFamily === style(document.body).fontFamily,
          round: parseFloat(style(other!).borderTopLeftRadius) >= 20,
          height: Math.min(pressed!.getBoundingClientRect().height, other!.getBoundingClientRect().height),
          // The chosen day is filled (with the accent), the others not: before, only an outline.
          filled: style(pressed!).backgroundColor !== style(other!).backgroundColor,
          gap: cards[1]!.top - cards[0]!.bottom,
        };
      });
      expect(look).toEqual({ font: true, round: true, height: look.height, filled: true, gap: look.gap });
      expect(look.height).toBeGreaterThanOrEqual(44);
      expect(look.gap).toBeGreaterThanOrEqual(16);
      await context.close();
    }
  });

  it('the start page’s and the list’s link lead to the lobby’s Tagesfahrt, whose button starts it', async () => {
    // QA 7 Dec 2026: the link was called "Tagesfahrt fahren" like the button it leads to, and a
    // player who clicked it expected the ride, not a page with the same words once more.
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    for (const from of ['/', '/tagesliste']) {
      await page.goto(`${site.server.url}${from}`);
      await page.getByRole('link', { name: 'Zur Tagesfahrt' }).click();
      await page.waitForURL(/\/spiel\/speedlift#tagesfahrt$/);
      const start = page.getByRole('button', { name: 'Tagesfahrt fahren' });
      await start.waitFor();
      // The ride's rules stand right before its start, and both are on the first screen.
      expect(await start.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
      expect(await page.getByText('Für die Tagesliste zählt nur deine erste Tagesfahrt des Tages.').isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('link', { name: 'Tagesfahrt fahren' }).count()).toBe(0);
    }
    await context.close();
  });
});
