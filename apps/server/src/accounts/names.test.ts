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

  it('folds case, accents and look-alikes into one key', () => {
    expect(nameKey('Anna')).toBe(nameKey('ANNA'));
    expect(nameKey('Jörg')).toBe(nameKey('jorg'));
    expect(nameKey('Paul1')).toBe(nameKey('PauII'));
    expect(nameKey('Anna')).not.toBe(nameKey('Anne'));
  });
});
