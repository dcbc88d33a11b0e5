/**
 * What the others do, said in the host's live region (keyboard QA 7 Dec 2026: only the seat list
 * changed, "getrennt"; a screen-reader host did not know when to press "Partie starten"). At a
 * Speedclimb table of two the host's page hears "Gast … hat Platz genommen." when the guest sits
 * down; in the game a reload of the guest's page says nothing, the guest's page closed says
 * "Gast … ist nicht mehr verbunden." after a moment, and the guest back "Gast … ist wieder da.".
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notePoliteRegion } from './page-reads.js';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { tableOfTwo } from './table-of-two.js';

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

const nameOf = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { player: { name: string } }).player.name);

describe.runIf(browserAvailable())('the host hears who sat down, lost the connection and is back', () => {
  const site = siteAndBrowser();

  it('speedclimb: sat down, a reload says nothing, gone after the grace, back', async () => {
    const contexts: BrowserContext[] = [];
    let heard: () => Promise<string[]> = () => Promise.resolve([]);
    const { host, guest } = await tableOfTwo(
      site.browser,
      contexts,
      site.server.url,
      'speedclimb',
      DESKTOP,
      2,
      async (a) => {
        heard = await notePoliteRegion(a);
      },
    );
    try {
      const name = await nameOf(guest);
      expect(name).toMatch(/^Gast \d+$/);
      await expect.poll(heard).toContain(`${name} hat Platz genommen.`);
      const table = guest.url().replace(/\?.*$/, '');

      // A reload is no lost connection: nothing is said.
      await guest.reload();
      await guest.locator('.table-game [data-screen]').waitFor();
      await host.waitForTimeout(4000);
      expect((await heard()).join(' | ')).not.toMatch(/nicht mehr verbunden|wieder da/);

      // The guest's page closes in the game: said once the grace is over.
      const context = guest.context();
      await guest.close();
      await host.locator('.seats .seat-state', { hasText: 'getrennt' }).waitFor();
      expect((await heard()).join(' | ')).not.toContain('nicht mehr verbunden');
      await expect.poll(heard, { timeout: 15_000 }).toContain(`${name} ist nicht mehr verbunden.`);

      // And back at the table.
      const again = await context.newPage();
      const heardByGuest = await (async () => {
        await again.goto(table);
        await again.locator('.table-game [data-screen]').waitFor();
        return notePoliteRegion(again);
      })();
      await expect.poll(heard, { timeout: 15_000 }).toContain(`${name} ist wieder da.`);
      const lines = await heard();
      expect(lines.filter((l) => l.startsWith(name))).toEqual([
        `${name} hat Platz genommen.`,
        `${name} ist nicht mehr verbunden.`,
        `${name} ist wieder da.`,
      ]);
      // Nobody is told of themselves.
      await again.waitForTimeout(500);
      expect((await heardByGuest()).join(' | ')).not.toContain(name);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  }, 90_000);
});
