/**
 * Gipfelsturm on a short phone held upright (360 × 640, 375 × 667) and on a phone held sideways
 * (667 × 375, 740 × 360, 844 × 390), where parts of the table are read, not shown
 * (gipfelsturm-phone.css): with a keyboard every control Tab reaches shows while it has the focus
 * (WCAG 2.4.7) — the "Brauch n" suggestions had been focusable but invisible upright, and so had the
 * log's hidden strip (a scroller, so a tab stop); sideways the suggestions are in the accessibility
 * tree as upright (they had been `display: none` there: neither read nor reached); and at a table for
 * two "Aufdecken" stays where it is when "Ich brauch …" opens (it had jumped beside the top card).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { settle } from './one-screen-measure.js';

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

const SIZES = [
  [360, 640],
  [375, 667],
] as const;
/** Taller phones held upright (the "Aufdecken" check only: they show every part of the table). */
const TALL = [
  [360, 740],
  [390, 844],
] as const;
const SIDEWAYS = [
  [667, 375],
  [740, 360],
  [844, 390],
] as const;

/** A practice table for two (the computer partner) or three, mid-deal, on a phone of `w × h`. */
async function practiceTable(
  site: ReturnType<typeof siteAndBrowser>,
  w: number,
  h: number,
  three = false,
): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: w, height: h }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=tasten-kurz`);
  if (three) await page.getByLabel(/Zu dritt/).check();
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await page.locator('.gs-table[data-live]').waitFor({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

/**
 * "Aufdecken" with each of its words (German and English, the stock full or empty) where it does not
 * lie inside its pile's border: at 360 px with three seats it ran x = 18…123 px, its pile's box
 * ending at 120 px (QA, 7 Dec 2026). The words are written into the button for the measure, then
 * put back.
 */
function flipOutsideItsPile(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const b = document.querySelector<HTMLElement>('.gs-pile[data-mine] .gs-flip')!;
    const words = [...b.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''))!;
    const was = words.textContent;
    const pile = b.closest<HTMLElement>('.gs-pile')!;
    const out: string[] = [];
    for (const label of ['Aufdecken', 'Vorrat leer', 'Turn up', 'Stock empty']) {
      words.textContent = `${label} `;
      const p = pile.getBoundingClientRect();
      const border = (p.width - pile.clientWidth) / 2;
      const r = b.getBoundingClientRect();
      if (r.left < p.left + border - 0.5 || r.right > p.right - border + 0.5)
        out.push(
          `"${label}" x = ${Math.round(r.left)}…${Math.round(r.right)} px, its pile's border ${Math.round(p.left + border)}…${Math.round(p.right - border)} px`,
        );
    }
    words.textContent = was;
    return out;
  });
}

/**
 * The focused control as one sees it: its words, and what is wrong — no box (under 2 px), outside
 * the viewport, or not what lies at its box's middle (clipped away, or covered).
 */
function focused(page: Page): Promise<{ what: string; wrong: string | null } | null> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    // A card just played takes its button with it (the partner plays in real time): no focus then.
    if (!a || a === document.body) return null;
    const r = a.getBoundingClientRect();
    const what = `${a.tagName.toLowerCase()}${a.className ? `.${a.className.replace(/ /g, '.')}` : ''} "${(a.innerText || a.textContent || '').trim().slice(0, 30)}"`;
    if (r.width < 2 || r.height < 2) return { what, wrong: `${Math.round(r.width)} × ${Math.round(r.height)} px` };
    if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
      return { what, wrong: `outside the viewport at ${Math.round(r.left)}, ${Math.round(r.top)}` };
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !a.contains(hit))
      return { what, wrong: `not shown at its place (${hit?.className ?? 'nothing'} there)` };
    return { what, wrong: null };
  });
}

/**
 * Buttons of `selector` whose words do not stand whole inside them: each line of words (a text
 * range's boxes) must keep `gap` px from the inner edge of the button's border on either side and
 * lie within it top and bottom. (The ranks of "Ich brauch …" at 360 × 640: "Dame" and "König" ran
 * into the border of their 45 px buttons, "Bube" touched it — QA 6 Dec 2026.)
 */
