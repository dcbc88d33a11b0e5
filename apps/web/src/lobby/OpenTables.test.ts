import type { TableSummary } from '@kartenhaus/protocol';
import { sampleTableSummary } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { tableTitle } from './OpenTables.js';

const table = (x: Partial<TableSummary>): TableSummary => sampleTableSummary(x);

describe('the open tables: a table’s name', () => {
  it('names the host of a table with others, one’s own game alone as what it is (QA: "Tisch von …" for one’s own Tagesfahrt)', () => {
    const de = translator('de');
    const en = translator('en');
    expect(tableTitle(table({}), de)).toBe('Tisch von Anna');
    expect(tableTitle(table({ mine: true }), de)).toBe('Tisch von Anna');
    expect(tableTitle(table({ mine: true, solo: true, options: { tagesfahrt: true } }), de)).toBe('Deine Tagesfahrt');
    expect(tableTitle(table({ mine: true, solo: true }), de)).toBe('Dein Spiel allein gegen Computer');
    expect(tableTitle(table({ mine: true, solo: true, options: { tagesfahrt: true } }), en)).toBe(
      'Your Tagesfahrt (daily ride)',
    );
    expect(tableTitle(table({ mine: true, solo: true }), en)).toBe('Your game alone against computers');
  });
});
