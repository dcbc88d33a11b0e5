import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../test-services.js';
import { TableLog } from './TableLog.js';

const lines = [
  { id: 100, text: 'Anna legt Uhren 3.' },
  { id: 200, text: 'Du legst Feinkost 5.' },
];

describe('a table’s log', () => {
  it('at a live table is a polite live log named by its heading', () => {
    const html = renderWithServices(<TableLog game="sl" title="Verlauf" lines={lines} />);
    expect(html).toMatch(/<div role="log" aria-live="polite" aria-labelledby="sl-log-h"/);
    expect(html).toContain('<li>Anna legt Uhren 3.</li><li>Du legst Feinkost 5.</li>');
  });

  it('in a replay is a plain list under its heading: the move line over the table is the one that speaks', () => {
    const html = renderWithServices(<TableLog game="sc" title="Verlauf" lines={lines} live={false} />);
    expect(html).not.toMatch(/role="log"|aria-live/);
    expect(html).toMatch(/<section class="sc-log" aria-labelledby="sc-log-h"><h2 id="sc-log-h"[^>]*>Verlauf<\/h2>/);
    expect(html).toContain('<li>Anna legt Uhren 3.</li><li>Du legst Feinkost 5.</li>');
  });
});
