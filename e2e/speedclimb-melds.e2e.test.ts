/**
 * Speedclimb's combinations on a short phone held upright, and a part of a camp the hand does not
 * hold whole (QA, Dec 2026, 360 × 640 with touch).
 *
 * The combinations: at a server table of six with a seat's clock, mid-round with eleven cards in the
 * hand, "Ausliegende Kombinationen" was a box 39 px high (its least, 2.3rem; content 178 px) showing
 * half of "1. Folge 3–5 von Computer 3"; the page was 663 px high, the line "Wähle eine Karte in
 * deiner Hand." and the sort button cut at its foot. Now, where their panel is low, the combinations
 * are listed as words (their names; `speedclimb-phone.css`, "The combinations on a phone held
 * upright, where their panel is low") and, on a short phone, the sort button stands at the end of
 * the hand's last row. Asked here, at the own turn after the draw with no card chosen and the camp
 * not complete (the QA's state), and again once the camp is laid: the page does not scroll, the
 * sort button and the line beside the actions are whole on screen, and at least two combinations
 * (all where fewer lie) are whole in their panel, unscrolled. On the old layout the practice table
 * of six showed none whole (a combination with its cards is 61 px high, the panel 66–80 px), the
 * server table of six with the guest's clock none either (39 px) and the page scrolled.
 *
 * "Halb geht nicht": with as many cards chosen as a part of the camp needs, before the camp is
 * complete, a tap on that part ("Dreierfolge") did nothing and said nothing; now the table's alert
 * says the rule (`model.ts` `partTap`, texts.ts `ERR_KEY_CAMP_HALF`).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { settle } from './one-screen-measure.js';
import { ownTurn } from './speedclimb.js';
import { speedclimbMove, tableOfTwo } from './table-of-two.js';

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } as const;

/** At least this many combinations whole in their panel (all of them where fewer lie). */
const LEAST_WHOLE = 2;

const stepOf = (page: Page) => page.locator('.sc-table').getAttribute('data-step');

async function afterMove(page: Page, step: string | null): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, step, {
    timeout: 10_000,
  });
}

/** The combinations' panel and what must stay on screen, measured in one step. */
function combinations(page: Page) {
  return page.evaluate(() => {
    const melds = document.querySelector<HTMLElement>('.sc-melds')!;
    melds.scrollTop = 0;
    const box = melds.getBoundingClientRect();
    const seen = { top: box.top + melds.clientTop, bottom: box.top + melds.clientTop + melds.clientHeight };
    const list = [...melds.querySelectorAll('.sc-meld')];
    const whole = list.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.height > 1 && r.top >= seen.top - 1 && r.bottom <= seen.bottom + 1;
    });
    const onScreen = (sel: string) => {
      const e = document.querySelector(sel);
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
    };
    return {
      page: (document.scrollingElement ?? document.documentElement).scrollHeight,
      panel: Math.round(box.height),
      content: melds.scrollHeight,
      melds: list.length,
      whole: whole.length,
      first: list[0]?.querySelector('.sc-meld-name')?.textContent ?? '',
      cards: document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button').length,
      sort: onScreen('.sc-sort'),
      line: onScreen('.sc-actions .muted'),
    };
  });
}

/** What `combinations` found wrong, one line each. */
async function problems(page: Page, state: string): Promise<string[]> {
  await settle(page);
  const c = await combinations(page);
  console.log(`${state}: ${JSON.stringify(c)}`);
  const out: string[] = [];
  if (c.page > 640) out.push(`${state}: the page is ${c.page} px high`);
  if (c.sort !== true) out.push(`${state}: the sort button is not whole on screen`);
  if (c.line === false) out.push(`${state}: the line beside the actions is not whole on screen`);
  if (c.whole < Math.min(c.melds, LEAST_WHOLE))
    out.push(`${state}: ${c.whole} of ${c.melds} combinations whole in a panel ${c.panel} px high ("${c.first}")`);
  return out;
}

/** The hand's cards that may be discarded (their places). */
const discards = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].flatMap((b, i) =>
      b.hasAttribute('data-discard') ? [i] : [],
    ),
  );

/** Whether the own camp can be laid now, is laid, or neither. */
const camp = (page: Page): Promise<'ready' | 'laid' | 'missing'> =>
  page.evaluate(() => {
    if (document.querySelector('.sc-camp-note')?.textContent?.includes('Dein Lager steht')) return 'laid';
    const b = document.querySelector<HTMLButtonElement>('.sc-lay-camp');
    return b && !b.disabled ? 'ready' : 'missing';
  });

