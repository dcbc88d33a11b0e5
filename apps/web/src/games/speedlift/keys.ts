import type { KeyRow } from '../../game-module.js';

/** The keys the Speedlift screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks both agree). */
export const KEYS: readonly KeyRow[] = [
  ['1–9 / 0', 'keySl19'],
  ['← / →', 'keySlArrows'],
  ['Enter', 'keySlEnter'],
  ['A', 'keySlA'],
  ['R', 'keySlR'],
  ['B', 'keySlB'],
  ['Esc', 'keySlEsc'],
];
