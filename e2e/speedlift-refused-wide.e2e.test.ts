/**
 * Speedlift on a wide screen (1280 × 720 … 1920 × 1080) and a tablet or narrower window (768 × 1024,
 * 820 × 1180, 912 × 1368 upright; 1023 × 768, 1024 × 768, 960 × 600 sideways; 800 × 600), German and
 * English: a refused move's message
 * covers nothing a player needs while it shows — not the names under the ride's cards (it had lain
 * over them at the ride's foot, docs/web-speedlift.md), the ride's cards and heading, the dial and its
 * sentence, the hand, "Aussteigen", the seats or the card detail — and stays whole on screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { settle } from './one-screen-measure.js';
import { TEXT } from '../apps/web/src/games/speedlift/strings.js';

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** The longest refusal each language says (the lift at the ground floor: its longest floor words). */
const LONGEST = Object.fromEntries(
  (['de', 'en'] as const).map((lang) => {
    const r = TEXT[lang].refusal;
    const floor = TEXT[lang].floorAt(0);
    const all = [
      r.up(floor, false),
      r.down(floor, true),
      r.sameFloor(floor),
      r.specialTooEarly,
      r.mustOpen,
      r.mustPlay,
      r.nothingToTake,
      r.hintNotHere,
      r.noSuchCard(12),
    ];
    return [lang, all.reduce((a, b) => (b.length > a.length ? b : a))];
  }),
) as Record<'de' | 'en', string>;

const WIDE = [
  [1280, 720],
  [1366, 768],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
  // Tablets upright and sideways, and narrower windows (48rem to 80rem; on the old layout the message
  // lay over the ride's names at 960 × 600 and 800 × 600, the longest one at 768 × 1024 too, and
  // beside the forced button the longest took a third line at 1024 × 768 and moved the hand).
  [768, 1024],
  [820, 1180],
  [912, 1368],
  [1023, 768],
  [1024, 768],
  [960, 600],
  [800, 600],
] as const;

/** What the message may not lie over: each part's elements, by name. */
const NEEDED = {
  'a name under a ride card': '.sl-ride-cards .sl-ride-who',
  'a ride card': '.sl-ride-cards li',
  "the ride's heading": '#sl-ride-h',
  'the dial': '.sl-dial',
  "the dial's sentence": '.sl-preview',
  'a hand card': '.sl-hand-cards .sl-card-button',
  'a button': '.sl-actions .button, .sl-tools .button',
  'a seat': '.sl-seat',
  'the card detail': '.sl-detail-wrap',
};

/** My turn with a card in the hand that does not fit and a ride with cards (played on until then). */
async function turnWithAMisfit(page: Page): Promise<void> {
  for (let turn = 0; ; turn++) {
    expect(turn, 'a turn with a ride and a card that does not fit').toBeLessThan(20);
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
      timeout: 20_000,
    });
    const state = await page.evaluate(() => ({
      ride: document.querySelectorAll('.sl-ride-cards li').length,
      misfit: document.querySelectorAll('.sl-hand-cards .sl-card-button:not([data-playable])').length,
      fit: document.querySelectorAll('.sl-hand-cards .sl-card-button[data-playable]').length,
    }));
    if (state.ride >= 2 && state.misfit > 0) return;
    const step = await page.locator('.sl-table').getAttribute('data-step');
    if (state.fit > 0) await page.locator('.sl-hand-cards .sl-card-button[data-playable]').first().click();
    else await page.locator('.sl-actions .button').click();
    await page.waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, step);
  }
}

/** What the shown message lies over (more than 1 px each way), and whether it is whole in the window. */
function covered(page: Page): Promise<string[]> {
  return page.evaluate((needed) => {
    const alert = document.querySelector('.sl-refused');
    if (!alert) return ['no message'];
    const a = alert.getBoundingClientRect();
    const out: string[] = [];
    if (a.width < 2 || a.height < 2) out.push('the message is not shown');
    if (a.left < 0 || a.top < 0 || a.right > innerWidth || a.bottom > innerHeight) out.push('the message is cut off');
    for (const [name, sel] of Object.entries(needed))
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        const x = Math.min(a.right, r.right) - Math.max(a.left, r.left);
        const y = Math.min(a.bottom, r.bottom) - Math.max(a.top, r.top);
        if (x > 1 && y > 1) out.push(`over ${name} by ${Math.round(x)} × ${Math.round(y)} px`);
      }
    return [...new Set(out)];
  }, NEEDED);
}

describe.runIf(browserAvailable())('Speedlift, wide: a refused move', () => {
  const site = siteAndBrowser();

  for (const lang of ['de', 'en'] as const)
    it(`${lang}: its message covers no name, card, dial, seat or button, at every wide size`, async () => {
      const page = await pageInLanguage(site.browser, lang, { width: 1280, height: 720 });
      try {
        await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=nein-breit&tempo=schnell`);
        await page.locator('.practice-setup select').nth(0).selectOption('2');
        await page.getByRole('button', { name: lang === 'de' ? 'Losfahren' : 'Start the ride' }).click();
        await turnWithAMisfit(page);
        await page.locator('.sl-hand-cards .sl-card-button:not([data-playable])').first().click();
        const alert = page.locator('.sl-refused');
        await expect.poll(() => alert.innerText()).toMatch(/\S/);
        const problems: string[] = [];
        for (const [w, h] of WIDE) {
          await page.setViewportSize({ width: w, height: h });
          await settle(page);
          for (const x of await covered(page)) problems.push(`${w}×${h}: ${x}`);
          if (w === 1280 && h === 720) await page.screenshot({ path: `${SHOTS}speedlift-refused-${lang}-1280.png` });
          if (lang === 'de' && w === 768) await page.screenshot({ path: `${SHOTS}speedlift-refused-de-768.png` });
          // The longest refusal of the language in its place, beside "Aussteigen" and beside the
          // forced "Aussteigen (du kannst nicht passend legen)" (the row's longest button), each put
          // there as HandCards draws it: the message covers nothing, and the hand stays where it was
          // (the row does not grow).
          const handTop = () =>
            page.evaluate(() => document.querySelector('.sl-hand-cards')!.getBoundingClientRect().top);
          const before = await handTop();
          for (const forced of [false, true]) {
            const was = await page.evaluate(
              ([text, exit, forced]) => {
                const el = document.querySelector('.sl-refused')!;
                const old = el.textContent;
                el.textContent = text;
                for (const b of document.querySelectorAll<HTMLElement>('.sl-actions .button')) b.style.display = 'none';
                const b = document.createElement('button');
                b.className = 'button primary';
                b.dataset.test = 'exit';
                if (forced) b.dataset.forced = 'true';
                b.append(`${exit} `, Object.assign(document.createElement('kbd'), { textContent: 'A' }));
                document.querySelector('.sl-actions')!.append(b);
                return old;
              },
              [LONGEST[lang], forced ? TEXT[lang].exitForced : TEXT[lang].exit, forced] as const,
            );
            await settle(page);
            const at = `${w}×${h}, the longest message beside "${forced ? TEXT[lang].exitForced : TEXT[lang].exit}"`;
            for (const x of await covered(page)) problems.push(`${at}: ${x}`);
            const moved = Math.round((await handTop()) - before);
            if (moved !== 0) problems.push(`${at}: the hand moved ${moved} px`);
            await page.evaluate((old) => {
              document.querySelector('.sl-refused')!.textContent = old;
              document.querySelector('[data-test="exit"]')!.remove();
              for (const b of document.querySelectorAll<HTMLElement>('.sl-actions .button')) b.style.display = '';
            }, was);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
});
