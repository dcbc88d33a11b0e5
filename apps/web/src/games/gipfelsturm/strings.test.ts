import { describe, expect, it } from 'vitest';
import { pileName } from './GipfelsturmTable.js';
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

  it('the English start line says what the cards’ German letters B and D are (QA 7 Dec 2026)', () => {
    const started = (lang: 'de' | 'en') => TEXT[lang].logLine({ kind: 'started' }, String, 0, String, String);
    expect(started('en')).toBe('Go! The clock is running. On the cards B is the jack (Bube), D the queen (Dame).');
    // In German the letters are the ranks' own: nothing to explain.
    expect(started('de')).toBe('Los! Die Uhr läuft.');
  });

  it('a new game at the table ("Nochmal") is marked in the log, like a new deal', () => {
    const line = (lang: 'de' | 'en', series: boolean) =>
      TEXT[lang].logLine({ kind: 'again', series }, String, 0, String, String);
    expect(line('de', false)).toBe('Nochmal: eine neue Partie ist ausgeteilt.');
    expect(line('en', false)).toBe('Again: a new game is dealt.');
    expect(line('de', true)).toBe('Nochmal: eine neue Rekordjagd, Partie 1 ist ausgeteilt.');
    expect(line('en', true)).toBe('Again: a new record hunt, game 1 is dealt.');
  });

  // QA 6 Dec 2026: "Won!" over "Won! All peaks cleared …" (and "Lost" over "… Lost.").
  it('the result’s sentence says why, not again won or lost; the log’s line says both', () => {
    for (const lang of ['de', 'en'] as const)
      for (const kind of ['won', 'timeUp', 'stuck'] as const) {
        const why = TEXT[lang].outcomeWhy(kind, 3);
        expect(why).not.toMatch(/Gewonnen|Verloren|Won|Lost/);
        expect(TEXT[lang].outcome(kind, 3)).toContain(why);
        expect(TEXT[lang].outcome(kind, 3)).toMatch(kind === 'won' ? /^(Gewonnen|Won)!/ : /(Verloren|Lost)\.$/);
      }
    expect(TEXT.de.outcomeWhy('won', 1)).toBe('Alle Gipfel sind abgeräumt – 1 Vorratskarte übrig.');
    expect(TEXT.en.outcomeWhy('timeUp', 0)).toBe('Time is up – hands off.');
  });

  it('the English key list names the English letters J, Q, K (B, D as well), the German one B, D, K', () => {
    const need = TEXT.en.callKeys.find(([k]) => k.startsWith('B'))![1];
    expect(need).toMatch(/J = Jack, Q = Queen, K = King; B, D as well/);
    expect(TEXT.de.callKeys.find(([k]) => k.startsWith('B'))![1]).toMatch(/B Bube, D Dame, K König/);
  });

  it('a refused key says why (QA 6 Dec 2026: 3 at a table of two, Enter with no card, a wrong rank key)', () => {
    expect(TEXT.de.noThirdPile).toBe('Zu zweit gibt es keinen dritten Stapel.');
    expect(TEXT.en.noThirdPile).toBe('With two players there is no third pile.');
    expect(TEXT.en.noCardFocused(TEXT.en.keyName('Enter'))).toMatch(/^Enter lays the card .* ← \/ → or N\.$/);
    expect(TEXT.de.noCardFocused(TEXT.de.keyName(' '))).toMatch(/^Leertaste legt/);
    expect(TEXT.en.needKeys).toContain('J (Jack), Q (Queen)');
    expect(TEXT.de.needKeys).toContain('B (Bube), D (Dame)');
  });
});

describe('Gipfelsturm log: a card laid on the player’s own pile (QA: "… auf den Stapel von Computer 2" by Computer 2)', () => {
  const card = 5; // any card: the words around it are tested
  const line = (lang: 'de' | 'en', seat: number, pile: number, me: number | null, you: number | null = me) => {
    const tx = TEXT[lang];
    const names = lang === 'de' ? ['Du', 'Computer 1', 'Computer 2'] : ['You', 'Computer 1', 'Computer 2'];
    return tx.logLine(
      { kind: 'played', seat, card, pile },
      // While the computer plays the own seat the table passes no `me` and names it so (GipfelsturmTable).
      (s) => (me === null && s === you ? tx.computerForYou : names[s]!),
      me,
      (c) => tx.cardName(c),
      (s) => pileName(tx, you, names, s),
    );
  };
  const c = (lang: 'de' | 'en') => TEXT[lang].cardName(card);

  it('a partner on their own pile: "auf den eigenen Stapel" / "onto their own pile"', () => {
    expect(line('de', 2, 2, 0)).toBe(`Computer 2 legt ${c('de')} auf den eigenen Stapel.`);
    expect(line('en', 2, 2, 0)).toBe(`Computer 2 lays ${c('en')} onto their own pile.`);
  });

  it('a partner on another pile, and the own seat: as before', () => {
    expect(line('de', 2, 1, 0)).toBe(`Computer 2 legt ${c('de')} auf den Stapel von Computer 1.`);
    expect(line('de', 2, 0, 0)).toBe(`Computer 2 legt ${c('de')} auf deinen Stapel.`);
    expect(line('en', 2, 0, 0)).toBe(`Computer 2 lays ${c('en')} onto your pile.`);
    expect(line('de', 0, 0, 0)).toBe(`Du legst ${c('de')} auf deinen Stapel.`);
    expect(line('en', 0, 0, 0)).toBe(`You lay ${c('en')} onto your pile.`);
    expect(line('de', 0, 2, 0)).toBe(`Du legst ${c('de')} auf den Stapel von Computer 2.`);
  });

  it('while the computer plays the own seat (no "me"), the own pile stays "deinen Stapel"', () => {
    expect(line('de', 0, 0, null, 0)).toBe(`${TEXT.de.computerForYou} legt ${c('de')} auf deinen Stapel.`);
    expect(line('en', 0, 0, null, 0)).toBe(`${TEXT.en.computerForYou} lays ${c('en')} onto your pile.`);
  });
});
