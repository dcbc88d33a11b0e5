import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';

describe('Speedclimb strings', () => {
  it('Schneesturm open under the stock: one "Schneesturm", two "Schneestürme" (QA), in English too', () => {
    expect(TEXT.de.stormsUnder(1)).toBe('1 Schneesturm offen unter dem Material');
    expect(TEXT.de.stormsUnder(2)).toBe('2 Schneestürme offen unter dem Material');
    expect(TEXT.en.stormsUnder(1)).toBe('1 snowstorm face up under the stock');
    expect(TEXT.en.stormsUnder(2)).toBe('2 snowstorms face up under the stock');
  });

  it('several cards chosen: Esc where there is a keyboard, tapping again on a touch screen (QA: no Esc there)', () => {
    expect(TEXT.de.pickOne(2)).toBe(
      '2 Karten gewählt – abwerfen und anlegen gehen nur mit genau einer (Esc: Auswahl weg).',
    );
    expect(TEXT.de.pickOne(2, false)).toBe(
      '2 Karten gewählt – abwerfen und anlegen gehen nur mit genau einer (tippe eine davon erneut an, um sie abzuwählen).',
    );
    expect(TEXT.en.pickOne(3)).toBe(
      '3 cards chosen – discarding and laying off take exactly one (Esc clears the choice).',
    );
    expect(TEXT.en.pickOne(3, false)).toBe(
      '3 cards chosen – discarding and laying off take exactly one (tap one of them again to unchoose it).',
    );
    for (const lang of ['de', 'en'] as const) expect(TEXT[lang].pickOne(2, false)).not.toMatch(/Esc/);
  });

  it('the own depot in the discard button’s sentence in lower case, another’s as named (QA: "Abwerfen auf Dein Depot")', () => {
    expect(TEXT.de.discardOn(TEXT.de.depotOf('Du'))).toBe('Abwerfen auf dein Depot');
    expect(TEXT.de.discardOn(TEXT.de.depotOf('Anna'))).toBe('Abwerfen auf Depot von Anna');
    expect(TEXT.en.discardOn(TEXT.en.depotOf('You'))).toBe('Discard on your depot');
    expect(TEXT.de.depotOf('Du')).toBe('Dein Depot');
  });
});
