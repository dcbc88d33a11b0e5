/**
 * What the Speedlift refusal tests share (`speedlift-refused-wide`, `speedlift-phone`): the longest
 * refusal each language says, the parts a message may not lie over, the check of what an element
 * covers, the way to a turn with a card that does not fit, and the longest message put in place
 * beside "Aussteigen" as HandCards draws it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEXT } from '../apps/web/src/games/speedlift/strings.js';

export type Lang = 'de' | 'en';

/** The longest refusal each language says (the lift at the ground floor: its longest floor words). */
export const LONGEST = Object.fromEntries(
  (['de', 'en'] as const).map((lang) => {
    const r = TEXT[lang].refusal;
    const floor = TEXT[lang].floorAt(0);
    const all = [
      r.up(floor, false),
      r.down(floor, true),
      r.sameFloor(floor),
      r.specialTooEarly,
      r.mustOpen,
      r.mustPlay,
      r.nothingToTake,
      r.hintNotHere,
      r.noSuchCard(12),
    ];
    return [lang, all.reduce((a, b) => (b.length > a.length ? b : a))];
  }),
) as Record<Lang, string>;

/** What a message (or the card detail) may not lie over: each part's elements, by name. */
export const NEEDED = {
  'a name under a ride card': '.sl-ride-cards .sl-ride-who',
  'a ride card': '.sl-ride-cards li',
  "the ride's heading": '#sl-ride-h',
  'the dial': '.sl-dial',
  "the dial's sentence": '.sl-preview',
  'a hand card': '.sl-hand-cards .sl-card-button',
  'a button': '.sl-actions .button, .sl-tools .button',
  'a seat': '.sl-seat',
  'the card detail': '.sl-detail-wrap',
};

/**
 * What `sel`'s element lies over (more than 1 px each way) of `parts` (its own descendants aside),
 * whether it is whole in the window, and whether it scrolls.
 */
export function covers(page: Page, sel: string, parts: Record<string, string> = NEEDED): Promise<string[]> {
  return page.evaluate(
    ([sel, parts]) => {
      const el = document.querySelector(sel);
      if (!el) return [`no ${sel}`];
      for (const a of document.getAnimations()) a.finish();
      const a = el.getBoundingClientRect();
      const out: string[] = [];
      if (a.width < 2 || a.height < 2) out.push(`${sel} is not shown`);
      if (a.left < 0 || a.top < 0 || a.right > innerWidth || a.bottom > innerHeight) out.push(`${sel} is cut off`);
      if (el.scrollHeight > el.clientHeight + 1)
        out.push(`${sel} scrolls: ${el.scrollHeight - el.clientHeight} px hidden`);
      for (const [name, s] of Object.entries(parts))
        for (const p of document.querySelectorAll(s)) {
          if (p === el || el.contains(p)) continue;
          const r = p.getBoundingClientRect();
          const x = Math.min(a.right, r.right) - Math.max(a.left, r.left);
          const y = Math.min(a.bottom, r.bottom) - Math.max(a.top, r.top);
          if (x > 1 && y > 1) out.push(`${sel} over ${name} by ${Math.round(x)} × ${Math.round(y)} px`);
        }
      return [...new Set(out)];
    },
    [sel, parts] as const,
  );
}

/**
 * Plays on from a started practice table (a fitting card laid, else the action) to a turn of mine
 * with a ride of at least two cards and a card in the hand that does not fit. With `touch` the player
 * taps (a card's first tap lifts it, the second lays it), else clicks.
 */
export async function playToAMisfit(page: Page, touch: boolean): Promise<void> {
  const press = (l: Locator) => (touch ? l.tap() : l.click());
  for (let turn = 0; ; turn++) {
    expect(turn, 'a turn with a ride and a card that does not fit').toBeLessThan(20);
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
      timeout: 20_000,
    });
    const state = await page.evaluate(() => ({
      ride: document.querySelectorAll('.sl-ride-cards li').length,
      misfit: document.querySelectorAll('.sl-hand-cards .sl-card-button:not([data-playable])').length,
      fit: document.querySelectorAll('.sl-hand-cards .sl-card-button[data-playable]').length,
    }));
    if (state.ride >= 2 && state.misfit > 0) return;
    const step = await page.locator('.sl-table').getAttribute('data-step');
    if (state.fit > 0) {
      const card = page.locator('.sl-hand-cards .sl-card-button[data-playable]').first();
      await press(card);
      if (touch) await press(card); // the first tap lifted it
    } else await press(page.locator('.sl-actions .button'));
    await page.waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, step);
  }
}

/**
 * Puts the language's longest refusal in the shown message and, in place of the row's buttons, the
 * "Aussteigen" button (`forced`: "Aussteigen (du kannst nicht passend legen)", the row's longest) as
 * HandCards draws it. Returns the undo.
 */
export async function longestBesideExit(page: Page, lang: Lang, forced: boolean): Promise<() => Promise<void>> {
  const exit = forced ? TEXT[lang].exitForced : TEXT[lang].exit;
  const was = await page.evaluate(
    ([text, exit, forced]) => {
      const el = document.querySelector('.sl-refused')!;
      const old = el.textContent;
      el.textContent = text;
      for (const b of document.querySelectorAll<HTMLElement>('.sl-actions .button')) b.style.display = 'none';
      const b = document.createElement('button');
      b.className = 'button primary';
      b.dataset.test = 'exit';
      if (forced) b.dataset.forced = 'true';
      b.append(`${exit} `, Object.assign(document.createElement('kbd'), { textContent: 'A' }));
      document.querySelector('.sl-actions')!.append(b);
      return old;
    },
    [LONGEST[lang], exit, forced] as const,
  );
  return async () => {
    await page.evaluate((old) => {
      const el = document.querySelector<HTMLElement>('.sl-refused')!;
      el.textContent = old;
      el.style.removeProperty('display');
      document.querySelector('[data-test="exit"]')!.remove();
      for (const b of document.querySelectorAll<HTMLElement>('.sl-actions .button')) b.style.display = '';
    }, was);
  };
}