function wordsNotWhole(page: Page, selector: string, gap = 2): Promise<string[]> {
  return page.evaluate(
    ([sel, g]) =>
      [...document.querySelectorAll<HTMLElement>(sel)].flatMap((b) => {
        const r = b.getBoundingClientRect();
        const cs = getComputedStyle(b);
        const inner = {
          left: r.left + parseFloat(cs.borderLeftWidth),
          right: r.right - parseFloat(cs.borderRightWidth),
          top: r.top + parseFloat(cs.borderTopWidth),
          bottom: r.bottom - parseFloat(cs.borderBottomWidth),
        };
        const range = document.createRange();
        const out: string[] = [];
        const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.textContent?.trim() || (n.parentElement && getComputedStyle(n.parentElement).display === 'none'))
            continue;
          // Text read, not shown (visually hidden) is no word on the button.
          if (n.parentElement?.closest('.visually-hidden, kbd')) continue;
          range.selectNodeContents(n);
          for (const t of range.getClientRects()) {
            if (t.width === 0) continue;
            const off = Math.max(
              inner.left + g - t.left,
              t.right - (inner.right - g),
              inner.top - t.top,
              t.bottom - inner.bottom,
            );
            if (off > 0.5)
              out.push(
                `"${(b.textContent ?? '').trim()}": words ${t.width.toFixed(1)} px in a ${(inner.right - inner.left).toFixed(1)} px button, ${off.toFixed(1)} px over`,
              );
          }
        }
        return out;
      }),
    [selector, gap] as const,
  );
}

