/**
 * Gipfelsturm's passing states on one screen (every size): what comes and goes while a deal runs — a
 * call's bubble at a pile, a partner's last plays, the calls for the ranks the own pile needs, the
 * log's lines — written into the page in one synchronous step (the page is put back before it
 * draws), each alone and all at once: no peak card, pile card, "Aufdecken" or call may move.
 */
import type { Page } from 'playwright-core';
import type { QuickCall } from '@kartenhaus/gipfelsturm';
import { TEXT } from '../apps/web/src/games/gipfelsturm/strings.js';

const longest = (xs: readonly string[]) => xs.reduce((a, b) => (b.length > a.length ? b : a));

/** The longest words of each passing state, German and English (a partner's name of 20 characters). */
function words(): { bubble: string; bubbleShort: string; recent: string; need: string[]; log: string } {
  const calls: QuickCall[] = [
    { kind: 'warte' },
    { kind: 'deckeAuf' },
    ...Array.from({ length: 13 }, (_, rank) => ({ kind: 'brauche' as const, rank })),
  ];
  const all = (['de', 'en'] as const).map((lang) => {
    const tx = TEXT[lang];
    const card = longest(Array.from({ length: 52 }, (_, c) => tx.cardName(c)));
    const needs = calls.filter((c) => c.kind === 'brauche').map((c) => tx.callShort(c));
    return {
      bubble: longest(calls.map((c) => tx.callText(c))),
      bubbleShort: longest(calls.map((c) => tx.callShort(c))),
      recent: tx.partnerPlayed(card, tx.pileOf('Annemarie-Sophie Löw')),
      need: [...needs].sort((a, b) => b.length - a.length).slice(0, 2),
      log: tx.logLine(
        { kind: 'played', seat: 1, card: 0, pile: 2 },
        () => 'Annemarie-Sophie Löw',
        0,
        () => card,
        () => tx.pileOf('Annemarie-Sophie Löw'),
      ),
    };
  });
  const by = (f: (w: (typeof all)[number]) => string) => longest(all.map(f));
  return {
    bubble: by((w) => w.bubble),
    bubbleShort: by((w) => w.bubbleShort),
    recent: by((w) => w.recent),
    need: all.map((w) => w.need).reduce((a, b) => (b.join('').length > a.join('').length ? b : a)),
    log: by((w) => w.log),
  };
}

/**
 * At every size, wide, in a small window and on a phone upright or sideways (on a phone a bubble
 * had taken a line of its own under the pile's name, docs/web-gipfelsturm.md).
 */
