import type { HintReason } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { ratText } from './rat.js';
import { TEXT } from './strings.js';

const names = ['Du', 'Anna', 'Ben'];
const reason = (r: Partial<HintReason> & Pick<HintReason, 'why'>): HintReason => ({
  move: { type: 'play', card: 'H12' },
  expectedPenalty: 2.34,
  value: 2.34,
  endsAhead: null,
  nextCannotFollow: 1,
  worlds: 200,
  next: 1,
  text: '',
  ...r,
});

describe('the Rat in the players’ words', () => {
  it('names cards as the table does and the next player by name, in German and English', () => {
    const h12 = reason({ why: { kind: 'number', card: 'H12', floor: 12, dir: 1 } });
    expect(ratText(h12, names, TEXT.de)).toBe(
      'Hutsalon 12: der Lift fährt rauf; Anna kann mit 100 % nicht passend legen; im Durchspielen 2,3 Strafpunkte in dieser Runde.',
    );
    expect(ratText(h12, ['You', 'Anna', 'Ben'], TEXT.en)).toBe(
      'Hutsalon 12: the lift goes up; Anna cannot play a fitting card in 100% of the deals; played through: 2.3 penalty points this round.',
    );
    const open = reason({ why: { kind: 'open', card: 'P5', floor: 5 }, nextCannotFollow: 0.25 });
    expect(ratText(open, names, TEXT.de)).toBe(
      'Porzellan 5: du eröffnest die Fahrt auf Etage 5; Anna kann mit 25 % nicht passend legen; im Durchspielen 2,3 Strafpunkte in dieser Runde.',
    );
  });

  it('says how likely the round ends the game with the player ahead, when stark plays for it', () => {
    const h12 = reason({ why: { kind: 'number', card: 'H12', floor: 12, dir: 1 }, endsAhead: 0.64, value: 2.9 });
    expect(ratText(h12, names, TEXT.de)).toBe(
      'Hutsalon 12: der Lift fährt rauf; Anna kann mit 100 % nicht passend legen; mit 64 % endet die Partie mit dir vorn; im Durchspielen 2,3 Strafpunkte in dieser Runde.',
    );
    expect(ratText(h12, ['You', 'Anna', 'Ben'], TEXT.en)).toBe(
      'Hutsalon 12: the lift goes up; Anna cannot play a fitting card in 100% of the deals; the game ends with you ahead in 64% of the deals; played through: 2.3 penalty points this round.',
    );
    // never ahead at the end, or a level that plays for the round: nothing said
    expect(ratText({ ...h12, endsAhead: 0 }, names, TEXT.de)).not.toMatch(/Partie/);
    expect(ratText({ ...h12, endsAhead: 0.004 }, names, TEXT.de)).not.toMatch(/Partie/);
    expect(ratText({ ...h12, endsAhead: null }, names, TEXT.de)).not.toMatch(/Partie/);
  });

  it('the detective names the caught player; the exit its Kartons', () => {
    const hd = reason({
      move: { type: 'play', card: 'HD' },
      why: { kind: 'detective', caught: 2, kartons: 7 },
      nextCannotFollow: null,
      expectedPenalty: 1,
    });
    expect(ratText(hd, names, TEXT.de)).toBe(
      'Hausdetektiv: Ben nimmt die Ladung mit 7 Kartons; im Durchspielen 1,0 Strafpunkte in dieser Runde.',
    );
    const exit = reason({
      move: { type: 'exit' },
      why: { kind: 'exit', kartons: 5 },
      nextCannotFollow: null,
      expectedPenalty: 5,
    });
    expect(ratText(exit, ['You'], TEXT.en)).toBe(
      'Get out: you take 5 Kartons and open the next ride; played through: 5.0 penalty points this round.',
    );
  });

  it('says Erdgeschoss and Dach where the lift stands after an Expresskabine, as the rule text does', () => {
    const ground = reason({ move: { type: 'play', card: 'LB' }, why: { kind: 'liftboy', floor: 0, dir: -1 } });
    expect(ratText(ground, names, TEXT.de)).toMatch(/^Liftboy: der Lift fährt vom Erdgeschoss runter; /);
    expect(ratText(ground, ['You', 'Anna', 'Ben'], TEXT.en)).toMatch(
      /^Liftboy: the lift goes down from the ground floor; /,
    );
    const roof = reason({ move: { type: 'play', card: 'LB' }, why: { kind: 'liftboy', floor: 13, dir: 1 } });
    expect(ratText(roof, names, TEXT.de)).toMatch(/^Liftboy: der Lift fährt vom Dach rauf; /);
    expect(ratText(roof, ['You', 'Anna', 'Ben'], TEXT.en)).toMatch(/^Liftboy: the lift goes up from the roof; /);
    for (const t of [ratText(ground, names, TEXT.de), ratText(roof, names, TEXT.de)])
      expect(t).not.toMatch(/Etage (0|13)/);
    const seven = reason({ move: { type: 'play', card: 'LB' }, why: { kind: 'liftboy', floor: 7, dir: -1 } });
    expect(ratText(seven, names, TEXT.de)).toMatch(/^Liftboy: der Lift fährt ab Etage 7 runter; /);
  });
});
