import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test-services.js';
import { findGame } from '../games/registry.js';
import gipfelsturm from '../games/gipfelsturm/rules.de.txt?raw';
import speedclimb from '../games/speedclimb/rules.de.txt?raw';
import speedlift from '../games/speedlift/rules.de.txt?raw';
import { RulesOf } from './Rules.js';

const TEXTS = { speedclimb, speedlift, gipfelsturm } as const;
/** The page as it shows once the game's rule text (loaded with the page) has arrived. */
const Rules = ({ game }: { game: keyof typeof TEXTS }) => <RulesOf module={findGame(game)!} raw={TEXTS[game]} />;

const rulingsOf = (html: string) => /<section class="rulings"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('rules page', () => {
  it('in German: the rule text and the rulings in German, none in English', () => {
    const html = renderWithServices(<Rules game="speedclimb" />, testServices('de'));
    expect(html).toMatch(/<article class="rules game-speedclimb" lang="de">/);
    const rulings = rulingsOf(html);
    expect(rulings).toContain('Auslegungen');
    expect(rulings).toContain('Ein Lager wird in einem Schritt mit allen Teilen aufgeschlagen');
    expect(rulings).toContain('übernimmt der Computer (normal) seinen Platz');
    expect(rulings).not.toContain('A camp is laid');
    expect(rulings).not.toContain('nur auf Englisch');
    expect(rulings.match(/<dt>/g)).toHaveLength(14 + 3);
  });

  it('in English: the rulings complete in English, the German rule text marked as German', () => {
    for (const game of ['speedclimb', 'speedlift', 'gipfelsturm'] as const) {
      const html = renderWithServices(<Rules game={game} />, testServices('en'));
      expect(html).toContain(`<article class="rules game-${game}" lang="en">`);
      expect(html).toContain('<div class="rule-text" lang="de">');
      expect(html).toContain('The rules are available in German only.');
      const rulings = rulingsOf(html);
      expect(rulings).toContain('Rulings');
      expect(rulings).toContain('takes the seat for the rest of the game.');
      expect(rulings).not.toMatch(/übernimmt|Auslegung/);
    }
  });
});
