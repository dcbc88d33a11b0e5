/**
 * Gipfelsturm in Chromium: a full offline practice game with the keyboard only; a full game at a
 * server table with the computer partner with the mouse (lobby → countdown → table → result), a
 * play the server refuses because it came too late, axe-core on the table; the phone size with
 * touch and its screenshot.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startWithFastPartner } from './gipfelsturm.js';
import { TEXT } from '../apps/web/src/games/gipfelsturm/strings.js';
import { browserAvailable, pageInLanguage, seriousViolations, siteAndBrowser, tabTo } from './harness.js';

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** What the table offers now. */
function tableState(page: Page): Promise<'over' | 'card' | 'flip' | 'wait'> {
  return page.evaluate(() => {
    if (document.querySelector('.gs-result')) return 'over';
    if (!document.querySelector('.gs-table[data-live]')) return 'wait';
    if (document.querySelector('.gs-card[data-fits]:not([data-pending])')) return 'card';
    const flip = document.querySelector<HTMLButtonElement>('.gs-flip');
    return flip && !flip.disabled ? 'flip' : 'wait';
  });
}

describe.runIf(browserAvailable())('Gipfelsturm table in Chromium', () => {
  const site = siteAndBrowser();

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  it('a whole offline practice game with the keyboard only', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=tasten&tempo=schnell`);
    await page.getByRole('heading', { name: 'Gipfelsturm · Übung' }).waitFor();
    expect(await page.getByText('Übung – zählt nicht').count()).toBeGreaterThan(0);
    // "?" lists this game's keys on its practice page, too; Esc closes the list.
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await keys.getByRole('table', { name: 'Am Tisch: Gipfelsturm' }).waitFor();
    expect(await keys.innerText()).toContain('Vorrat aufdecken');
    await page.keyboard.press('Escape');
    await expect.poll(() => keys.isVisible()).toBe(false);
    // Every choice of the setup is a finger's target: at least 44 px high (as bare radios in a line
    // they were 22 px, the switches below them 26 px).
    const low = await page.evaluate(() =>
      [...document.querySelectorAll('.gs-setup label')]
        .map((l) => ({ text: (l.textContent ?? '').trim(), h: l.getBoundingClientRect().height }))
        .filter((l) => l.h < 44),
    );
    expect(low).toEqual([]);
    // Partner "sehr flink" (arrow keys move within the radio group), level Experte, then start.
    await tabTo(page, 'ruhig');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, 'Normal (12');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, 'Los geht');
    await page.keyboard.press('Enter');
    await page.locator('.gs-countdown').waitFor();
    await page.locator('.gs-table[data-live]').waitFor();
    expect(await page.locator('.gs-clock').innerText()).toMatch(/1:(30|29|28)/);

    // Quick calls by key: W, then B + 7.
    await page.keyboard.press('w');
    await expect.poll(() => page.locator('.gs-log').innerText()).toContain('Du rufst: „Warte, noch nicht aufdecken!“');
    await page.keyboard.press('b');
    await page.getByRole('group', { name: 'Welche Karte brauchst du?' }).waitFor();
    await page.keyboard.press('7');
    await expect.poll(() => page.locator('.gs-log').innerText()).toContain('Du rufst: „Ich brauch eine 7!“');
    expect(await page.locator('.gs-pile[data-mine] .gs-bubble').innerText()).toBe('Ich brauch eine 7!');
    // A rank picked with Tab and Enter: the picker's buttons go, and the focus stays with the calls
    // (on "Ich brauch …", the call now at the last place), not on the page.
    await page.keyboard.press('b');
    await page.locator('.gs-need .gs-rank').last().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.gs-need').count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('.gs-calls')?.querySelector('[aria-expanded]') === document.activeElement,
        ),
      )
      .toBe(true);
    // B opens the picker with the focus on its first rank; each rank shows its key; a key that
    // chooses no rank says which do; Esc closes it (keyboard QA, 6 Dec 2026).
    await page.keyboard.press('b');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.gs-need .gs-rank') === true))
      .toBe(true);
    expect(await page.locator('.gs-need .gs-rank kbd').allInnerTexts()).toEqual([...'A234567890BDK']);
    // The ranks with their keys stay within the table's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const message = page.locator('.gs-message');
    await page.keyboard.press('x');
    await expect.poll(() => message.innerText()).toContain('Den Wert wählst du mit A, 2–9, 0 (= 10), B (Bube)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.gs-need').count()).toBe(0);
    // 3 at a table of two says why, and said again is a new node (a screen reader hears it again).
    await page.keyboard.press('3');
    await expect.poll(() => message.innerText()).toBe('Zu zweit gibt es keinen dritten Stapel.');
    await page.evaluate(() => {
      (window as unknown as { said?: Element | null }).said = document.querySelector('.gs-message span');
    });
    await page.keyboard.press('3');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const now = document.querySelector('.gs-message span');
          return now !== null && now !== (window as unknown as { said?: Element | null }).said;
        }),
      )
      .toBe(true);
    // Enter with no card focused says what it does and how to get to a card.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await expect.poll(() => message.innerText()).toMatch(/^Enter legt die Karte, auf der du stehst/);

    let cards = 0;
    let flips = 0;
    for (let i = 0; i < 3000; i++) {
      const s = await tableState(page);
      if (s === 'over') break;
      if (s === 'card') {
        await page.keyboard.press('n'); // the focus jumps to the next card that fits …
        const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-card') ?? null);
        if (focused !== null) {
          await page.keyboard.press('Enter'); // … and Enter lays it (own pile first)
          cards++;
          // The laid card's button is gone; the focus stays on the table (a card or "Aufdecken").
          if (cards === 1)
            await expect
              .poll(() =>
                page.evaluate(() => {
                  const el = document.activeElement;
                  return el?.matches('.gs-card, .gs-flip') === true && el.getAttribute('data-card') !== null
                    ? 'card'
                    : (el?.className ?? 'none');
                }),
              )
              .toMatch(/^(card|gs-flip)$/);
        }
      } else if (s === 'flip') {
        await page.keyboard.press('v');
        flips++;
      } else await page.waitForTimeout(20);
    }
    const result = page.locator('.gs-result');
    await result.waitFor();
    expect(await result.getByRole('heading', { level: 2 }).innerText()).toMatch(/^(Gewonnen!|Verloren)$/);
    expect(cards).toBeGreaterThan(0);
    expect(flips).toBeGreaterThan(0);
    // The partner played too: its last plays stand at its pile, both named as the site names a
    // computer, by its seat (not "Stapel von Partner", not "Zuletzt").
    expect(await page.locator('.gs-pile:not([data-mine]) h3').innerText()).toBe('Stapel von Computer 2\n2');
    const recent = page.getByRole('list', { name: 'Zuletzt gespielt von Computer 2', exact: true });
    expect(await recent.getByRole('listitem').count()).toBeGreaterThan(0);
    // The result's heading has the focus; "Nochmal" is a Tab away.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gs-result-h');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nochmal');
    await page.screenshot({ path: `${SHOTS}gipfelsturm-practice-end-1280.png`, fullPage: true });
    await page.keyboard.press('Enter');
    await page.locator('.gs-countdown').waitFor();
    await page.close();
  });

  it('a key or a click on a card, "Aufdecken" or a call during the countdown says "Noch nicht", the focus stays', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The practice's own 3 s countdown (no "?tempo=schnell", whose countdown is one second), held
    // by the page's clock (paused) while the keys and clicks are tried, so a slow machine does not
    // reach "Los!" in the middle; resumed for "Los!".
    await page.clock.install();
    await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=frueh`);
    const go = page.getByRole('button', { name: 'Los geht’s' });
    await go.waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await go.click();
    await page.clock.runFor(100);
    await page.locator('.gs-countdown').waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName}.${el.className}:${el.textContent?.slice(0, 30)}` : null;
      });
    const before = await focused();
    const message = page.locator('.gs-message');
    await page.keyboard.press('v');
    await expect.poll(() => message.innerText(), { timeout: 1000 }).toBe('Noch nicht – erst nach „Los!“.');
    expect(await focused()).toBe(before);
    expect(await page.locator('.gs-table[data-live]').count()).toBe(0);
    // A click on a card (the countdown lies over the peaks): said again, as a new node of the live region.
    await message.locator('span').evaluate((el) => el.setAttribute('data-seen', ''));
    const box = (await page.locator('.gs-card').first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => message.locator('span:not([data-seen])').count(), { timeout: 1000 }).toBe(1);
    expect(await message.innerText()).toBe('Noch nicht – erst nach „Los!“.');
    expect(await page.locator('.gs-table[data-live]').count()).toBe(0);
    // A click on "Aufdecken" and on a quick call: they look unavailable (aria-disabled) but say the
    // same, each time anew — plain `disabled` they said nothing. The focus is where the click put it.
    for (const button of [
      page.getByRole('button', { name: 'Aufdecken', exact: true }),
      page.getByRole('button', { name: /^Warte!/ }),
      page.getByRole('button', { name: /^Ich brauch/ }),
    ]) {
      await message.locator('span').evaluate((el) => el.setAttribute('data-seen', ''));
      // The mouse itself: Playwright's click() waits for an aria-disabled button to be enabled.
      const at = (await button.boundingBox())!;
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await expect.poll(() => message.locator('span:not([data-seen])').count(), { timeout: 1000 }).toBe(1);
      expect(await message.innerText()).toBe('Noch nicht – erst nach „Los!“.');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await button.getAttribute('aria-disabled')).toBe('true');
    }
    expect(await page.locator('.gs-need').count()).toBe(0);
    expect(await page.locator('.gs-table[data-live]').count()).toBe(0);
    // Nothing was played, turned up or called; at "Los!" the sentence goes, the buttons work.
    await page.clock.resume();
    await page.locator('.gs-table[data-live]').waitFor();
    expect(await page.locator('.gs-pile[data-mine] > .gs-bubble').count()).toBe(0);
    expect(await page.locator('.gs-calls [aria-disabled], .gs-flip[aria-disabled]').count()).toBe(0);
    expect(await page.locator('.gs-pile[data-mine] .gs-stock-n').innerText()).toContain('11');
    expect(await page.locator('.gs-log').innerText()).not.toContain('Du legst');
    await expect.poll(() => message.innerText()).toBe('');
    await page.close();
  });

  // QA 7 Dec 2026: in a low window (no anchored place there) and without CSS anchor positioning a
  // call's bubble lay over its pile's name. Without anchors is emulated by taking the page's
  // `@supports (anchor-name …)` rules out; the partner's bubble is the own one placed in its pile.
  // In English too (session 48: at 960 × 600 with three seats "I’m turning up!" touched "Turn up" by
  // 2 px; the English short words are the longer ones), and with each call: "Warte!" / "Wait!" and
  // "Ich deck auf!" / "I’m turning up!" (the longest short words), one after the other.
  for (const [w, h, three, anchors] of [
    [800, 600, false, true],
    [1024, 600, false, true],
    [800, 600, true, true],
    [960, 600, true, true],
    [1024, 600, true, true],
    [1280, 720, true, true],
    [1280, 720, false, true],
    [1280, 900, false, false],
    [1024, 768, true, false],
    [1024, 768, true, true],
  ] as const)
    for (const lang of ['de', 'en'] as const)
      it(`a call's bubble covers no pile's name, stock words, top card, "Aufdecken" or last plays (${w} × ${h}${three ? ', zu dritt' : ''}${anchors ? '' : ', no anchors'}, ${lang})`, async () => {
        const page = await pageInLanguage(site.browser, lang, { width: w, height: h });
        await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=blase&tempo=schnell`);
        if (three) await page.getByText(TEXT[lang].three).click();
        await page.getByRole('button', { name: TEXT[lang].start }).click();
        await page.locator('.gs-table[data-live]').waitFor();
        if (!anchors)
          await page.evaluate(() => {
            const drop = (list: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
              for (let i = list.length - 1; i >= 0; i--) {
                const r = list[i]!;
                if (r instanceof CSSSupportsRule && r.conditionText.includes('anchor-name')) owner.deleteRule(i);
                else if (r instanceof CSSGroupingRule) drop(r.cssRules, r);
              }
            };
            for (const s of document.styleSheets) drop(s.cssRules, s);
          });
        const problems: string[] = [];
        for (const key of ['w', 'd']) {
          const said = TEXT[lang].callShort(key === 'w' ? { kind: 'warte' } : { kind: 'deckeAuf' });
          await page.keyboard.press(key);
          await page
            .locator('.gs-pile[data-mine] > .gs-bubble .gs-bubble-short', { hasText: said })
            .waitFor({ state: 'attached' });
          const found = await page.evaluate(() => {
            const mine = document.querySelector('.gs-pile[data-mine] > .gs-bubble')!;
            for (const p of document.querySelectorAll('.gs-pile:not([data-mine])')) {
              p.querySelector(':scope > .gs-bubble')?.remove();
              p.querySelector('h3')!.after(mine.cloneNode(true));
            }
            const out: string[] = [];
            for (const p of document.querySelectorAll<HTMLElement>('.gs-pile')) {
              // The stock's words in at most two lines, none wider than their box (session 48: checked
              // in English too, "Stock: 7" / "cards").
              const stock = p.querySelector<HTMLElement>('.gs-stock-n')!;
              const range = document.createRange();
              range.selectNodeContents(stock);
              const lines = [...range.getClientRects()].filter((r) => r.width > 0);
              const box = stock.getBoundingClientRect();
              if (new Set(lines.map((r) => Math.round(r.top))).size > 2)
                out.push(`pile ${p.dataset.seat}: "${stock.textContent}" takes more than two lines`);
              if (lines.some((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5))
                out.push(`pile ${p.dataset.seat}: "${stock.textContent}" sticks out of its box`);
              const b = p.querySelector(':scope > .gs-bubble')!.getBoundingClientRect();
              const pile = p.getBoundingClientRect();
              if (b.left < pile.left || b.right > pile.right || b.top < pile.top || b.bottom > pile.bottom)
                out.push(`pile ${p.dataset.seat}: the bubble sticks out of its pile`);
              // The stock's words too (session 47: with three seats in a low window the bubble lay over
              // the end of "Vorrat: 7 Karten").
              for (const sel of [
                '.gs-pile-name',
                '.gs-key',
                '.gs-top-card',
                '.gs-flip',
                '.gs-recent li',
                '.gs-stock-n',
              ]) {
                for (const e of p.querySelectorAll(sel)) {
                  const r = e.getBoundingClientRect();
                  const x = Math.min(b.right, r.right) - Math.max(b.left, r.left);
                  const y = Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top);
                  if (x > 1 && y > 1)
                    out.push(
                      `pile ${p.dataset.seat}: the bubble covers ${sel} by ${x.toFixed(1)} × ${y.toFixed(1)} px`,
                    );
                }
              }
            }
            return out;
          });
          problems.push(...found.map((f) => `"${said}": ${f}`));
          await page.screenshot({
            path: `/tmp/gipfelsturm-bubble-${w}x${h}${three ? '-3' : ''}${anchors ? '' : '-no-anchor'}-${lang}-${key}.png`,
          });
        }
        expect(problems).toEqual([]);
        await page.context().close();
      });

  it('a whole game at a server table with the computer partner, with the mouse', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // G5: the countdown, then "Los!" from the server.
    await startWithFastPartner(page, site.server.url);
    expect(await page.getByText('Übung – zählt nicht').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // At a table the route names no game: "?" lists the keys of the game the table plays.
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await keys.getByRole('table', { name: 'Am Tisch: Gipfelsturm' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => keys.isVisible()).toBe(false);

    await page.screenshot({ path: `${SHOTS}gipfelsturm-table-1280.png` });

    // "Ändert sich ein Stapel unter deiner Hand, sodass deine Karte nirgends mehr passt": two cards
    // that fit only the same pile, clicked before the server answered the first. The second no
    // longer fits once the first lies there, so the server refuses it — told in friendly words.
    let lateTries = 0;
    let shot = false;
    for (let i = 0; i < 3000; i++) {
      const s = await tableState(page);
      if (s === 'over') break;
      if (s === 'card' && !shot) {
        const tried = await page.evaluate(() => {
          const fits = [...document.querySelectorAll<HTMLButtonElement>('.gs-card[data-piles]')].map((b) => ({
            b,
            rank: Number(b.dataset.card) % 13,
            piles: (b.dataset.piles ?? '').split(' '),
          }));
          const near = (x: number, y: number) => Math.abs(x - y) === 1 || Math.abs(x - y) === 12;
          for (const a of fits) {
            const target = a.piles.includes('0') ? '0' : a.piles[0];
            const b = fits.find((c) => c !== a && c.piles.join() === target && !near(a.rank, c.rank));
            if (b) {
              a.b.click();
              b.b.click();
              return true;
            }
          }
          return false;
        });
        if (tried) {
          lateTries++;
          // Its refusal, before this loop plays on: the message goes with the next play that goes
          // through, and on a loaded machine that play could come first.
          await page
            .waitForFunction(() => document.querySelector('.gs-message')?.textContent?.startsWith('Zu spät'), null, {
              timeout: 3000,
            })
            .catch(() => undefined);
        }
      }
      if (!shot && (await page.locator('.gs-message').innerText()).startsWith('Zu spät')) {
        shot = true;
        const text = await page.locator('.gs-message').innerText();
        expect(text).toMatch(/^Zu spät – .* passt nicht mehr/);
        expect(text).not.toContain('ERR_');
        // Said once, in the game's words: the frame leaves move refusals to this screen (`ownsRefusals`).
        expect(
          await page
            .locator('[role="alert"], [role="status"]')
            .filter({ hasText: /schneller|keinen Stapel/ })
            .count(),
        ).toBe(1);
        expect(await page.locator('.state-error').count()).toBe(0);
        await page.locator('.gs-top').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}gipfelsturm-late-1280.png` });
      }
      if (s === 'card') {
        const card = await page.evaluate(
          () => document.querySelector('.gs-card[data-fits]:not([data-pending])')?.getAttribute('data-card') ?? null,
        );
        // The partner may take the card first: then it is simply gone.
        if (card !== null)
          await page
            .locator(`[data-card="${card}"]`)
            .click({ timeout: 1000 })
            .catch(() => undefined);
      } else if (s === 'flip')
        await page
          .locator('.gs-flip')
          .click({ timeout: 1000 })
          .catch(() => undefined);
      else await page.waitForTimeout(20);
      // Each play waits for its answer (the card leaves "on the way").
      await expect.poll(() => page.locator('.gs-card[data-pending]').count(), { timeout: 5000 }).toBe(0);
    }
    const result = page.locator('.gs-result');
    await result.waitFor();
    expect(await result.getByRole('heading', { level: 2 }).innerText()).toMatch(/^(Gewonnen!|Verloren)$/);
    expect(lateTries).toBeGreaterThan(0);
    expect(shot).toBe(true); // the late play was refused and told, never as an error code
    expect(
      await page
        .getByRole('list', { name: 'Zuletzt gespielt von Computer 2', exact: true })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);
    // The frame's end screen offers "Nochmal".
    await page.getByRole('button', { name: 'Nochmal' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}gipfelsturm-end-1280.png`, fullPage: true });

    // Its replay draws the table read-only from the seat's view; the replay page steps.
    const games = await page.evaluate(
      async () => ((await (await fetch('/api/history')).json()) as { games: { gameId: string }[] }).games,
    );
    await page.goto(`${site.server.url}/wiederholung/${games[0]!.gameId}`);
    await page.locator('.replay-view .gs-table').waitFor();
    expect(await page.locator('.replay-view .gs-table button').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Schritt 2 von/).waitFor();
    await page.keyboard.press('End');
    await page.locator('.replay-view .gs-result').waitFor();
    expect(await page.locator('.replay-view .gs-peaks .gs-slot').count()).toBeLessThan(28);
    await page.screenshot({ path: `${SHOTS}gipfelsturm-replay-1280.png`, fullPage: true });
    await page.close();
  });

  it('a card dragged with the mouse onto a pile, and one that does not fit there bounces back', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The partner at its calm pace (1.8 s a card), so the drag is the first play.
    await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=ziehen`);
    await page.getByRole('button', { name: 'Los geht’s' }).click();
    await page.locator('.gs-table[data-live]').waitFor();
    const fit = await page.evaluate(() => {
      const b = document.querySelector('.gs-card[data-piles]');
      return b ? { card: b.getAttribute('data-card')!, pile: b.getAttribute('data-piles')!.split(' ')[0]! } : null;
    });
    if (fit) {
      const name = (await page.locator(`[data-card="${fit.card}"]`).getAttribute('aria-label'))!.split(' – ')[0]!;
      await page.locator(`[data-card="${fit.card}"]`).dragTo(page.locator(`.gs-pile[data-seat="${fit.pile}"]`));
      await expect.poll(() => page.locator('.gs-log').innerText()).toContain(`Du legst ${name} auf`);
    }
    // A card dragged onto a pile it does not fit is refused on the spot.
    const misfit = await page.evaluate(() => {
      for (const b of document.querySelectorAll('.gs-card')) {
        const piles = (b.getAttribute('data-piles') ?? '').split(' ');
        const pile = ['0', '1'].find((p) => !piles.includes(p));
        if (pile) return { card: b.getAttribute('data-card')!, pile };
      }
      return null;
    });
    expect(misfit).not.toBeNull();
    await page.locator(`[data-card="${misfit!.card}"]`).dragTo(page.locator(`.gs-pile[data-seat="${misfit!.pile}"]`));
    await expect.poll(() => page.locator('.gs-message').innerText()).toMatch(/passt (nicht auf|gerade auf keinen)/);
    await page.close();
  });

  it('the phone size with touch: a tap lays a card, nothing wider than 390 px', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // The partner at its own calm pace (1.8 s a card), so the first tap is the human's.
    await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=handy`);
    await page.getByRole('button', { name: 'Los geht’s' }).tap();
    await page.locator('.gs-table[data-live]').waitFor();
    // Upright the free cards are played from the row of large buttons under the peaks (ten across
    // the peaks would leave 39 px each): every one at least 44 × 44 px, inside the screen; the
    // peaks' own pictures of them are no buttons.
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('.gs-card')].map((b) => {
        const { left, right, width, height } = b.getBoundingClientRect();
        return { left, right, width, height };
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(await page.locator('.gs-peaks button').count()).toBe(0);
    for (const r of sizes) {
      expect(r.width).toBeGreaterThanOrEqual(44);
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.right).toBeLessThanOrEqual(390);
    }
    const card = await page.evaluate(
      () => document.querySelector('.gs-card[data-fits]')?.getAttribute('data-card') ?? null,
    );
    if (card !== null) {
      await page.locator(`[data-card="${card}"]`).tap();
      await expect.poll(() => page.locator('.gs-log').innerText()).toContain('Du legst');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // The screen as the phone shows it: a full-page screenshot lays the page out again without the
    // touch screen's media queries (`pointer: coarse`), so it would show the key hints and narrower peaks.
    await page.locator('.gs-top').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}gipfelsturm-table-390.png` });
    await context.close();
  });
});
