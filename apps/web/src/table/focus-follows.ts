/**
 * The keyboard focus follows a table: it never drops to the top of the page in the middle of a
 * game. Every table has elements that leave under the focus — a card laid (by the player or, in
 * Gipfelsturm, by anyone), the Material's button after the draw, a dialog's button when it closes.
 * The browser then puts the focus on `<body>`, and a keyboard or screen reader user would have to
 * Tab through the whole page again. One hook for every game (`useFocusFollows`): it notes where the
 * focus is in the table, and when the focused element has left it gives the focus to the element
 * now at the same place — or, where a region names its elements (Speedclimb's hand cards), to the
 * same one at its new place.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A place in a table's regions: which region, and the index in its order. */
export interface Place {
  readonly region: number;
  readonly index: number;
}

/** Where `item` stands in the regions (the first that holds it), or null: in none. */
export function placeOf<T>(item: T, regions: readonly (readonly T[])[]): Place | null {
  for (let region = 0; region < regions.length; region++) {
    const index = regions[region]!.indexOf(item);
    if (index >= 0) return { region, index };
  }
  return null;
}

/**
 * What takes the focus for a place whose element left: the region's element that is the `same`
 * (the same card, now at another place), else the element now at the same index of the same
 * region, or its last one when the region got shorter, or the region's fallback when it has none
 * left. Without a place (the focus was never in a region) the first region's first element.
 */
export function followTarget<T>(
  place: Place | null,
  regions: readonly (readonly T[])[],
  fallbacks: readonly (T | null)[],
  same?: (item: T) => boolean,
): T | null {
  const region = place?.region ?? 0;
  const items = regions[region] ?? [];
  const kept = place && same ? items.find(same) : undefined;
  if (kept !== undefined) return kept;
  if (items.length > 0) return items[Math.min(place?.index ?? 0, items.length - 1)] ?? null;
  return fallbacks[region] ?? null;
}

/** A part of the table whose elements hand the focus on by their place (a hand, the free cards). */
export interface FocusRegion {
  /**
   * The region's elements in the order their places count: a selector in the table (document
   * order), or a function for another order. Disabled elements take no focus and are skipped.
   */
  readonly items: string | ((root: HTMLElement) => readonly (HTMLElement | null | undefined)[]);
  /** A selector in the table: what takes the focus when the region has no element left. */
  readonly fallback?: string;
  /**
   * An attribute naming what an element stands for (Speedclimb: a hand card and its copy): when
   * the focused element leaves, the region's element with the same value takes the focus wherever
   * it stands now (the hand sorted anew by "S"), before the one at its place.
   */
  readonly same?: string;
}

export interface FocusFollows {
  /** The regions, the first also for an element that left from outside every region. */
  readonly regions: readonly FocusRegion[];
  /** Nothing is followed: a replay, whose focus is the reader's own. */
  readonly off?: boolean;
  /**
   * A selector in the table: it takes the focus when the table opens with the focus nowhere
   * (Speedclimb: after "Losklettern" the setup's button is gone).
   */
  readonly opening?: string;
  /**
   * A choice made by key (Speedlift's lifted card): whenever `value` changes to something, the
   * element `selector` finds in the table takes the focus — wherever it was on the page, as the
   * table took the key — so Enter, which presses the focused button, acts on the chosen element.
   * Until 7 Dec 2026 only from the table or a resting focus: with the focus on a link of the page's
   * head, "3" chose a card and Enter ("A oder Enter abwerfen") followed the link out of the running
   * game (QA, Speedclimb online); on "Tisch verlassen" it would have opened that dialog.
   */
  readonly chosen?: { readonly value: unknown; readonly selector: string };
}

const nowhere = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The focused element left: taken out of the page, no longer shown (in a dialog that closed, a
 * hidden part) or disabled ("Aussteigen" once pressed) — the browser then puts the focus on `<body>`.
 */
const left = (el: HTMLElement) => !el.checkVisibility() || el.matches(':disabled');

function regionItems(root: HTMLElement, regions: readonly FocusRegion[]): HTMLElement[][] {
  return regions.map((r) =>
    (typeof r.items === 'string' ? [...root.querySelectorAll<HTMLElement>(r.items)] : r.items(root)).filter(
      (el): el is HTMLElement => el != null && !el.matches(':disabled'),
    ),
  );
}

/**
 * The focus follows the table under `root`. Each `focusin` in it notes the element and, when the
 * element is in a region, its place. After every render: if that element left, the focus is
 * nowhere (on `<body>`) and no dialog is open, the element now at its place takes the focus
 * (`followTarget`). Focus the player put elsewhere stays where it is: only a focused element that
 * left hands it on (one the player left for the page's background, by a click, still does when it
 * goes later). A dialog that closes with nothing to give the focus back to counts as its button leaving.
 */
export function useFocusFollows(root: RefObject<HTMLElement | null>, options: FocusFollows): void {
  // The options of the last render: the regions' order may depend on the view (Gipfelsturm's free cards).
  const opts = useRef(options);
  opts.current = options;
  // The element focused last in the table; its place and (with `same`) its name in its region.
  const last = useRef<{ el: HTMLElement | null; place: Place | null; name: string | null }>({
    el: null,
    place: null,
    name: null,
  });
  const off = options.off === true;

  useEffect(() => {
    const r = root.current;
    if (!r || off) return undefined;
    const opening = opts.current.opening;
    if (opening !== undefined && nowhere()) r.querySelector<HTMLElement>(opening)?.focus({ preventScroll: true });
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      // An element outside every region (a dialog's button, "Abwerfen: …") keeps the last place.
      const regions = opts.current.regions;
      const place = placeOf(el, regionItems(r, regions));
      const attr = place ? regions[place.region]?.same : undefined;
      last.current = place
        ? { el, place, name: attr === undefined ? null : el.getAttribute(attr) }
        : { ...last.current, el };
    };
    r.addEventListener('focusin', onFocus);
    return () => r.removeEventListener('focusin', onFocus);
  }, [off]);

  const chosen = options.chosen?.value ?? null;
  useEffect(() => {
    const r = root.current;
    const selector = opts.current.chosen?.selector;
    if (!r || off || chosen === null || selector === undefined || document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    const el = r.querySelector<HTMLElement>(selector);
    if (el && el !== active) el.focus({ preventScroll: true });
  }, [chosen]);

  const follow = () => {
    const r = root.current;
    const { el, place, name } = last.current;
    if (!r || off || el === null || !left(el) || !nowhere() || document.querySelector('dialog[open]')) return;
    const regions = opts.current.regions;
    const fallbacks = regions.map((g) => (g.fallback === undefined ? null : r.querySelector<HTMLElement>(g.fallback)));
    const attr = place ? regions[place.region]?.same : undefined;
    const same = attr === undefined || name === null ? undefined : (e: HTMLElement) => e.getAttribute(attr) === name;
    followTarget(place, regionItems(r, regions), fallbacks, same)?.focus({ preventScroll: true });
  };
  // Before the paint, so no key reaches the page in between; and after the passive effects too,
  // where a dialog (components/Dialog.tsx) closes and gives the focus back if it can.
  useLayoutEffect(follow);
  useEffect(follow);
}
