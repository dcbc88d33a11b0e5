/**
 * What the login and registration forms check before they send (the page's own words, not the
 * browser's: Chromium's "Please lengthen this text …" bubble came in the browser's language on a
 * German page, QA 6 Dec 2026). The server checks the same again; its refusals say the same words.
 */
import { NAME_LENGTH, PASSWORD_LENGTH } from '@kartenhaus/protocol/limits';
import type { KnownErrorCode, MessageKey } from '../i18n/i18n.js';

export type AuthMode = 'login' | 'register';

/** The field to fix, and what to say: a refusal's code (as the server would send it) or a message. */
export type AuthProblem = {
  readonly field: 'name' | 'password' | 'repeat';
  readonly say: { readonly code: KnownErrorCode } | { readonly key: MessageKey };
};

export function authProblem(
  mode: AuthMode,
  fields: { readonly name: string; readonly password: string; readonly repeat: string },
): AuthProblem | null {
  // Spaces before or after the name are not part of it (a name never ends with one); lengths in
  // characters, as the server counts them (code points, the name's compatibility forms plain).
  const name = [...fields.name.trim().normalize('NFKC')].length;
  const password = [...fields.password].length;
  if (name < NAME_LENGTH.min || name > NAME_LENGTH.max) return { field: 'name', say: { code: 'ERR_NAME_LENGTH' } };
  if (mode === 'login') return fields.password === '' ? { field: 'password', say: { key: 'passwordMissing' } } : null;
  if (password < PASSWORD_LENGTH.min || password > PASSWORD_LENGTH.max)
    return { field: 'password', say: { code: 'ERR_PASSWORD_LENGTH' } };
  if (fields.password !== fields.repeat) return { field: 'repeat', say: { key: 'passwordsDiffer' } };
  return null;
}
