/**
 * Speedclimb on a phone held upright with four seats (QA, Dec 2026; docs/web-speedclimb.md "Four
 * seats on a phone"): on the depot routes the four seats stood in two rows and their depots in a
 * row of their own, and what was left of the height went to the combinations last — at 360 × 640 a
 * strip of 19–42 px (the heading alone) while a camp could be laid, 79–93 px once it was laid (one
 * combination of six, cut), and at the draw the camp field's note cut at its foot. Here, at
 * 360 × 640, 375 × 667 and 390 × 844 with touch, at the own first draw, while the camp can be laid
 * (also with a card chosen) and after "Lager aufschlagen" with several combinations laid: the page
 * does not scroll; nothing of the camp field (heading, parts, the note "✓ Dein Lager steht …") is
 * cut — neither by the field, which scrolls inside itself where it is too low, nor by the screen;
 * the combinations' panel is at least `MELDS_PX` high with the first combination whole in it (at a
 * server table, under the frame's bar, `MELDS_PX_SERVER` with its name), and scrolled to its end
 * the last combination whole too; the hand's cards on screen and 44 px each way; every seat's name
 * whole, each depot under its player's box. Practice tables (their deals fixed by `?seed=`) and a
 * server table (a random deal). With the Sherpa's choice and a card chosen, the three actions in one
 * row (they took two, the combinations 74 px at 360 × 640). And on a short phone, while the computer
 * plays the own seat at a server table of two humans (the last describe block).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { measure, settle, type Part } from './one-screen-measure.js';
import { ownTurn } from './speedclimb.js';
import { tableOfTwo } from './table-of-two.js';

/** The phones, held upright. */
const SIZES = [
  [360, 640],
  [375, 667],
  [390, 844],
] as const;

/**
 * The least height of the combinations' panel, in px: its heading, a combination's name and its
 * cards (a combination is 61 px high on a phone with four seats). On the old layout the practice
 * table gave 42 px at 360 × 640 while the camp could be laid.
 */
const MELDS_PX = 85;
/**
 * At a server table the frame's bar (44 px) stands over the table: there at least the heading, a
 * combination's name and the top of its cards with their numbers (69–70 px at the draw at
 * 360 × 640, where the camp field's note takes three lines; QA saw 19–42 px while the camp could be
 * laid). The deal is the server's; until the own camp is laid it is the Basislager (two parts).
 */
const MELDS_PX_SERVER = 60;

/** What must be on screen and not cut by a panel that clips it (`measure`). */
const PARTS: readonly Part[] = [
  { name: 'hand card', sel: '.sc-hand .sc-hand-cards .sc-card-button', required: true, touch: true },
  { name: 'seat', sel: '.sc-seat', required: true },
  { name: 'depot', sel: '.sc-depots .sc-pile', required: true },
  { name: 'Material', sel: '.sc-piles .sc-stock', required: true },
  { name: 'camp field', sel: '.sc-camp', required: true },
  { name: 'camp heading', sel: '.sc-camp > h2', required: true },
  { name: 'camp part', sel: '.sc-camp .sc-part', required: true },
  { name: 'camp note', sel: '.sc-camp > .sc-camp-note', required: true },
  { name: 'combinations', sel: '.sc-melds', required: true },
  { name: 'action', sel: '.sc-actions .button, .sc-sort', required: true, touch: true },
];
/** With `MELDS_PX` the first combination whole in its panel; with `MELDS_PX_SERVER` its name. */
const FIRST_MELD: Readonly<Record<'whole' | 'name', Part>> = {
  whole: { name: 'first combination', sel: '.sc-melds .sc-meld', first: true },
  name: { name: "first combination's name", sel: '.sc-melds .sc-meld-name', first: true },
};

/** What the combinations' panel must hold: a combination whole (`MELDS_PX`) or its name (`MELDS_PX_SERVER`). */
type Least = 'whole' | 'name';

/** The most cards a hand holds (HAND_SIZE + 1: one-screen-tables.ts `LARGEST_HAND`). */
const HAND_MOST = 11;

/** What must be whole on screen while the computer plays the seat: [name, selector, a 44 px target]. */
const AWAY_PARTS: readonly (readonly [string, string, boolean])[] = [
  ['away banner', '.table-frame .banner', false],
  ['"Ich bin zurück"', '.table-frame .banner .button', true],
  ['clock chip', '.table-frame .seats .seat:has(.clock)', false],
  ['seat', '.sc-seat', false],
  ['depot', '.sc-depots .sc-pile', false],
  ['Material', '.sc-piles .sc-stock', false],
  ['camp field', '.sc-camp', false],
  ['camp part', '.sc-camp .sc-part', false],
  ['combinations', '.sc-melds', false],
  ['combinations heading', '.sc-melds > h2', false],
  ['hand card', '.sc-hand .sc-hand-cards .sc-card-button', true],
  ['sort', '.sc-sort', true],
];

