import type { KeyRow } from '../../game-module.js';

/**
 * The keys the Gipfelsturm screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks
 * both agree). The rule text names no keys for Gipfelsturm; these are the screen's (docs/web-gipfelsturm.md).
 */
export const KEYS: readonly KeyRow[] = [
  ['← / → / ↑ / ↓', 'keyGsArrows'],
  ['N', 'keyGsN'],
  ['Enter / Leertaste', 'keyGsPlay'],
  ['1 / 2 / 3', 'keyGsPile'],
  ['V', 'keyGsV'],
  ['W', 'keyGsW'],
  ['D', 'keyGsD'],
  ['B', 'keyGsB'],
  ['A / 2–9 / 0 / B / D / K', 'keyGsRank'],
  ['Esc', 'keyGsEsc'],
];
