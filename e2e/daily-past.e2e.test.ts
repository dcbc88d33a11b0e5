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
    const days = page.getByRole('navigation', { name: 'Frühere Tage' });
    await days.waitFor();
    const buttons = days.getByRole('button');
    expect(await buttons.count()).toBe(8);
    expect(await buttons.first().getAttribute('aria-pressed')).toBe('true');
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
    expect(await buttons.nth(1).getAttribute('aria-pressed')).toBe('true');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
