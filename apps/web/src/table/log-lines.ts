import { useEffect, useRef } from 'react';
import { translator, type MessageKey, type Params } from '../i18n/i18n.js';
import type { Language } from '../settings.js';

/** What a log line is said with when it is shown: the language of the moment (a game adds its words and seat names). */
export interface Say {
  readonly lang: Language;
}

/**
 * A table's log line as it is kept: its key, which stays while the line is shown, and what
 * happened — not the words. The line is said anew each time the log is shown (`sayLines`), in the
 * language and with the seat names of that moment, so a language switch re-says every line in
 * place (same keys, no new list items for the live region). Facts of the moment (the event, the
 * view before it, whether the computer played for the own seat) are captured when it is made.
 */
export interface LogLine<W extends Say = Say> {
  readonly id: number;
  readonly say: (words: W) => string;
}

/** A line as the log shows it: its key and its words in the language of the moment. */
export interface ShownLine {
  readonly id: number;
  readonly text: string;
}

/** A step's lines (ids from the step), the last `keep` of them. */
export const logLines = <W extends Say>(
  says: readonly ((words: W) => string)[],
  step: number,
  keep: number,
): LogLine<W>[] => says.map((say, i) => ({ id: step * 100 + i, say })).slice(-keep);

/** The log after a step: the lines so far and the step's, the last `keep` of them. */
export const appendLog = <W extends Say>(
  log: readonly LogLine<W>[],
  says: readonly ((words: W) => string)[],
  step: number,
  keep: number,
): LogLine<W>[] => [...log, ...logLines(says, step, keep)].slice(-keep);

/**
 * The says of a step that say something now, each as a plain say: a null or empty text is no line
 * (the games' texts are null or empty in every language alike or never, so the number of lines
 * does not depend on the language).
 */
export const saying = <W extends Say>(
  says: readonly ((words: W) => string | null)[],
  now: W,
): ((words: W) => string)[] =>
  says.filter((say) => (say(now) ?? '') !== '').map((say) => (words: W) => say(words) ?? '');

/** The lines as shown now: each said with `words` (the current language, seat names and game words). */
export const sayLines = <W extends Say>(log: readonly LogLine<W>[], words: W): ShownLine[] =>
  log.map((l) => ({ id: l.id, text: l.say(words) }));

/** A line in the site's words (a dictionary key), said in the language of the moment. */
export const siteLine = (id: number, key: MessageKey, params?: Params): LogLine => ({
  id,
  say: ({ lang }) => translator(lang)(key, params),
});

/**
 * Hands each note not seen before to `append`, once: notes from outside the game (the frame's seat
 * news, `useSeatNewsLines`) whose ids fall with each new one.
 */
export function useNewNotes(notes: readonly LogLine[], append: (lines: readonly LogLine[]) => void): void {
  const lowest = useRef(0);
  useEffect(() => {
    const fresh = notes.filter((n) => n.id < lowest.current);
    if (fresh.length === 0) return;
    lowest.current = Math.min(...fresh.map((n) => n.id));
    append(fresh);
  }, [notes]);
}

/** No notes (practice, replays). */
export const NO_NOTES: readonly LogLine[] = [];
