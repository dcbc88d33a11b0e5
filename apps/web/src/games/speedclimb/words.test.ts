import type { Event } from '@kartenhaus/speedclimb';
import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';
import { cueOf, eventText, moveText, whyText } from './words.js';
import { playUntil } from './test-positions.js';

describe('speedclimb moves and events in words', () => {
  const { v } = playUntil('gipfelsturm', 'w1', (v) => v.phase === 'draw' && v.seat === 0);
  const names = ['Du', 'Computer 1', 'Computer 2'];
  const de = TEXT.de;

  it('the own seat gets the second person, the others the third', () => {
    expect(eventText({ type: 'discarded', seat: 0, card: 'R7' }, v, names, 'de', de)).toBe('Du wirfst 7 rot ab.');
    expect(eventText({ type: 'discarded', seat: 1, card: 'J' }, v, names, 'de', de)).toBe(
      'Computer 1 wirft Sherpa ab.',
    );
    expect(eventText({ type: 'drew', seat: 1, from: 'pile', pile: 0, card: 'B12' }, v, names, 'de', de)).toBe(
      'Computer 1 nimmt 12 blau von deinem Depot.',
    );
    expect(eventText({ type: 'stormPlaced', seat: 2, target: 0 }, v, names, 'de', de)).toBe(
      'Computer 2 legt einen Schneesturm vor dich.',
    );
    expect(eventText({ type: 'campLaid', seat: 0, melds: [] }, v, ['You', 'C1', 'C2'], 'en', TEXT.en)).toBe(
      'You lay the camp.',
    );
  });

  it('a Schneesturm discarded as the last card "verfliegt wirkungslos"; discarded with cards left it is discarded', () => {
    // "Wirfst du ihn als letzte Karte ab, verfliegt er wirkungslos." — the round ends with that discard.
    const ended = (finisher: number): Event => ({
      type: 'roundEnded',
      record: {
        round: 1,
        finisher,
        campLaid: [true, false, false],
        stage: [0, 0, 0],
        handCounts: [0, 5, 7],
        penalty: [0, 0, 0],
      },
    });
    const storm: Event = { type: 'discarded', seat: 0, card: 'X' };
    expect(eventText(storm, v, names, 'de', de, names, ended(0))).toBe(
      'Du wirfst den Schneesturm als letzte Karte ab – er verfliegt wirkungslos.',
    );
    expect(eventText({ ...storm, seat: 1 }, v, names, 'de', de, names, ended(1))).toBe(
      'Computer 1 wirft den Schneesturm als letzte Karte ab – er verfliegt wirkungslos.',
    );
    expect(eventText(storm, v, ['You', 'C1', 'C2'], 'en', TEXT.en, ['You', 'C1', 'C2'], ended(0))).toBe(
      'You discard the snowstorm as the last card – it blows over without effect.',
    );
    // Every other player has one already: a plain discard, the round goes on.
    expect(eventText(storm, v, names, 'de', de, names, { type: 'drew', seat: 1, from: 'stock', card: null })).toBe(
      'Du wirfst Schneesturm ab.',
    );
    expect(eventText(storm, v, names, 'de', de)).toBe('Du wirfst Schneesturm ab.');
    // Another card as the last one is discarded as ever.
    expect(eventText({ type: 'discarded', seat: 0, card: 'R7' }, v, names, 'de', de, names, ended(0))).toBe(
      'Du wirfst 7 rot ab.',
    );
  });

  it('a card drawn unseen is named to the seat that drew it (its view has it), not to the others', () => {
    expect(eventText({ type: 'drew', seat: 0, from: 'stock', card: 'B7' }, v, names, 'de', de)).toBe(
      'Du nimmst 7 blau vom Material.',
    );
    expect(eventText({ type: 'drew', seat: 1, from: 'stock', card: null }, v, names, 'de', de)).toBe(
      'Computer 1 nimmt vom Material.',
    );
    expect(eventText({ type: 'drew', seat: 0, from: 'backpack', card: 'R3' }, v, names, 'de', de)).toBe(
      'Du nimmst 3 rot aus dem Rucksack.',
    );
    expect(eventText({ type: 'drew', seat: 1, from: 'backpack', card: null }, v, names, 'de', de)).toBe(
      'Computer 1 nimmt eine Karte aus dem Rucksack.',
    );
    const en = ['You', 'C1', 'C2'];
    expect(eventText({ type: 'drew', seat: 0, from: 'stock', card: 'B7' }, v, en, 'en', TEXT.en)).toBe(
      'You take 7 blue from the stock.',
    );
    expect(eventText({ type: 'drew', seat: 1, from: 'stock', card: null }, v, en, 'en', TEXT.en)).toBe(
      'C1 takes from the stock.',
    );
  });

  it('what the Rat proposes, in words; the cue of an event', () => {
    expect(moveText({ type: 'draw', from: 'stock' }, v, names, 'de', de)).toBe('Karte vom Material nehmen');
    expect(moveText({ type: 'storm', target: 1 }, v, names, 'de', de)).toBe('Schneesturm vor Computer 1 legen');
    expect(moveText({ type: 'discard', card: 'X' }, v, names, 'de', de)).toBe('Abwerfen: Schneesturm');
    expect(cueOf({ type: 'skipped', seat: 1 })).toBe('bell');
  });

  it("the Rat's reason names cards and players as the table does, in German and English", () => {
    const storm = { kind: 'storm', target: 2, aboutToFinish: true } as const;
    expect(whyText(storm, names, 'de', de)).toBe('Computer 2 ist gleich fertig – Schneesturm!');
    expect(whyText(storm, ['You', 'Anna', 'Ben'], 'en', TEXT.en)).toBe('Ben is about to finish – snowstorm!');
    const discard = { kind: 'discard', card: 'V11', because: 'useless' } as const;
    expect(whyText(discard, names, 'de', de)).toBe('11 violett hilft deinem Lager nicht.');
    expect(whyText(discard, names, 'en', TEXT.en)).toBe('11 violet does not help your camp.');
    expect(whyText({ kind: 'takePile', card: 'J' }, names, 'de', de)).toBe('Sherpa passt zu deinem Lager.');
    expect(whyText({ kind: 'stage', stage: 3 }, names, 'en', TEXT.en)).toBe(
      'Stage 4 suits your cards and backpack best.',
    );
    expect(cueOf({ type: 'gameEnded' })).toBeNull();
  });

  it('the Rat says a camp’s parts apart by "; ", not " | " (read as "senkrechter Strich"; QA 7 Dec 2026)', () => {
    const move = { type: 'camp', parts: [{ cards: ['B1', 'R2', 'B3'] }, { cards: ['R8', 'B9', 'R10'] }] } as const;
    expect(moveText(move, v, names, 'de', de)).toBe('Lager aufschlagen: 1 blau, 2 rot, 3 blau; 8 rot, 9 blau, 10 rot');
    expect(moveText(move, v, ['You', 'C1', 'C2'], 'en', TEXT.en)).toBe(
      'Lay the camp: 1 blue, 2 red, 3 blue; 8 red, 9 blue, 10 red',
    );
  });
});
