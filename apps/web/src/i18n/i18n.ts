import type { Language } from '../settings.js';
import { de, type MessageKey } from './de.js';
import { en } from './en.js';
import { errorsDe, errorsEn, type KnownErrorCode } from './errors.js';

/** Every message in every language; `en` is typed against the German keys, so none can be missing. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { de, en };

export type Params = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; numbers are formatted for the language. */
export function format(template: string, params: Params | undefined, lang: Language): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = params[key];
    if (v === undefined) return whole;
    return typeof v === 'number' ? v.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB') : v;
  });
}

/** A translator bound to one language. */
export type Translate = (key: MessageKey, params?: Params) => string;

export const translator =
  (lang: Language): Translate =>
  (key, params) =>
    format(MESSAGES[lang][key], params, lang);

/** The text for a stable error code; unknown codes get the fallback text (code in brackets). */
export function errorText(code: string, lang: Language): string {
  const table = lang === 'de' ? errorsDe : errorsEn;
  const known = (table as Readonly<Record<string, string>>)[code];
  if (known !== undefined) return known;
  return format(MESSAGES[lang].errorFallback, { code }, lang);
}

export type { MessageKey, KnownErrorCode };
