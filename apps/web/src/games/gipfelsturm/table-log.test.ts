/**
 * Gipfelsturm's log lines keep what happened — the play and whether the computer made the own
 * seat's — and are said in the language and with the names of the moment they are shown (QA 6 Dec
 * 2026: after a language switch the old lines stayed German; in the browser: e2e/log-language).
 */
import type { Card, GipfelEvent } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { logLines, sayLines } from '../../table/log-lines.js';
import { logEntry } from './model.js';
import { TEXT } from './strings.js';
import { entryLine, type GipfelSay } from './table-log.js';

const a: Card = 4;
const b: Card = 21;
const c: Card = 40;
const DE: GipfelSay = { lang: 'de', tx: TEXT.de, names: [TEXT.de.you, TEXT.de.computer(2)], me: 0, you: 0 };
const EN: GipfelSay = { lang: 'en', tx: TEXT.en, names: [TEXT.en.you, TEXT.en.computer(2)], me: 0, you: 0 };

describe('Gipfelsturm log lines in the language of the moment', () => {
  it('plays, the computer for the own seat, a call, a new game, the end: the same lines in either language', () => {
    const events: [GipfelEvent, boolean][] = [
      [{ type: 'played', seat: 0, card: a, pile: 0, at: 1 }, false],
      [{ type: 'played', seat: 1, card: b, pile: 0, at: 2 }, false],
      [{ type: 'turned', seat: 0, card: c, at: 3 }, true],
      [{ type: 'played', seat: 0, card: a, pile: 1, at: 4 }, true],
      [{ type: 'called', seat: 1, call: { kind: 'warte' }, at: 5 }, false],
      [{ type: 'gameOver', outcome: { won: false, reason: 'timeUp' }, at: 6 }, false],
    ];
    const log = logLines(
      [
        ...events.map(([e, byComputer]) => entryLine(logEntry(e), byComputer)),
        entryLine({ kind: 'again', series: false }, false),
      ],
      2,
      10,
    );
    const de = sayLines(log, DE);
    const en = sayLines(log, EN);
    expect(de.map((l) => l.text)).toEqual([
      'Du legst Kreuz 5 auf deinen Stapel.',
      'Computer 2 legt Pik 9 auf deinen Stapel.',
      'Der Computer (für dich) deckt Karo 2 auf.',
      'Der Computer (für dich) legt Kreuz 5 auf den Stapel von Computer 2.',
      'Computer 2 ruft: „Warte, noch nicht aufdecken!“',
      'Die Zeit ist um – Hände weg. Verloren.',
      'Nochmal: eine neue Partie ist ausgeteilt.',
    ]);
    expect(en.map((l) => l.id)).toEqual(de.map((l) => l.id));
    expect(en.map((l) => l.text)).toEqual([
      'You lay 5 of clubs onto your pile.',
      'Computer 2 lays 9 of spades onto your pile.',
      'The computer (for you) turns up 2 of diamonds.',
      'The computer (for you) lays 5 of clubs onto Computer 2’s pile.',
      'Computer 2 calls: “Wait, don’t turn up yet!”',
      'Time is up – hands off. Lost.',
      'Again: a new game is dealt.',
    ]);
  });
});