/** Waits until the move just made was applied and the game goes on to the next own turn. */
async function afterMove(page: Page, step: string | null): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, step, {
    timeout: 10_000,
  });
}

const stepOf = (page: Page) => page.locator('.sc-table').getAttribute('data-step');

/** "Lager aufschlagen" offered and the camp complete. */
const campReady = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const b = document.querySelector<HTMLButtonElement>('.sc-lay-camp');
    return !!b && !b.disabled;
  });

/** The hand's cards that may be discarded (their places). */
const discards = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].flatMap((b, i) =>
      b.hasAttribute('data-discard') ? [i] : [],
    ),
  );

/**
 * Everything this file asks of the table as it is now, at each size in turn (the viewport set,
 * then back to the first): a list of problems, empty when all is well.
 */
async function problems(page: Page, state: string, least: Least, laid: boolean): Promise<string[]> {
  const meldsPx = least === 'whole' ? MELDS_PX : MELDS_PX_SERVER;
  const out: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await settle(page);
    const at = `${state}, ${width}×${height}:`;
    const m = await measure(page, [...PARTS, FIRST_MELD[least]], true);
    if (m.overH > 0 || m.overW > 0) out.push(`${at} the page scrolls by ${m.overH} / ${m.overW} px`);
    for (const p of [...m.missing, ...m.outside]) out.push(`${at} ${p} (missing or cut)`);
    for (const p of m.small) out.push(`${at} ${p} smaller than 44 px`);
    const own = await page.evaluate(() => {
      const o: string[] = [];
      const camp = document.querySelector('.sc-camp')!;
      // The camp field scrolls inside itself where its row is too low: then something of it is hidden.
      if (camp.scrollHeight > camp.clientHeight + 1)
        o.push(`the camp field hides ${camp.scrollHeight - camp.clientHeight} px of itself`);
      const melds = document.querySelector<HTMLElement>('.sc-melds')!;
      const panel = melds.getBoundingClientRect();
      const seen = { top: panel.top + melds.clientTop, bottom: panel.top + melds.clientTop + melds.clientHeight };
      const whole = (e: Element) => {
        const r = e.getBoundingClientRect();
        return r.top >= seen.top - 1 && r.bottom <= seen.bottom + 1;
      };
      const list = [...melds.querySelectorAll('.sc-meld')];
      // Scrolled to its end, the last combination is whole in the panel (then back to the top).
      const last = list.at(-1);
      if (last) {
        melds.scrollTop = melds.scrollHeight;
        if (!whole(last)) o.push('scrolled to its end, the last combination is not whole in its panel');
        melds.scrollTop = 0;
      }
      // Every seat's name whole (not "Computer …").
      for (const n of document.querySelectorAll<HTMLElement>('.sc-seat-name'))
        if (n.scrollWidth > n.clientWidth + 1) o.push(`the seat name "${n.textContent}" is cut`);
      // Each player's depot under that player's box (they are in the same order).
      const seats = [...document.querySelectorAll('.sc-seat')].map((s) => s.getBoundingClientRect());
      const depots = [...document.querySelectorAll('.sc-depots .sc-pile')].map((d) => d.getBoundingClientRect());
      depots.forEach((d, i) => {
        const s = seats[i];
        const mid = (d.left + d.right) / 2;
        if (!s || mid < s.left || mid > s.right) o.push(`depot ${i + 1} is not under its player's box`);
      });
      return {
        problems: o,
        meldsHeight: panel.height,
        melds: list.length,
        note: document.querySelector('.sc-camp > .sc-camp-note')?.textContent ?? '',
      };
    });
    out.push(...own.problems.map((p) => `${at} ${p}`));
    if (own.meldsHeight < meldsPx)
      out.push(`${at} the combinations' panel is ${own.meldsHeight.toFixed(1)} px high (at least ${meldsPx})`);
    if (laid && !own.note.includes('Dein Lager steht')) out.push(`${at} the note says "${own.note}"`);
    console.log(`${at} combinations ${own.meldsHeight.toFixed(1)} px (${own.melds} laid)`);
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  await settle(page);
  return out;
}

/**
 * From the own first draw to the camp laid, checking the table at the draw, while the camp can be
 * laid (also with a card chosen) and after "Lager aufschlagen"; the turns in between discard. The
 * table must be at the own first turn. Returns the problems and how many combinations lay at the end.
 */
