import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { CardsPage } from './CardsPage.js';

describe('Speedlift "Karten": the Kartons table in the page’s language', () => {
  it('the Liftboy "hilft tragen" in German and "helps carry" in English (QA 5 Dec 2026)', () => {
    const de = renderWithServices(<CardsPage />, testServices('de'));
    const en = renderWithServices(<CardsPage />, testServices('en'));
    expect(de).toContain('<td>−2 (hilft tragen)</td>');
    expect(en).toContain('<td>−2 (helps carry)</td>');
    expect(en).not.toContain('hilft tragen');
    expect(en).toContain('Floor 9–12');
  });
});
