import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test-services.js';
import { BoardTable, shownPoints } from './BoardTable.js';

describe('BoardTable', () => {
  it('writes a sum below zero with a real minus, as the end screen does (a leaver’s −10, AC2)', () => {
    expect(shownPoints(-10, 'de')).toBe('−10');
    expect(shownPoints(-1234, 'de')).toBe('−1.234');
    expect(shownPoints(-1234, 'en')).toBe('−1,234');
    expect(shownPoints(1234, 'de')).toBe('1.234');
    expect(shownPoints(0, 'de')).toBe('0');
    const html = renderWithServices(
      <BoardTable
        caption="Bestenliste Gipfelsturm"
        rows={[
          { place: 1, name: 'Gipfelwirt', points: 3, games: 1, shared: false },
          { place: 2, name: 'Seilfreundin', points: -10, games: 1, shared: false },
        ]}
      />,
      testServices('de'),
    );
    expect(html).toContain('<td class="num">−10</td>');
    expect(html).not.toContain('-10');
  });
});