export async function passingStatesMoveNothing(page: Page): Promise<string[]> {
  return page.evaluate((w) => {
    const round = (n: number) => Math.round(n);
    /** Where each thing one plays with or looks at stands. */
    const places = () => {
      const out: Record<string, number> = {};
      const peaks = document.querySelector('.gs-peaks')!.getBoundingClientRect();
      out['peaks top'] = peaks.top;
      out['peaks left'] = peaks.left;
      out['peaks width'] = peaks.width;
      // Laid out, not drawn: a card that fits lifts a little, in place.
      for (const b of document.querySelectorAll<HTMLElement>('button.gs-card'))
        out[`peak card ${b.dataset.card}`] = (b.offsetParent?.getBoundingClientRect().top ?? 0) + b.offsetTop;
      for (const p of document.querySelectorAll<HTMLElement>('.gs-pile')) {
        const top = p.querySelector(':scope .gs-top-card, :scope .gs-pile-empty')!.getBoundingClientRect();
        out[`pile ${p.dataset.seat} card top`] = top.top;
        out[`pile ${p.dataset.seat} card left`] = top.left;
      }
      const flip = document.querySelector('.gs-flip');
      if (flip) out['Aufdecken'] = flip.getBoundingClientRect().top;
      for (const [i, b] of [
        ...document.querySelectorAll('.gs-calls .gs-call-row > .gs-call[aria-keyshortcuts]'),
      ].entries())
        out[`call ${i}`] = b.getBoundingClientRect().top;
      return out;
    };
    const hide = (els: Iterable<HTMLElement>, undo: (() => void)[]) => {
      for (const e of els) {
        const was = e.style.display;
        e.style.display = 'none';
        undo.push(() => (e.style.display = was));
      }
    };
    const add = (parent: Element, el: HTMLElement, before: Node | null, undo: (() => void)[]) => {
      parent.insertBefore(el, before);
      undo.push(() => el.remove());
    };
    const problems: string[] = [];
    const states: Record<string, (undo: (() => void)[]) => void> = {
      // A call heard at every pile ("Ich brauch …" of a partner, the own call too).
      bubble: (undo) => {
        for (const p of document.querySelectorAll<HTMLElement>('.gs-pile')) {
          hide(p.querySelectorAll<HTMLElement>(':scope > .gs-bubble'), undo);
          // As PilesRow's CallBubble: the rule text's words, and the call button's for a phone.
          const b = document.createElement('p');
          b.className = 'gs-bubble';
          const long = document.createElement('span');
          long.className = 'gs-bubble-long';
          long.textContent = w.bubble;
          const short = document.createElement('span');
          short.className = 'gs-bubble-short';
          short.setAttribute('aria-hidden', 'true');
          short.textContent = w.bubbleShort;
          b.append(long, short);
          add(p, b, p.querySelector(':scope > .gs-pile-row'), undo);
        }
        // It covers no card one reads or plays: no top card's index, no peak card or free card's
        // button, not "Aufdecken"; it stays on its pile, and its words inside it.
        const covered = document.querySelectorAll('.gs-top-card, .gs-pile-empty, .gs-flip, button.gs-card');
        for (const b of document.querySelectorAll<HTMLElement>('.gs-pile > .gs-bubble')) {
          const r = b.getBoundingClientRect();
          const pile = b.parentElement!.getBoundingClientRect();
          if (r.left < pile.left - 1 || r.right > pile.right + 1)
            problems.push(
              `the bubble "${b.innerText}" sticks out of its pile by ${round(Math.max(pile.left - r.left, r.right - pile.right))} px`,
            );
          // The words shown (a span drawn larger than 1 px) inside the bubble's box.
          for (const t of b.querySelectorAll('span')) {
            const q = t.getBoundingClientRect();
            if (
              q.width > 1 &&
              (q.left < r.left - 1 || q.right > r.right + 1 || q.top < r.top - 1 || q.bottom > r.bottom + 1)
            )
              problems.push(`the bubble's words "${t.textContent}" stick out of it`);
          }
          for (const c of covered) {
            const q = c.getBoundingClientRect();
            const x = Math.min(r.right, q.right) - Math.max(r.left, q.left);
            const y = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
            if (x > 1 && y > 1)
              problems.push(`the bubble "${w.bubble}" covers ${c.getAttribute('class')} by ${round(y)} px`);
          }
        }
      },
      // A partner's last plays, three of them, the longest words.
      recent: (undo) => {
        for (const p of document.querySelectorAll<HTMLElement>('.gs-pile:not([data-mine])')) {
          hide(p.querySelectorAll<HTMLElement>('.gs-recent'), undo);
          const ul = document.createElement('ul');
          ul.className = 'gs-recent';
          for (let i = 0; i < 3; i++) {
            const li = document.createElement('li');
            if (i === 0) li.dataset.newest = '';
            li.textContent = w.recent;
            ul.append(li);
          }
          // In the place kept for them where there is one (before the first play too).
          add(p.querySelector(':scope > .gs-recent-place') ?? p, ul, null, undo);
        }
      },
      // The own top card asks for two ranks: "Brauch …" twice before "Ich brauch …".
      need: (undo) => {
        const row = document.querySelector('.gs-call-row');
        const other = row?.querySelector<HTMLElement>(':scope > .gs-call[aria-expanded]');
        if (!row || !other) return;
        hide(row.querySelectorAll<HTMLElement>(':scope > .gs-call:not([aria-keyshortcuts])'), undo);
        for (const text of w.need) {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'gs-call';
          b.textContent = text;
          add(row, b, other, undo);
        }
      },
      // The log full, each line long.
      log: (undo) => {
        const ol = document.querySelector('.gs-log');
        if (!ol) return;
        hide(ol.querySelectorAll<HTMLElement>(':scope > li'), undo);
        for (let i = 0; i < 6; i++) {
          const li = document.createElement('li');
          li.textContent = w.log;
          add(ol, li, null, undo);
        }
      },
    };
    // Where each lies once it lies still: a top card just laid drops in from 0.9rem higher
    // (220 ms). Finished before the first measure, not only for the bubble: measured in the air, a
    // partner's card just laid read 17 px higher than in every state after (CI, 844 × 390).
    for (const c of document.querySelectorAll('.gs-top-card, .gs-pile-empty, .gs-flip, button.gs-card'))
      for (const a of c.getAnimations({ subtree: true }))
        try {
          a.finish();
        } catch {
          // An endless animation cannot finish; none moves a card.
        }
    const before = places();
    for (const names of [...Object.keys(states).map((k) => [k]), Object.keys(states)]) {
      const undo: (() => void)[] = [];
      try {
        for (const n of names) states[n]!(undo);
        const after = places();
        const moved = Object.keys(before).filter((k) => Math.abs(before[k]! - (after[k] ?? NaN)) > 1 || !(k in after));
        if (moved.length > 0)
          problems.push(
            `${names.join(' + ')} moved ${moved.map((k) => `${k} ${round(before[k]!)} → ${round(after[k] ?? NaN)}`).join(', ')}`,
          );
      } finally {
        for (const u of undo.reverse()) u();
      }
    }
    return problems;
  }, words());
}

