import type { Language } from '../settings.js';
import { de, type MessageKey } from './de.js';
import { en } from './en.js';
import { errorsDe, errorsEn, type KnownErrorCode } from './errors.js';

/** Every message in every language; `en` is typed against the German keys, so none can be missing. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { de, en };

export type Params = Readonly<Record<string, string | number>>;

/**
 * A number as the site writes it: grouped by the language's habit ("1.234", "1,234"), below zero
 * with a real minus ("−10", as the end screen's points and the profile's Taler;
 * `toLocaleString` writes a hyphen).
 */
export const formatNumber = (n: number, lang: Language): string =>
  n.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB').replace('-', '−');

/** Fills `{name}` placeholders; numbers are formatted for the language (`formatNumber`). */
export function format(template: string, params: Params | undefined, lang: Language): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = params[key];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** A text a game brings along in both languages (the site's dictionary names no game). */
export type Localized = Readonly<Record<Language, string>>;
/** A text: a key of the site's dictionary (`de.ts`) or a game's own words in both languages. */
export type Text = MessageKey | Localized;

/** A translator bound to one language: a dictionary key or a game's own `{ de, en }`. */
export type Translate = (text: Text, params?: Params) => string;

export const translator =
  (lang: Language): Translate =>
  (text, params) =>
    format(typeof text === 'string' ? MESSAGES[lang][text] : text[lang], params, lang);

/**
 * The games' own error texts (`games/registry.ts` `gameError`, handed in by the app's services so
 * that the dictionary knows no game): the text of `code` in `game`'s words, or without `game` in
 * the first registered game's that has the code.
 */
export type GameErrors = (code: string, game?: string) => Localized | undefined;

/**
 * The text for a stable error code: the game's own (`game`: the table's game, if known), the
 * site's, or another game's; unknown codes get the fallback text (code in brackets).
 */
export function errorText(code: string, lang: Language, games?: GameErrors, game?: string): string {
  const site = (lang === 'de' ? errorsDe : errorsEn) as Readonly<Record<string, string>>;
  const own = game === undefined ? undefined : games?.(code, game);
  const known = own?.[lang] ?? site[code] ?? games?.(code)?.[lang];
  return known ?? format(MESSAGES[lang].errorFallback, { code }, lang);
}

export type { MessageKey, KnownErrorCode };
