/**
 * How `one-screen.e2e.test.ts` measures a table (issue 19): the document's scroll against the window,
 * and every element of every part against the viewport and the panels that clip it.
 */
import type { Browser, Page } from 'playwright-core';

/** A part of the table that must be on screen: its elements (all of them), whether one must exist, whether it is tapped. */
export interface Part {
  readonly name: string;
  readonly sel: string;
  readonly required?: boolean;
  /** Tapped on a phone: at least 44 × 44 px there. */
  readonly touch?: boolean;
  /** Only the first element counts (of those that scroll inside their panel, the one brought into view). */
  readonly first?: boolean;
}

/** Where an element can be seen: the viewport cut by each ancestor that clips (overflow other than visible). */
export interface ClipBox {
  readonly l: number;
  readonly t: number;
  readonly r: number;
  readonly b: number;
}
/** The page's window with `khClipBox` (`installClipBox`). */
export interface ClipWindow {
  khClipBox(el: Element): ClipBox;
}

/**
 * Gives the page `window.khClipBox(el)`, for the checks that measure inside `page.evaluate` in
 * one synchronous step (code cannot be imported there). A new page or document needs it again.
 */
export function installClipBox(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as ClipWindow).khClipBox = (el: Element) => {
      let box = { l: 0, t: 0, r: innerWidth, b: innerHeight };
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
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
  });
}

/** What one size measured: how far the document scrolls, and the parts outside the screen or too small. */
export interface Measured {
  readonly overH: number;
  readonly overW: number;
  /**
   * When the page scrolls sideways: the innermost elements whose right edge lies past the window
   * (up to three, "tag.class "text" right edge"), so a failure names what overflows.
   */
  readonly overWBy: string;
  readonly missing: string[];
  readonly outside: string[];
  readonly small: string[];
  /** The smallest box of each tapped part (for docs: "free cards 66.0×45.6"). */
  readonly smallest: string[];
}

/**
 * Measures the page as it is: document.scrollingElement's scroll size against the window, and
 * for every element of every part its box against the viewport and against each ancestor that
 * clips (overflow other than visible: a panel that scrolls hides what lies outside it).
 */
