/**
 * The frame's round summary and away banner on one screen (QA 5 Dec 2026, docs/web.md "The frame's
 * summary and banner at the table"), at server tables of two humans in two browser contexts:
 * - Speedlift at 1280 × 720, one player has closed the Abrechnung, the other still reads: the frame's
 *   "Rundenbilanz" is one line under the table inside the window; the dial keeps its size (it had
 *   shrunk to 31 px under a box of 143 px) and the turn line and the ride's sentence are whole.
 * - Speedclimb on a 360 × 640 phone, the Bilanz closed with ×, the other still reads: no hand card,
 *   sort or action button lies over the frame's summary, which is inside the window (the hand and the
 *   sort button had lain over it) — also with the longest "Noch am Lesen" (five names) written in.
 * - A 360 × 640 phone after "Tisch verlassen" at a Speedlift table: the away banner is one row as high
 *   as its 44 px "Ich bin zurück" (it was 51 px), the page does not scroll; after the round, with the
 *   banner and the summary both, neither lies over the game nor the page scrolls.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { playUntil, speedclimbMove, speedliftMove, tableOfTwo } from './table-of-two.js';

/** Quick computers; the round summary waits for both humans (its own timer is the think time's). */
const TIMING = { botDelayMs: { normal: 40, schnell: 40, turbo: 20 }, botBudgetMs: 150 } as const;

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } as const;

interface Rect {
  readonly l: number;
  readonly t: number;
  readonly r: number;
  readonly b: number;
}

/**
 * The frame's summary (or, with `box`, another element of the frame) against the game, in one
 * synchronous step: the box, whether it is inside the window, which of the game's parts (`parts`)
 * lie over it, how far the page scrolls, how far the game's grid runs past its place.
 */
function frameAgainstGame(page: Page, parts: string, box = 'section.summary') {
  return page.evaluate(
    ({ parts, box }) => {
      const rect = (e: Element): Rect => {
        const r = e.getBoundingClientRect();
        return { l: r.left, t: r.top, r: r.right, b: r.bottom };
      };
      const el = document.querySelector(box);
      const b = el ? rect(el) : null;
      const over = b
        ? [...document.querySelectorAll(parts)].flatMap((e) => {
            const r = rect(e);
            const w = Math.min(r.r, b.r) - Math.max(r.l, b.l);
            const h = Math.min(r.b, b.b) - Math.max(r.t, b.t);
            return r.r > r.l && w > 1 && h > 1
              ? [`${e.className} ${Math.round(r.t)}–${Math.round(r.b)} over ${Math.round(b.t)}–${Math.round(b.b)}`]
              : [];
          })
        : [];
      const game = document.querySelector<HTMLElement>('.table-game [data-screen]');
      return {
        box: b,
        inside: !!b && b.t >= -0.5 && b.l >= -0.5 && b.b <= innerHeight + 0.5 && b.r <= innerWidth + 0.5,
        over,
        scrolls: document.scrollingElement!.scrollHeight - innerHeight,
        gameOverflows: game ? game.scrollHeight - game.clientHeight : null,
      };
    },
    { parts, box },
  );
}

const SPEEDLIFT_PARTS =
  '.sl-hand-cards .sl-card-button, .sl-dial-wrap, .sl-ride, .sl-actions .button, .sl-tools .button, .sl-side, .sl-seat';
const SPEEDCLIMB_PARTS =
  '.sc-hand-cards .sc-card-button, .sc-sort, .sc-actions .button, .sc-tools .button, .sc-melds, .sc-camp, .sc-seat';

