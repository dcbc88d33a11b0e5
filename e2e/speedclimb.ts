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

/**
 * Until the table no longer waits on another seat (a Bilanz, the standings, or the own turn), at
 * most `ms`: the page is asked at each animation frame, not the test at each of its own steps.
 */
const whileOthersPlay = (page: Page, ms: number): Promise<unknown> =>
  page
    .waitForFunction(
      () =>
        !!document.querySelector('dialog[open] .sc-sheet') ||
        !!document.querySelector('.sc-standings') ||
        document.querySelector('.sc-table')?.getAttribute('data-turn') === 'me',
      null,
      { timeout: ms, polling: 'raf' },
    )
    .catch(() => undefined);

/** The own turn's phase, once it is the own turn (a round's Bilanz confirmed on the way, by a tap). */
export async function ownTurn(page: Page, within = 60_000): Promise<'draw' | 'play'> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    const s = await tableState(page);
    if (s === 'draw' || s === 'play') return s;
    if (s === 'standings') throw new Error('the game ended');
    if (s === 'summary') await page.locator('dialog[open] button.primary').tap();
    await page.waitForTimeout(20);
  }
  throw new Error(`no own turn within ${within / 1000} s`);
}

/**
 * The lobby's quickest solo game at a server table: one computer, "leicht", Turbo (the computers'
 * shortest pause, solo only) — started with a click, or a tap on a touch screen; its table shown.
 */
export async function startQuickSolo(page: Page, url: string, touch = false): Promise<void> {
  await page.goto(`${url}/spiel/speedclimb`);
  const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
  await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '1', exact: true }).check();
  await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).check();
  await solo.getByRole('switch', { name: /Turbo/ }).check();
  const start = solo.getByRole('button', { name: 'Spiel starten' });
  await (touch ? start.tap() : start.click());
  await page.waitForURL(/\/tisch\//);
  await page.locator('.sc-table').waitFor();
}

export const stepOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('.sc-table')?.getAttribute('data-step') ?? null);

/** Waits until a move was applied (the step counter moved on). */
export const afterMove = (page: Page, step: string | null): Promise<unknown> =>
  page.waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, step, {
    timeout: 10_000,
  });

/** Hand positions marked for lay-off and for a plain discard (Schneesturm only when nothing else). */
export const handMarks = (page: Page): Promise<{ layoff: number[]; discard: number[]; campReady: boolean }> =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')];
    const pick = (attr: string) => cards.flatMap((b, i) => (b.hasAttribute(attr) ? [i] : []));
    // "Lager aufschlagen": in the camp field, or with the actions on the one-screen table.
    const camp = [...document.querySelectorAll('.sc-camp-actions button, .sc-lay-camp')].find((b) =>
      (b.textContent ?? '').startsWith('Lager aufschlagen'),
    ) as HTMLButtonElement | undefined;
    return { layoff: pick('data-layoff'), discard: pick('data-discard'), campReady: !!camp && !camp.disabled };
  });

/**
 * Plays the started table to the standings: `turn` makes each own turn, `confirm` closes each
 * round's Bilanz; returns how many Bilanzen there were.
 */
export async function playToStandings(
  page: Page,
  turn: (page: Page, state: 'draw' | 'play') => Promise<void>,
  confirm: (page: Page) => Promise<void>,
  within = 170_000,
): Promise<number> {
  // Bounded by time, not by steps: how many steps the computers' turns take depends on the
  // machine's load (4,000 steps of 10 ms ran out once on a loaded CI run, the game still going).
  const until = Date.now() + within;
  let summaries = 0;
  while (Date.now() < until) {
    const s = await tableState(page);
    if (s === 'standings') return summaries;
    if (s === 'summary') {
      summaries++;
      await confirm(page);
      await page.waitForFunction(() => !document.querySelector('dialog[open] .sc-sheet'), null, { timeout: 10_000 });
    } else if (s === 'wait') await whileOthersPlay(page, Math.max(0, until - Date.now()));
    else {
      const step = await stepOf(page);
      await turn(page, s);
      await afterMove(page, step);
    }
  }
  throw new Error(`no standings within ${within / 1000} s`);
}

/**
 * One turn with the mouse: take from the Material, lay the camp, lay off (the fitting combination
 * itself takes the card), discard, or give a Schneesturm away.
 */
export async function clickTurn(p: Page, state: 'draw' | 'play'): Promise<void> {
  if (state === 'draw') {
    await p.getByRole('button', { name: 'Karte vom Material nehmen' }).first().click();
    return;
  }
  const marks = await handMarks(p);
  const cards = p.locator('.sc-hand .sc-hand-cards .sc-card-button');
  if (marks.campReady) {
    await p.getByRole('button', { name: /^Lager aufschlagen/ }).click();
    return;
  }
  const lay = marks.layoff[0];
  if (lay !== undefined) {
    // "passende Kombinationen leuchten grün, anklicken": the combination itself takes the card.
    await cards.nth(lay).click();
    await p.locator('.sc-meld[data-fits="yes"] .sc-meld-cards').first().click();
    return;
  }
  const discard = marks.discard.pop();
  if (discard !== undefined) {
    await cards.nth(discard).click();
    await p.getByRole('button', { name: /^Abwerfen: / }).click();
    return;
  }
  const storm = await p.evaluate(() =>
    [...document.querySelectorAll('.sc-hand .sc-card-button')].findIndex((b) =>
      (b.textContent ?? '').includes('Schneesturm'),
    ),
  );
  await cards.nth(storm).click();
  await p
    .getByRole('button', { name: /Schneesturm vor/ })
    .first()
    .click();
}
