/**
 * Gipfelsturm at a two-player online table, the two cases the other browser tests leave out: a
 * player who leaves mid-deal ("Tisch verlassen" → the computer takes the seat, A3) and comes back
 * ("Ich bin zurück", T1), and a Rekordjagd at an online table (the summary waits for every human's
 * "Weiter", naming who still reads; then the next deal's countdown for both).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestSitsHostStarts, layCard, myName, openOnlineTable, playDealToTheEnd, playerPage } from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

/** What a page shows of the deal: the peaks' free cards, every pile's top and stock, by seat. */
function deal(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      free: [...document.querySelectorAll('.gs-peaks .gs-card')].map((b) => b.getAttribute('data-card') ?? '').sort(),
      piles: [...document.querySelectorAll('.gs-pile')]
        .map((p) => {
          // The top card's label names the pile as this page names it; the part after it names the card.
          const top = p.querySelector('.gs-top-card')?.getAttribute('aria-label')?.split(', ').pop() ?? '';
          return `${p.getAttribute('data-seat')}: ${top} / ${p.querySelector('.gs-stock-n')?.textContent ?? ''}`;
        })
        .sort(),
    }),
  );
}

/** The seat list's state marks ("getrennt", "Computer spielt") by name, as a page shows them. */
function seatStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.seats .seat')].map(
      (s) =>
        `${(s.querySelector('.seat-name')?.textContent ?? '').replace(/ \(du\)$/, '')}: ${s.querySelector('.seat-state')?.textContent ?? ''}`,
    ),
  );
}

/**
 * The host (own browser context) opens a Gipfelsturm table for two from the lobby's "Mit anderen
 * spielen" (`options` ticks its switches and picks its level), a guest (own context, own session)
 * sits down from the lobby, and the host starts: both pages reach the live table.
 */
async function twoAtATable(
  browser: Browser,
  url: string,
  contexts: BrowserContext[],
  options: { level?: string; switches?: string[] } = {},
): Promise<{ host: Page; guest: Page; hostName: string; guestName: string; tableUrl: string }> {
  const host = await playerPage(browser, contexts);
  const hostName = await openOnlineTable(host, url, { seats: 2, ...options });
  const guest = await guestSitsHostStarts(browser, contexts, url, host, hostName);
  const tableUrl = guest.url().replace(/\?.*$/, '');
  return { host, guest, hostName, guestName: await myName(guest), tableUrl };
}

