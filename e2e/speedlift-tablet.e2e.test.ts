/**
 * Speedlift on a tablet held upright (768 × 1024, 810 × 1080, 820 × 1180, 912 × 1368, 1024 × 1366;
 * touch): the hand across the whole width with every card a finger's 44 px, the ride across the
 * width under the dial and the side column, nothing off screen and no scrolling. In the wide
 * three-column grid the hand had shared its row with the side column: at 768 × 1024 its cards were
 * 31 px wide, at 820 × 1180 36 px (docs/web-speedlift.md, "A tablet held upright").
 * With four seats the hand's cards are at least `HAND_PX` wide (in one row of twelve they were 56 px
 * at 768 × 1024, under a ride of 130 px cards) and the ride's at least `RIDE_PX`; with six seats (two
 * rows of them) the ride keeps `RIDE_PX` too (the hand in two rows always had left it 17 px).
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { UPRIGHT_TABLETS, uprightProblems } from './one-screen-measure.js';
import { speedliftLargestDetails } from './one-screen-tables.js';

const UPRIGHT = UPRIGHT_TABLETS;

const HAND_PX = 68;
const RIDE_PX = 56;

/** The parts a player needs on screen, by name. */
const PARTS = {
  'a hand card': '.sl-hand-cards .sl-card-button',
  'a ride card': '.sl-ride-cards li',
  'the dial': '.sl-dial',
  "the dial's sentence": '.sl-preview',
  'the log': '.sl-log',
  'a seat': '.sl-seat',
};

describe.runIf(browserAvailable())('Speedlift on a tablet held upright', () => {
  const site = siteAndBrowser();

  for (const seats of [4, 6] as const)
    it(`${seats} seats: the hand spans the width with cards of at least 44 px (${seats === 4 ? HAND_PX : 44} px), the ride's at least ${RIDE_PX} px, the dial on screen, no scrolling`, async () => {
      const problems = await uprightProblems(site.browser, {
        start: async (page) => {
          await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=tablett&tempo=schnell`);
          await page.getByLabel('Computer').selectOption(String(seats - 1));
          await page.getByRole('button', { name: 'Losfahren' }).click();
          await page.locator('.sl-table').waitFor();
          // A ride with cards: the computers lay before the player's first turn or after it.
          await page.waitForFunction(() => document.querySelectorAll('.sl-ride-cards li').length >= 1, null, {
            timeout: 20_000,
          });
        },
        sizes: UPRIGHT,
        parts: PARTS,
        cards: '.sl-hand-cards .sl-card-button',
        check: async (page, [w, h]) => {
          const m: string[] = [];
          // The hand's row is the table's width, not shared with the side column.
          const widths = await page.evaluate(() => ({
            hand: document.querySelector('.sl-hand')!.getBoundingClientRect().width,
            table: document.querySelector('.sl-table')!.getBoundingClientRect().width,
            handCard: document.querySelector('.sl-hand-cards .sl-card-button')!.getBoundingClientRect().width,
            rideCard: document.querySelector('.sl-ride-cards .sl-card')!.getBoundingClientRect().width,
          }));
          if (widths.hand < widths.table * 0.95)
            m.push(`the hand is ${Math.round(widths.hand)} of the table's ${Math.round(widths.table)} px wide`);
          if (seats === 4 && widths.handCard < HAND_PX)
            m.push(`the hand's cards are ${widths.handCard.toFixed(1)} px wide, not ${HAND_PX}`);
          if (widths.rideCard < RIDE_PX)
            m.push(`the ride's cards are ${widths.rideCard.toFixed(1)} px wide, not ${RIDE_PX}`);
          // A lifted card's detail reads whole over the side column's foot (in the column's flow beside
          // the markers' legend and the log it had shown 32 px of 180 at 768 × 1024, QA 7 Dec 2026).
          const first = page.locator('.sl-hand-cards .sl-card-button').first();
          if ((await first.getAttribute('aria-pressed')) !== 'true') await first.tap();
          await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
          const detail = await page.evaluate(() => {
            const d = document.querySelector('.sl-detail-wrap');
            if (!d) return null;
            const r = d.getBoundingClientRect();
            return { hidden: d.scrollHeight - d.clientHeight, bottom: r.bottom, height: r.height };
          });
          if (!detail) m.push('a lifted card shows no detail');
          else if (detail.hidden > 1 || detail.bottom > h + 1)
            m.push(`the lifted card's detail has ${detail.hidden} px of it hidden`);
          // And the longest details (a Porzellan 12, each special card, refused with the longest reason).
          m.push(...(await speedliftLargestDetails(page)));
          console.log(
            `${seats} seats ${w}×${h}: hand ${widths.handCard.toFixed(1)} px, ride ${widths.rideCard.toFixed(1)} px, detail ${detail?.height.toFixed(0)} px`,
          );
          return m;
        },
      });
      expect(problems).toEqual([]);
    });
});
