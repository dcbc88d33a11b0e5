/** What the Speedclimb browser tests share. */
import type { Page } from 'playwright-core';

export type TableState = 'standings' | 'summary' | 'draw' | 'play' | 'wait';

/** What the Speedclimb table shows now: a round's Bilanz, the standings, the own turn's phase, or another's turn. */
export const tableState = (page: Page): Promise<TableState> =>
  page.evaluate(() => {
    if (document.querySelector('dialog[open] .sc-sheet')) return 'summary';
    if (document.querySelector('.sc-standings')) return 'standings';
    const t = document.querySelector('.sc-table');
    if (t?.getAttribute('data-turn') !== 'me') return 'wait';
    return t.getAttribute('data-phase') === 'draw' ? 'draw' : 'play';
  });

/** The own turn's phase, once it is the own turn (a round's Bilanz confirmed on the way, by a tap). */
export async function ownTurn(page: Page): Promise<'draw' | 'play'> {
  for (let i = 0; i < 2000; i++) {
    const s = await tableState(page);
    if (s === 'draw' || s === 'play') return s;
    if (s === 'standings') throw new Error('the game ended');
    if (s === 'summary') await page.locator('dialog[open] button.primary').tap();
    await page.waitForTimeout(20);
  }
  throw new Error('no own turn');
}
