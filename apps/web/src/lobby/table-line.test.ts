import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de.js';
import { offersSeat, tableState } from './table-line.js';

const base = { phase: 'waiting', free: 1, players: 2, mine: false, stake: 0 } as const;

describe('a table in the lobby list (issue 19)', () => {
  it('a running or finished table is not "0 von 2 Plätzen frei"', () => {
    expect(tableState(base)).toEqual({ key: 'seatsFree', params: { free: 1, n: 2 } });
    expect(de[tableState({ ...base, phase: 'playing', free: 0 }).key]).toBe('läuft');
    expect(de[tableState({ ...base, phase: 'finished', free: 0 }).key]).toBe('beendet');
  });

  it('a guest (or an unknown account) is not offered "Platz nehmen" at a stake table', () => {
    expect(offersSeat({ ...base, stake: 10 }, true)).toBe(false);
    expect(offersSeat({ ...base, stake: 10 }, null)).toBe(false);
    expect(offersSeat({ ...base, stake: 10 }, false)).toBe(true);
    expect(offersSeat(base, true)).toBe(true);
    expect(offersSeat({ ...base, phase: 'playing' }, false)).toBe(false);
  });
});
