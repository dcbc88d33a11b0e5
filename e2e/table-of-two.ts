/** Two humans at one server table of Speedlift or Speedclimb, each in a browser context of its own. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The page's host opens a table "Mit anderen spielen" of `seats` (the free ones computers'), a guest
 * in a context of its own sits down, the host starts it; both pages at the table.
 */
export async function tableOfTwo(
  browser: Browser,
  contexts: BrowserContext[],
  url: string,
  game: 'speedlift' | 'speedclimb',
  host: object,
  seats: number,
): Promise<{ host: Page; guest: Page }> {
  const open = async (options: object) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
  const a = await open(host);
  await a.goto(`${url}/spiel/${game}`);
  const form = a.locator('section', { has: a.getByRole('heading', { name: 'Mit anderen spielen' }) });
  await form
    .getByRole('group', { name: 'Plätze' })
    .getByRole('radio', { name: String(seats), exact: true })
    .check();
  await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await a.waitForURL(/\/tisch\//);
  const b = await open({ viewport: { width: 1280, height: 800 } });
  await b.goto(`${a.url()}?platz=frei`);
  await a.locator('.seats .seat-you').waitFor();
  await b.locator('.seats .seat-you').waitFor();
  await a.getByRole('button', { name: 'Partie starten' }).click();
  await Promise.all([a, b].map((p) => p.locator('.table-game [data-screen]').waitFor()));
  return { host: a, guest: b };
}
