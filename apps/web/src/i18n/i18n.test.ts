import { COMMON_ERRORS } from '@kartenhaus/core';
import { PROTOCOL_ERRORS } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { errorsDe, errorsEn } from './errors.js';
import { errorText, format, translator } from './i18n.js';

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

  it('has a German and an English text for every error code, including every code of core and the protocol', () => {
    expect(Object.keys(errorsEn).sort()).toEqual(Object.keys(errorsDe).sort());
    for (const code of Object.keys(errorsDe)) expect(code).toMatch(/^ERR_[A-Z0-9_]+$/);
    for (const code of [...COMMON_ERRORS, ...PROTOCOL_ERRORS]) {
      expect(errorsDe[code], code).toBeDefined();
      expect(errorText(code, 'de')).toBe(errorsDe[code]);
      expect(errorText(code, 'en')).toBe(errorsEn[code]);
    }
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

  it("reads a game's own words in the page's language, with placeholders", () => {
    const limit = { de: 'Partie bis {n}', en: 'Game to {n}' };
    expect(translator('de')(limit, { n: 1000 })).toBe('Partie bis 1.000');
    expect(translator('en')(limit, { n: 1000 })).toBe('Game to 1,000');
  });
});
