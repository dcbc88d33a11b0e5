import { useEffect, useRef } from 'react';

/** A table's log: the lines of the last steps, each with a key that stays while it is shown. */
export interface LogLine {
  readonly id: number;
  readonly text: string;
}

/** A step's texts as log lines (ids from the step), the last `keep` of them. */
export const logLines = (texts: readonly string[], step: number, keep: number): LogLine[] =>
  texts.map((text, i) => ({ id: step * 100 + i, text })).slice(-keep);

/** The log after a step: the lines so far and the step's, the last `keep` of them. */
export const appendLog = (log: readonly LogLine[], texts: readonly string[], step: number, keep: number): LogLine[] =>
  [...log, ...logLines(texts, step, keep)].slice(-keep);

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
