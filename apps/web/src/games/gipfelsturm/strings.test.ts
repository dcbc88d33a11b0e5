import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';

describe('Gipfelsturm texts (issue 19)', () => {
  it('a card a partner took says so; a card that no longer fits stays where it is', () => {
    for (const lang of ['de', 'en'] as const) {
      const taken = TEXT[lang].refusal('taken', 'Herz 7');
      expect(taken).toContain('Herz 7');
      expect(taken).not.toMatch(/passt nicht mehr|bleibt liegen|no longer fits|stays where/);
    }
    expect(TEXT.de.refusal('taken', 'Herz 7')).toBe('Zu spät – jemand war schneller und hat Herz 7 schon gelegt.');
    expect(TEXT.de.refusal('tooLate', 'Herz 7')).toContain('bleibt liegen');
  });

  it('a stuck deal does not say "Beide" (a 3-player table has three stocks)', () => {
    expect(TEXT.de.outcome('stuck', 0)).not.toContain('Beide');
    expect(TEXT.en.outcome('stuck', 0)).not.toContain('Both');
  });

  it('the Rekordjagd summary counts one stock card in the singular', () => {
    expect(TEXT.de.series(1, 5, 1)).toBe('Rekordjagd: 1 von 5 Partien gewonnen, zusammen 1 Vorratskarte übrig.');
    expect(TEXT.de.series(2, 5, 7)).toContain('7 Vorratskarten');
    expect(TEXT.en.series(1, 5, 1)).toContain('1 stock card left');
  });

  it('a partner’s pile and its last plays are named by the partner, the way a player says it', () => {
    expect(TEXT.de.pileTitle('Anna', false)).toBe('Stapel von Anna');
    expect(TEXT.en.pileTitle('Anna', false)).toBe('Anna’s pile');
    expect(TEXT.de.pileTitle(TEXT.de.computer(2), false)).toBe('Stapel von Computer 2');
    expect(TEXT.en.pileTitle(TEXT.en.computer(3), false)).toBe('Computer 3’s pile');
    expect(TEXT.de.recentPlays('Anna')).toBe('Zuletzt gespielt von Anna');
    expect(TEXT.en.recentPlays('Anna')).toBe('Anna’s recent plays');
  });

  it('the English key list explains the German letters B, D, K', () => {
    const need = TEXT.en.callKeys.find(([k]) => k.startsWith('B'))![1];
    expect(need).toMatch(/B = Jack, D = Queen, K = King/);
  });
});
