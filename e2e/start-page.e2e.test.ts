import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, startServer } from './harness.js';

describe.runIf(browserAvailable())('start page in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the three games by name, each with its sentence', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await expect.poll(() => page.title()).toBe('Kartenhaus');
    // The page renders after the script loads: wait for the game headings.
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(expect.arrayContaining(['Speedclimb', 'Gipfelsturm', 'Speedlift']));
    expect(await page.getByText('Lager für Lager zum Gipfel').count()).toBe(1);
    await page.close();
  });

  it('answers /healthz on the same server', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
