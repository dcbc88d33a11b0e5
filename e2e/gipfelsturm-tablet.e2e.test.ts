/**
 * Gipfelsturm on a tablet held upright (768 × 1024, 810 × 1080, 820 × 1180, 912 × 1368,
 * 1024 × 1366; touch), two and three seats: the peaks as wide as the table, the piles right under
 * them, the log taking the rest of the height. The peaks are bound by the width (ten cards across):
 * in the cell between the top bar and the piles they had 66–71 px cards and 170 px of empty sky above
 * and below at 768 × 1024; beside the log's column at 1024 × 1366 66 px cards with 350 px each way
 * (docs/web-gipfelsturm.md, "A tablet held upright"). Nothing off screen or scrolling, the free cards
 * a finger's 44 px, nothing over the peaks, no passing state moving a card, the piles' names whole.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';
import { UPRIGHT_TABLETS, uprightProblems } from './one-screen-measure.js';
import { passingStatesMoveNothing, pileNamesOneLine } from './one-screen-gipfelsturm.js';
import { peaksClear } from './one-screen-tables.js';

const UPRIGHT = UPRIGHT_TABLETS;

/** The parts a player needs on screen, by name. */
const PARTS = {
  'the peaks': '.gs-peaks',
  'a pile': '.gs-pile',
  'a top card': '.gs-top-card',
  Aufdecken: '.gs-flip',
  'the clock': '.gs-clock',
  'a call': '.gs-calls .gs-call',
  'the log': '.gs-log-wrap [role="log"]',
};

/** The gap between the peaks' picture and the piles under them, at the most. */
const GAP_PX = 24;

describe.runIf(browserAvailable())('Gipfelsturm on a tablet held upright', () => {
  const site = siteAndBrowser();

  for (const three of [false, true])
    it(`${three ? 3 : 2} seats: the peaks across the table, the piles under them (a gap of at most ${GAP_PX} px), top cards as wide as a peak card, nothing off screen or over the peaks, no scrolling`, async () => {
      const problems = await uprightProblems(site.browser, {
        start: async (page) => {
          await page.goto(`${site.server.url}/spiel/gipfelsturm/uebung?seed=tablett`);
          if (three) await page.getByLabel(/Zu dritt/).check();
          await page.getByRole('button', { name: 'Los geht’s' }).tap();
          await page.locator('.gs-table[data-live]').waitFor({ timeout: 20_000 });
        },
        sizes: UPRIGHT,
        parts: PARTS,
        cards: 'button.gs-card',
        check: async (page, [w, h]) => {
          const m = await page.evaluate(() => {
            const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
            const peaks = box('.gs-peaks');
            const piles = box('.gs-piles');
            const peakCard = Math.min(
              ...[...document.querySelectorAll('.gs-peaks .gs-slot')].map((e) => e.getBoundingClientRect().width),
            );
            const topCard = Math.min(
              ...[...document.querySelectorAll('.gs-top-card')].map((e) => e.getBoundingClientRect().width),
            );
            return { peaks, piles, table: box('.gs-table'), peakCard, topCard };
          });
          const out: string[] = [];
          if (m.peaks.width < m.table.width * 0.95)
            out.push(`the peaks are ${Math.round(m.peaks.width)} of the table's ${Math.round(m.table.width)} px wide`);
          const gap = m.piles.top - m.peaks.bottom;
          if (gap > GAP_PX) out.push(`${Math.round(gap)} px between the peaks and the piles`);
          if (m.topCard < m.peakCard)
            out.push(`the top cards are ${m.topCard.toFixed(1)} px wide, a peak card ${m.peakCard.toFixed(1)} px`);
          console.log(
            `${three ? 3 : 2} seats ${w}×${h}: peak cards ${m.peakCard.toFixed(1)} px, top cards ${m.topCard.toFixed(1)} px, gap ${Math.round(gap)} px`,
          );
          return [
            ...out,
            ...(await peaksClear(page)),
            ...(await passingStatesMoveNothing(page)),
            ...(await pileNamesOneLine(page)),
          ];
        },
      });
      expect(problems).toEqual([]);
    });
});