/**
 * Wide (48rem and more, not sideways): every pile's name on one line, so the piles' row is as high
 * whatever the names; the names the table gives (the computers' too) whole, not cut to "…". At
 * 1024 × 768 with three seats "Stapel von Computer 2" had taken two lines (the piles 9 px higher).
 */
export async function pileNamesOneLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (!matchMedia('(min-width: 48rem) and (min-height: 28.01rem)').matches) return [];
    const problems: string[] = [];
    for (const h3 of document.querySelectorAll<HTMLElement>('.gs-pile > h3')) {
      const name = h3.querySelector<HTMLElement>('.gs-pile-name') ?? h3;
      const range = document.createRange();
      range.selectNodeContents(name.firstChild ?? name);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      if (lines > 1) problems.push(`the pile's name "${range.toString()}" takes ${lines} lines`);
      if (name.scrollWidth > name.clientWidth + 1) problems.push(`the pile's name "${range.toString()}" is cut`);
    }
    return problems;
  });
}

/**
 * The words of "Aufdecken" whole inside its button, with at least 5 px of room at either side: at
 * 360 × 640 with two seats they were 78 px in a 69 px button, against its border, and then 69 px in
 * 73 px, over its padding ("edge to edge", QA 6 Dec 2026).
 */
export async function buttonWordsWhole(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.gs-flip')].flatMap((b) => {
      const box = b.getBoundingClientRect();
      if (box.width === 0) return [];
      // The words and a shown key badge (not the space between them, which is no ink).
      const rects: DOMRect[] = [];
      const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode())
        if (/\S/.test(n.textContent ?? '')) {
          const range = document.createRange();
          range.selectNodeContents(n);
          rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
      for (const k of b.querySelectorAll('kbd'))
        if (k.getBoundingClientRect().width > 0) rects.push(k.getBoundingClientRect());
      if (rects.length === 0) return [];
      const words = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        get width() {
          return this.right - this.left;
        },
      };
      const border = (box.width - b.clientWidth) / 2;
      const room = Math.min(words.left - box.left, box.right - words.right) - border;
      return b.scrollWidth > b.clientWidth + 1 || room < 5
        ? [
            `"${(b.textContent ?? '').trim()}": ${words.width.toFixed(1)} px of words in a ${b.clientWidth} px button, ${room.toFixed(1)} px of room`,
          ]
        : [];
    }),
  );
}
