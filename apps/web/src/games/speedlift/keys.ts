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