export async function measure(page: Page, parts: readonly Part[], phone: boolean): Promise<Measured> {
  await installClipBox(page);
  return page.evaluate(
    ({ parts, phone }) => {
      // Where things come to rest: a card sliding in (450 ms, sl-slide) starts 1.5rem above its place.
      for (const a of document.getAnimations()) {
        const end = a.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end)) a.finish();
      }
      const se = document.scrollingElement ?? document.documentElement;
      const out = {
        overH: se.scrollHeight - innerHeight,
        overW: se.scrollWidth - innerWidth,
        overWBy: '',
        missing: [] as string[],
        outside: [] as string[],
        small: [] as string[],
        smallest: [] as string[],
      };
      // Seen at all: a box, not hidden, and not inside a "visually hidden" (1 px high or wide, clipped) element, which is read only.
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          const ar = a.getBoundingClientRect();
          if ((ar.width <= 1 || ar.height <= 1) && getComputedStyle(a).overflow !== 'visible') return false;
        }
        return true;
      };
      if (out.overW > 0) {
        const past = (el: Element) => el.getBoundingClientRect().right > innerWidth + 0.5;
        const name = (el: Element) =>
          `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(el.getBoundingClientRect().right)} px`;
        const leaves = [...document.body.querySelectorAll('*')].filter(
          (el) => past(el) && ![...el.children].some(past),
        );
        out.overWBy = leaves.slice(0, 3).map(name).join('; ');
      }
      for (const p of parts) {
        const all = [...document.querySelectorAll(p.sel)].filter(shown);
        const els = p.first ? all.slice(0, 1) : all;
        if (p.touch && els.length > 0) {
          const boxes = els.map((el) => el.getBoundingClientRect());
          const w = Math.min(...boxes.map((b) => b.width));
          const h = Math.min(...boxes.map((b) => b.height));
          out.smallest.push(`${p.name} ${w.toFixed(1)}×${h.toFixed(1)}`);
        }
        if (els.length === 0 && p.required) out.missing.push(p.name);
        for (const [i, el] of els.entries()) {
          const r = el.getBoundingClientRect();
          const box = (window as unknown as ClipWindow).khClipBox(el);
          const slack = 1;
          if (r.left < box.l - slack || r.top < box.t - slack || r.right > box.r + slack || r.bottom > box.b + slack)
            out.outside.push(
              `${p.name}[${i}] ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(box.l)},${Math.round(box.t)}–${Math.round(box.r)},${Math.round(box.b)}`,
            );
          if (phone && p.touch && (r.width < 44 || r.height < 44))
            out.small.push(`${p.name}[${i}] ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
        }
      }
      return out;
    },
    { parts, phone },
  );
}

/** Lets the layout settle after a resize (two frames). */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * The site header's links and buttons against the frame's bar: none may lie over another. Held
 * sideways the bar stands in the header's row (styles-sideways.css), so a long title, the stake or
 * a wider "Menü" could slide under the header's buttons; elsewhere they are rows apart.
 */
export function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const header = [...document.querySelectorAll('.site-header :is(a, button)')].filter(seen);
    const bar = [...document.querySelectorAll('.table-bar > *')].filter(seen);
    const found: string[] = [];
    for (const h of header)
      for (const b of bar) {
        const p = h.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1)
          found.push(
            `header "${h.textContent?.trim() || h.getAttribute('aria-label')}" over bar "${b.textContent?.trim()}"`,
          );
      }
    return found;
  });
}

/**
 * A tablet held upright (`speedlift-tablet`, `speedclimb-tablet`): whether the page scrolls, each
 * part shown and whole inside what clips it, and the hand's cards (`cards`) at least a finger's
 * 44 px each way. Needs `installClipBox` on the page.
 */
export function tabletProblems(page: Page, parts: Readonly<Record<string, string>>, cards: string): Promise<string[]> {
  return page.evaluate(
    ({ parts, cards }) => {
      const out: string[] = [];
      const se = document.scrollingElement!;
      if (se.scrollHeight > innerHeight + 1) out.push(`the page scrolls by ${se.scrollHeight - innerHeight} px`);
      if (se.scrollWidth > innerWidth + 1) out.push(`the page scrolls sideways by ${se.scrollWidth - innerWidth} px`);
      for (const [name, sel] of Object.entries(parts)) {
        const els = [...document.querySelectorAll(sel)].filter((e) => e.getBoundingClientRect().width > 0);
        if (els.length === 0) out.push(`${name}: none`);
        for (const el of els) {
          const r = el.getBoundingClientRect();
          const box = (window as unknown as ClipWindow).khClipBox(el);
          if (r.left < box.l - 1 || r.top < box.t - 1 || r.right > box.r + 1 || r.bottom > box.b + 1)
            out.push(`${name} off screen`);
        }
      }
      const rs = [...document.querySelectorAll(cards)].map((c) => c.getBoundingClientRect());
      const narrowest = Math.min(...rs.map((r) => r.width));
      const lowest = Math.min(...rs.map((r) => r.height));
      if (narrowest < 44 || lowest < 44) out.push(`hand cards ${narrowest.toFixed(1)} × ${lowest.toFixed(1)} px`);
      return [...new Set(out)];
    },
    { parts, cards },
  );
}

/** Tablets held upright: the common sizes, from the smallest to the 12.9" one. */
export const UPRIGHT_TABLETS = [
  [768, 1024],
  [810, 1080],
  [820, 1180],
  [912, 1368],
  [1024, 1366],
] as const;

/**
 * A practice table opened on a tablet held upright (768 × 1024, touch) by `start`, then looked at
 * in each of `sizes`: the layout settled, `tabletProblems` for `parts` and the hand's `cards`, and
 * what `check` adds. The problems found, each with its size; the page closed after.
 */
export async function uprightProblems(
  browser: Browser,
  opts: {
    readonly start: (page: Page) => Promise<void>;
    readonly sizes: readonly (readonly [number, number])[];
    readonly parts: Readonly<Record<string, string>>;
    readonly cards: string;
    readonly check: (page: Page, size: readonly [number, number]) => Promise<string[]>;
  },
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await opts.start(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const problems: string[] = [];
    for (const size of opts.sizes) {
      const [w, h] = size;
      await page.setViewportSize({ width: w, height: h });
      await settle(page);
      await installClipBox(page);
      const found = [...(await tabletProblems(page, opts.parts, opts.cards)), ...(await opts.check(page, size))];
      for (const x of found) problems.push(`${w}×${h}: ${x}`);
    }
    return problems;
  } finally {
    await context.close();
  }
}

/**
 * Every Tab stop (a link, an enabled control, an element with a tabindex ≥ 0) that is laid out and
 * not hidden can be seen where it stands: not 1 px and not inside a 1 px box that clips — a "read, not
 * shown" pattern on something focusable left a Tab stop nobody sees (Speedlift's log held sideways,
 * QA 6 Dec 2026: 1 × 1 px, still reached by Tab). One that shows when focused (the skip link's
 * pattern) is focused and measured again; the focus is put back after.
 */
export function tabStopsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel =
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex^="-"])';
    const tiny = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if (
          a === el
            ? r.width <= 1 || r.height <= 1
            : (r.width <= 1 || r.height <= 1) && getComputedStyle(a).overflow !== 'visible'
        )
          return `${Math.round(r.width)}×${Math.round(r.height)}`;
      }
      return null;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.') || (el.getAttribute('role') ?? '')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}"`;
    const before = document.activeElement as HTMLElement | null;
    const out: string[] = [];
    try {
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        // A button taken out of the Tab order (tabindex="-1") is no Tab stop.
        if (el.closest('[inert]') || el.tabIndex < 0) continue;
        if (!tiny(el)) continue;
        el.focus({ preventScroll: true });
        const focused = tiny(el);
        if (focused) out.push(`a Tab stop not seen (${focused} px): ${name(el)}`);
      }
    } finally {
      if (before && before !== document.body) before.focus({ preventScroll: true });
      else (document.activeElement as HTMLElement | null)?.blur();
    }
    return out;
  });
}

