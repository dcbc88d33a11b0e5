import type { KeyRow } from '../../game-module.js';
import { TEXT } from './texts.js';

/** The keys the Speedlift screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks both agree). */
export const KEYS: readonly KeyRow[] = [
  ['1–9 / 0', TEXT.keySl19],
  ['⇧1–⇧9 / ⇧0', TEXT.keySlShift],
  ['← / →', TEXT.keySlArrows],
  ['Enter', TEXT.keySlEnter],
  ['A', TEXT.keySlA],
  ['R', TEXT.keySlR],
  ['B', TEXT.keySlB],
  ['Esc', TEXT.keySlEsc],
];

/** What the school's Enter and Esc do (a lift laid, a lifted card put back: no Abrechnung to confirm). */
const SCHOOL_WORDS: Readonly<Record<string, KeyRow[1]>> = { Enter: TEXT.keySlEnterLay, Esc: TEXT.keySlEscDrop };

/**
 * The Fahrschule's keys (`SchoolPage.tsx` acts on a lift, a drop and a move only): no Rat, no
 * Bilanz, no Abrechnung to confirm there — its "?" had listed R and B, which did nothing (QA,
 * session 46). The table's rows less R and B, Enter and Esc in the school's words. The Karten page has
 * no keys of its own.
 */
export const SCHOOL_KEYS: readonly KeyRow[] = KEYS.filter(([keys]) => keys !== 'R' && keys !== 'B').map(
  ([keys, what]): KeyRow => [keys, SCHOOL_WORDS[keys] ?? what],
);

/** The `?` list of Speedlift's own pages that are no table. */
export const PAGE_KEYS: Readonly<Record<string, readonly KeyRow[]>> = { fahrschule: SCHOOL_KEYS, karten: [] };
