/**
 * Speedlift's log lines keep what happened — the event, the ride's direction before it, whether the
 * computer made the own seat's move — and are said in the language and with the names of the moment
 * they are shown (QA 6 Dec 2026: after a language switch the old lines stayed German).
 */
import type { Event } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { logLines, saying, sayLines } from '../../table/log-lines.js';
import { TEXT } from './strings.js';
import { eventLine, type SpeedliftSay } from './table-hooks.js';

const DE: SpeedliftSay = { lang: 'de', tx: TEXT.de, names: [TEXT.de.you, 'Computer 1', 'Computer 2'] };
const EN: SpeedliftSay = { lang: 'en', tx: TEXT.en, names: [TEXT.en.you, 'Computer 1', 'Computer 2'] };
const played = (seat: number, card: string, dir: 0 | 1 | -1): Event =>
  ({ type: 'played', seat, card, floor: 3, dir }) as Event;

describe('Speedlift log lines in the language of the moment', () => {
  it('moves, "Rauf!" from the ride before, the computer for the own seat, getting out', () => {
    const says = saying(
      [
        eventLine(played(0, 'S3', 1), { dir: 0 }, 0, false),
        // The ride went up already: no "Rauf!".
        eventLine(played(1, 'S5', 1), { dir: 1 }, 0, false),
        eventLine(played(0, 'S6', 1), { dir: 1 }, 0, true),
        eventLine({ type: 'exited', seat: 2, forced: false, load: ['S4', 'S6'] }, { dir: 1 }, 0, false),
      ],
      DE,
    );
    const log = logLines(says, 3, 8);
    const de = sayLines(log, DE);
    const en = sayLines(log, EN);
    expect(de.map((l) => l.text)).toEqual([
      'Du legst Spielwaren 3. Rauf!',
      'Computer 1 legt Spielwaren 5.',
      'Der Computer (für dich) legt Spielwaren 6.',
      'Computer 2 steigt aus (freiwillig) und nimmt die Ladung mit 1 Karton.',
    ]);
    expect(en.map((l) => l.id)).toEqual(de.map((l) => l.id));
    expect(en.map((l) => l.text)).toEqual([
      'You play Spielwaren 3. Up!',
      'Computer 1 plays Spielwaren 5.',
      'The computer (for you) plays Spielwaren 6.',
      'Computer 2 gets out (by choice) and takes the load with 1 Karton.',
    ]);
  });
});
