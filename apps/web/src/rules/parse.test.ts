import { describe, expect, it } from 'vitest';
import gipfelsturm from '../games/gipfelsturm/rules.de.txt?raw';
import { parseRulings, parseRuleText, slug } from './parse.js';
import rulingsDe from './rulings.de.md?raw';
import rulings from './rulings.md?raw';
import speedclimb from '../games/speedclimb/rules.de.txt?raw';
import speedlift from '../games/speedlift/rules.de.txt?raw';

const headings = (text: string) => parseRuleText(text).blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));

describe('rule text parser', () => {
  it('finds the sections of each rule text', () => {
    expect(headings(speedclimb)).toEqual([
      'Ein Zug',
      'Die Kombinationen',
      'Sonderkarten',
      'Ende eines Durchgangs',
      'Wer gewinnt?',
      'Die Routen',
      'Bedienung',
      'Computergegner',
      'Am Tisch',
    ]);
    expect(headings(speedlift)).toContain('Hausregeln');
    expect(headings(gipfelsturm)).toEqual([
      'Überblick',
      'Rangfolge',
      'Vorbereitung',
      'Spielablauf',
      'Gewonnen oder verloren',
      'Schwierigkeitsstufen',
      'Tipps für Einsteiger',
      'Varianten',
    ]);
  });

  it('keeps every bullet of the text (nothing dropped)', () => {
    for (const text of [speedclimb, speedlift, gipfelsturm]) {
      const bullets = text.split('\n').filter((l) => /^\s*•/.test(l)).length;
      const parsed = parseRuleText(text).blocks.reduce((n, b) => n + (b.kind === 'ul' ? b.items.length : 0), 0);
      expect(parsed).toBe(bullets);
    }
  });

  it('reads the Kartons table of Speedlift with its header', () => {
    const table = parseRuleText(speedlift).blocks.find((b) => b.kind === 'table');
    expect(table).toMatchObject({ head: ['Karte', 'Kartons'] });
    expect(table && table.kind === 'table' && table.rows).toContainEqual(['Liftboy', '−2 (hilft tragen)']);
  });

  it('reads the numbered steps of a turn', () => {
    const ol = parseRuleText(speedclimb).blocks.find((b) => b.kind === 'ol');
    expect(ol && ol.kind === 'ol' && ol.items).toHaveLength(4);
  });

  it('reads the rulings of each section', () => {
    expect(parseRulings(rulings, 'Speedclimb').map((r) => r.id)).toEqual(
      Array.from({ length: 14 }, (_, i) => `S${i + 1}`),
    );
    expect(parseRulings(rulings, 'Speedlift')).toHaveLength(9);
    expect(parseRulings(rulings, 'Gipfelsturm').map((r) => r.id)).toEqual(['G1', 'G2', 'G3', 'G4', 'G5']);
    const a3 = parseRulings(rulings, 'All games').find((r) => r.id === 'A3');
    expect(a3?.text).toContain('takes the seat for the rest of the game.');
  });

  it('has every ruling in German too, with the same ids in the same order, none left in English', () => {
    const pairs = [
      ['Speedclimb', 'Speedclimb'],
      ['Gipfelsturm', 'Gipfelsturm'],
      ['Speedlift', 'Speedlift'],
      ['All games', 'Alle Spiele'],
    ] as const;
    for (const [en, de] of pairs) {
      const english = parseRulings(rulings, en);
      const german = parseRulings(rulingsDe, de);
      expect(english.length).toBeGreaterThan(0);
      expect(german.map((r) => r.id)).toEqual(english.map((r) => r.id));
      for (const r of german) expect(r.text, r.id).not.toMatch(/\b(the|and|of|is|are|with)\b/);
    }
    // The spec's copy is the English original (kept as RULINGS.md says).
    expect(parseRulings(rulingsDe, 'Alle Spiele').find((r) => r.id === 'A3')?.text).toContain(
      'übernimmt der Computer (normal) seinen Platz für den Rest der Partie.',
    );
  });

  it('quote the rule texts in English in the English rulings, in the words the English screens use', () => {
    // Keyboard QA, 5 Dec 2026: the English rules pages quoted "Schwer", "Stiller Gipfel", "Ich deck
    // auf!", "Schneesturm", "Aussteigen jederzeit" … where the English screens say "Hard", "Silent
    // peak", "I'm turning up!", "snowstorm", "Get out any time".
    const english = ['Speedclimb', 'Gipfelsturm', 'Speedlift', 'All games']
      .flatMap((section) => parseRulings(rulings, section))
      .map((r) => r.text)
      .join('\n');
    for (const german of [
      'Schneesturm',
      'Taucht er',
      'Material alle',
      'oben/unten',
      'Schwer',
      'Experte',
      'Angefasst',
      'Ich brauch',
      'aufdecken',
      'Ich deck',
      'Stiller Gipfel',
      'Rekordjagd',
      'Aussteigen',
    ])
      expect(english).not.toContain(german);
    expect(english).toContain('"Silent peak"');
  });

  it('makes URL fragments from German headings', () => {
    expect(slug('Tipps für Einsteiger')).toBe('tipps-fuer-einsteiger');
    expect(slug('Wer gewinnt?')).toBe('wer-gewinnt');
  });
});
