import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';

/** Letters that look alike in the fonts we use, folded to one letter (after NFKD + lowercase). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '!': 'l',
  '|': 'l',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  // Cyrillic and Greek letters that look Latin.
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  к: 'k',
  м: 'm',
  т: 't',
  і: 'l',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  μ: 'm',
  κ: 'k',
  ε: 'e',
  ι: 'l',
  ν: 'v',
};

/**
 * The key two names are compared by: accents and case dropped, look-alike letters folded,
 * separators removed, `rn`→`m` and `vv`→`w`. Two names with the same key are the same name.
 */
export function nameKey(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let folded = '';
  for (const ch of plain) folded += LOOK_ALIKES[ch] ?? ch;
  return folded
    .replace(/[\s_.\-']/g, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const COMPUTER_KEY = nameKey('Computer');
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} _.\-']*$/u;
/** Generated guest names look like `Gast 1234`; nobody may register one. */
const GUEST_NAME = /^gast\W*\d+$/i;

/**
 * A registrable name: 3–20 characters (letters, digits, space, `_ . - '`), starting with a
 * letter or digit, no double or trailing space, not a look-alike of "Computer", not a guest name.
 */
export function checkName(raw: string): Result<string, RuleError> {
  const name = raw.normalize('NFC');
  const length = [...name].length;
  if (length < 3 || length > 20) return err(ruleError('ERR_NAME_LENGTH'));
  if (!ALLOWED.test(name) || /\s$|\s\s/.test(name)) return err(ruleError('ERR_NAME_CHARACTERS'));
  const key = nameKey(name);
  if (key.includes(COMPUTER_KEY) || GUEST_NAME.test(name)) return err(ruleError('ERR_NAME_RESERVED'));
  if (key.length < 3) return err(ruleError('ERR_NAME_LENGTH'));
  return ok(name);
}
