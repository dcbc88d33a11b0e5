/**
 * Speedlift on a wide screen (1280 × 720 … 1920 × 1080) and a tablet or narrower window (768 × 1024,
 * 820 × 1180, 912 × 1368 upright; 1023 × 768, 1024 × 768, 960 × 600 sideways; 800 × 600), German and
 * English: a refused move's message
 * covers nothing a player needs while it shows — not the names under the ride's cards (it had lain
 * over them at the ride's foot, docs/web-speedlift.md), the ride's cards and heading, the dial and its
 * sentence, the hand, "Aussteigen", the seats or the card detail — and stays whole on screen.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { settle } from './one-screen-measure.js';
import { covers, longestBesideExit, playToAMisfit } from './speedlift-refusal.js';
import { TEXT } from '../apps/web/src/games/speedlift/strings.js';

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

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

describe.runIf(browserAvailable())('Speedlift, wide: a refused move', () => {
  const site = siteAndBrowser();

  for (const lang of ['de', 'en'] as const)
    it(`${lang}: its message covers no name, card, dial, seat or button, at every wide size`, async () => {
      const page = await pageInLanguage(site.browser, lang, { width: 1280, height: 720 });
      try {
        await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=nein-breit&tempo=schnell`);
        await page.locator('.practice-setup select').nth(0).selectOption('2');
        await page.getByRole('button', { name: lang === 'de' ? 'Losfahren' : 'Start the ride' }).click();
        await playToAMisfit(page, false);
        await page.locator('.sl-hand-cards .sl-card-button:not([data-playable])').first().click();
        const alert = page.locator('.sl-refused');
        await expect.poll(() => alert.innerText()).toMatch(/\S/);
        const problems: string[] = [];
        for (const [w, h] of WIDE) {
          await page.setViewportSize({ width: w, height: h });
          await settle(page);
          for (const x of await covers(page, '.sl-refused')) problems.push(`${w}×${h}: ${x}`);
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
            const undo = await longestBesideExit(page, lang, forced);
            await settle(page);
            const at = `${w}×${h}, the longest message beside "${forced ? TEXT[lang].exitForced : TEXT[lang].exit}"`;
            for (const x of await covers(page, '.sl-refused')) problems.push(`${at}: ${x}`);
            const moved = Math.round((await handTop()) - before);
            if (moved !== 0) problems.push(`${at}: the hand moved ${moved} px`);
            await undo();
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
});