/**
 * The own turns from here, each after its draw: at the first with the camp not complete and at least
 * `LEAST_WHOLE` combinations lying, the combinations are checked and a part of the camp is tapped
 * with as many cards chosen as it needs ("Halb geht nicht"); right after the camp is laid (whenever
 * that comes first; a dealer's luck) the combinations again. Other turns discard (and lay the camp
 * when it can be). `others` plays the other humans' turns meanwhile. The computers of a table of six
 * end most rounds before the own camp is complete; the camp laid is checked when the deal brings it.
 */
async function playAndCheck(page: Page, others: () => Promise<void> = async () => {}): Promise<string[]> {
  const found: string[] = [];
  let half = false;
  let laid = false;
  for (let turn = 0; turn < 60 && !(half && laid); turn++) {
    // Until the own turn (a round's Bilanz confirmed on the way), the other humans playing theirs.
    let at = 'other';
    for (let i = 0; i < 3000 && at !== 'me' && at !== 'end'; i++) {
      at = await page.evaluate(() =>
        document.querySelector('.sc-standings')
          ? 'end'
          : document.querySelector('dialog[open] .sc-sheet')
            ? 'bilanz'
            : document.querySelector('.sc-table')?.getAttribute('data-turn') === 'me'
              ? 'me'
              : 'other',
      );
      if (at === 'bilanz') await page.locator('dialog[open] button.primary').tap();
      if (at === 'other' || at === 'bilanz') {
        await others();
        await page.waitForTimeout(20);
      }
    }
    if (at !== 'me') break;
    if ((await ownTurn(page)) === 'draw') {
      const step = await stepOf(page);
      await page.locator('.sc-stock .sc-pile-button').tap();
      await afterMove(page, step);
    }
    const state = await camp(page);
    const melds = await page.locator('.sc-melds .sc-meld').count();
    if (state === 'missing' && !half && melds >= LEAST_WHOLE) {
      found.push(...(await problems(page, 'the camp not complete, no card chosen')));
      // "Halb geht nicht": as many cards chosen as the first part needs, then a tap on that part.
      const size = await page.locator('.sc-camp .sc-part').first().locator('.sc-slot').count();
      const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
      for (let i = 0; i < size; i++) await cards.nth(i).tap();
      const target = page.locator('.sc-camp .sc-part .sc-assign');
      if ((await target.count()) === 0) found.push(`${size} cards chosen: the part is no target`);
      else {
        // (Forced: the part is `aria-disabled` — it cannot take the cards now —, which Playwright
        // takes for a control it may not press; a finger can, and is told why.)
        await target.first().tap({ force: true });
        await expect
          .poll(() => page.locator('.sc-refused').textContent())
          .toMatch(/^Halb geht nicht: Dein Lager legst du erst aus, wenn du alle Karten dafür hast/);
      }
      await page.keyboard.press('Escape');
      half = true;
    }
    if (state === 'ready') {
      const step = await stepOf(page);
      await page.locator('.sc-lay-camp').tap();
      await afterMove(page, step);
      if ((await tableTurn(page)) !== 'play') continue;
      if (!laid) found.push(...(await problems(page, 'the camp laid')));
      laid = true;
    }
    const d = await discards(page);
    if (d.length === 0) continue;
    const step = await stepOf(page);
    await page.locator('.sc-hand .sc-hand-cards .sc-card-button').nth(d.at(-1)!).tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).tap();
    await afterMove(page, step);
  }
  if (!half) found.push('no own turn with the camp not complete and combinations lying');
  if (!laid) console.log('the own camp was not laid in the turns played');
  return found;
}

/** Whether the own turn goes on in its play phase (laying the camp may have ended the round). */
const tableTurn = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const t = document.querySelector('.sc-table');
    if (document.querySelector('dialog[open], .sc-standings') || t?.getAttribute('data-turn') !== 'me') return 'other';
    return t.getAttribute('data-phase') ?? 'other';
  });

describe.runIf(browserAvailable())('Speedclimb on a short phone: the combinations, "Halb geht nicht"', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );

  it('practice, six seats (360 × 640)', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=qa&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('5');
    await page.locator('.practice-setup select').nth(2).selectOption('gipfelsturm');
    await page.getByRole('button', { name: 'Losklettern' }).tap();
    await page.locator('.sc-table').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await playAndCheck(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('a server table of six, two humans, the guest’s clock showing (360 × 640)', async () => {
    const contexts: BrowserContext[] = [];
    const { host, guest } = await tableOfTwo(site.browser, contexts, site.server.url, 'speedclimb', PHONE, 6);
    await host.evaluate(() => document.fonts.ready.then(() => undefined));
    // The guest plays its turns at once and reads each round's Bilanz ("Weiter"): the next round
    // waits for every human's.
    const found = await playAndCheck(host, async () => {
      const weiter = guest.locator('dialog[open] button.primary');
      if (await weiter.count()) await weiter.click();
      else await speedclimbMove(guest);
    });
    expect(found).toEqual([]);
    await Promise.all(contexts.map((c) => c.close()));
  }, 240_000);
});
