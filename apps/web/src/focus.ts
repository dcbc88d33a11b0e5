/**
 * Focus after a client-side navigation: the new page's `<h1>` takes it so screen readers read
 * the page. A page that loads lazily is not there yet when the route changes; its heading
 * claims the pending focus when it mounts.
 */
let pending = false;

/** Focus the main heading now, or as soon as a page heading mounts. */
export function focusMainHeading(): void {
  // While a lazy page loads, React keeps the old page in the DOM, hidden: skip hidden headings.
  const h1 = [...document.querySelectorAll<HTMLElement>('main h1')].find((h) => h.getClientRects().length > 0);
  h1?.focus();
  pending = !h1 || document.activeElement !== h1;
}

/** Called by a page heading when it mounts. */
export function claimPendingFocus(el: HTMLElement | null): void {
  if (pending && el) {
    pending = false;
    el.focus();
  }
}
