import { COMMON_ERRORS } from '@kartenhaus/core';
import { GIPFEL_ERRORS } from '@kartenhaus/gipfelsturm';
import { SPEEDCLIMB_ERRORS } from '@kartenhaus/speedclimb';
import { SPEEDLIFT_ERRORS } from '@kartenhaus/speedlift';
import { PROTOCOL_ERRORS } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { errorsDe, errorsEn } from './errors.js';
import { GAMES, gameError } from '../games/registry.js';
import { errorText as textOf, format, formatNumber, translator, type Localized } from './i18n.js';
import type { DailyWords } from '../game-module.js';

/** The text as the app finds it: with the registered games' own texts. */
const errorText = (code: string, lang: 'de' | 'en', game?: string) => textOf(code, lang, gameError, game);

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n', () => {
  it('has every message in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      expect(de[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(de[key]));
    }
  });

  it("has a German and an English text for each of the site's error codes", () => {
    expect(Object.keys(errorsEn).sort()).toEqual(Object.keys(errorsDe).sort());
    for (const code of Object.keys(errorsDe) as (keyof typeof errorsDe)[]) {
      expect(code).toMatch(/^ERR_[A-Z0-9_]+$/);
      expect(errorText(code, 'de')).toBe(errorsDe[code]);
      expect(errorText(code, 'en')).toBe(errorsEn[code]);
    }
  });

  // The fallback names the code; a text of its own does not.
  const hasText = (code: string, lang: 'de' | 'en', game?: string) => !errorText(code, lang, game).includes(code);

  it('has a text in both languages for every code of core and the protocol', () => {
    for (const code of [...COMMON_ERRORS, ...PROTOCOL_ERRORS])
      for (const lang of ['de', 'en'] as const) expect(hasText(code, lang), `${code} ${lang}`).toBe(true);
  });

  it("has a text in both languages for every error code of each game's engine, at its table and elsewhere", () => {
    const games = [
      ['speedlift', SPEEDLIFT_ERRORS],
      ['gipfelsturm', GIPFEL_ERRORS],
      ['speedclimb', SPEEDCLIMB_ERRORS],
    ] as const;
    for (const [game, codes] of games)
      for (const code of codes)
        for (const lang of ['de', 'en'] as const) {
          expect(hasText(code, lang, game), `${game} ${code} ${lang}`).toBe(true);
          expect(hasText(code, lang), `${code} ${lang}`).toBe(true);
        }
  });

  it("says a code two games share in the table's game's words", () => {
    expect(errorText('ERR_STOCK_EMPTY', 'de', 'speedclimb')).toBe('Das Material ist leer.');
    expect(errorText('ERR_STOCK_EMPTY', 'de', 'gipfelsturm')).toBe('Der Vorrat ist leer.');
    expect(errorText('ERR_STOCK_EMPTY', 'en', 'gipfelsturm')).toBe('The stock is empty.');
  });

  it("names no game: neither a game's name nor its daily ride's (those are in the game's folder)", () => {
    const site = [de, en, errorsDe, errorsEn].flatMap((table) => Object.values(table)).join('\n');
    for (const game of GAMES) {
      expect(site).not.toContain(game.name);
      // As a record of its keys (an interface has no index signature, so Object.values would be any[]).
      const words: Readonly<Record<keyof DailyWords, Localized>> | undefined = game.daily?.words;
      for (const word of words ? Object.values(words) : []) expect(site).not.toContain(word.de);
    }
    expect(site).not.toContain('Tagesfahrt');
  });

  it('falls back to a text naming the code for an unknown error', () => {
    expect(errorText('ERR_SOMETHING_NEW', 'de')).toBe('Das hat nicht geklappt (ERR_SOMETHING_NEW).');
    expect(errorText('ERR_SOMETHING_NEW', 'en')).toBe('That did not work (ERR_SOMETHING_NEW).');
  });

  it('fills placeholders and formats numbers per language', () => {
    expect(translator('de')('talerAmount', { n: 12500 })).toBe('12.500 Taler');
    expect(translator('en')('talerAmount', { n: 12500 })).toBe('12,500 Taler');
    expect(format('{a} und {b}', { a: 'x' }, 'de')).toBe('x und {b}');
  });

  it('writes a number below zero with a real minus, as the end screen does (a leaver’s −10, AC2)', () => {
    // The profile's history line wrote "-10 Punkte" (toLocaleString's hyphen).
    expect(translator('de')('pointsN', { n: -10 })).toBe('−10 Punkte');
    expect(translator('en')('pointsN', { n: -1234 })).toBe('−1,234 points');
    expect(formatNumber(-1234, 'de')).toBe('−1.234');
    expect(formatNumber(0, 'de')).toBe('0');
  });

  it("reads a game's own words in the page's language, with placeholders", () => {
    const limit = { de: 'Partie bis {n}', en: 'Game to {n}' };
    expect(translator('de')(limit, { n: 1000 })).toBe('Partie bis 1.000');
    expect(translator('en')(limit, { n: 1000 })).toBe('Game to 1,000');
  });
});
