import type { KeyRow } from '../../game-module.js';
import { TEXT } from './texts.js';

/** The keys the Speedclimb screen handles (`model.ts` `keyIntent`; ShortcutsDialog.test.ts checks both agree). */
export const KEYS: readonly KeyRow[] = [
  ['1–9 / 0', TEXT.keySc19],
  ['⇧1–⇧9 / ⇧0', TEXT.keyScShift],
  ['← / →', TEXT.keyScArrows],
  ['M', TEXT.keyScM],
  ['L', TEXT.keyScL],
  ['N', TEXT.keyScN],
  ['A / Enter', TEXT.keyScA],
  ['S', TEXT.keyScS],
  ['R', TEXT.keyScR],
  ['B', TEXT.keyScB],
  ['Esc', TEXT.keyScEsc],
];
