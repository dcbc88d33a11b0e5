/**
 * Speedclimb's wrong taps and the 11th card's key (QA, Dec 2026), at a practice table of two on a
 * wide screen with a mouse and a keyboard.
 *
 * Wrong taps: a click on a combination (to lay a card off, "Anlegen") before the own camp stands,
 * and a click on a part of the camp with another number of cards chosen than it needs, did nothing
 * and said nothing. Now the table's alert says what is wrong and what to do: "… Erst dein Lager
 * aufschlagen, dann anlegen." (the rule text's step 3, "Steht dein Lager, darfst du … anlegen"), "Halb
 * geht nicht: …" while the hand does not hold the whole camp, and "Jeder Teil hat genau so viele
 * Karten wie verlangt: Teil 1 (Dreierfolge) braucht 3, du hast 1 gewählt. …" once it does
 * (`model.ts` `meldClick`, `partTap`). The own camp is never laid here, so each state comes.
 *
 * Keys: after the draw the hand holds eleven cards; 1–9 and 0 chose the first ten and the 11th had
 * no key (← → only). Now ⇧1 chooses it and its badge says "⇧1" (`model.ts` `handKey`, `keyOf`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, pageInLanguage, siteAndBrowser } from './harness.js';
import { tableState } from './speedclimb.js';

const stepOf = (page: Page) => page.locator('.sc-table').getAttribute('data-step');

async function afterMove(page: Page, step: string | null): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, step, {
    timeout: 10_000,
  });
}

/** Until the own turn (a round's Bilanz confirmed on the way, by a click); its phase. */
async function ownTurnClicked(page: Page): Promise<'draw' | 'play'> {
  for (let i = 0; i < 3000; i++) {
    const s = await tableState(page);
    if (s === 'draw' || s === 'play') return s;
    if (s === 'standings') throw new Error('the game ended');
    if (s === 'summary') await page.locator('dialog[open] button.primary').click();
    await page.waitForTimeout(20);
  }
  throw new Error('no own turn');
}

/** At the own turn after its card is taken. */
async function afterDraw(page: Page): Promise<void> {
  if ((await ownTurnClicked(page)) === 'draw') {
    const step = await stepOf(page);
    await page.locator('.sc-stock .sc-pile-button').click();
    await afterMove(page, step);
  }
}

const cards = (page: Page) => page.locator('.sc-hand .sc-hand-cards .sc-card-button');

