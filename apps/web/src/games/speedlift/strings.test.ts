import { describe, expect, it } from 'vitest';
import { kartons } from '@kartenhaus/speedlift';
import type { Preview } from './model.js';
import { kartonsText, markerMark, markerText, previewLine, refusalText, TEXT } from './strings.js';

describe('Speedlift log texts (issue 19)', () => {
  it('"Du eröffnest", not "Du eröffnet"; others "eröffnet"', () => {
    expect(TEXT.de.roundStarted(2, 'Du')).toBe('Runde 2: Du eröffnest.');
    expect(TEXT.de.roundStarted(2, 'Anna')).toBe('Runde 2: Anna eröffnet.');
    expect(TEXT.en.roundStarted(2, 'You')).toBe('Round 2: You open.');
  });

  it('one Karton, many Kartons, in both languages; English says whose turn it is', () => {
    expect(TEXT.en.exited('You', 1, true)).toBe('You get out and take the load with 1 Karton.');
    expect(TEXT.en.exited('Anna', 3, false)).toBe('Anna gets out (by choice) and takes the load with 3 Kartons.');
    expect(TEXT.en.caught('Anna', 'You', 1)).toBe('You catch Anna with the detective: 1 Karton.');
    expect(TEXT.de.caught('Du', 'Anna', 1)).toBe('Anna stellt dich mit dem Hausdetektiv: 1 Karton.');
    expect(TEXT.en.turnOther('Computer 1')).toBe('It is Computer 1’s turn.');
    // The own seat in a replay (its name is "Du" / "You"): not "Du ist dran." / "It is You’s turn."
    expect(TEXT.de.turnOther(TEXT.de.you)).toBe('Du bist dran.');
    expect(TEXT.en.turnOther(TEXT.en.you)).toBe('Your turn.');
    expect(TEXT.de.turnOther('Anna')).toBe('Anna ist dran.');
  });
});

describe('Speedlift in English: the roof and the ground floor with their article', () => {
  it('"then the lift is at the roof", "below the roof (any floor)" (a screen reader had heard "at roof", QA 7 Dec 2026)', () => {
    const names = ['You', 'Anna', 'Ben'];
    const next = { kind: 'below', floor: 13, orEqual: false } as const;
    expect(
      previewLine(
        TEXT.en,
        { card: 'EX', floor: 13, dir: -1, next, nextSeat: 1, effect: 'express' } satisfies Preview,
        names,
      ),
    ).toBe('Expresskabine: then the lift is at the roof, going down. Anna must then play below the roof (any floor).');
    const up = { kind: 'above', floor: 0, orEqual: false } as const;
    expect(
      previewLine(
        TEXT.en,
        { card: 'EX', floor: 0, dir: 1, next: up, nextSeat: 1, effect: 'express' } satisfies Preview,
        names,
      ),
    ).toBe(
      'Expresskabine: then the lift is at the ground floor, going up. Anna must then play above the ground floor (any floor).',
    );
    expect(
      previewLine(
        TEXT.en,
        {
          card: 'H7',
          floor: 7,
          dir: 1,
          next: { kind: 'above', floor: 7, orEqual: false },
          nextSeat: 1,
          effect: 'number',
        } satisfies Preview,
        names,
      ),
    ).toBe('Hutsalon 7: then the lift is at floor 7, going up. Anna must then play above 7.');
    const at = { floor: 13, dir: -1, gleiche: false, handSize: 5 } as const;
    expect(refusalText(TEXT.en, 'en', 'ERR_WRONG_DIRECTION', at, (c) => c)).toBe(
      'The lift goes down: only below the roof (any floor).',
    );
    // German keeps its words.
    expect(refusalText(TEXT.de, 'de', 'ERR_WRONG_DIRECTION', at, (c) => c)).toBe(
      'Der Lift fährt runter: nur tiefer als Dach (jede Etage).',
    );
  });
});

