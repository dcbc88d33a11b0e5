/**
 * An online Rekordjagd's round summary moves on by itself (docs/server.md, Round summary): with a
 * think time it waits the reading time and the think time for a "Weiter" and then deals on without
 * it. The table's timings are the harness's (`timing: { summaryReadMs }`, the tables' test hook);
 * the think time is the table's setting — the online form sends the default 120 s, so this test's
 * host page sends its `create` with the shortest think time the protocol allows (30 s,
 * `THINK_TIMES`) through Playwright's WebSocket route. Nobody clicks "Weiter".
 */
import type { BrowserContext } from 'playwright-core';
import { THINK_TIMES } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { guestSitsHostStarts, openOnlineTable, playDealToTheEnd, playerPage } from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';

const READ_MS = 1_000;
const THINK_S = Math.min(...THINK_TIMES);

describe.runIf(browserAvailable())("Gipfelsturm: an online Rekordjagd's summary moves on by itself", () => {
  const site = siteAndBrowser(() => startServer({}, { timing: { summaryReadMs: READ_MS, countdownMs: 1_000 } }));

  it('after the reading and think time deal 2 starts at both pages without a "Weiter"', async () => {
    const contexts: BrowserContext[] = [];
    const url = site.server.url;
    const host = await playerPage(site.browser, contexts);
    // The host's `create` with the shortest think time (the form has none to choose).
    await host.routeWebSocket(/./, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (typeof m === 'string' && m.includes('"create"')) {
          const msg = JSON.parse(m) as { t?: string; settings?: { clock?: number | null } };
          if (msg.t === 'create' && msg.settings) msg.settings.clock = THINK_S;
          server.send(JSON.stringify(msg));
        } else server.send(m);
      });
    });
    const hostName = await openOnlineTable(host, url, {
      seats: 2,
      level: 'Experte',
      switches: ['Variante: Rekordjagd'],
    });
    const guest = await guestSitsHostStarts(site.browser, contexts, url, host, hostName);

    await Promise.all([playDealToTheEnd(host), playDealToTheEnd(guest)]);
    const summaryOf = (page: typeof host) =>
      page.locator('section.summary', { has: page.getByRole('heading', { name: 'Nach der Partie' }) });
    for (const page of [host, guest]) {
      await page.locator('.gs-result').waitFor({ timeout: 100_000 });
      await summaryOf(page).waitFor();
      expect(await page.getByRole('button', { name: 'Weiter' }).count()).toBe(1);
    }
    const summaryAt = Date.now();
    // Nobody clicks: before the reading and think time are up the summary stays.
    await host.waitForTimeout(5_000);
    for (const page of [host, guest]) {
      expect(await summaryOf(page).count()).toBe(1);
      expect(await page.locator('.gs-countdown').count()).toBe(0);
    }
    // Then deal 2 on both pages: the summary and result go, its countdown and clock run.
    await Promise.all(
      [host, guest].map(async (page) => {
        await page.locator('.gs-table[data-live]').waitFor({ timeout: READ_MS + THINK_S * 1000 + 20_000 });
        expect(await summaryOf(page).count()).toBe(0);
        expect(await page.locator('.gs-result').count()).toBe(0);
        await expect
          .poll(() => page.locator('.gs-log').innerText())
          .toMatch(/Partie 2 ist ausgeteilt\.\nLos! Die Uhr läuft\./);
        expect(await page.locator('.gs-left').innerText()).toBe('Noch 28 Gipfelkarten');
      }),
    );
    // Not before the reading and think time (the summary's own timer, not a click).
    expect(Date.now() - summaryAt).toBeGreaterThanOrEqual(READ_MS + THINK_S * 1000 - 3_000);
    await Promise.all(contexts.map((c) => c.close()));
  }, 200_000);
});
