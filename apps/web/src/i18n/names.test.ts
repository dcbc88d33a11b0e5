import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.js';
import { shownName, withShownNames } from './names.js';

describe('names as the page shows them', () => {
  it('reads the server\u2019s guest names "Gast n" as "Guest n" on an English page; other names stay', () => {
    const en = translator('en');
    expect(shownName('Gast 4711', en)).toBe('Guest 4711');
    expect(shownName('Gastwirt', en)).toBe('Gastwirt');
    expect(shownName('Anna', en)).toBe('Anna');
    expect(shownName('Gast 4711', translator('de'))).toBe('Gast 4711');
  });

  it('renames every name of a table info in English, and hands back the very object in German', () => {
    const info = sampleTableInfo({
      seats: [sampleSeat(0, 'human', 'Anna'), sampleSeat(1, 'human', 'Gast 1234')],
      gameSeats: [
        { seat: 0, kind: 'human', name: 'Anna' },
        { seat: 1, kind: 'human', name: 'Gast 1234' },
      ],
      host: 'Gast 1234',
      spectators: ['Gast 77', 'Ben'],
    });
    const en = withShownNames(info, translator('en'));
    expect(en.seats.map((s) => s.name)).toEqual(['Anna', 'Guest 1234']);
    expect(en.gameSeats?.map((s) => s.name)).toEqual(['Anna', 'Guest 1234']);
    expect(en.host).toBe('Guest 1234');
    expect(en.spectators).toEqual(['Guest 77', 'Ben']);
    expect(JSON.stringify(en)).not.toContain('Gast');
    expect(withShownNames(info, translator('de'))).toBe(info);
  });
});
