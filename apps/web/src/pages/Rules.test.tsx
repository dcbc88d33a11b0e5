import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test-services.js';
import { findGame } from '../games/registry.js';
import gipfelsturm from '../games/gipfelsturm/rules.de.txt?raw';
import gipfelsturmEn from '../games/gipfelsturm/rules.en.txt?raw';
import speedclimb from '../games/speedclimb/rules.de.txt?raw';
import speedclimbEn from '../games/speedclimb/rules.en.txt?raw';
import speedlift from '../games/speedlift/rules.de.txt?raw';
import speedliftEn from '../games/speedlift/rules.en.txt?raw';
import tinyDe from '../games/tiny/rules.de.txt?raw';
import tinyEn from '../games/tiny/rules.en.txt?raw';
import { tinyGame } from '../games/tiny/index.js';
import type { Language } from '../settings.js';
import { ruleText, RulesOf, type RawRules } from './Rules.js';

const TEXTS = {
  speedclimb: { de: speedclimb, en: speedclimbEn },
  speedlift: { de: speedlift, en: speedliftEn },
  gipfelsturm: { de: gipfelsturm, en: gipfelsturmEn },
} as const;
type Game = keyof typeof TEXTS;
/** The rule text as `ruleText` hands it to the page in a language: a translation with its German original. */
const rawOf = (game: Game, lang: Language): RawRules =>
  lang === 'de' ? { lang, text: TEXTS[game].de } : { lang, text: TEXTS[game].en, original: TEXTS[game].de };
/** The page as it shows once the game's rule text (loaded with the page) has arrived. */
const Rules = ({ game, lang }: { game: Game; lang: Language }) => (
  <RulesOf module={findGame(game)!} raw={rawOf(game, lang)} />
);

const rulingsOf = (html: string) => /<section class="rulings"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const ruleTextOf = (html: string) => /<div class="rule-text"[\s\S]*?<section class="rulings"/.exec(html)?.[0] ?? '';
const navOf = (html: string) => /<nav [\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

describe('rules page', () => {
  it('in German: the rule text and the rulings in German, none in English', () => {
    const html = renderWithServices(<Rules game="speedclimb" lang="de" />, testServices('de'));
    expect(html).toMatch(/<article class="rules game-speedclimb" lang="de">/);
    expect(html).toContain('<div class="rule-text" lang="de">');
    expect(ruleTextOf(html)).toContain('<h2 id="die-kombinationen" tabindex="-1">Die Kombinationen</h2>');
    const rulings = rulingsOf(html);
    expect(rulings).toContain('Auslegungen');
    expect(rulings).toContain('Ein Lager wird in einem Schritt mit allen Teilen aufgeschlagen');
    expect(rulings).toContain('übernimmt der Computer (normal) seinen Platz');
    expect(rulings).not.toContain('A camp is laid');
    expect(rulings).not.toContain('nur auf Englisch');
    expect(rulings.match(/<dt>/g)).toHaveLength(14 + 3);
  });

  it('in English: the rule text and the rulings in English, no German-only note', () => {
    for (const game of ['speedclimb', 'speedlift', 'gipfelsturm'] as const) {
      const html = renderWithServices(<Rules game={game} lang="en" />, testServices('en'));
      expect(html).toContain(`<article class="rules game-${game}" lang="en">`);
      expect(html).toContain('<div class="rule-text" lang="en">');
      expect(html).not.toContain('German only');
      expect(html).not.toContain('lang="de"');
      const rulings = rulingsOf(html);
      expect(rulings).toContain('Rulings');
      expect(rulings).toContain('takes the seat for the rest of the game.');
      expect(rulings).not.toMatch(/übernimmt|Auslegung/);
    }
    const speedliftText = ruleTextOf(renderWithServices(<Rules game="speedlift" lang="en" />, testServices('en')));
    expect(speedliftText).toContain('Whoever cannot gets out');
    expect(speedliftText).not.toContain('steigt aus');
  });

  it('in English: the sections keep the German anchors (table of contents and links)', () => {
    const html = renderWithServices(<Rules game="speedclimb" lang="en" />, testServices('en'));
    expect(ruleTextOf(html)).toContain('<h2 id="die-kombinationen" tabindex="-1">The combinations</h2>');
    expect(navOf(html)).toContain('<a href="#die-kombinationen">The combinations</a>');
    expect(navOf(html)).toContain('<a href="#wer-gewinnt">Who wins?</a>');
    // Gipfelsturm's text brings its own numbered contents: its links too point at the German ids.
    const gs = renderWithServices(<Rules game="gipfelsturm" lang="en" />, testServices('en'));
    expect(navOf(gs)).toBe('');
    expect(gs).toContain('<ol class="rule-toc">');
    expect(gs).toContain('<a href="#ueberblick">Overview</a>');
    expect(gs).toContain('<h2 id="ueberblick" tabindex="-1">Overview</h2>');
    expect(gs).toContain('<a href="#tipps-fuer-einsteiger">Tips for beginners</a>');
    expect(gs).toContain('<h2 id="tipps-fuer-einsteiger" tabindex="-1">Tips for beginners</h2>');
  });
});

describe('ruleText: the text in the page language from the game module', () => {
  it('German alone in German; English with the German original, for every game', async () => {
    const games = [
      [findGame('speedlift')!, TEXTS.speedlift],
      [findGame('speedclimb')!, TEXTS.speedclimb],
      [findGame('gipfelsturm')!, TEXTS.gipfelsturm],
      [tinyGame, { de: tinyDe, en: tinyEn }],
    ] as const;
    for (const [game, text] of games) {
      expect(await ruleText(game, 'de')).toEqual({ lang: 'de', text: text.de });
      expect(await ruleText(game, 'en')).toEqual({ lang: 'en', text: text.en, original: text.de });
    }
  });
});