describe.runIf(browserAvailable())("the frame's summary and away banner at the table", () => {
  const site = siteAndBrowser(() => startServer({}, { timing: TIMING }));

  it('Speedlift at 1280 × 720, one still reads: the summary is a line under the table, the dial keeps its size, the turn line and the ride whole', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest } = await tableOfTwo(
      site.browser,
      contexts,
      site.server.url,
      'speedlift',
      { viewport: { width: 1280, height: 720 } },
      3,
    );
    const abrechnung = (p: Page) => p.evaluate(() => !!document.querySelector('dialog[open] .sl-abrechnung'));
    await playUntil([host, guest], speedliftMove, [host, guest], abrechnung);
    // The host reads it and goes on; the guest still reads.
    await host.getByRole('button', { name: 'Weiter Enter' }).click();
    const summary = host.locator('section.summary');
    await expect.poll(() => summary.innerText()).toMatch(/Noch am Lesen: Gast \d+$/);
    await host.waitForFunction(() => !document.querySelector('dialog[open]'));

    const parts = await host.evaluate(() => {
      const r = (s: string) => document.querySelector(s)!.getBoundingClientRect();
      const within = (inner: DOMRect, outer: DOMRect) =>
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5;
      const wrap = r('.sl-dial-wrap');
      const ride = r('.sl-ride');
      return {
        dial: r('.sl-dial').height,
        turnLine: within(r('.sl-preview'), wrap),
        rideWords: [...document.querySelectorAll('.sl-ride h2, .sl-ride .muted')].every((e) =>
          within(e.getBoundingClientRect(), ride),
        ),
      };
    });
    // The dial was 31 px high under the 143 px box (145 px without any); now 122 px.
    expect(parts.dial).toBeGreaterThanOrEqual(90);
    expect(parts).toMatchObject({ turnLine: true, rideWords: true });
    const m = await frameAgainstGame(host, SPEEDLIFT_PARTS);
    expect(m.inside, JSON.stringify(m.box)).toBe(true);
    expect(m.over).toEqual([]);
    expect(m.scrolls).toBeLessThanOrEqual(0);
    // One line: the title and who still reads (143 px as a card).
    expect(m.box!.b - m.box!.t).toBeLessThanOrEqual(44);
    await Promise.all(contexts.map((c) => c.close()));
  }, 120_000);

  it('Speedclimb on a 360 × 640 phone, the Bilanz closed with ×, one still reads: nothing of the game lies over the summary, also with five names still reading', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest } = await tableOfTwo(site.browser, contexts, site.server.url, 'speedclimb', PHONE, 2);
    const bilanz = (p: Page) => p.evaluate(() => !!document.querySelector('dialog[open] .sc-sheet'));
    await playUntil([host, guest], speedclimbMove, [host, guest], bilanz);
    await host.getByRole('dialog').getByRole('button', { name: 'Schließen' }).tap();
    await host.waitForFunction(() => !document.querySelector('dialog[open]'));
    const summary = host.locator('section.summary');
    await expect.poll(() => summary.innerText()).toMatch(/Noch am Lesen: Gast \d+$/);

    const seen = await frameAgainstGame(host, SPEEDCLIMB_PARTS);
    expect(seen.inside, JSON.stringify(seen.box)).toBe(true);
    expect(seen.over).toEqual([]);
    expect(seen.scrolls).toBeLessThanOrEqual(0);
    expect(seen.gameOverflows).toBeLessThanOrEqual(1);

    // The longest line of who still reads, at a table of six with five others reading (written in
    // for one measurement, then put back: the frame draws it again at its next update).
    const longest = await host.evaluate(() => {
      const line = document.querySelector('section.summary p')!;
      const before = line.textContent;
      line.textContent = 'Noch am Lesen: Gast 1001, Gast 2002, Gast 3003, Gast 4004, Gast 5005';
      return before;
    });
    const five = await frameAgainstGame(host, SPEEDCLIMB_PARTS);
    await host.evaluate((t) => {
      document.querySelector('section.summary p')!.textContent = t;
    }, longest);
    expect(five.inside, JSON.stringify(five.box)).toBe(true);
    expect(five.over).toEqual([]);
    expect(five.scrolls).toBeLessThanOrEqual(0);
    await Promise.all(contexts.map((c) => c.close()));
  }, 150_000);

  it('a 360 × 640 phone after "Tisch verlassen" at a Speedlift table: the away banner one 44 px row, nothing scrolls; after the round the banner and the summary both fit', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest } = await tableOfTwo(site.browser, contexts, site.server.url, 'speedlift', PHONE, 4);
    await host.locator('.leave-button').tap();
    await host.locator('dialog[open] .button.danger').tap();
    const banner = host.locator('.table-frame .banner');
    await banner.waitFor();
    const measured = await host.evaluate(() => {
      const b = document.querySelector('.table-frame .banner')!.getBoundingClientRect();
      const button = document.querySelector('.table-frame .banner .button')!.getBoundingClientRect();
      // The sentence: the banner's text beside the button.
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('.table-frame .banner')!.firstChild!);
      const words = range.getBoundingClientRect();
      return {
        height: b.height,
        button: {
          w: button.width,
          h: button.height,
          inside: button.bottom <= innerHeight && button.right <= innerWidth,
        },
        wordsInside: words.top >= b.top - 0.5 && words.bottom <= b.bottom + 0.5 && words.right <= button.left,
        scrolls: document.scrollingElement!.scrollHeight - innerHeight,
      };
    });
    // One row as high as "Ich bin zurück" (51 px with its padding before).
    expect(measured.height).toBeLessThanOrEqual(46);
    expect(measured.button.w).toBeGreaterThanOrEqual(44);
    expect(measured.button.h).toBeGreaterThanOrEqual(44);
    expect(measured.button.inside).toBe(true);
    expect(measured.wordsInside).toBe(true);
    expect(measured.scrolls).toBeLessThanOrEqual(0);

    // The computer plays the host's seat; the guest plays the round out and still reads its summary.
    await playUntil([guest], speedliftMove, [host], (p) =>
      p.evaluate(() => !!document.querySelector('section.summary')),
    );
    await expect.poll(() => host.locator('section.summary').innerText()).toMatch(/Noch am Lesen: Gast \d+$/);
    expect(await banner.count()).toBe(1);
    const both = await frameAgainstGame(host, SPEEDLIFT_PARTS);
    expect(both.inside, JSON.stringify(both.box)).toBe(true);
    expect(both.over).toEqual([]);
    expect(both.scrolls).toBeLessThanOrEqual(0);
    await Promise.all(contexts.map((c) => c.close()));
  }, 150_000);
});
