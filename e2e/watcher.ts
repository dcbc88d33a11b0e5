/**
 * A watcher at a server table, for the games' browser tests: a table "Mit anderen spielen" opened
 * and started by its host (its free seats taken by computers, or by guests who sit down first where
 * the game has no computers at online tables), and another browser context that opens its address
 * — "Zuschauen", no seat. Every frame the watcher's page sends is kept, so
 * a test can check that the watcher's keys send no move and no "Weiter".
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface WatchedTable {
  /** The host's page, seated. */
  readonly host: Page;
  /** The guests' pages, seated. */
  readonly guests: readonly Page[];
  /** The watcher's page. */
  readonly watcher: Page;
  /** The frames the watcher's page sent, as text. */
  readonly sent: readonly string[];
  close(): Promise<void>;
}

/**
 * `game`: the lobby's URL segment; `started`: a selector on the host's page once the game runs;
 * `open`: how the host opens the table from the game's lobby (else with the form's defaults);
 * `guests`: how many sit down at the table's page before the host starts.
 */
export async function watchedTable(
  browser: Browser,
  url: string,
  game: string,
  started: string,
  opts: { readonly open?: (host: Page) => Promise<unknown>; readonly guests?: number } = {},
): Promise<WatchedTable> {
  const contexts: BrowserContext[] = [];
  const page = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    contexts.push(context);
    return context.newPage();
  };
  const host = await page();
  if (opts.open) await opts.open(host);
  else {
    await host.goto(`${url}/spiel/${game}`);
    const open = host.locator('section', { has: host.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await open.getByRole('button', { name: 'Tisch eröffnen' }).click();
  }
  await host.waitForURL(/\/tisch\//);
  const guests: Page[] = [];
  for (let i = 0; i < (opts.guests ?? 0); i++) {
    const guest = await page();
    await guest.goto(host.url());
    await guest.getByRole('button', { name: 'Platz nehmen' }).click();
    await guest.locator('.seats .seat-you').waitFor();
    guests.push(guest);
  }
  await host.getByRole('button', { name: 'Partie starten' }).click();
  await host.locator(started).waitFor();
  const watcher = await page();
  const sent: string[] = [];
  watcher.on('websocket', (ws) =>
    ws.on('framesent', (f) => sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
  );
  await watcher.goto(host.url());
  return {
    host,
    guests,
    watcher,
    sent,
    close: async () => {
      for (const c of contexts) await c.close();
    },
  };
}

/** The moves and "Weiter"s among the frames sent (a watcher sends none). */
export const movesSent = (sent: readonly string[]): string[] => sent.filter((f) => /"t":"(move|ready)"/.test(f));
