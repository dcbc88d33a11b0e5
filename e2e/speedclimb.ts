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