describe.runIf(browserAvailable())('Gipfelsturm at an online table: leaving and coming back, Rekordjagd', () => {
  const site = siteAndBrowser();

  it('a player leaves mid-deal: the computer plays the seat (A3); "Ich bin zurück" gives it back (T1)', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest, hostName, guestName, tableUrl } = await twoAtATable(site.browser, site.server.url, contexts);
    // Both play: each lays a card the other sees.
    const { name: hostCard } = await layCard(host);
    await expect.poll(() => guest.locator('.gs-log').innerText()).toContain(`${hostName} legt ${hostCard} auf`);
    const { name: guestCard } = await layCard(guest);
    await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${guestCard} auf`);
    expect(await host.locator('.seats .seat-state').count()).toBe(0);

    // The frame's "Tisch verlassen" asks first and says what leaving a running game with another
    // human means (A3; no stake at a Gipfelsturm table, and a guest has no leaderboard to lose
    // points in, A1); "Bleiben" keeps the seat.
    const leave = guest.getByRole('button', { name: 'Tisch verlassen' });
    await leave.click();
    const dialog = guest.getByRole('dialog', { name: 'Tisch verlassen?' });
    await dialog.waitFor();
    expect(await dialog.locator('li').allInnerTexts()).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    await dialog.getByRole('button', { name: 'Bleiben' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await guest.locator('.seats .seat-state').count()).toBe(0);
    // Now for real. The host's page notes every log line from here on (the log shows the last six),
    // and how many it had when the seat, once played by the computer, showed as the human's again
    // (one observer for both, so the mark falls between the frames as they came).
    await host.evaluate(() => {
      const w = window as unknown as { lines: string[]; awaySeen: boolean; backAt: number | null };
      Object.assign(w, { lines: [], awaySeen: false, backAt: null });
      const log = document.querySelector('.gs-log')!;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLLIElement && r.target === log) w.lines.push(n.textContent ?? '');
        const marks = document.querySelectorAll('.seats .seat-state').length;
        if (marks > 0) w.awaySeen = true;
        else if (w.awaySeen && w.backAt === null) w.backAt = w.lines.length;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const hostLines = () => host.evaluate(() => (window as unknown as { lines: string[] }).lines);
    const hostBackAt = () => host.evaluate(() => (window as unknown as { backAt: number | null }).backAt);
    const dealBefore = await deal(host);
    await leave.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Verlassen' }).click();

    // The one who left stays on the page: the seat is still theirs ("(du)"), marked as played by
    // the computer, with the banner and its "Ich bin zurück".
    const banner = guest.getByRole('alert').filter({ hasText: 'Der Computer spielt gerade für dich.' });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: 'Ich bin zurück' }).count()).toBe(1);
    expect(await myName(guest)).toBe(guestName);
    expect(await seatStates(guest)).toEqual([`${hostName}: `, `${guestName}: Computer spielt`]);
    // While the computer plays the seat, the page offers no play of its own (the server would
    // refuse it with ERR_AWAY): no card that fits, "Aufdecken" disabled.
    await expect.poll(() => guest.locator('.gs-card[data-fits]').count()).toBe(0);
    expect(await guest.locator('.gs-flip').isDisabled()).toBe(true);

    // The other player sees the seat played by the computer: still the guest's name, marked so,
    // and the log says it once (not the guest's own: its banner says it).
    await expect.poll(() => seatStates(host)).toEqual([`${hostName}: `, `${guestName}: Computer spielt`]);
    await expect
      .poll(async () => (await hostLines()).filter((l) => l === `Für ${guestName} spielt jetzt der Computer.`).length)
      .toBe(1);
    expect(await guest.locator('.gs-log').innerText()).not.toContain('spielt jetzt der Computer');
    expect(await host.locator('.seats .seat-human').count()).toBe(2);
    // And the computer plays it: a card or a flip of that seat, while its human clicks nothing —
    // named as the computer's for the player (7 Dec 2026: it read as the player's own, "Gast … legt").
    await expect
      .poll(async () => (await hostLines()).filter((l) => l.startsWith(`Der Computer (für ${guestName}) `)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect((await hostLines()).filter((l) => /^Gast \d+ (legt|deckt)/.test(l) && l.startsWith(guestName))).toEqual([]);
    // The host played nothing meanwhile: every change of the peaks and piles is the computer's.
    expect(await deal(host)).not.toBe(dealBefore);
    // The page of the one who left follows the computer's plays for the seat.
    await expect.poll(() => deal(guest)).toBe(await deal(host));
    // …and names them as the computer's for the player, not as "Du legst …".
    await expect.poll(() => guest.locator('.gs-log').innerText()).toMatch(/Der Computer \(für dich\) (legt|deckt)/);

    // The page stays at the table; the bar's way out is now the link to the lobby, no second
    // "Tisch verlassen" (docs/web.md, "The way out while away"). The one who left takes it: the
    // seat shows "getrennt" as well at the host's. The lobby lists the running table among the
    // player's own; opening it is the way back.
    expect(await guest.getByRole('button', { name: 'Tisch verlassen' }).count()).toBe(0);
    await guest.getByRole('link', { name: 'Zu Gipfelsturm' }).click();
    await guest.waitForURL(/\/spiel\/gipfelsturm$/);
    await expect
      .poll(() => seatStates(host), { timeout: 15_000 })
      .toEqual([`${hostName}: `, `${guestName}: getrennt · Computer spielt`]);
    const entry = guest.locator('.open-table', { hasText: `Tisch von ${hostName}` });
    await expect.poll(() => entry.innerText().catch(() => ''), { timeout: 15_000 }).toContain('läuft');
    // Its one link says it leads back to the player's own seat (not "Zuschauen").
    expect(await entry.getByRole('link').allInnerTexts()).toEqual(['Zurück an den Tisch']);
    await entry.getByRole('link').click();
    await guest.waitForURL(/\/tisch\//);
    expect(guest.url()).toBe(tableUrl);
    await guest.locator('.gs-table').waitFor();
    expect(await myName(guest)).toBe(guestName);
    await banner.waitFor();
    await expect.poll(() => seatStates(host)).toEqual([`${hostName}: `, `${guestName}: Computer spielt`]);

    // "Ich bin zurück": the seat is the human's again on both pages, and its page is live again.
    await banner.getByRole('button', { name: 'Ich bin zurück' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(() => seatStates(guest)).toEqual([`${hostName}: `, `${guestName}: `]);
    await expect.poll(() => seatStates(host)).toEqual([`${hostName}: `, `${guestName}: `]);
    const backLine = `${guestName} spielt wieder selbst.`;
    await expect.poll(async () => (await hostLines()).filter((l) => l === backLine).length).toBe(1);
    await guest.locator('.gs-table[data-live]').waitFor();
    expect(await guest.locator('.gs-flip').isDisabled()).toBe(false);
    // The returned player lays a card (not refused with ERR_AWAY), and the host sees it.
    const { name: card, flips } = await layCard(guest);
    await expect.poll(() => host.locator('.gs-log').innerText()).toContain(`${guestName} legt ${card} auf`);
    // From the next decision on, the computer no longer plays the seat: once the host's page shows
    // the seat as the human's again, a decision the computer still had on its way is dropped, and
    // the seat's log lines are the human's own flips and card. Over the next 6 s nothing else comes.
    // (A line in the same batch of DOM changes as the seat's return is counted before the mark.)
    const linesAtBack = await hostBackAt();
    expect(linesAtBack).not.toBeNull();
    // (The computer's plays for the seat are named as such: "Der Computer (für Gast …) legt …".)
    const after = async () => (await hostLines()).slice(linesAtBack!);
    const computerMoves = async () =>
      (await after()).filter((l) => l.startsWith(`Der Computer (für ${guestName}) `)).length;
    const ownMoves = async () => (await after()).filter((l) => l.startsWith(`${guestName} `) && l !== backLine).length;
    expect(await computerMoves()).toBe(0);
    expect(await ownMoves()).toBeLessThanOrEqual(flips + 1);
    await host.waitForTimeout(6000);
    expect(await computerMoves()).toBe(0);
    expect(await ownMoves()).toBeLessThanOrEqual(flips + 1);
    expect(await guest.locator('.gs-message').innerText()).toBe('');
    await Promise.all(contexts.map((c) => c.close()));
  }, 90_000);

  it('a Rekordjagd at an online table: the summary waits for both humans\' "Weiter", then deal 2', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest, hostName, guestName } = await twoAtATable(site.browser, site.server.url, contexts, {
      level: 'Experte',
      switches: ['Variante: Rekordjagd'],
    });
    expect(await host.locator('.gs-clock').innerText()).toMatch(/1:(30|29|28|27|26|25)/);

    // Both play deal 1 to its end (won, stuck or out of time): every card that fits is clicked at
    // once, the own stock turned up when none does and no play is on its way.
    await Promise.all([playDealToTheEnd(host), playDealToTheEnd(guest)]);

    // The summary at both: the same result of deal 1, the frame's "Nach der Partie" naming both as
    // still reading, one "Weiter" each.
    const summaryOf = (page: Page) =>
      page.locator('section.summary', { has: page.getByRole('heading', { name: 'Nach der Partie' }) });
    const headings: string[] = [];
    for (const page of [host, guest]) {
      const result = page.locator('.gs-result');
      await result.waitFor({ timeout: 100_000 });
      headings.push(await result.getByRole('heading', { level: 2 }).innerText());
      await summaryOf(page).waitFor();
      await expect.poll(() => summaryOf(page).innerText()).toContain(`Noch am Lesen: ${hostName}, ${guestName}`);
      expect(await page.getByRole('button', { name: 'Weiter' }).count()).toBe(1);
      expect(await page.locator('.gs-table[data-live], .gs-card[data-fits]').count()).toBe(0);
    }
    expect(headings[0]).toMatch(/^Partie 1: (Gewonnen!|Verloren)$/);
    expect(headings[1]).toBe(headings[0]);

    // The host clicks "Weiter": the summary stays at both, now naming only the guest; the host has
    // no "Weiter" left, the guest still has one; nothing is playable yet.
    await host.getByRole('button', { name: 'Weiter' }).click();
    for (const page of [host, guest])
      await expect.poll(() => summaryOf(page).innerText()).toMatch(new RegExp(`Noch am Lesen: ${guestName}$`, 'm'));
    expect(await host.getByRole('button', { name: 'Weiter' }).count()).toBe(0);
    // The focus "Weiter" held goes to the summary's heading while the other still reads.
    await expect.poll(() => host.evaluate(() => document.activeElement?.id)).toBe('summary-title');
    expect(await guest.getByRole('button', { name: 'Weiter' }).count()).toBe(1);
    for (const page of [host, guest]) {
      expect(await page.locator('.gs-countdown').count()).toBe(0);
      expect(await page.locator('.gs-result').count()).toBe(1);
    }

    // The guest clicks too: the summary goes at both, deal 2's countdown runs, then its clock.
    await guest.getByRole('button', { name: 'Weiter' }).click();
    await Promise.all(
      [host, guest].map(async (page) => {
        await page.locator('.gs-countdown').waitFor();
        expect(await summaryOf(page).count()).toBe(0);
        await page.locator('.gs-table[data-live]').waitFor();
        await expect
          .poll(() => page.locator('.gs-log').innerText())
          .toMatch(/Partie 2 ist ausgeteilt\.\nLos! Die Uhr läuft\./);
        expect(await page.locator('.gs-left').innerText()).toBe('Noch 28 Gipfelkarten');
      }),
    );
    await Promise.all(contexts.map((c) => c.close()));
  }, 150_000);
});