describe('Speedlift Kartons in words', () => {
  it('the Liftboy\'s −2 with the minus sign the card shows (a hand button read "Liftboy, -2 Kartons")', () => {
    expect(TEXT.de.penaltyOf(kartons('LB'))).toBe('−2 Kartons');
    expect(TEXT.en.penaltyOf(kartons('LB'))).toBe('−2 Kartons');
    expect(TEXT.de.exited('Anna', -2, true)).toBe('Anna steigt aus und nimmt die Ladung mit −2 Kartons.');
    expect(kartonsText(0)).toBe('0 Kartons');
    expect(kartonsText(1)).toBe('1 Karton');
  });

  it('singular for −1 too: a ride of Liftboy (−2) and Spielwaren 9 (+1) is "−1 Karton" (QA: "−1 Kartons")', () => {
    expect(kartonsText(-1)).toBe('−1 Karton');
    expect(kartonsText(-2)).toBe('−2 Kartons');
    expect(kartonsText(-3)).toBe('−3 Kartons');
    expect(TEXT.en.exited('Anna', -1, true)).toBe('Anna gets out and takes the load with −1 Karton.');
    expect(TEXT.de.caught('Du', 'Anna', -1)).toBe('Anna stellt dich mit dem Hausdetektiv: −1 Karton.');
    expect(`${TEXT.en.loadCount(2)} ${kartonsText(-1)}`).toBe('2 loads, −1 Karton');
    expect(`${TEXT.de.loadCount(1)} ${kartonsText(1)}`).toBe('1 Ladung, 1 Karton');
    expect(TEXT.de.rat.exit(-1)).toBe('Aussteigen: du nimmst −1 Karton und eröffnest die nächste Fahrt');
  });
});

describe('Speedlift percentages in each language’s style (QA: "in 0 % of the deals")', () => {
  it('English "0%", German "0 %"', () => {
    expect(TEXT.en.rat.cannotFollow('Anna', 0)).toBe('Anna cannot play a fitting card in 0% of the deals');
    expect(TEXT.en.rat.endsAhead(64)).toBe('the game ends with you ahead in 64% of the deals');
    expect(TEXT.de.rat.cannotFollow('Anna', 0)).toBe('Anna kann mit 0 % nicht passend legen');
    expect(TEXT.de.rat.endsAhead(64)).toBe('mit 64 % endet die Partie mit dir vorn');
  });
});

describe('Speedlift English says "closing time", not "Feierabend" (QA)', () => {
  it('the log line and the spoken call, as the seats\' warning "closing time soon"', () => {
    expect(TEXT.en.feierabendBy('Computer 1')).toBe('Closing time! Computer 1 laid the last card.');
    expect(TEXT.en.feierabend).toBe('Closing time!');
    expect(TEXT.en.fewCards(2)).toBe('only 2 left – closing time soon');
    expect(TEXT.de.feierabendBy('Computer 1')).toBe('Feierabend! Computer 1 hat die letzte Karte gelegt.');
    expect(TEXT.de.feierabend).toBe('Feierabend!');
  });
});

describe('Speedlift seat markers as a seat shows them (QA: "o.S." in English)', () => {
  it("German keeps the rule text's abbreviations; English has its own", () => {
    expect(['≤7', '4–9', '=5', 'o.Z.', 'o.S.', 'o.D.'].map((m) => markerMark(TEXT.de, m))).toEqual([
      '≤7',
      '4–9',
      '=5',
      'o.Z.',
      'o.S.',
      'o.D.',
    ]);
    expect(['≤7', '4–9', '=5', 'o.Z.', 'o.S.', 'o.D.'].map((m) => markerMark(TEXT.en, m))).toEqual([
      '≤7',
      '4–9',
      '=5',
      'no num.',
      'no spec.',
      'no det.',
    ]);
    // Its meaning beside it stays the one it had.
    expect(markerText(TEXT.en, 'o.S.')).toBe('without a special card');
  });
});
