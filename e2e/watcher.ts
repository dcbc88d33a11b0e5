/**
 * A watcher at a server table, for the games' browser tests: a table "Mit anderen spielen" opened
 * and started by its host alone (its free seats taken by computers), and a second browser context
 * that opens its address — "Zuschauen", no seat. Every frame the watcher's page sends is kept, so
 * a test can check that the watcher's keys send no move and no "Weiter".
 */
import type { Browser, Page } from 'playwright-core';

export interface WatchedTable {
  /** The host's page, seated. */
  readonly host: Page;
  /** The watcher's page. */
  readonly watcher: Page;
  /** The frames the watcher's page sent, as text. */
  readonly sent: readonly string[];
  close(): Promise<void>;
}

/** `game`: the lobby's URL segment; `started`: a selector on the host's page once the game runs. */
export async function watchedTable(browser: Browser, url: string, game: string, started: string): Promise<WatchedTable> {
  const viewport = { width: 1280, height: 800 };
  const hostContext = await browser.newContext({ viewport, locale: 'de-DE' });
  const watcherContext = await browser.newContext({ viewport, locale: 'de-DE' });
  const host = await hostContext.newPage();
  await host.goto(`${url}/spiel/${game}`);
  const open = host.locator('section', { has: host.getByRole('heading', { name: 'Mit anderen spielen' }) });
  await open.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await host.waitForURL(/\/tisch\//);
  await host.getByRole('button', { name: 'Partie starten' }).click();
  await host.locator(started).waitFor();
  const watcher = await watcherContext.newPage();
  const sent: string[] = [];
  watcher.on('websocket', (ws) =>
    ws.on('framesent', (f) => sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
  );
  await watcher.goto(host.url());
  return {
    host,
    watcher,
    sent,
    close: async () => {
      await hostContext.close();
      await watcherContext.close();
    },
  };
}

/** The moves and "Weiter"s among the frames sent (a watcher sends none). */
export const movesSent = (sent: readonly string[]): string[] => sent.filter((f) => /"t":"(move|ready)"/.test(f));
