/**
 * Speedclimb on a wide screen and a tablet (1280 × 720 … 1920 × 1080; 768 × 1024, 820 × 1180 upright;
 * 1024 × 768, 1024 × 600, 800 × 600): a refused move's message ("L" before the turn's card is taken) leaves the
 * table as it was — every part in its place and size — lies over no hand card, pile, seat, camp part
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
  [800, 600],
] as const;

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
    const page = await pageInLanguage(site.browser, 'de', { width: 1280, height: 720 });
    try {
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=nein-breit&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption('1');
      await page.getByRole('button', { name: 'Losklettern' }).click();
      // The player's turn, before its card is taken: "L" is refused.
      await page.getByRole('button', { name: 'Karte vom Material nehmen' }).last().waitFor({ timeout: 20_000 });
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
      for (const [w, h] of SIZES) {
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
            problems.push(`${w}×${h}: ${name} moved: ${JSON.stringify(before[name])} → ${JSON.stringify(after[name])}`);
        const a = await alert.evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height };
        });
        if (a.w < 2 || a.h < 2 || a.l < 0 || a.t < 0 || a.r > w || a.b > h)
          problems.push(`${w}×${h}: the message is not whole on screen`);
        for (const [name, list] of Object.entries(after)) {
          if (UNDER.has(name)) continue;
          for (const [l, t, bw, bh] of list) {
            const x = Math.min(a.r, l + bw) - Math.max(a.l, l);
            const y = Math.min(a.b, t + bh) - Math.max(a.t, t);
            if (x > 1 && y > 1)
              problems.push(`${w}×${h}: the message over ${name} by ${Math.round(x)} × ${Math.round(y)} px`);
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
  });
});
