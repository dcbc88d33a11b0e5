import { describe, expect, it } from 'vitest';
import gipfelsturmDe from '../games/gipfelsturm/rules.de.txt?raw';
import gipfelsturmEn from '../games/gipfelsturm/rules.en.txt?raw';
import speedclimbDe from '../games/speedclimb/rules.de.txt?raw';
import speedclimbEn from '../games/speedclimb/rules.en.txt?raw';
import speedliftDe from '../games/speedlift/rules.de.txt?raw';
import speedliftEn from '../games/speedlift/rules.en.txt?raw';
import tinyDe from '../games/tiny/rules.de.txt?raw';
import tinyEn from '../games/tiny/rules.en.txt?raw';
import { parseRuleText, slug, type RuleBlock } from './parse.js';

const TEXTS = {
  speedlift: { de: speedliftDe, en: speedliftEn },
  speedclimb: { de: speedclimbDe, en: speedclimbEn },
  gipfelsturm: { de: gipfelsturmDe, en: gipfelsturmEn },
  tiny: { de: tinyDe, en: tinyEn },
} as const;

/** A block's shape without its words: the kind, list lengths and nesting, the table's rows and columns. */
const shape = (b: RuleBlock): string => {
  switch (b.kind) {
    case 'heading':
    case 'p':
      return b.kind;
    case 'ul':
      return `ul:${b.items.map((it) => (it.nested ? 'n' : 'i')).join('')}`;
    case 'ol':
      return `ol:${b.items.length}`;
    case 'table':
      return `table:${[b.head, ...b.rows].map((r) => r.length).join(',')}`;
  }
};

describe('the English rule texts', () => {
  for (const [game, { de, en }] of Object.entries(TEXTS)) {
    describe(game, () => {
      const german = parseRuleText(de);
      const english = parseRuleText(en, german);

      it('have the German text’s blocks: kinds, list lengths and nesting, table shape', () => {
        expect(english.blocks.map(shape)).toEqual(german.blocks.map(shape));
        expect(english.title).not.toBe('');
        expect(english.subtitle).not.toBe('');
      });

      it('keep every bullet and every table cell filled', () => {
        const bullets = (t: string) => t.split('\n').filter((l) => /^\s*•/.test(l)).length;
        expect(bullets(en)).toBe(bullets(de));
        for (const b of english.blocks) {
          if (b.kind === 'ul') for (const it of b.items) expect(it.text.trim()).not.toBe('');
          if (b.kind === 'table') for (const cell of [b.head, ...b.rows].flat()) expect(cell.trim()).not.toBe('');
        }
      });

      it('keep a numbered list of the headings a list of the headings (the text’s own contents)', () => {
        const isToc = (t: typeof german) => {
          const headings = new Set(t.blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : [])));
          return t.blocks.map((b) => b.kind === 'ol' && b.items.every((it) => headings.has(it)));
        };
        expect(isToc(english)).toEqual(isToc(german));
      });

      it('give each section the id of the German heading at its place', () => {
        const ids = (blocks: readonly RuleBlock[]) => blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
        expect(ids(english.blocks)).toEqual(ids(german.blocks));
        expect(ids(german.blocks)).toEqual(german.blocks.flatMap((b) => (b.kind === 'heading' ? [slug(b.text)] : [])));
        // The English words are new: the headings are translated, not copied.
        const texts = (blocks: readonly RuleBlock[]) => blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
        expect(texts(english.blocks)).not.toEqual(texts(german.blocks));
      });
    });
  }

  it('a translation without the original keeps its own ids', () => {
    const english = parseRuleText(speedliftEn);
    expect(english.blocks.find((b) => b.kind === 'heading')).toMatchObject({ text: 'The cards', id: 'the-cards' });
    const withIds = parseRuleText(speedliftEn, parseRuleText(speedliftDe));
    expect(withIds.blocks.find((b) => b.kind === 'heading')).toMatchObject({ text: 'The cards', id: 'die-karten' });
  });
});
