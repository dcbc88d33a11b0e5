import { describe, expect, it } from 'vitest';
import { AccountStore } from '../net/account.js';
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

  it('marks the player’s own row "(du)", a registered player’s only (QA 7 Dec 2026: a new player looked for it)', async () => {
    const rows = [
      { place: 1, name: 'Gipfelwirt', points: 40, games: null, shared: false },
      { place: 2, name: 'Anna', points: 24, games: null, shared: false },
    ];
    const as = async (guest: boolean) => {
      const services = testServices('de');
      const account = new AccountStore(() =>
        Promise.resolve(Response.json({ player: { id: 'p1', name: 'Anna', guest } })),
      );
      await account.refresh();
      return renderWithServices(<BoardTable caption="Tagesliste" rows={rows} />, { ...services, account });
    };
    const html = await as(false);
    expect(html).toContain(
      '<tr class="board-me"><td>2.</td><th scope="row">Anna<span class="board-me-mark"> (du)</span></th>',
    );
    expect(html.match(/board-me"/g)).toHaveLength(1);
    expect(await as(true)).not.toContain('board-me');
  });
});
