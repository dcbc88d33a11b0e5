/**
 * The Sherpa's choice for a camp built by hand (QA 5 Dec 2026, a phone at 390 × 844): the rule
 * text and ruling S5 say a Sherpa at a run's end may stand for the card above or below, chosen
 * with "Sherpa in der Folge: oben/unten". After the proposal's run with the Sherpa was put into its
 * part by hand ("⤓ Gewählte Karten in Teil n legen"), only "↺ Vorschlag" was offered and the camp
 * was laid "oben" without asking. Here the same choice stands beside "↺ Vorschlag", "unten" shows the
 * Sherpa below the run, and "Lager aufschlagen" lays the run one lower. With the fourth action the
 * page still fits phones upright and sideways, with and without a card chosen. The deal (`?seed=sherpa7`,
 * as `speedclimb-phone.e2e.test.ts`): at the own first turn the proposed camp holds a run of three
 * with a Sherpa at its end.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { settle } from './one-screen-measure.js';
import { ownTurn } from './speedclimb.js';

const stepOf = (page: Page) => page.locator('.sc-table').getAttribute('data-step');

/** Waits until the move just made was applied. */
const afterMove = (page: Page, step: string | null): Promise<unknown> =>
  page.waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, step, {
    timeout: 10_000,
  });

/**
 * The camp part holding a run of three with one Sherpa at its end (as the field names its cards:
 * "4 rot, 5 blau, Sherpa als 6"), its real cards' numbers, and the hand places of its cards.
 */
const sherpaPart = (page: Page) =>
  page.evaluate(() => {
    const parts = [...document.querySelectorAll('.sc-camp .sc-part')];
    const hand = [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].map(
      (b) => b.querySelector('.visually-hidden')?.textContent ?? '',
    );
    for (const [index, part] of parts.entries()) {
      const names = (part.querySelector('.sc-part-cards')?.getAttribute('aria-label') ?? '').split(', ');
      const at = names.findIndex((n) => n.startsWith('Sherpa als'));
      if (names.length !== 3 || at < 0 || at === 1 || names.filter((n) => n.startsWith('Sherpa')).length !== 1)
        continue;
      const reals = names.filter((_, k) => k !== at);
      const nums = reals.map((n) => Number(/^(\d+) /.exec(n)?.[1]));
      const places: number[] = [];
      for (const n of [...reals, 'Sherpa']) {
        const place = hand.findIndex((h, i) => (h === n || h.startsWith(`${n},`)) && !places.includes(i));
        places.push(place);
      }
      return { index, nums, places };
    }
    return null;
  });

/**
 * A practice game of Speedclimb against three computers on the Gipfelsturm route, on a phone of
 * the given size, at the own first turn after the card from the Material: the camp can be laid.
 */
