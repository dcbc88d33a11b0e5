import type { TableRules } from '../config.js';

/**
 * The variants of the rule text's simulation sentence: "TriPeaks allein" (one pile, the 24 cards
 * left as its stock, 23 after the first), "zwei Abwurfstapel und je 12 / je 10 Vorratskarten",
 * and both "ohne den Kreis". No clock ("ohne Uhr").
 */
export const TABLE_VARIANTS = {
  plain: { seats: 1, stockEach: 24, wrap: true, timeMs: null },
  '2x12': { seats: 2, stockEach: 12, wrap: true, timeMs: null },
  '2x10': { seats: 2, stockEach: 10, wrap: true, timeMs: null },
  '2x12-nowrap': { seats: 2, stockEach: 12, wrap: false, timeMs: null },
  '2x10-nowrap': { seats: 2, stockEach: 10, wrap: false, timeMs: null },
} as const satisfies Record<string, TableRules>;
export type TableVariant = keyof typeof TABLE_VARIANTS;
export const VARIANT_NAMES = Object.keys(TABLE_VARIANTS) as TableVariant[];
