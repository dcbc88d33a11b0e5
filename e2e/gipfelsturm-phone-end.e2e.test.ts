/**
 * A phone QA of a server table of two humans (6 Dec 2026, English, 390 × 844, touch):
 * - the end screen showed key badges (W, D, B, V, 1, 2) — no touch screen shows any, during play and
 *   after the end. Measured here, not in a full-page screenshot: for a page taller than the viewport
 *   Playwright's full-page capture drops Chromium's touch emulation while it draws (`pointer: fine`),
 *   and so drew the keys — and the footer's "Taste ? …", hidden on touch as well
 *   (docs/web-gipfelsturm.md);
 * - a call's bubble lay over the pile's name ("Your pile", "<name>'s pile"): now it covers no name,
 *   top card or "Turn up", and the pile keeps its size (each call at either pile; 375 × 667 too).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestSitsHostStarts, openOnlineTable, playDealToTheEnd, playerPage } from './gipfelsturm.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

const SHOTS = '/tmp/gipfelsturm-phone-qa';

/** The key badges drawn on the page (a box and not hidden). */
function shownKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.gs-table kbd, .gs-table .gs-key')]
      .filter((k) => k.getClientRects().length > 0 && getComputedStyle(k).visibility !== 'hidden')
      .map((k) => k.textContent ?? ''),
  );
}

/** Each pile's box, name, top card, "Turn up" and bubble. */
function piles(page: Page) {
  return page.evaluate(() => {
    // Where each lies once it lies still: a top card just laid drops in (one-screen-gipfelsturm.ts).
    for (const c of document.querySelectorAll('.gs-pile'))
      for (const a of c.getAnimations({ subtree: true }))
        try {
          a.finish();
        } catch {
          // An endless animation cannot finish; none moves a card.
        }
    return [...document.querySelectorAll<HTMLElement>('.gs-pile')].map((p) => {
      const box = (sel: string | null) => {
        const e = sel === null ? p : p.querySelector(sel);
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
      };
      return {
        seat: p.dataset.seat!,
        pile: box(null),
        name: box('.gs-pile-name'),
        card: box('.gs-top-card, .gs-pile-empty'),
        flip: box('.gs-flip'),
        bubble: box(':scope > .gs-bubble'),
      };
    });
  });
}

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** A host on a touch phone of `w × h` in English (or `lang`) and a guest at a table of two, both live. */
async function twoHumans(
  site: ReturnType<typeof siteAndBrowser>,
  contexts: BrowserContext[],
  w: number,
  h: number,
  lang: 'en' | 'de' = 'en',
) {
  const url = site.server.url;
  const host = await playerPage(site.browser, contexts);
  const hostName = await openOnlineTable(host, url, { seats: 2, level: 'Experte' });
  const guest = await guestSitsHostStarts(site.browser, contexts, url, host, hostName);
  // The host's seat on a phone: a touch context of its own with the host's session, in English.
  const phone = await site.browser.newContext({
    viewport: { width: w, height: h },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'de-DE',
    storageState: await host.context().storageState(),
  });
  contexts.push(phone);
  await phone.addInitScript(
    (language) => localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ language })),
    lang,
  );
  const page = await phone.newPage();
  await page.goto(host.url());
  await page.locator('.gs-table[data-live]').waitFor({ timeout: 15_000 });
  await host.close();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, guest };
}

describe.runIf(browserAvailable())('Gipfelsturm on a touch phone at a table of two humans', () => {
  const site = siteAndBrowser();

  it('no key badge on a touch screen, during play and on the end screen (390 × 844)', async () => {
    const contexts: BrowserContext[] = [];
    const { page, guest } = await twoHumans(site, contexts, 390, 844);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await shownKeys(page), 'during play').toEqual([]);
    await Promise.all([page, guest].map((p) => playDealToTheEnd(p)));
    await page.locator('.gs-result').waitFor();
    expect(await shownKeys(page), 'after the end').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/end-390x844.png` });
    // With a keyboard (the guest's page, no touch) the same end screen names its keys.
    await guest.locator('.gs-result').waitFor();
    expect(await shownKeys(guest)).toEqual(expect.arrayContaining(['1', '2', 'V', 'W', 'D', 'B']));
    await Promise.all(contexts.map((c) => c.close()));
  }, 180_000);

  for (const [w, h, lang] of [
    [390, 844, 'en'],
    [360, 640, 'en'],
    [375, 667, 'en'],
    [640, 360, 'en'],
    [640, 360, 'de'],
    [667, 375, 'en'],
    [667, 375, 'de'],
  ] as const)
    it(`a call's bubble covers no pile's name or "Turn up" (either call at either pile) and keeps the pile's size (${w} × ${h}, ${lang})`, async () => {
      const contexts: BrowserContext[] = [];
      const { page, guest } = await twoHumans(site, contexts, w, h, lang);
      const before = await piles(page);
      const problems: string[] = [];
      // "Wait!" at the own pile, "I'm turning up!" (the longest short words) at the partner's; then
      // the other way round (session 48: at 375 × 667 the own "I'm turning up!" took two lines over
      // the one line of "Stock: 11 cards" and lay 5 px over "Turn up"; sideways at 640 × 360 and
      // 667 × 375 the own "I’m turning up!" covered "Your pile" by 13 × 11 px, "Ich deck auf!"
      // "Dein Stapel" by 19 × 11).
      const rounds = [
        ['W', 'D'],
        ['D', 'W'],
      ] as const;
      for (const [mine, theirs] of rounds) {
        await page.locator(`.gs-call[aria-keyshortcuts="${mine}"]`).click();
        await guest.locator(`.gs-call[aria-keyshortcuts="${theirs}"]`).click();
        const said = lang === 'en' ? { W: 'Wait!', D: 'I’m turning up!' } : { W: 'Warte!', D: 'Ich deck auf!' };
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('.gs-pile > .gs-bubble .gs-bubble-short')].map((b) => b.textContent),
            ),
          )
          .toEqual(expect.arrayContaining([said[mine], said[theirs]]));
        if (lang === 'en') await page.screenshot({ path: `${SHOTS}/bubble-${w}x${h}-${mine}.png` });
        const after = await piles(page);
        for (const p of after) {
          const was = before.find((b) => b.seat === p.seat)!;
          const b = p.bubble!;
          for (const k of ['name', 'card', 'flip'] as const)
            if (p[k] && overlap(b, p[k]))
              problems.push(`${mine}/${theirs}: pile ${p.seat}: the bubble covers its ${k}`);
          if (
            b.left < p.pile!.left - 1 ||
            b.right > p.pile!.right + 1 ||
            b.top < p.pile!.top - 1 ||
            b.bottom > p.pile!.bottom + 1
          )
            problems.push(`${mine}/${theirs}: pile ${p.seat}: the bubble sticks out of its pile`);
          for (const k of ['pile', 'card'] as const)
            for (const d of ['left', 'top', 'width', 'height'] as const)
              if (Math.abs(p[k]![d] - was[k]![d]) > 1)
                problems.push(`${mine}/${theirs}: pile ${p.seat}: its ${k}'s ${d} ${was[k]![d]} → ${p[k]![d]}`);
        }
      }
      expect(problems).toEqual([]);
      await Promise.all(contexts.map((c) => c.close()));
    }, 180_000);
});
