import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import { NAME_LENGTH } from '@kartenhaus/protocol/limits';

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

/**
 * Letters of other scripts that look like a Latin letter, by case (Cyrillic Н is H, Greek ν is v),
 * from Unicode's confusables list (UTS #39) for the Cyrillic and Greek blocks: the ones a reader
 * takes for the Latin letter in the site's fonts. Not part of `nameKey` (the stored keys of
 * registered names stay as they are); used to find a reserved name in disguise.
 */
// prettier-ignore
const SCRIPT_LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals and small letters.
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X',
  Ѕ: 'S', І: 'I', Ј: 'J', Ԍ: 'G', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'I',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h',
  ԁ: 'd', ԍ: 'g', ԛ: 'q', ԝ: 'w', ӏ: 'l', к: 'k', м: 'm', т: 't',
  // Greek capitals and small letters.
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P',
  Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ο: 'o', ρ: 'p', τ: 't', υ: 'u', κ: 'k', ε: 'e', ι: 'i', ν: 'v',
  // Latin letters of other shapes: script g, dotless i.
  ɡ: 'g', ı: 'i',
};

/**
 * A name as a reader sees it: compatibility forms unfolded (NFKC then NFKD: full-width `Ｇ`, `ﬁ`),
 * accents dropped, Cyrillic and Greek look-alikes replaced by their Latin letter.
 */
export function foldScripts(name: string): string {
  const plain = name.normalize('NFKC').normalize('NFKD').replace(/\p{M}/gu, '');
  let folded = '';
  for (const ch of plain) folded += SCRIPT_LOOK_ALIKES[ch] ?? ch;
  return folded;
}

const COMPUTER_KEY = nameKey('Computer');
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} _.\-']*$/u;
/**
 * Generated guest names look like `Gast 1234`, and an English page shows them as `Guest 1234`
 * (apps/web/src/i18n/names.ts); nobody may register either, nor one that reads like it (`Gаst 4242`
 * with a Cyrillic а, digits of another script, `Gast_4242`, `guest4242`).
 */
const GUEST_NAME = /^(?:gast|guest)[\s_.\-']*\p{Nd}+$/iu;

/**
 * A registrable name: 3–20 characters (letters, digits, space, `_ . - '`), starting with a
 * letter or digit, no double or trailing space, not a look-alike of "Computer", not a guest name.
 */
export function checkName(raw: string): Result<string, RuleError> {
  // Compatibility forms become their plain letters (NFKC): `Ａｎｎａ` is kept as `Anna` — the same
  // name by its key anyway, but twice as wide on every seat and list.
  const name = raw.normalize('NFKC');
  const length = [...name].length;
  if (length < NAME_LENGTH.min || length > NAME_LENGTH.max) return err(ruleError('ERR_NAME_LENGTH'));
  if (!ALLOWED.test(name) || /\s$|\s\s/.test(name)) return err(ruleError('ERR_NAME_CHARACTERS'));
  const key = nameKey(name);
  const seen = foldScripts(name);
  if (key.includes(COMPUTER_KEY) || nameKey(seen).includes(COMPUTER_KEY) || GUEST_NAME.test(seen))
    return err(ruleError('ERR_NAME_RESERVED'));
  if (key.length < NAME_LENGTH.min) return err(ruleError('ERR_NAME_LENGTH'));
  return ok(name);
}
