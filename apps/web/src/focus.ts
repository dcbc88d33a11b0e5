/**
 * Focus after a client-side navigation: the section named by the hash, else the new page's
 * `<h1>`, so screen readers read where they are. A page that loads lazily is not there yet when
 * the route changes; its heading claims the pending focus when it mounts.
 *
 * A page the browser loads (a reload, an address typed) moves no focus, a table's neither (QA asked,
 * Dec 2026): the browser and the screen reader do for a page load what this does for a navigation —
 * the title is announced, reading and Tab begin at the top ("Zum Inhalt springen") — and a heading
 * taking the focus when the table comes from the server, a moment later, would cut into a reading
 * already begun (a screen reader's virtual cursor moves no focus: the page cannot tell).
 */
let pending: string | null = null; // '' = the page heading, otherwise an element id

/**
 * A page opened with a hash ("/spiel/speedclimb#tische", a shared link to the tables) is drawn after
 * the browser looked for the hash's element and found none: the section's heading claims the focus
 * (and the scroll) when the page mounts, as after a navigation within the site. Called once at start.
 */
export function focusHashAtLoad(hash: string): void {
  if (hash.length > 1) pending = decodeURIComponent(hash.slice(1));
}

const visible = (el: HTMLElement | null): el is HTMLElement => el !== null && el.getClientRects().length > 0;

function focusNow(hash: string, heading: HTMLElement | null): boolean {
  // While a lazy page loads, React keeps the old page in the DOM, hidden: skip hidden elements.
  const target = hash ? document.getElementById(hash) : heading;
  if (!visible(target)) return false;
  if (hash) target.scrollIntoView();
  else window.scrollTo(0, 0);
  target.focus();
  return document.activeElement === target;
}

/** Focus the hash's section or the main heading now, or as soon as the page mounts. */
export function focusAfterNavigation(hash: string): void {
  const h1 = [...document.querySelectorAll<HTMLElement>('main h1')].find((h) => visible(h)) ?? null;
  pending = focusNow(hash, h1) ? null : hash;
}

/** Called by a page heading when it mounts. */
export function claimPendingFocus(el: HTMLElement | null): void {
  if (pending !== null && focusNow(pending, el)) pending = null;
}
