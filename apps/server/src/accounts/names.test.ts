import { describe, expect, it } from 'vitest';
import { checkName, nameKey } from './names.js';

const code = (name: string) => {
  const r = checkName(name);
  return r.ok ? 'ok' : r.error.code;
};

describe('player names', () => {
  it('accepts ordinary names of 3–20 characters', () => {
    expect(code('Anna')).toBe('ok');
    expect(code('Jörg Müller')).toBe('ok');
    expect(code('abc')).toBe('ok');
    expect(code('a'.repeat(20))).toBe('ok');
  });

  it('keeps a name in its plain letters: full-width letters and ligatures become the ordinary ones', () => {
    const plain = (name: string) => {
      const r = checkName(name);
      return r.ok ? r.value : r.error.code;
    };
    expect(plain('Ａｄｍｉｎ')).toBe('Admin');
    expect(plain('Ｊörg ２')).toBe('Jörg 2');
    expect(plain('Ruﬁna')).toBe('Rufina');
    expect(plain('Jörg Müller')).toBe('Jörg Müller');
    expect(plain('Ｃｏｍｐｕｔｅｒ')).toBe('ERR_NAME_RESERVED');
  });

  it('refuses names that are too short or too long', () => {
    expect(code('ab')).toBe('ERR_NAME_LENGTH');
    expect(code('a'.repeat(21))).toBe('ERR_NAME_LENGTH');
  });

  it('refuses odd characters and spacing', () => {
    expect(code(' Anna')).toBe('ERR_NAME_CHARACTERS');
    expect(code('Anna ')).toBe('ERR_NAME_CHARACTERS');
    expect(code('An  na')).toBe('ERR_NAME_CHARACTERS');
    expect(code('<script>')).toBe('ERR_NAME_CHARACTERS');
  });

  it.each([
    'Computer',
    'computer',
    'C0mputer',
    'COMPUTER',
    'Cornputer',
    'Comp_uter',
    'Cоmputer',
    'Computer 2',
    'Cömputer',
  ])('refuses the look-alike of "Computer" %s', (name) => {
    expect(code(name)).toBe('ERR_NAME_RESERVED');
  });

  it('refuses generated guest names', () => {
    expect(code('Gast 1234')).toBe('ERR_NAME_RESERVED');
    expect(code('Gaston')).toBe('ok');
  });

  it('refuses a guest name as an English page shows it ("Guest 4711" would look like a guest there)', () => {
    expect(code('Guest 4711')).toBe('ERR_NAME_RESERVED');
    expect(code('guest_4711')).toBe('ERR_NAME_RESERVED');
    expect(code('Gu\u0435st 4711')).toBe('ERR_NAME_RESERVED'); // Cyrillic е
    expect(code('Guesthouse')).toBe('ok');
    expect(code('Guest')).toBe('ok');
  });

  it.each([
    ['Cyrillic а', 'G\u0430st 4242'],
    ['Cyrillic capital Ѕ and Т', 'GA\u0405\u0422 4242'],
    ['Greek α', 'G\u03b1st 4242'],
    ['full-width letters', '\uff27\uff41\uff53\uff54 4242'],
    ['Arabic-Indic digits', 'Gast \u0664\u0662\u0664\u0662'],
    ['an underscore', 'Gast_4242'],
    ['an accent', 'G\u00e4st 4242'],
  ])('refuses a guest name in disguise (%s)', (_how, name) => {
    expect(code(name)).toBe('ERR_NAME_RESERVED');
  });

  it('refuses "Computer" spelled with Cyrillic or Greek capitals', () => {
    expect(code('\u0421\u041e\u041c\u0420UTER')).toBe('ERR_NAME_RESERVED');
    expect(code('C\u039fMPUTER')).toBe('ERR_NAME_RESERVED');
  });

  it('keeps names of other scripts that only share letters with a reserved one', () => {
    expect(code('\u0413\u0430\u0441\u0442\u043e\u043d')).toBe('ok'); // Гастон
    expect(code('\u0391\u03bd\u03bd\u03b1')).toBe('ok'); // Αννα
    expect(code('Gast')).toBe('ok');
  });

  it('folds case, accents and look-alikes into one key', () => {
    expect(nameKey('Anna')).toBe(nameKey('ANNA'));
    expect(nameKey('Jörg')).toBe(nameKey('jorg'));
    expect(nameKey('Paul1')).toBe(nameKey('PauII'));
    expect(nameKey('Anna')).not.toBe(nameKey('Anne'));
  });
});
