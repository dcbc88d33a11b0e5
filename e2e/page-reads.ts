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
 * Notes everything the page's polite live region (the frame's announcer) says from now on; the
 * returned function reads it.
 */
export async function notePoliteRegion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    const region = document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
    new MutationObserver(() => w.said.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}
