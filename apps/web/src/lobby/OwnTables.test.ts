import type { TableSummary } from '@kartenhaus/protocol';
import { sampleTableSummary } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { ownOpenTables } from './OwnTables.js';

const table = (id: string, x: Partial<TableSummary>): TableSummary => sampleTableSummary({ id, ...x });

describe('the start page’s own tables', () => {
  it('are the tables with the player’s seat that are not over: waiting, running, between rounds', () => {
    const tables = [
      table('w', { mine: true, phase: 'waiting' }),
      table('p', { mine: true, phase: 'playing' }),
      table('s', { mine: true, phase: 'summary' }),
      table('c', { mine: true, phase: 'countdown' }),
      table('f', { mine: true, phase: 'finished' }),
      table('x', { mine: true, phase: 'closed' }),
      table('o', { mine: false, phase: 'playing' }),
    ];
    expect(ownOpenTables(tables).map((x) => x.id)).toEqual(['w', 'p', 's', 'c']);
  });
});