async function drawToLaidCamp(page: Page, least: Least): Promise<{ found: string[]; laid: number }> {
  const found: string[] = [];
  expect(await ownTurn(page)).toBe('draw');
  found.push(...(await problems(page, 'at the draw', least, false)));
  for (let turn = 0; turn < 40; turn++) {
    if ((await ownTurn(page)) === 'draw') {
      const step = await stepOf(page);
      await page.locator('.sc-stock .sc-pile-button').tap();
      await afterMove(page, step);
    }
    if (await campReady(page)) {
      found.push(...(await problems(page, 'the camp can be laid', least, false)));
      // A card chosen as well: "Abwerfen" beside "Lager aufschlagen" (and, in some deals, the
      // Sherpa's choice: the three in one row, as the test of the Sherpa's choice below asks).
      const card = page.locator('.sc-hand .sc-hand-cards .sc-card-button').nth((await discards(page)).at(-1)!);
      await card.tap();
      await page.getByRole('button', { name: /^Abwerfen: / }).waitFor();
      found.push(...(await problems(page, 'the camp can be laid, a card chosen', least, false)));
      await card.tap();
      const step = await stepOf(page);
      await page.getByRole('button', { name: /^Lager aufschlagen/ }).tap();
      await afterMove(page, step);
      await page.locator('.sc-camp-note', { hasText: 'Dein Lager steht' }).waitFor();
      found.push(...(await problems(page, 'the camp laid', least, true)));
      return { found, laid: await page.locator('.sc-melds .sc-meld').count() };
    }
    const step = await stepOf(page);
    await page
      .locator('.sc-hand .sc-hand-cards .sc-card-button')
      .nth((await discards(page)).at(-1)!)
      .tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).tap();
    await afterMove(page, step);
  }
  throw new Error('the camp was never complete');
}

/**
 * The away table's largest state, measured in one synchronous step and put back: the hand at
 * `HAND_MOST` cards (copies of the last one, two rows of seven at most), the Material's note of an
 * open Schneesturm, a depot blocked by one. Asks that the page does not scroll, that the game's grid stays inside its place,
 * and that every part (`AWAY_PARTS`) is inside the window and whatever clips it; 44 px targets.
 */
function awayLargest(page: Page): Promise<{ problems: string[]; figures: Record<string, number> }> {
  return page.evaluate(
    ({ most, parts }) => {
      const hand = document.querySelector('.sc-hand-cards')!;
      const added: Element[] = [];
      while (hand.children.length < most)
        added.push(hand.appendChild(hand.lastElementChild!.cloneNode(true) as Element));
      // A note after a pile's first line where it has none with ❄ yet: the Material's of a
      // Schneesturm lying open under it, and a depot's blocked by one (Pile in panels.tsx).
      const notes: Element[] = [];
      const note = (pile: Element | null, text: string) => {
        const first = pile?.querySelector(':scope > .sc-pile-label');
        if (!first || [...pile!.querySelectorAll('.sc-pile-label')].some((l) => l.textContent?.includes('❄'))) return;
        const n = document.createElement('span');
        n.className = 'sc-pile-label';
        n.textContent = text;
        first.after(n);
        notes.push(n);
      };
      note(document.querySelector('.sc-piles .sc-stock'), '❄ 1 Schneesturm offen unter dem Material');
      note(document.querySelector('.sc-depots .sc-pile'), '❄ gesperrt, bis jemand darauf abwirft');
      const problems: string[] = [];
      const se = document.scrollingElement!;
      const game = document.querySelector<HTMLElement>('.sc-table')!;
      if (se.scrollHeight > innerHeight) problems.push(`the page scrolls by ${se.scrollHeight - innerHeight} px`);
      if (game.scrollHeight > game.clientHeight + 1)
        problems.push(`the grid runs ${game.scrollHeight - game.clientHeight} px past its place`);
      const clip = (el: Element) => {
        let box = { l: 0, t: 0, r: innerWidth, b: innerHeight };
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
          const ar = a.getBoundingClientRect();
          box = {
            l: Math.max(box.l, ar.left),
            t: Math.max(box.t, ar.top),
            r: Math.min(box.r, ar.right),
            b: Math.min(box.b, ar.bottom),
          };
        }
        return box;
      };
      for (const [name, sel, touch] of parts) {
        const els = [...document.querySelectorAll(sel)].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 1 && r.height > 1;
        });
        if (els.length === 0) problems.push(`${name}: none shown`);
        for (const [i, el] of els.entries()) {
          const r = el.getBoundingClientRect();
          const b = clip(el);
          if (r.left < b.l - 1 || r.top < b.t - 1 || r.right > b.r + 1 || r.bottom > b.b + 1)
            problems.push(
              `${name}[${i}] ${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(b.t)}–${Math.round(b.b)}`,
            );
          if (touch && (r.width < 44 || r.height < 44))
            problems.push(`${name}[${i}] ${r.width.toFixed(1)}×${r.height.toFixed(1)}, under 44 px`);
        }
      }
      // The sort button beside the hand's cards, over none of them.
      const sort = document.querySelector('.sc-sort')?.getBoundingClientRect();
      for (const [i, c] of [...hand.querySelectorAll('.sc-card-button')].entries()) {
        const r = c.getBoundingClientRect();
        if (
          sort &&
          r.left < sort.right - 1 &&
          sort.left < r.right - 1 &&
          r.top < sort.bottom - 1 &&
          sort.top < r.bottom - 1
        )
          problems.push(`the sort button lies over hand card[${i}]`);
      }
      const h = (sel: string) => Math.round(document.querySelector(sel)?.getBoundingClientRect().height ?? -1);
      const figures = {
        page: se.scrollHeight,
        banner: h('.table-frame .banner'),
        chips: h('.table-frame .seats'),
        seats: h('.sc-seats'),
        depots: h('.sc-depots'),
        camp: h('.sc-camp'),
        material: h('.sc-piles .sc-stock'),
        melds: h('.sc-melds'),
        hand: h('.sc-hand'),
        cards: hand.children.length,
      };
      for (const e of [...added, ...notes]) e.remove();
      return { problems, figures };
    },
    { most: HAND_MOST, parts: AWAY_PARTS },
  );
}