describe.runIf(browserAvailable())('Gipfelsturm on a short phone, upright and sideways', () => {
  const site = siteAndBrowser();

  for (const [w, h] of [...SIZES, ...SIDEWAYS])
    it(`${w} × ${h}: every control Tab reaches is shown while it has the focus, the "Brauch n" suggestions too`, async () => {
      const page = await practiceTable(site, w, h);
      try {
        const problems: string[] = [];
        const reached: string[] = [];
        // Round the page once and a bit (the header's five, the free cards, "Aufdecken", the calls).
        for (let i = 0; i < 45; i++) {
          await page.keyboard.press('Tab');
          const f = await focused(page);
          if (!f) continue;
          reached.push(f.what);
          if (f.wrong) problems.push(`${f.what}: ${f.wrong}`);
          if ((w === 360 || w === 740) && /"Brauch \S/.test(f.what))
            await page.screenshot({ path: `${SHOTS}gipfelsturm-focus-${w}.png` });
        }
        // The suggestions were reached (the test means them): the own top card asks for a rank.
        expect(reached.filter((x) => /"Brauch \S/.test(x)).length, reached.join('\n')).toBeGreaterThan(0);
        expect(reached.some((x) => x.includes('gs-flip'))).toBe(true);
        expect([...new Set(problems)]).toEqual([]);
      } finally {
        await page.context().close();
      }
    });

  // Sideways (upright they were read already; there the test above finds them by Tab).
  for (const [w, h] of SIDEWAYS)
    it(`${w} × ${h}: the "Brauch n" suggestions are buttons in the accessibility tree, named, and take no room`, async () => {
      const page = await practiceTable(site, w, h);
      try {
        // The suggestions the table draws (the own top card asks for a rank, with a computer partner
        // the partner's too); Playwright's role queries leave out what is hidden from assistive
        // technology (`display: none`), so each drawn suggestion must be found by role and name.
        const texts = await page.evaluate(() =>
          [...document.querySelectorAll('.gs-call-row .gs-call:not([aria-keyshortcuts]):not([aria-expanded])')].map(
            (b) => b.textContent.trim(),
          ),
        );
        expect(texts.length).toBeGreaterThan(0);
        const calls = page.getByRole('region', { name: 'Zurufe' });
        const snapshot = await calls.ariaSnapshot();
        for (const text of texts) {
          const short = text.split(' – ')[0]!;
          expect(await calls.getByRole('button', { name: text, exact: true }).count(), text).toBe(1);
          expect(snapshot, snapshot).toContain(`button "${text}"`);
          expect(short).toMatch(/^Brauch \S/);
        }
        // Not shown, the visual layout as before: no suggestion is what lies at its own box's middle
        // (clipped away), and the other calls stand in one row.
        const boxes = await page.evaluate(() => ({
          shown: [...document.querySelectorAll('.gs-call-row .gs-call:not([aria-keyshortcuts]):not([aria-expanded])')]
            .filter((b) => {
              const r = b.getBoundingClientRect();
              return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
            })
            .map((b) => b.textContent),
          tops: [...document.querySelectorAll('.gs-call-row .gs-call[aria-keyshortcuts]')].map((b) =>
            Math.round(b.getBoundingClientRect().top),
          ),
        }));
        expect(boxes.shown).toEqual([]);
        expect(new Set(boxes.tops).size, `tops ${boxes.tops.join(', ')}`).toBe(1);
      } finally {
        await page.context().close();
      }
    });

  // Three players too (4 Dec 2026): "Aufdecken" under the own top card had moved up 37 px (360 × 640)
  // and 33 px (375 × 667) when the ranks opened (the own stock's picture gave way, the card shrank).
  // And on taller phones (360 × 740, 390 × 844): two players' "Aufdecken" had moved up 12 and 22 px.
  for (const three of [false, true])
    for (const [w, h] of [...SIZES, ...TALL])
      it(`${w} × ${h}, ${three ? 'three' : 'two'} players: "Aufdecken" stays where it is when "Ich brauch …" opens and closes`, async () => {
        const page = await practiceTable(site, w, h, three);
        try {
          const box = async () => {
            await settle(page);
            const r = (await page.locator('.gs-flip').boundingBox())!;
            return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
          };
          const closed = await box();
          // Inside its pile, German and English words (it had crossed the border at 360 px with three).
          expect(await flipOutsideItsPile(page)).toEqual([]);
          await page.locator('.gs-call[aria-expanded="false"]').tap();
          await page.locator('.gs-need').waitFor();
          const open = await box();
          // Each rank takes its own taps (nothing of the calls' row lies over them).
          const ranksHit = await page.evaluate(
            () =>
              [...document.querySelectorAll('.gs-need .gs-rank')].filter((b) => {
                const r = b.getBoundingClientRect();
                return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
              }).length,
          );
          expect(ranksHit).toBe(13);
          // Every rank's word whole inside its button (still 44 px), and the open "Ich brauch …" too.
          expect(await wordsNotWhole(page, '.gs-need .gs-rank, .gs-call[aria-expanded="true"]')).toEqual([]);
          const narrowest = await page.evaluate(() =>
            Math.min(
              ...[...document.querySelectorAll('.gs-need .gs-rank')].map((b) => b.getBoundingClientRect().width),
            ),
          );
          expect(narrowest).toBeGreaterThanOrEqual(44);
          await page.locator('.gs-call[aria-expanded="true"]').tap();
          await page.locator('.gs-need').waitFor({ state: 'detached' });
          const again = await box();
          expect({ open, again }).toEqual({ open: closed, again: closed });
          // And it is still whole on screen, beside or under the top card, never over it.
          const over = await page.evaluate(() => {
            const f = document.querySelector('.gs-flip')!.getBoundingClientRect();
            const c = document
              .querySelector('.gs-pile[data-mine] :is(.gs-top-card, .gs-pile-empty)')!
              .getBoundingClientRect();
            return (
              Math.min(f.right, c.right) - Math.max(f.left, c.left) > 1 &&
              Math.min(f.bottom, c.bottom) - Math.max(f.top, c.top) > 1
            );
          });
          expect(over).toBe(false);
        } finally {
          await page.context().close();
        }
      });

  it('360 × 640, a server table for two: during the countdown the page is one screen, the countdown said once', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/spiel/gipfelsturm`);
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) })
        .getByRole('button', { name: 'Spiel starten' })
        .click();
      await page.locator('.gs-countdown').waitFor();
      // Measured while the 3 s countdown still runs (the frame's "Gleich geht es los: 0:03" line had
      // said it a second time and pushed the calls 9 px under the screen's edge; gipfelsturm/screen.ts).
      const m = await page.evaluate(() => ({
        counting: document.querySelector('.gs-countdown') !== null,
        frameLine: document.querySelector('.table-frame .countdown')?.textContent ?? null,
        scrolls: document.scrollingElement!.scrollHeight - innerHeight,
      }));
      expect(m).toEqual({ counting: true, frameLine: null, scrolls: 0 });
    } finally {
      await context.close();
    }
  });
});
