/** What a page says to a keyboard and screen-reader user, read the same way by the browser tests. */
import type { Page } from 'playwright-core';

/** Where the focus is: "body", or the focused element's tag and the start of its text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return `${a.tagName.toLowerCase()}: ${(a.textContent ?? '').trim().slice(0, 40)}`;
  });

/**
 * The page's polite live region (the frame's announcer): one element per sentence, read as it is
 * added (`aria-relevant="additions"`), removed a few seconds later without a word.
 */
export const ANNOUNCER = '#announcer';

/** The sentences the page's live region holds now (what a screen reader browsing the page finds there). */
export const announcerHolds = (page: Page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(`${selector} > *`)].map((e) => e.textContent ?? ''),
    ANNOUNCER,
  );

/**
 * Notes everything the page's polite live region (the frame's announcer) says from now on — each
 * sentence added to it; the returned function reads them.
 */
export async function notePoliteRegion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    const region = document.querySelector(selector)!;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) w.said.push(n.textContent ?? '');
    }).observe(region, { childList: true });
  }, ANNOUNCER);
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}