describe.runIf(browserAvailable())('Speedclimb on a phone held upright with four seats', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );
  const phone = () =>
    site.browser.newContext({ viewport: { width: SIZES[0][0], height: SIZES[0][1] }, hasTouch: true, isMobile: true });

  // The deals (`?seed=`): on the Gipfelsturm the camp is complete at the first draw, and four
  // combinations of the computers lie when it can be laid, six after; on the Nordwand four and six.
  for (const [route, seed] of [
    ['gipfelsturm', 'qa'],
    ['nordwand', '2'],
  ] as const)
    it(`practice, ${route}: the camp field whole, the combinations at least ${MELDS_PX} px, no scrolling`, async () => {
      const context = await phone();
      const page = await context.newPage();
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=${seed}&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption('3');
      await page.locator('.practice-setup select').nth(2).selectOption(route);
      await page.getByRole('button', { name: 'Losklettern' }).tap();
      await page.locator('.sc-table').waitFor();
      expect(await page.locator('.sc-table').getAttribute('data-route')).toBe(route);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { found, laid } = await drawToLaidCamp(page, 'whole');
      expect(found).toEqual([]);
      expect(laid).toBeGreaterThanOrEqual(3);
      await context.close();
    });

  it(`a server table against three computers (the frame's bar over it): the camp field whole, the combinations at least ${MELDS_PX_SERVER} px, no scrolling`, async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb`);
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '3', exact: true }).check();
    await solo.getByRole('button', { name: 'Spiel starten' }).tap();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.sc-table').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The server deals at random: the own first turn (before any other own move) is at the draw.
    const { found } = await drawToLaidCamp(page, 'name');
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);
  /*
   * The Sherpa's choice ("Sherpa: oben/unten", CampField.tsx `CampChoices`) beside "Lager
   * aufschlagen" and, with a card chosen, "Abwerfen": the three took two rows at 360 × 640 and the
   * combinations gave way (74 px in practice, ~50 px estimated at a server table). The deal
   * (`?seed=sherpa7`, found with the package's computers as the practice page runs them): at the own
   * first turn the proposed camp can be laid two ways, two combinations of the computers lie.
   */
  it(`practice, gipfelsturm, the Sherpa's choice and a card chosen: the actions in one row, the combinations at least ${MELDS_PX} px`, async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=sherpa7&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('3');
    await page.locator('.practice-setup select').nth(2).selectOption('gipfelsturm');
    await page.getByRole('button', { name: 'Losklettern' }).tap();
    await page.locator('.sc-table').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await ownTurn(page)).toBe('draw');
    const step = await stepOf(page);
    await page.locator('.sc-stock .sc-pile-button').tap();
    await afterMove(page, step);
    await page.locator('.sc-actions .sc-sherpa-choice').waitFor();
    expect(await campReady(page)).toBe(true);
    await page
      .locator('.sc-hand .sc-hand-cards .sc-card-button')
      .nth((await discards(page)).at(-1)!)
      .tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).waitFor();
    const found = await problems(page, "the Sherpa's choice, a card chosen", 'whole', false);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await settle(page);
      const rows = await page.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll('.sc-actions .button')].map((b) => Math.round(b.getBoundingClientRect().top)),
          ).size,
      );
      if (rows !== 1)
        found.push(`the Sherpa's choice, a card chosen, ${width}×${height}: the actions take ${rows} rows`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

/*
 * The computer plays the own seat (the frame's away banner, 44 px on a phone) and another human's
 * clock chip shows, on a short phone held upright (QA 5 Dec 2026, docs/web.md "The frame's round
 * summary and away banner"): the page was 664–675 px high at 360 × 640 in deals with two rows of hand
 * cards and the Material's note "❄ 1 Schneesturm offen unter dem Material" — the phone grid's rows
 * are their content's. The deal is the server's, so that state is written into the page for one
 * synchronous measurement (`awayLargest`, as `one-screen-tables.ts` `speedclimbLargest` does) and put
 * back. On the old CSS it measured 687 px at 360 × 640 with six seats (the grid 51 px past its
 * place, the sort button off screen), with three seats the grid 4 px past its place.
 */
describe.runIf(browserAvailable())('Speedclimb on a phone held upright with three seats', () => {
  const site = siteAndBrowser(() => startServer({}));

  // QA 5 Dec 2026: a computer on turn read "Computer 3 ◆ i…" in a third of the width. The seat on
  // turn gets a computer's name written in (whoever is on turn when the table opens), then its name
  // line must be whole: "◆" shown, "ist dran" read only.
  it('the seat on turn: its name and ◆ whole, "ist dran" read, not shown (360 × 640)', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=qa&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('2');
    await page.getByRole('button', { name: 'Losklettern' }).tap();
    await page.locator('.sc-seat[data-turn="yes"] .sc-turn-mark').waitFor();
    const line = await page.evaluate(() => {
      const name = document.querySelector<HTMLElement>('.sc-seat[data-turn="yes"] .sc-seat-name')!;
      name.firstChild!.textContent = 'Computer 3';
      const word = name.querySelector('.sc-turn-word')!;
      return {
        seats: document.querySelectorAll('.sc-seat').length,
        cut: name.scrollWidth - name.clientWidth,
        mark: name.querySelector('.sc-turn-mark')!.textContent,
        wordShown: word.getBoundingClientRect().width > 1,
      };
    });
    expect(line.seats).toBe(3);
    expect(line.mark).toMatch(/◆ (ist|bist) dran/);
    expect(line.wordShown).toBe(false);
    expect(line.cut).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe.runIf(browserAvailable())('Speedclimb on a short phone held upright, the computer at the own seat', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );
  for (const seats of [3, 4, 6])
    it(`${seats} seats, another human's clock showing: the table fits 360 × 640 and 375 × 667`, async () => {
      const contexts: BrowserContext[] = [];
      // A Durchgang may end before either human's turn (a computer "ist fertig" at once — seen with six
      // seats, twice in one CI run): its Bilanz stands open, and no human's clock runs in it. Then a
      // new table is opened (at most three times).
      let host: Page | null = null;
      for (let attempt = 0; attempt < 3 && host === null; attempt++) {
        const at = await tableOfTwo(
          site.browser,
          contexts,
          site.server.url,
          'speedclimb',
          { viewport: { width: SIZES[0][0], height: SIZES[0][1] }, hasTouch: true, isMobile: true },
          seats,
        );
        const page = at.host;
        const over = () => page.evaluate(() => !!document.querySelector('dialog[open], section.summary'));
        if (await over()) {
          console.log('the Durchgang ended before the humans played; a new table');
          continue;
        }
        // The Durchgang may end between that look and the tap (a computer goes out): its Bilanz
        // opens modal, the rest of the page is inert and a tap on "Tisch verlassen" waits in vain
        // (a 30 s timeout, once in CI with six seats). Then a new table too.
        const tapped = (selector: string) =>
          page
            .locator(selector)
            .tap({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        if (!(await tapped('.leave-button')) || !(await tapped('dialog[open] .button.danger'))) {
          console.log('the Durchgang ended while the host got up; a new table');
          continue;
        }
        await page.locator('.table-frame .banner').waitFor();
        // The guest does not move: at its turn its chip with the clock shows on the host's page.
        const chip = page.locator('.table-frame .seats .seat:not(.seat-you) .clock');
        for (let i = 0; i < 600 && !(await chip.count()) && !(await over()); i++) await page.waitForTimeout(100);
        if (await chip.count()) host = page;
        else console.log('the Durchgang ended before the turn of the guest; a new table');
      }
      if (host === null) throw new Error('three tables whose first Durchgang ended before the guest played');
      await host.evaluate(() => document.fonts.ready.then(() => undefined));
      const found: string[] = [];
      for (const [width, height] of [SIZES[0], SIZES[1]]) {
        await host.setViewportSize({ width, height });
        await settle(host);
        const m = await awayLargest(host);
        console.log(`away, ${seats} seats, ${width}×${height}: ${JSON.stringify(m.figures)}`);
        found.push(...m.problems.map((p) => `away, ${width}×${height}: ${p}`));
      }
      expect(found).toEqual([]);
      await Promise.all(contexts.map((c) => c.close()));
    }, 240_000);
});

describe.runIf(browserAvailable())('Speedclimb on a phone held sideways', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );

  // QA 7 Dec 2026 at 640 × 360: the depots' labels read "You · 0 ca…", "Computer …", "Computer …",
  // "Computer …" (whose depot is whose?) and the log's older line "Computer 2 misses a turn (sno…".
  // Now each label whole ("C2 · 10", the whole name and count read) and the log's lines whole.
  for (const lang of ['de', 'en'] as const)
    it(`${lang}: each depot's owner readable, the log's lines not cut (640 × 360, 667 × 375)`, async () => {
      const found: string[] = [];
      for (const seats of [4, 6]) {
        const context = await site.browser.newContext({
          viewport: { width: 640, height: 360 },
          hasTouch: true,
          isMobile: true,
          locale: lang === 'de' ? 'de-DE' : 'en-GB',
        });
        await context.addInitScript(
          (l) => localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ language: l })),
          lang,
        );
        const page = await context.newPage();
        try {
          await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=qa&tempo=schnell`);
          await page
            .locator('.practice-setup select')
            .nth(0)
            .selectOption(String(seats - 1));
          await page.locator('.practice-setup button[type="submit"], .practice-setup .button.primary').first().tap();
          await page.locator('.sc-table .sc-depots').waitFor();
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const [width, height] of [
            [640, 360],
            [667, 375],
          ] as const) {
            await page.setViewportSize({ width, height });
            await settle(page);
            const at = `${width}×${height}, ${seats} seats`;
            const got = await page.evaluate((lang) => {
              const out: string[] = [];
              const labels = [...document.querySelectorAll<HTMLElement>('.sc-depots .sc-pile-label')];
              const shown: string[] = [];
              for (const l of labels) {
                if (l.scrollWidth > l.clientWidth + 1)
                  out.push(`depot label "${l.innerText}" cut: ${l.scrollWidth} of ${l.clientWidth} px`);
                shown.push(l.innerText.trim());
              }
              if (new Set(shown).size !== shown.length) out.push(`depot labels not told apart: ${shown.join(' | ')}`);
              // The log: three long lines written in (as the log writes a missed turn).
              const ol = document.querySelector('.sc-log ol');
              const box = document.querySelector<HTMLElement>('.sc-log .sc-log-box');
              if (!ol || !box) return [...out, 'no log shown'];
              const had = [...ol.childNodes];
              const line =
                lang === 'de'
                  ? (n: number) => `Computer ${n} setzt eine Runde aus (Schneesturm).`
                  : (n: number) => `Computer ${n} misses a turn (snowstorm).`;
              ol.replaceChildren(
                ...[2, 3, 4].map((n) => Object.assign(document.createElement('li'), { textContent: line(n) })),
              );
              box.scrollTop = box.scrollHeight;
              for (const li of ol.querySelectorAll<HTMLElement>('li')) {
                if (li.scrollWidth > li.clientWidth + 1) out.push(`log line "${li.textContent}" cut`);
              }
              const newest = ol.lastElementChild!.getBoundingClientRect();
              const b = box.getBoundingClientRect();
              if (newest.top < b.top - 1 || newest.bottom > b.bottom + 1) out.push('the log’s newest line not whole');
              ol.replaceChildren(...had);
              const scroll = document.scrollingElement!.scrollHeight - innerHeight;
              if (scroll > 0) out.push(`the page scrolls by ${scroll} px`);
              return out;
            }, lang);
            found.push(...got.map((x) => `${at}: ${x}`));
          }
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual([]);
    });
});

/*
 * The combinations' cards on a phone held upright (QA Dec 2026, 360 × 740 with touch): the panel
 * "Ausliegende Kombinationen" listed them as words alone ("1. Folge 5–8 von Computer 4"), their cards
 * not drawn, about 150 px of it empty under them — and a player plans a lay-off by the cards that lie
 * there. Now, where the panel has the room, each combination is drawn as a small box, its name over its
 * cards with their number large (docs/web-speedclimb.md "The combinations on a phone held upright").
 * Here, at practice tables of two, four and six seats (`?seed=qa`), once the own camp is laid and
 * again with a card chosen that fits a combination: at 360 × 740 the first combination is drawn whole
 * in its panel — every card of it shown, at least `MELD_CARD_PX` wide — and so at 360 × 640 where
 * the panel has `DRAWN_FROM_PX` (else its name at least); the page does not scroll; the hand, the
 * seats, the Material, the camp field and the actions whole on screen; a fitting combination glows
 * and its "Anlegen an n" is a 44 px target whole in the panel, named as before. Then a tap on the
 * fitting combination's cards lays the card off there (the combination holds one card more). On the
 * old layout the first combination's cards were not shown at 360 × 740 (the panel 149–184 px).
 */
describe.runIf(browserAvailable())("Speedclimb on a phone held upright: the combinations' cards", () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );
  /** The least width of a combination's card drawn on a phone (the camp field's are 20–23 px). */
  const MELD_CARD_PX = 18;
  /** At 360 × 640 the combinations are drawn where their panel is at least this high (px). */
  const DRAWN_FROM_PX = 100;
  const UPRIGHT = [
    [360, 740],
    [360, 640],
  ] as const;
  const parts: readonly Part[] = [
    { name: 'hand card', sel: '.sc-hand .sc-hand-cards .sc-card-button', required: true, touch: true },
    { name: 'seat', sel: '.sc-seat', required: true },
    { name: 'Material', sel: '.sc-piles .sc-stock', required: true },
    { name: 'camp part', sel: '.sc-camp .sc-part', required: true },
    { name: 'combinations', sel: '.sc-melds', required: true },
    { name: 'first combination', sel: '.sc-melds .sc-meld', required: true, first: true },
    { name: 'fitting combination', sel: '.sc-meld[data-fits]', first: true },
    { name: '"Anlegen an n"', sel: '.sc-meld[data-fits] .sc-fit', touch: true },
    { name: 'action', sel: '.sc-actions .button, .sc-sort', required: true, touch: true },
  ];

  /** What is wrong with the table now at the two upright sizes (back at 360 × 740 after). */
  async function drawn(page: Page, state: string, fits: boolean): Promise<string[]> {
    const out: string[] = [];
    for (const [width, height] of UPRIGHT) {
      await page.setViewportSize({ width, height });
      await settle(page);
      const at = `${state}, ${width}×${height}:`;
      const m = await measure(page, parts, true);
      if (m.overH > 0 || m.overW > 0) out.push(`${at} the page scrolls by ${m.overH} / ${m.overW} px`);
      for (const p of [...m.missing, ...m.outside]) out.push(`${at} ${p} (missing or cut)`);
      for (const p of m.small) out.push(`${at} ${p} smaller than 44 px`);
      const c = await page.evaluate(() => {
        const melds = document.querySelector<HTMLElement>('.sc-melds')!;
        const box = melds.getBoundingClientRect();
        const first = melds.querySelector('.sc-meld');
        const span = first?.querySelector('.sc-meld-cards');
        const cards = [...(span?.querySelectorAll('.sc-card .card-face') ?? [])];
        const s = span?.getBoundingClientRect();
        // Shown: inside the panel and not inside the 1 px "read, not shown" box of the words' list.
        const shown = cards.filter((c) => {
          const r = c.getBoundingClientRect();
          return (
            !!s &&
            s.width > 1 &&
            s.height > 1 &&
            r.top >= box.top - 1 &&
            r.bottom <= box.bottom + 1 &&
            r.left >= box.left - 1 &&
            r.right <= box.right + 1
          );
        });
        return {
          panel: Math.round(box.height),
          cards: cards.length,
          shown: shown.length,
          narrowest: Math.min(...shown.map((c) => c.getBoundingClientRect().width)),
          name: first?.querySelector('.sc-meld-name')?.textContent ?? '',
          fitNames: [...melds.querySelectorAll('.sc-meld[data-fits] .sc-fit')].map(
            (b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText,
          ),
        };
      });
      console.log(`${at} ${JSON.stringify(c)}`);
      if (width === 360 && (height === 740 || c.panel >= DRAWN_FROM_PX)) {
        if (c.shown !== c.cards || c.cards === 0)
          out.push(`${at} ${c.shown} of the ${c.cards} cards of "${c.name}" drawn in a panel ${c.panel} px high`);
        else if (c.narrowest < MELD_CARD_PX) out.push(`${at} a card of "${c.name}" ${c.narrowest.toFixed(1)} px wide`);
      }
      if (!/^1\. .+ von (dir|Computer \d)$/.test(c.name)) out.push(`${at} the first combination is named "${c.name}"`);
      if (fits && c.fitNames.length === 0) out.push(`${at} no fitting combination`);
    }
    await page.setViewportSize({ width: UPRIGHT[0][0], height: UPRIGHT[0][1] });
    await settle(page);
    return out;
  }

  /** The own turns from the first: draws, lays the camp, discards, until a card is laid off by a tap. */
  async function playToLayoff(page: Page): Promise<string[]> {
    const found: string[] = [];
    let checkedLaid = false;
    const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
    for (let turn = 0; turn < 60; turn++) {
      if ((await ownTurn(page)) === 'draw') {
        const step = await stepOf(page);
        await page.locator('.sc-stock .sc-pile-button').tap();
        await afterMove(page, step);
      }
      if (await campReady(page)) {
        const step = await stepOf(page);
        await page.getByRole('button', { name: /^Lager aufschlagen/ }).tap();
        await afterMove(page, step);
        if ((await ownTurn(page)) === 'draw') continue; // (the round ended: a Bilanz was confirmed)
      }
      const laid = await page.locator('.sc-camp-note', { hasText: 'Dein Lager steht' }).count();
      if (laid > 0 && !checkedLaid) {
        found.push(...(await drawn(page, 'the camp laid', false)));
        checkedLaid = true;
      }
      const fit = await page.evaluate(() =>
        [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].findIndex((b) =>
          b.hasAttribute('data-layoff'),
        ),
      );
      if (laid > 0 && fit >= 0) {
        await cards.nth(fit).tap();
        await page.locator('.sc-meld[data-fits]').first().waitFor();
        found.push(...(await drawn(page, 'a fitting card chosen', true)));
        // The tap on the drawn combination's cards (its middle: a run's upper end if both fit).
        const before = await page.evaluate(() => {
          const meld = document.querySelector('.sc-meld[data-fits]')!;
          const i = [...document.querySelectorAll('.sc-meld')].indexOf(meld);
          const r = meld.querySelector('.sc-meld-cards')!.getBoundingClientRect();
          return {
            i,
            n: meld.querySelectorAll('.sc-meld-cards .sc-card').length,
            x: r.left + r.width * 0.7,
            y: r.top + r.height / 2,
            hand: document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button').length,
          };
        });
        const step = await stepOf(page);
        await page.touchscreen.tap(before.x, before.y);
        const moved = await afterMove(page, step).then(
          () => true,
          () => false,
        );
        if (!moved) return [...found, `the tap on combination ${before.i + 1} did nothing within 10 s`];
        const after = await page.evaluate(
          (i) => ({
            n: document.querySelectorAll('.sc-meld')[i]?.querySelectorAll('.sc-meld-cards .sc-card').length ?? 0,
            hand: document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button').length,
          }),
          before.i,
        );
        if (after.n !== before.n + 1 || after.hand !== before.hand - 1)
          found.push(
            `the tap on combination ${before.i + 1}: ${before.n} → ${after.n} cards, the hand ${before.hand} → ${after.hand}`,
          );
        return found;
      }
      const d = await discards(page);
      if (d.length === 0) continue;
      const step = await stepOf(page);
      await cards.nth(d.at(-1)!).tap();
      await page.getByRole('button', { name: /^Abwerfen: / }).tap();
      await afterMove(page, step);
    }
    found.push('no card was laid off in the turns played');
    return found;
  }

  for (const seats of [2, 4, 6])
    it(`practice, ${seats} seats: drawn, on one screen, a tap lays a card off (360 × 740, 360 × 640)`, async () => {
      const context = await site.browser.newContext({
        viewport: { width: UPRIGHT[0][0], height: UPRIGHT[0][1] },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=qa&tempo=schnell`);
      await page
        .locator('.practice-setup select')
        .nth(0)
        .selectOption(String(seats - 1));
      await page.locator('.practice-setup select').nth(2).selectOption('gipfelsturm');
      await page.getByRole('button', { name: 'Losklettern' }).tap();
      await page.locator('.sc-table').waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await playToLayoff(page)).toEqual([]);
      await context.close();
    }, 120_000);
});
