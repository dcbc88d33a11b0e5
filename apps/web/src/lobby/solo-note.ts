/** The note above the solo form: whether the points count (A1: guests never enter a leaderboard). */
import type { MessageKey } from '../i18n/de.js';

/** `guest` is unknown (`null`) while the account loads: then say nothing about the Bestenliste. */
export function soloNoteKey(guest: boolean | null): MessageKey {
  return guest === null ? 'soloPlain' : guest ? 'soloGuest' : 'soloCounts';
}