async function campToLay(browser: Browser, url: string, seed: string, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${url}/spiel/speedclimb/uebung?seed=${seed}&tempo=schnell`);
  await page.locator('.practice-setup select').nth(0).selectOption('3');
  await page.locator('.practice-setup select').nth(2).selectOption('gipfelsturm');
  await page.getByRole('button', { name: 'Losklettern' }).tap();
  await page.locator('.sc-table').waitFor();
  expect(await ownTurn(page)).toBe('draw');
  const step = await stepOf(page);
  await page.locator('.sc-stock .sc-pile-button').tap();
  await afterMove(page, step);
  await page.locator('.sc-lay-camp').waitFor();
  return { context, page };
}

/** Phones upright (as `speedclimb-phone.e2e.test.ts`) and held sideways. */
const SIZES = [
  [360, 640],
  [375, 667],
  [390, 844],
  [844, 390],
  [640, 360],
] as const;

/** At each size: the page does not scroll; the actions and the sort button whole on screen, none over another. */
async function onScreen(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await settle(page);
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollHeight > innerHeight + 1) out.push(`the page scrolls (${doc.scrollHeight} px high)`);
      if (doc.scrollWidth > innerWidth + 1) out.push(`the page scrolls sideways (${doc.scrollWidth} px wide)`);
      const boxes = [...document.querySelectorAll<HTMLElement>('.sc-actions .button, .sc-sort')].map((b) => ({
        name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
        r: b.getBoundingClientRect(),
        cut: b.scrollWidth > b.clientWidth + 1,
      }));
      for (const { name, r, cut } of boxes) {
        if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5)
          out.push(`"${name}" off screen`);
        if (cut) out.push(`"${name}" cut`);
      }
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const over = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const down = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (over > 0.5 && down > 0.5) out.push(`"${a.name}" over "${b.name}"`);
        }),
      );
      return out;
    });
    found.push(...problems.map((p) => `${what}, ${width}×${height}: ${p}`));
  }
  return found;
}

describe.runIf(browserAvailable())('Speedclimb: the Sherpa’s choice for a camp built by hand (S5)', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );

  it('a phone, 390 × 844: the run with the Sherpa put in its part by hand offers "Sherpa: oben/unten", and "unten" lays it one lower', async () => {
    const { context, page } = await campToLay(site.browser, site.server.url, 'sherpa7', 390, 844);

    // Choose the run's three cards and put them in their part by hand.
    const part = await sherpaPart(page);
    expect(part).not.toBeNull();
    const { index, nums, places } = part!;
    expect(places.every((p) => p >= 0)).toBe(true);
    const [lo, hi] = [Math.min(...nums), Math.max(...nums)];
    expect(hi - lo).toBe(1);
    const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
    for (const p of places) await cards.nth(p).tap();
    await page.getByRole('button', { name: `Gewählte Karten in Teil ${index + 1} legen` }).tap();
    const own = page.locator('.sc-camp .sc-camp-note');
    await expect.poll(() => own.textContent()).toContain('Deine Auswahl');

    // "↺ Vorschlag" and, beside it, the Sherpa's choice with the same words as for the proposal.
    await page.getByRole('button', { name: '↺ Vorschlag' }).waitFor();
    const choice = page.locator('.sc-actions .sc-sherpa-choice');
    await expect.poll(() => choice.getAttribute('aria-label')).toBe('Sherpa in der Folge: oben');
    expect(await choice.innerText()).toBe('Sherpa: oben');
    const partCards = page.locator('.sc-camp .sc-part').nth(index).locator('.sc-part-cards');
    expect(await partCards.getAttribute('aria-label')).toContain(`Sherpa als ${hi + 1}`);

    // "unten": the Sherpa stands for the card below, and the camp is laid so.
    await choice.tap();
    await expect.poll(() => choice.getAttribute('aria-label')).toBe('Sherpa in der Folge: unten');
    expect(await choice.innerText()).toBe('Sherpa: unten');
    expect(await partCards.getAttribute('aria-label')).toMatch(new RegExp(`^Sherpa als ${lo - 1}, `));
    // Four actions now ("Lager aufschlagen", "↺ Vorschlag", the Sherpa's choice, and with a card
    // chosen "Abwerfen"): on phones upright and sideways the page does not scroll, and every action
    // and the sort button lie whole on screen, none over another (in one row they ran past the
    // screen's edge at 360 × 640, in two rows the page 11–35 px past the height held sideways).
    const found = [...(await onScreen(page, 'Sherpa: unten'))];
    // A card outside the camp to discard.
    const discard = await page.evaluate(() =>
      [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].flatMap((b, i) =>
        b.hasAttribute('data-discard') && !b.hasAttribute('data-proposal') ? [i] : [],
      ),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await cards.nth(discard.at(-1)!).tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).waitFor();
    found.push(...(await onScreen(page, 'Sherpa: unten, a card chosen')));
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await cards.nth(discard.at(-1)!).tap();
    await page.getByRole('button', { name: /^Abwerfen: / }).waitFor({ state: 'detached' });
    const before = await stepOf(page);
    await page.locator('.sc-lay-camp').tap();
    await afterMove(page, before);
    // The own combinations (the practice table names the own seat "Du").
    const mine = () =>
      page
        .locator('.sc-melds .sc-meld-name')
        .allTextContents()
        .then((names) => names.filter((n) => n.endsWith(' von dir')));
    await expect.poll(mine).toContainEqual(expect.stringContaining(`Folge ${lo - 1}–${hi} `));
    expect(await mine()).not.toContainEqual(expect.stringContaining(`Folge ${lo}–${hi + 1} `));
    await context.close();
  }, 120_000);

  it('both runs of the Basislager with a Sherpa at their end: each way reads which run’s Sherpa lies where (QA 7 Dec 2026)', async () => {
    // `?seed=zwei448`, three computers: the own first turn holds 3, 4, 3, 4 and two Sherpas, so the
    // proposal lays two runs of three, each with a Sherpa at its end. The button had said one word
    // for both ("Sherpa: oben", "Sherpa: unten" twice).
    const { context, page } = await campToLay(site.browser, site.server.url, 'zwei448', 360, 640);
    const choice = page.locator('.sc-actions .sc-sherpa-choice');
    const parts = page.locator('.sc-camp .sc-part .sc-part-cards');
    const said = async () => ({
      name: await choice.getAttribute('aria-label'),
      shown: await choice.innerText(),
      parts: await parts.evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label'))),
    });
    const ways = [await said()];
    for (let k = 0; k < 3; k++) {
      await choice.tap();
      ways.push(await said());
    }
    expect(ways.map((w) => w.name)).toEqual([
      'Sherpas in den Folgen: Teil 1 oben, Teil 2 oben',
      'Sherpas in den Folgen: Teil 1 unten, Teil 2 oben',
      'Sherpas in den Folgen: Teil 1 oben, Teil 2 unten',
      'Sherpas in den Folgen: Teil 1 oben, Teil 2 oben',
    ]);
    expect(ways[1]!.shown).toBe('Sherpa: 1 unten · 2 oben');
    // The field draws what the button says: part 1's Sherpa below its cards, then part 2's.
    expect(ways[1]!.parts[0]).toMatch(/^Sherpa als \d+, /);
    expect(ways[1]!.parts[1]).toMatch(/, Sherpa als \d+$/);
    expect(ways[2]!.parts[0]).toMatch(/, Sherpa als \d+$/);
    expect(ways[2]!.parts[1]).toMatch(/^Sherpa als \d+, /);
    await choice.tap();
    expect(await onScreen(page, 'two runs with a Sherpa')).toEqual([]);
    await context.close();
  }, 120_000);
});
