import type { KeyRow } from '../../game-module.js';

/** The keys the Speedclimb screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks both agree). */
export const KEYS: readonly KeyRow[] = [
  ['1–9 / 0', 'keySc19'],
  ['← / →', 'keyScArrows'],
  ['M', 'keyScM'],
  ['L', 'keyScL'],
  ['N', 'keyScN'],
  ['A / Enter', 'keyScA'],
  ['S', 'keyScS'],
  ['R', 'keyScR'],
  ['B', 'keyScB'],
  ['Esc', 'keyScEsc'],
];
