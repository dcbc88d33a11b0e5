/**
 * Gipfelsturm at server tables beyond one deal for two: a Rekordjagd with the computer partner
 * (the first deal to its end, the round summary between deals, "Weiter", the next deal's countdown
 * and cards), and a three-player online table of three guests in three browser contexts (sit, start,
 * countdown, everyone plays a card, everyone sees the others' plays).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  fittingCard,
  myName,
  openOnlineTable,
  playDealToTheEnd,
  playerPage,
  startWithFastPartner,
  turnUpUntilFits,
} from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { movesSent, watchedTable } from './watcher.js';

/** What a player at the table sees of the shared piles: each pile's seat and top card (as its label says). */
function pileTops(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.gs-pile')].map(
      (p) => `${p.getAttribute('data-seat')}:${p.querySelector('.gs-top-card')?.getAttribute('aria-label') ?? ''}`,
    ),
  );
}

describe.runIf(browserAvailable())('Gipfelsturm at server tables: Rekordjagd and three players', () => {
  const site = siteAndBrowser();

  it('a Rekordjagd with the computer partner: the deal ends, the summary shows, "Weiter" deals on', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startWithFastPartner(page, site.server.url, ['Rekordjagd']);
    expect(await page.locator('.gs-clock').innerText()).toMatch(/1:(30|29|28|27)/);

    // Deal 1 to its end (won, stuck or out of time): every card that fits is clicked at once, the
    // stock turned up when none does and no play is on its way — the partner plays meanwhile.
    await playDealToTheEnd(page);

    // The summary between deals: the finished deal's result (its heading has the focus), the series
    // so far, and the frame's "Nach der Partie" with one "Weiter".
    const result = page.locator('.gs-result');
    await result.waitFor({ timeout: 100_000 });
    const heading = result.getByRole('heading', { level: 2 });
    expect(await heading.innerText()).toMatch(/^Partie 1: (Gewonnen!|Verloren)$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gs-result-h');
    expect(await result.locator('.gs-series li').allInnerTexts()).toEqual([
      expect.stringMatching(/^Partie 1: (gewonnen, \d+ übrig|verloren)$/),
    ]);
    expect(await result.innerText()).toMatch(
      /Rekordjagd: [01] von 5 Partien gewonnen, zusammen \d+ Vorratskarten? übrig\./,
    );
    const summary = page.locator('section.summary', { has: page.getByRole('heading', { name: 'Nach der Partie' }) });
    await summary.waitFor();
    // Alone with the computer partner: nobody else to wait for, so nobody is named as still reading.
    expect(await summary.innerText()).not.toContain('Noch am Lesen');
    const weiter = page.getByRole('button', { name: 'Weiter' });
    expect(await weiter.count()).toBe(1);
    // The next deal is dealt, but its cards stay hidden under the result (nobody studies them
    // before its clock) and nothing can be played before "Weiter" and the countdown.
    expect(await page.locator('.gs-log').innerText()).toContain('Partie 2 ist ausgeteilt.');
    expect(await page.locator('.gs-left').count()).toBe(0);
    expect(await page.locator('.gs-peaks-wrap').isHidden()).toBe(true);
    expect(await page.locator('.gs-piles').isHidden()).toBe(true);
    expect(await page.locator('.gs-peaks .gs-card').count()).toBe(10);
    expect(await page.locator('.gs-table[data-live], .gs-card[data-fits]').count()).toBe(0);

    // "Weiter": the summary goes, deal 2's countdown runs, then its cards can be played.
    await weiter.click();
    await page.locator('.gs-countdown').waitFor();
    expect(await summary.count()).toBe(0);
    expect(await result.count()).toBe(0);
    // The focus "Weiter" held goes to the game, not to the page itself (to a card of the new deal:
    // the table's focus follows, table/focus-follows.ts).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const a = document.activeElement;
          return a !== null && a !== document.body && (document.querySelector('.table-game')?.contains(a) ?? false);
        }),
      )
      .toBe(true);
    await page.locator('.gs-table[data-live]').waitFor();
    expect(await page.locator('.gs-clock').innerText()).toMatch(/1:(30|29|28|27)/);
    expect(await page.locator('.gs-peaks .gs-card').count()).toBe(10);
    expect(await page.locator('.gs-peaks-wrap').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('.gs-log').innerText())
      .toMatch(/Partie 2 ist ausgeteilt\.\nLos! Die Uhr läuft\./);
    // With the keyboard: N takes the focus to a card that fits (or to "Aufdecken"), Enter lays it.
    await page.keyboard.press('n');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.matches('.gs-card[data-fits]') ? 'card' : el?.matches('.gs-flip') ? 'flip' : (el?.tagName ?? 'none');
    });
    expect(['card', 'flip']).toContain(focused);
    await page.keyboard.press('Enter');
    // (The partner may take that card first: then the message says so instead.)
    const said = async () =>
      `${await page.locator('.gs-log').innerText()}\n${await page.locator('.gs-message').innerText()}`;
    await expect
      .poll(said)
      .toMatch(focused === 'card' ? /Du legst .* auf|Zu spät|passt gerade nicht/ : /Du deckst .* auf/);
    await page.close();
  }, 150_000);

  it('three guests at an online table: sit, start, countdown; each lays a card the others see', async () => {
    const contexts: BrowserContext[] = [];
    const open = () => playerPage(site.browser, contexts);
    const host = await open();
    const hostName = await openOnlineTable(host, site.server.url, { seats: 3 });
    // Waiting for players: no game yet, and no claim that the game's screen is missing.
    await host.getByText('Noch nicht ausgeteilt').waitFor();
    expect(await host.getByText('noch nicht gebaut').count()).toBe(0);

    // Two more guests (own browser contexts, own sessions) find the table in the lobby and sit down.
    const guests: Page[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await open();
      await page.goto(`${site.server.url}/spiel/gipfelsturm`);
      const entry = page.locator('.open-table', { hasText: `Tisch von ${hostName}` });
      await expect
        .poll(() => entry.innerText().catch(() => ''), { timeout: 15_000 })
        .toContain(`${2 - i} von 3 Plätzen frei`);
      // A real-time table: its entry names no think time and no tempo (its form has neither), but
      // the level it was opened with.
      expect((await entry.locator('div').first().innerText()).trim()).toBe(
        `Tisch von ${hostName} · ${2 - i} von 3 Plätzen frei · Schwierigkeit: Normal`,
      );
      await entry.getByRole('link', { name: 'Platz nehmen' }).click();
      await page.waitForURL(/\/tisch\//);
      await page.locator('.seats .seat-you').waitFor();
      guests.push(page);
    }
    const players = [host, ...guests];
    const names = await Promise.all(players.map(myName));
    expect(new Set(names).size).toBe(3); // three sessions, three guests
    // Every seat list shows the three humans, in seat order, each page marking its own seat.
    for (const [k, page] of players.entries()) {
      await expect.poll(() => page.locator('.seats .seat-human').count()).toBe(3);
      expect(await page.locator('.seats .seat-name').allInnerTexts()).toEqual(
        names.map((n, s) => (s === k ? `${n} (du)` : n)),
      );
      expect(await page.locator('.seats .seat-computer, .seats .seat-empty').count()).toBe(0);
    }

    // Only the host is offered the start; the others are told who starts.
    for (const page of guests) {
      expect(await page.getByRole('button', { name: 'Partie starten' }).count()).toBe(0);
      expect(await page.locator('.table-frame').innerText()).toContain(
        `${names[0]} hat den Tisch eröffnet und startet die Partie.`,
      );
    }
    // The host starts: everyone sees the countdown (G5), then the clock runs for all at once.
    await host.getByRole('button', { name: 'Partie starten' }).click();
    await Promise.all(players.map((page) => page.locator('.gs-countdown').waitFor()));
    await Promise.all(players.map((page) => page.locator('.gs-table[data-live]').waitFor()));
    for (const [k, page] of players.entries()) {
      expect(await page.locator('.gs-clock').innerText()).toMatch(/[23]:\d\d/);
      // Three piles: the own first, then the others clockwise; three pile keys.
      expect(await page.locator('.gs-pile h3').allInnerTexts()).toEqual(
        [0, 1, 2]
          .map((i) => (k + i) % 3)
          .map((s) => (s === k ? 'Dein Stapel' : `Stapel von ${names[s]}`) + `\n${s + 1}`),
      );
    }

    // Each in turn lays a card that fits (turning up the own stock first while none does); the
    // other two see it: their log names the player and the card, a pile's top changes.
    for (const [k, page] of players.entries()) {
      await turnUpUntilFits(page, 7);
      const card = await fittingCard(page);
      expect(card).not.toBeNull();
      const others = players.filter((p) => p !== page);
      const before = await Promise.all(others.map(pileTops));
      const name = (await page.locator(`[data-card="${card}"]`).getAttribute('aria-label'))!.split(' – ')[0]!;
      await page.locator(`[data-card="${card}"]`).click();
      await expect.poll(() => page.locator('.gs-log').innerText()).toMatch(new RegExp(`Du legst ${name} auf`));
      for (const [j, other] of others.entries()) {
        await expect.poll(() => other.locator('.gs-log').innerText()).toContain(`${names[k]} legt ${name} auf`);
        expect(await pileTops(other)).not.toEqual(before[j]);
        // The card is gone from the peaks for everyone; the player's pile lists it among the last plays.
        expect(await other.locator(`.gs-peaks [data-card="${card}"]`).count()).toBe(0);
        // (A screen reader names that list by the player: "Zuletzt gespielt von <name>".)
        expect(
          await other
            .locator(`.gs-pile[data-seat="${k}"]`)
            .getByRole('list', { name: `Zuletzt gespielt von ${names[k]}`, exact: true })
            .innerText(),
        ).toContain(name);
      }
    }

    // The host calls "Warte!" (G3; open until the host's next card or stock move, G11). At 1280 × 900
    // every page still reads whose call it is: the bubble lies beside the caller's pile name, not
    // over it (QA 7 Dec 2026: over "Stapel von Gast …" only the key "1" had shown, and over "Dein
    // Stapel" on the caller's own page).
    await Promise.all(players.map((page) => page.setViewportSize({ width: 1280, height: 900 })));
    await host.getByRole('button', { name: 'Warte! – Warte, noch nicht aufdecken!' }).click();
    for (const [k, page] of players.entries()) {
      const pile = page.locator('.gs-pile[data-seat="0"]');
      await pile.locator('.gs-bubble').waitFor();
      expect(await pile.locator('.gs-pile-name').innerText()).toBe(k === 0 ? 'Dein Stapel' : `Stapel von ${names[0]}`);
      const [n, b] = await Promise.all([
        pile.locator('.gs-pile-name').boundingBox(),
        pile.locator('.gs-bubble').boundingBox(),
      ]);
      const x = Math.min(n!.x + n!.width, b!.x + b!.width) - Math.max(n!.x, b!.x);
      const y = Math.min(n!.y + n!.height, b!.y + b!.height) - Math.max(n!.y, b!.y);
      expect(x > 0 && y > 0, `page ${k}: the bubble ${JSON.stringify(b)} over the name ${JSON.stringify(n)}`).toBe(
        false,
      );
    }
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('a watcher of an online table for two sees the peaks, both piles by name and the log; no card to play, no calls, no keys', async () => {
    const t = await watchedTable(site.browser, site.server.url, 'gipfelsturm', '.gs-table[data-live]', {
      open: (host) => openOnlineTable(host, site.server.url, { seats: 2 }),
      guests: 1,
    });
    const w = t.watcher;
    const names = await Promise.all([t.host, ...t.guests].map(myName));
    await w.locator('.gs-table .gs-pile').first().waitFor();
    await w.locator('.gs-log').waitFor();
    // The table as it is: the ten open cards of the bottom row as pictures, every pile by its player.
    await expect.poll(() => w.locator('.gs-peaks .gs-slot:not([aria-hidden]) svg').count()).toBe(10);
    expect(await w.locator('.gs-pile h3').allInnerTexts()).toEqual(names.map((n) => `Stapel von ${n}`));
    // No seat's tools: no card button, no "Aufdecken", no calls, no pile keys, no key list.
    expect(await w.locator('.gs-table button, .gs-table kbd, .gs-calls, details.gs-keys').count()).toBe(0);
    expect(await w.locator('.gs-table[data-live]').count()).toBe(0);
    await w.screenshot({ path: new URL('../docs/screens/gipfelsturm-watch-1280.png', import.meta.url).pathname });
    // The keys of a seat do nothing: no move or call sent, no picker, no message.
    for (const key of ['ArrowRight', 'n', '1', 'v', 'w', 'd', 'b', '7', 'Escape']) await w.keyboard.press(key);
    await w.waitForTimeout(500);
    expect(movesSent(t.sent)).toEqual([]);
    expect(await w.getByRole('group', { name: 'Welche Karte brauchst du?' }).count()).toBe(0);
    expect(await w.locator('.gs-message').innerText()).toBe('');
    await t.close();
  });
});
