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

  it('says how many of each special card are in the game, as the rule text does ("je zwei im Spiel"; QA 7 Dec 2026)', () => {
    const de = renderWithServices(<CardsPage />, testServices('de'));
    const en = renderWithServices(<CardsPage />, testServices('en'));
    expect(de).toContain('<p>Je zwei im Spiel. Hausregel „Sonderkarten“: alle, ohne Detektiv oder ganz ohne.</p>');
    expect(en).toContain(
      '<p>Two of each in the game. House rule “Special cards”: all, without the detective, or none at all.</p>',
    );
  });
});
