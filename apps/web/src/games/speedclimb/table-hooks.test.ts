import type { Event } from '@kartenhaus/speedclimb';
import { describe, expect, it } from 'vitest';
import { logLines, saying, sayLines } from '../../table/log-lines.js';
import { TEXT } from './strings.js';
import { eventLine, tableKeyTaken, type SpeedclimbSay } from './table-hooks.js';
import { playUntil } from './test-positions.js';

const press = (key: string, tagName = 'BUTTON') => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName } as unknown as EventTarget,
});

describe('the table keys in the round’s Bilanz', () => {
  it('A on "Weiter" reaches the table’s keys while the Bilanz dialog is open (QA 6 Dec 2026)', () => {
    expect(tableKeyTaken(press('a'), true)).toBe(true);
    expect(tableKeyTaken(press('A', 'DIALOG'), true)).toBe(true);
  });

  it('Enter and Space on a focused button stay the button’s (no second "Weiter"); Ctrl+A the browser’s', () => {
    expect(tableKeyTaken(press('Enter'), true)).toBe(false);
    expect(tableKeyTaken(press(' '), true)).toBe(false);
    expect(tableKeyTaken({ ...press('a'), ctrlKey: true }, true)).toBe(false);
  });
});

describe('Speedclimb log lines in the language of the moment (QA 6 Dec 2026: old lines stayed German)', () => {
  const { v } = playUntil('gipfelsturm', 'w1', (v) => v.phase === 'draw' && v.seat === 0);
  const DE: SpeedclimbSay = { lang: 'de', tx: TEXT.de, names: [TEXT.de.you, 'Computer 1', 'Computer 2'] };
  const EN: SpeedclimbSay = { lang: 'en', tx: TEXT.en, names: [TEXT.en.you, 'Computer 1', 'Computer 2'] };

  it('moves, a Schneesturm, the computer for the own seat: the same lines said in either language', () => {
    const events: [Event, boolean][] = [
      [{ type: 'discarded', seat: 0, card: 'R7' }, false],
      [{ type: 'drew', seat: 1, from: 'stock', card: null }, false],
      [{ type: 'stormPlaced', seat: 1, target: 0 }, false],
      [{ type: 'discarded', seat: 0, card: 'B3' }, true],
    ];
    const log = logLines(
      saying(
        events.map(([e, byComputer]) => eventLine(e, v, byComputer)),
        DE,
      ),
      2,
      10,
    );
    const de = sayLines(log, DE);
    const en = sayLines(log, EN);
    expect(de.map((l) => l.text)).toEqual([
      'Du wirfst 7 rot ab.',
      'Computer 1 nimmt vom Material.',
      'Computer 1 legt einen Schneesturm vor dich.',
      'Der Computer (für dich) wirft 3 blau ab.',
    ]);
    expect(en.map((l) => l.id)).toEqual(de.map((l) => l.id));
    expect(en.map((l) => l.text)).toEqual([
      'You discard 7 red.',
      'Computer 1 takes from the stock.',
      'Computer 1 lays a snowstorm before you.',
      'The computer (for you) discards 3 blue.',
    ]);
  });
});
