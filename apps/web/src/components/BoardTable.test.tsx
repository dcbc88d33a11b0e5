import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test-services.js';
import { BoardTable } from './BoardTable.js';

describe('BoardTable', () => {
  it('writes a sum below zero with a real minus, as the end screen does (a leaver’s −10, AC2)', () => {
    // It wrote "-10" (toLocaleString's hyphen) where the end screen says "−10".
    const html = renderWithServices(
      <BoardTable
        caption="Bestenliste Gipfelsturm"
        rows={[
          { place: 1, name: 'Gipfelwirt', points: 1234, games: 1, shared: false },
          { place: 2, name: 'Seilfreundin', points: -10, games: 1, shared: false },
        ]}
      />,
      testServices('de'),
    );
    expect(html).toContain('<td class="num">1.234</td>');
    expect(html).toContain('<td class="num">−10</td>');
    expect(html).not.toContain('-10');
  });
});
