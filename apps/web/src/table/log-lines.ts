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
