import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.js';
import { errorsEn } from '../../i18n/errors.js';
import type { Localized } from '../../i18n/i18n.js';
import { DAILY_WORDS, ERRORS, TEXT as SHELL } from './texts.js';
import { TEXT } from './strings.js';

/** Every string in `value` (objects and arrays walked; a function's text is built from these). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** The English words of Speedlift's pages: the site's dictionary, the game's shell texts, screens and errors. */
/** The English of each `{ de, en }` text in a record of them. */
const englishOf = (texts: object): string[] => Object.values(texts as Record<string, Localized>).map((t) => t.en);

const english: string[] = [
  ...strings(en),
  ...strings(errorsEn),
  ...englishOf(SHELL),
  ...strings(ERRORS.en),
  ...englishOf(DAILY_WORDS),
  ...strings(TEXT.en),
];

describe('the Tagesfahrt has one English name: the rule text’s', () => {
  const rules = readFileSync(new URL('./rules.en.txt', import.meta.url), 'utf8');

  it('is "Tagesfahrt" as in rules.en.txt, glossed "(daily ride)" once in its title as the rule text does', () => {
    expect(rules).toContain('• Tagesfahrt (daily ride): everyone rides the same cards today');
    expect(DAILY_WORDS.title.en).toBe('Tagesfahrt (daily ride)');
    // The lobby named it "Tagesfahrt", "daily ride" and "Daily ride (practice)" side by side.
    const other = /daily ride|daily format|today[’']s ride|day[’']s (first )?ride|ride of the day|daily run/i;
    const glossed = english.map((s) => s.replace(DAILY_WORDS.title.en, 'Tagesfahrt'));
    expect(glossed.filter((s) => other.test(s))).toEqual([]);
    expect(rules.replace('Tagesfahrt (daily ride)', 'Tagesfahrt')).not.toMatch(other);
  });

  it('calls the Tagesliste "daily list" as rules.en.txt does, never by its German name', () => {
    expect(rules).toContain('counts for the daily list');
    expect(english.filter((s) => s.includes('Tagesliste'))).toEqual([]);
  });
});

describe('the Tagesfahrt’s table in English', () => {
  const rules = readFileSync(new URL('./rules.en.txt', import.meta.url), 'utf8');

  // "zu viert gegen drei normale Computer" is four at the table: the player and three computers.
  // "four players against three normal computers" read as seven (found by a new player, 4 Dec 2026).
  it('is four at the table, the player against three normal computers — never "four players against three"', () => {
    const said = [...english, rules].filter((s) => /against three normal computers/.test(s));
    expect(said.length).toBeGreaterThanOrEqual(3);
    expect(said.filter((s) => /four players against/.test(s))).toEqual([]);
    expect(said.every((s) => /four at the table, you against three normal computers/.test(s))).toBe(true);
  });
});
