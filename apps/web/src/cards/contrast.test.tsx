/**
 * "Every colour pairing meets WCAG AA contrast" (DESIGN.md): every text drawn on a card — corner
 * indices, numbers, names, the Kartons tag — reads at 4.5 : 1 against what lies under it. The cards
 * are rendered as the table renders them and every `<text>` is measured, so a new colour or a new
 * label is checked without being listed here. No text on a card is claimed as large text (3 : 1):
 * a card in a fanned hand or a camp place is drawn small.
 */
import { COLORS, makeCard, SHERPA, STORM } from '@kartenhaus/speedclimb';
import { DECK_SIZE } from '@kartenhaus/gipfelsturm';
import { fullDeck } from '@kartenhaus/speedlift';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { GipfelCard } from '../games/gipfelsturm/Card.js';
import { ClimbCard } from '../games/speedclimb/Card.js';
import { CardArt } from '../games/speedlift/Card.js';
import { renderWithServices } from '../test-services.js';
import { AA_TEXT, contrastRatio, isHex } from './contrast.js';
import { ROPES } from './symbols.js';

/** An element of the rendered SVG (React's static markup is well-formed, so a small reader does). */
interface El {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: El[];
  readonly parent: El | null;
  text: string;
}

function parseMarkup(markup: string): El {
  const root: El = { tag: '#root', attrs: {}, children: [], parent: null, text: '' };
  let at = root;
  const token = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (const m of markup.matchAll(token)) {
    const [, close, tag, rawAttrs, selfClose, text] = m;
    if (text !== undefined) {
      at.text += text;
      continue;
    }
    if (close) {
      at = at.parent ?? root;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1] ?? ''] = a[2] ?? '';
    const el: El = { tag: tag ?? '', attrs, children: [], parent: at, text: '' };
    at.children.push(el);
    if (!selfClose) at = el;
  }
  return root;
}

const all = (el: El, tag: string): El[] => [
  ...(el.tag === tag ? [el] : []),
  ...el.children.flatMap((c) => all(c, tag)),
];

const num = (el: El, name: string, fallback = 0): number => Number(el.attrs[name] ?? fallback);

/**
 * What lies under a text: the last solid rectangle painted before it that covers its anchor point,
 * searched among its earlier siblings, then its parent's, up to the card's frame (the painter's
 * order of SVG). Paths and pictures are not counted: no text on a card is set over a figure.
 */
function backgroundOf(text: El): string | null {
  const x = num(text, 'x');
  const y = num(text, 'y');
  for (let el: El | null = text; el?.parent; el = el.parent) {
    const before = el.parent.children.slice(0, el.parent.children.indexOf(el)).reverse();
    for (const r of before) {
      if (r.tag !== 'rect' || !isHex(r.attrs.fill)) continue;
      const [rx, ry] = [num(r, 'x'), num(r, 'y')];
      if (x >= rx && x <= rx + num(r, 'width') && y - 1 >= ry && y - 1 <= ry + num(r, 'height')) return r.attrs.fill;
    }
  }
  return null;
}

interface Reading {
  readonly card: string;
  readonly text: string;
  readonly ink: string;
  readonly ground: string;
  readonly ratio: number;
}

/** Every text on a rendered card with its colour, its ground and their contrast. */
function readings(card: string, face: ReactElement): Reading[] {
  // In the app's services (a card's words follow the page's language: Speedclimb's Schneesturm).
  return all(parseMarkup(renderWithServices(face)), 'text').map((t) => {
    const ink = t.attrs.fill ?? '';
    const ground = backgroundOf(t) ?? '';
    if (!isHex(ink) || !isHex(ground)) throw new Error(`${card} "${t.text}": ink ${ink} on ${ground} not measurable`);
    return { card, text: t.text, ink, ground, ratio: Math.round(contrastRatio(ink, ground) * 100) / 100 };
  });
}

const tooPale = (rs: readonly Reading[]): Reading[] => rs.filter((r) => r.ratio < AA_TEXT);

/** Every face of the largest deck: 1–15 in the six rope colours, the Sherpa and the Schneesturm. */
const SPEEDCLIMB_DECK = [
  ...COLORS.flatMap((c) => Array.from({ length: 15 }, (_, i) => makeCard(c, i + 1))),
  SHERPA,
  STORM,
];

describe('text on the cards reads at 4.5 : 1 (WCAG AA)', () => {
  it('Speedclimb: the corner indices of every rope colour, the camp places, Sherpa and Schneesturm', () => {
    const rs = SPEEDCLIMB_DECK.flatMap((c) => [
      ...readings(c, <ClimbCard card={c} label={c} />),
      ...readings(`${c} (camp place)`, <ClimbCard card={c} compact />),
    ]);
    // Each numbered card has two corner indices, its camp place one big number.
    expect(rs.filter((r) => r.card === 'Y7').map((r) => r.text)).toEqual(['7', '7']);
    expect(rs.length).toBeGreaterThan(COLORS.length * 15 * 3);
    expect(tooPale(rs)).toEqual([]);
  });

  it('Speedclimb: gelb and orange keep their hue for the shapes and stripes, and their index is the darker ink', () => {
    // The fills carry white patterns and need no 4.5; one variable fed both until the ink was split off.
    expect(ROPES.Y.colour).toBe('#a87900');
    expect(ROPES.O.colour).toBe('#d84315');
    const index = (c: string) => readings(c, <ClimbCard card={c} label={c} />)[0]?.ink;
    expect(index('Y3')).toBe(ROPES.Y.ink);
    expect(index('O3')).toBe(ROPES.O.ink);
  });

  it('Gipfelsturm: the large indices of every suit', () => {
    const rs = Array.from({ length: DECK_SIZE }, (_, c) =>
      readings(String(c), <GipfelCard card={c} label="" />),
    ).flat();
    expect(rs).toHaveLength(DECK_SIZE);
    expect(tooPale(rs)).toEqual([]);
  });

  it('Speedlift: floor numbers, department names, the specials and the Liftboy tag', () => {
    const rs = fullDeck(6, 'alle').flatMap((c) => readings(c, <CardArt card={c} />));
    expect(rs.some((r) => r.text === '−2' && r.ground !== r.ink)).toBe(true);
    expect(tooPale(rs)).toEqual([]);
  });
});
