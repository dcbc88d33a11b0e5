import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { SchoolPage } from './SchoolPage.js';

describe('Speedlift Fahrschule: its verdicts’ live regions', () => {
  it('are on the page, empty, before the first move or answer (QA 7 Dec 2026: each came with its words, unread)', () => {
    const html = renderWithServices(<SchoolPage />, testServices('de'));
    // The move's verdict, the quiz's, "Lektion bestanden" and "Fahrschule bestanden!".
    expect(html.match(/<div role="status"><\/div>/g)).toHaveLength(4);
    expect(html).not.toContain('Noch nicht');
    expect(html).not.toContain('Lektion bestanden');
  });
});
