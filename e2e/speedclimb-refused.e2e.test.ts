/**
 * Speedclimb on a wide screen and a tablet (1280 × 720 … 1920 × 1080; 768 × 1024, 820 × 1180 upright;
 * 1024 × 768, 1024 × 600, 900 × 600, 800 × 640, 800 × 600; with two, four and six seats): a refused
 * move's message ("L" before the turn's card is taken) leaves the table as it was — every part in its place and size — lies over no hand card, pile, seat, camp part
 * or action, and is whole on screen. Its grid area had been one the wide grid does not name: while a
 * refusal showed, the browser added rows and columns and the table shrank to a column of 550 px, the
 * depots over the log, the camp field and the combinations slivers (keyboard QA, 5 Dec 2026).
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { settle } from './one-screen-measure.js';

const SIZES = [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [768, 1024],
  [820, 1180],
  [1024, 768],
  [1024, 600],
  [900, 600],
  [800, 640],
  [800, 600],
] as const;

/**
 * A deal per number of computers whose first round reaches the player's draw (with "nein-breit" and
 * five computers Computer 5 ends the round before it).
 */
const SEEDS: Record<string, string> = { '1': 'nein-breit', '3': 'klein-3', '5': 'klein-5' };

/** The parts that must stay where they are, and that the message may not cover. */
const PARTS = {
  'a hand card': '.sc-hand-cards .sc-card-button',
  'a pile': '.sc-piles .sc-pile',
  'a seat': '.sc-seat',
  'a camp part': '.sc-camp .sc-part',
  'an action': '.sc-actions .button',
  'the camp field': '.sc-camp',
  'the combinations': '.sc-melds',
  'the log': '.sc-log',
};
/** Parts the message lies over by design (at their foot). */
const UNDER = new Set(['the camp field', 'the combinations']);

type Boxes = Record<string, [number, number, number, number][]>;

describe.runIf(browserAvailable())('Speedclimb, wide and on a tablet: a refused move', () => {
  const site = siteAndBrowser();

  it('its message leaves every part in place, covers no card, pile, seat, camp part or action, and is whole', async () => {
    let page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      const boxes = () =>
        page.evaluate((parts) => {
          const out: Record<string, [number, number, number, number][]> = {};
          for (const [name, sel] of Object.entries(parts))
            out[name] = [...document.querySelectorAll(sel)].map((e) => {
              const r = e.getBoundingClientRect();
              return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
            });
          return out;
        }, PARTS);
      const problems: string[] = [];
      // Four and six seats too in the short windows (under 42rem high; QA 7 Dec 2026: at 800 × 600
      // the seats took two rows, and the short window's rules — a refusal over the combinations only —
      // now hold from 48rem wide) and at 1024 × 768, the desktop target (QA 7 Dec 2026: with six seats
      // the message lay over a camp part by 122 × 23 px; it lies over the combinations only now).
      for (const computers of ['1', '3', '5'])
        for (const [w, h] of SIZES.filter(([sw, sh]) => computers === '1' || sh < 672 || (sw === 1024 && sh === 768))) {
          if (!page.url().includes(`seed=${SEEDS[computers]}`)) {
            // A fresh page for each number of seats (the practice page keeps the game it left).
            if (page.url().includes('/spiel/')) {
              await page.context().close();
              page = await pageInLanguage(site.browser, 'de', { width: w, height: h });
            }
            await page.setViewportSize({ width: w, height: h });
            await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=${SEEDS[computers]}&tempo=schnell`);
            await page.locator('.practice-setup select').nth(0).selectOption(computers);
            await page.getByRole('button', { name: 'Losklettern' }).click();
            // The player's turn, before its card is taken: "L" is refused.
            await page.getByRole('button', { name: 'Karte vom Material nehmen' }).last().waitFor({ timeout: 20_000 });
          }
          const at = `${Number(computers) + 1} seats, ${w}×${h}`;
          await page.setViewportSize({ width: w, height: h });
          await settle(page);
          // The card chosen and un-chosen at the size before settles back (a transition).
          await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'));
          const before: Boxes = await boxes();
          await page.keyboard.press('l');
          const alert = page.locator('.sc-refused');
          await expect.poll(() => alert.innerText()).toMatch(/Nimm zuerst eine Karte/);
          await settle(page);
          const after: Boxes = await boxes();
          // Within a pixel (rounding).
          const same = (p: Boxes[string] | undefined, q: Boxes[string] | undefined) =>
            p?.length === q?.length && (p ?? []).every((b, i) => b.every((v, k) => Math.abs(v - q![i]![k]!) <= 1));
          for (const name of Object.keys(PARTS))
            if (!same(after[name], before[name]))
              problems.push(`${at}: ${name} moved: ${JSON.stringify(before[name])} → ${JSON.stringify(after[name])}`);
          const a = await alert.evaluate((e) => {
            const r = e.getBoundingClientRect();
            return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height };
          });
          if (a.w < 2 || a.h < 2 || a.l < 0 || a.t < 0 || a.r > w || a.b > h)
            problems.push(`${at}: the message is not whole on screen`);
          for (const [name, list] of Object.entries(after)) {
            if (UNDER.has(name)) continue;
            for (const [l, t, bw, bh] of list) {
              const x = Math.min(a.r, l + bw) - Math.max(a.l, l);
              const y = Math.min(a.b, t + bh) - Math.max(a.t, t);
              if (x > 1 && y > 1)
                problems.push(`${at}: the message over ${name} by ${Math.round(x)} × ${Math.round(y)} px`);
            }
          }
          // Choosing a card takes the message away (the next size starts without it).
          await page.locator('.sc-hand-cards .sc-card-button').first().click();
          await expect.poll(() => alert.count()).toBe(0);
          await page.locator('.sc-hand-cards .sc-card-button').first().click();
        }
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