/**
 * The words of each element of `sel` (shown: wider and higher than 1 px) read whole along their
 * line: not cut off or ended with "…" by their box (`scrollWidth` over `clientWidth`) — sideways at
 * 640 × 360 Speedlift's ride heading read "Die Fahrt (3 Karto…" and its seats "Computer…".
 */
export function wordsWhole(page: Page, sel: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      let hidden = false;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const ar = a.getBoundingClientRect();
        if ((ar.width <= 1 || ar.height <= 1) && getComputedStyle(a).overflow !== 'visible') hidden = true;
      }
      if (hidden) continue;
      if (el.scrollWidth > el.clientWidth + 0.5)
        out.push(`cut: "${el.innerText.replace(/\s+/g, ' ').trim()}" (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    return [...new Set(out)];
  }, sel);
}

/**
 * Of the elements of `sel`, those not whole in the window — or cut by a box that scrolls (their
 * panel, the end block, the frame's summary) — by the start of their words. The ends' checks
 * (`speedclimb-end`, `speedlift-end`): what a player must see there without scrolling.
 */
export function notWhole(page: Page, sel: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const whole = (e: Element) => {
      const b = e.getBoundingClientRect();
      if (b.height < 2 || b.top < -0.5 || b.bottom > innerHeight + 0.5 || b.left < -0.5 || b.right > innerWidth + 0.5)
        return false;
      for (let p = e.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        if (b.top < c.top - 0.5 || b.bottom > c.bottom + 0.5) return false;
      }
      return true;
    };
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((e) => !whole(e))
      .map((e) => e.innerText.replace(/\s+/g, ' ').trim().slice(0, 40));
  }, sel);
}
