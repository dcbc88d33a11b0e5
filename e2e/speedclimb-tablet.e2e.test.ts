/**
 * Speedclimb on a tablet held upright (768 × 1024, 820 × 1180, 1024 × 1366; touch): the side column
 * (log, actions, backpack) is a band over the hand, so the piles, the camp field, the combinations
 * and the hand have the whole width. In the four-column grid at 820 × 1180 the piles' words ran into
 * the stock and one another and the hand's cards lay on each other (docs/web-speedclimb.md,
 * "A tablet held upright"). The hand's cards at least `HAND_PX` wide: in one row of twelve beside
 * the sort button they were 44 px at 768 × 1024 and 47 px at 820 × 1180. The seats in one row (a
 * fifth and sixth seat took a second row of 124 px), the site's header in one (its tools had wrapped).
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { uprightProblems } from './one-screen-measure.js';

const UPRIGHT = [
  [768, 1024],
  [810, 1080],
  [820, 1180],
  [1024, 1366],
] as const;

/** The hand's cards at least this wide: from 70rem high (rows of eight), and below it (one row of twelve). */
const HAND_PX = { tall: 60, upright: 52 };

/** The parts a player needs on screen, by name. */
const PARTS = {
  'a hand card': '.sc-hand-cards .sc-card-button',
  'a pile': '.sc-piles .sc-pile',
  'the camp field': '.sc-camp',
  'the combinations': '.sc-melds',
  'the log': '.sc-log',
  'an action': '.sc-actions .button',
  'a seat': '.sc-seat',
};

describe.runIf(browserAvailable())('Speedclimb on a tablet held upright', () => {
  const site = siteAndBrowser();

  for (const [route, computers] of [
    ['gipfelsturm', 3],
    ['meister', 4],
    ['meister', 5],
  ] as const)
    it(`${route} with ${computers} computers: nothing overlaps or lies off screen, the seats in one row, hand cards of ${HAND_PX.upright} px (${HAND_PX.tall} px from 70rem high), no scrolling`, async () => {
      const problems = await uprightProblems(site.browser, {
        start: async (page) => {
          await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=tablett-${route}&tempo=schnell`);
          await page.locator('.practice-setup select').nth(0).selectOption(String(computers));
          await page.locator('.practice-setup select').nth(2).selectOption(route);
          await page.getByRole('button', { name: 'Losklettern' }).click();
          await page.locator('.sc-table').waitFor();
          // The player's turn (the computers before it play on quickly): its actions show.
          await page.locator('.sc-actions .button').first().waitFor({ timeout: 20_000 });
        },
        sizes: UPRIGHT,
        parts: PARTS,
        cards: '.sc-hand-cards .sc-card-button',
        check: (page) =>
          page.evaluate((hand) => {
            const out: string[] = [];
            /** Pairs of the elements that lie on each other by more than 1 px each way. */
            const overlaps = (name: string, sel: string) => {
              const rs = [...document.querySelectorAll(sel)]
                .map((e) => e.getBoundingClientRect())
                .filter((r) => r.width > 0);
              for (let i = 0; i < rs.length; i++)
                for (let j = i + 1; j < rs.length; j++) {
                  const x = Math.min(rs[i]!.right, rs[j]!.right) - Math.max(rs[i]!.left, rs[j]!.left);
                  const y = Math.min(rs[i]!.bottom, rs[j]!.bottom) - Math.max(rs[i]!.top, rs[j]!.top);
                  if (x > 1 && y > 1) out.push(`${name} on each other by ${Math.round(x)} × ${Math.round(y)} px`);
                }
            };
            overlaps('hand cards', '.sc-hand-cards .sc-card-button');
            const card = document.querySelector('.sc-hand-cards .sc-card-button')!.getBoundingClientRect();
            // The camp field's parts whole, not scrolled inside it (a hand in two rows at 768 × 1024
            // had left a Meister camp for five 98 of its 211 px).
            const camp = document.querySelector('.sc-camp')!;
            if (camp.scrollHeight > camp.clientHeight + 1)
              out.push(`the camp field scrolls inside itself by ${camp.scrollHeight - camp.clientHeight} px`);
            const least = innerHeight >= 1120 ? hand.tall : hand.upright;
            if (card.width < least) out.push(`the hand's cards are ${card.width.toFixed(1)} px wide, not ${least}`);
            // The seats in one row, five and six too.
            const tops = new Set([...document.querySelectorAll('.sc-seat')].map((e) => e.getBoundingClientRect().top));
            if (tops.size > 1) out.push(`the seats stand in ${tops.size} rows`);
            // The site's header in one row (its tools had wrapped under the links at 768 px).
            const header = document.querySelector('.header-inner')!.getBoundingClientRect().height;
            if (header > 60) out.push(`the site's header is ${Math.round(header)} px high (two rows)`);
            overlaps("the piles' buttons and words", '.sc-piles .sc-pile-button, .sc-piles .sc-pile-label');
            return out;
          }, HAND_PX),
      });
      expect(problems).toEqual([]);
    });
});
