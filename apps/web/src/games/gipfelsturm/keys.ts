import type { KeyRow } from '../../game-module.js';
import { TEXT } from './texts.js';

/**
 * The keys the Gipfelsturm screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks
 * both agree). The rule text names no keys for Gipfelsturm; these are the screen's (docs/web-gipfelsturm.md).
 */
export const KEYS: readonly KeyRow[] = [
  ['← / → / ↑ / ↓', TEXT.keyGsArrows],
  ['N', TEXT.keyGsN],
  ['Enter / Leertaste', TEXT.keyGsPlay],
  ['1 / 2 / 3', TEXT.keyGsPile],
  ['V', TEXT.keyGsV],
  ['W', TEXT.keyGsW],
  ['D', TEXT.keyGsD],
  ['B', TEXT.keyGsB],
  ['A / 2–9 / 0 / B / D / J / Q / K', TEXT.keyGsRank],
  ['Esc', TEXT.keyGsEsc],
];
