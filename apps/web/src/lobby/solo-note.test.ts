import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de.js';
import { en } from '../i18n/en.js';
import { soloNoteKey } from './solo-note.js';

describe('the solo note (A1: guests do not enter leaderboards)', () => {
  it('tells a guest the points do not count, a player that they do, and nothing while unknown', () => {
    expect(de[soloNoteKey(true)]).toBe(
      'Sofort und ohne Einsatz; als Gast zählen die Punkte nicht für die Bestenliste.',
    );
    expect(en[soloNoteKey(true)]).not.toMatch(/count for the leaderboard/);
    expect(de[soloNoteKey(false)]).toMatch(/zählen für die Bestenliste/);
    expect(de[soloNoteKey(null)]).not.toMatch(/Bestenliste/);
  });
});