/** Ends the turn without laying the camp: discards a card outside the camp's proposal (or gives a Schneesturm away). */
async function discard(page: Page): Promise<void> {
  const step = await stepOf(page);
  const pos = await page.evaluate(() => {
    const all = [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')];
    const ok = all.flatMap((b, i) => (b.hasAttribute('data-discard') ? [i] : []));
    return ok.filter((i) => !all[i]!.hasAttribute('data-proposal')).pop() ?? ok.pop() ?? -1;
  });
  if (pos >= 0) {
    await cards(page).nth(pos).click();
    await page.getByRole('button', { name: /^Abwerfen: / }).click();
  } else {
    const storm = await page.evaluate(() =>
      [...document.querySelectorAll('.sc-hand .sc-card-button')].findIndex((b) =>
        (b.textContent ?? '').includes('Schneesturm'),
      ),
    );
    await cards(page).nth(storm).click();
    await page.locator('.sc-storm-target').first().click();
  }
  await afterMove(page, step);
}

/** What the table's alert says after a tap ('' when nothing within 3 s: the tap had said nothing). */
async function said(page: Page): Promise<string> {
  await page.waitForSelector('.sc-refused', { timeout: 3000 }).catch(() => null);
  return page.evaluate(() => document.querySelector<HTMLElement>('.sc-refused')?.innerText ?? '');
}

describe.runIf(browserAvailable())('Speedclimb: wrong taps and the 11th card', () => {
  const site = siteAndBrowser();

  async function practice(size = { width: 1280, height: 720 }): Promise<Page> {
    const page = await pageInLanguage(site.browser, 'de', size);
    await page.goto(`${site.server.url}/spiel/speedclimb/uebung?seed=anlegen&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('1');
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.locator('.sc-table').waitFor();
    return page;
  }

  it('a click on a combination before the own camp stands, or on a part with the wrong number of cards, says what to do', async () => {
    const page = await practice();
    try {
      // What each wrong tap said (null: the state did not come).
      const seen: Record<'meld' | 'half' | 'count', string | null> = { meld: null, half: null, count: null };
      let countWords = /^Jeder Teil hat genau so viele Karten wie verlangt: /;
      for (let turn = 0; turn < 80 && Object.values(seen).includes(null); turn++) {
        await afterDraw(page);
        const ready = await page.locator('.sc-lay-camp:not([disabled])').count();
        const melds = await page.locator('.sc-melds .sc-meld').count();
        if (melds > 0 && seen.meld === null) {
          // A card chosen, a click on a combination's cards: it had done nothing.
          await cards(page).first().click();
          await page.locator('.sc-melds .sc-meld-cards').first().click();
          seen.meld = await said(page);
          await cards(page).first().click();
        }
        if (seen.half === null && ready === 0) {
          // One card chosen, a click on a part (every part needs at least two): the hand lacks the camp.
          await cards(page).first().click();
          await page.locator('.sc-camp .sc-part').first().click();
          seen.half = await said(page);
          await cards(page).first().click();
        }
        if (seen.count === null && ready > 0) {
          const size = await page.locator('.sc-camp .sc-part').first().locator('.sc-slot, .sc-mini').count();
          await cards(page).first().click();
          await page.locator('.sc-camp .sc-part').first().click();
          seen.count = await said(page);
          countWords = new RegExp(
            `^Jeder Teil hat genau so viele Karten wie verlangt: Teil 1 \\(.+\\) braucht ${size}, du hast 1 gewählt\\. Wähle genau ${size} Karten`,
          );
          await cards(page).first().click();
        }
        await discard(page);
      }
      console.log(JSON.stringify(seen));
      expect(seen.meld).toMatch(
        /^Anlegen darfst du erst, wenn dein Lager steht(: erst „Lager aufschlagen“, dann anlegen| – und dafür fehlen dir noch Karten)\.$/,
      );
      expect(seen.half).toMatch(/^Halb geht nicht: /);
      expect(seen.count).toMatch(countWords);
    } finally {
      await page.context().close();
    }
  });

  it('at 200 % zoom (640 × 400) a refusal takes no room: with it the page and the hand are as without it', async () => {
    // QA, 6 Dec 2026: in the combinations' column, 111 px wide, "Anlegen darfst du erst, …" was 444 px
    // high; the page grew to 693 × 641 px and the hand lay under the screen's edge.
    const page = await practice({ width: 640, height: 400 });
    try {
      let words = '';
      for (let turn = 0; turn < 80 && words === ''; turn++) {
        await afterDraw(page);
        if ((await page.locator('.sc-melds .sc-meld').count()) > 0) {
          await cards(page).first().click();
          await page.locator('.sc-melds .sc-meld-cards').first().click();
          words = await said(page);
          break;
        }
        await discard(page);
      }
      expect(words).toMatch(/^Anlegen darfst du erst, wenn dein Lager steht/);
      // The same state with the alert shown and taken out (display: none), in one synchronous step.
      const seen = await page.evaluate(() => {
        const measure = () => {
          const page = document.scrollingElement!;
          const hand = [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')];
          return {
            height: page.scrollHeight,
            width: page.scrollWidth,
            hand: hand.map((b) => Math.round(b.getBoundingClientRect().bottom)).join(),
          };
        };
        const alert = document.querySelector<HTMLElement>('.sc-refused')!;
        const shown = measure();
        alert.style.display = 'none';
        const gone = measure();
        alert.style.display = '';
        return { shown, gone, innerWidth };
      });
      expect(seen.shown).toEqual(seen.gone);
      expect(seen.shown.width).toBe(seen.innerWidth);
    } finally {
      await page.context().close();
    }
  });

  it('⇧1 chooses the 11th hand card, whose badge says ⇧1', async () => {
    const page = await practice();
    try {
      await afterDraw(page);
      await expect.poll(() => cards(page).count()).toBe(11);
      const badges = await page.locator('.sc-hand .sc-hand-cards .sc-key').allInnerTexts();
      expect(badges).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '⇧1']);
      await expect.poll(() => cards(page).nth(10).getAttribute('aria-keyshortcuts')).toBe('Shift+1');
      // The wider badge lies off the card's words and corner indices (as `keysOffTheWords` asks of 1–0).
      const covered = await page.evaluate(() => {
        const b = document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')[10]!;
        const k = b.querySelector('.sc-key')!.getBoundingClientRect();
        return [...b.querySelectorAll('svg text, svg g[transform^="rotate"]')].filter((w) => {
          const r = w.getBoundingClientRect();
          return r.left < k.right - 1 && k.left < r.right - 1 && r.top < k.bottom - 1 && k.top < r.bottom - 1;
        }).length;
      });
      expect(covered).toBe(0);
      await page.keyboard.press('Shift+Digit1');
      await expect.poll(() => cards(page).nth(10).getAttribute('aria-pressed')).toBe('true');
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')].map((b) =>
            b.getAttribute('aria-pressed'),
          ),
        ),
      ).toEqual([...Array<string>(10).fill('false'), 'true']);
      // The same key again un-chooses it, as 1–9 and 0 do.
      await page.keyboard.press('Shift+Digit1');
      await expect.poll(() => cards(page).nth(10).getAttribute('aria-pressed')).toBe('false');
    } finally {
      await page.context().close();
    }
  });
});
