/**
 * A table's log (Speedlift, Speedclimb): its heading for a screen reader, and the lines as a polite
 * live log, focusable since it scrolls (keyboard users read back; at one screen, and after a reload
 * at once). A replay shows none: its step's words stand above the table (`ReplayMoveLine`), and the
 * log had been an empty list read at every step (keyboard QA, 5 Dec 2026).
 */
import type { LogLine } from './log-lines.js';

export function TableLog({
  game,
  title,
  lines,
  boxClass,
}: {
  /** The game's class prefix: the section is `<game>-log`, its heading `<game>-log-h`. */
  game: 'sl' | 'sc';
  title: string;
  lines: readonly LogLine[];
  boxClass?: string;
}) {
  const heading = `${game}-log-h`;
  return (
    <section className={`${game}-log`} aria-labelledby={heading}>
      <h2 id={heading} className="visually-hidden">
        {title}
      </h2>
      <div role="log" aria-live="polite" aria-labelledby={heading} className={boxClass} tabIndex={0}>
        <ol>
          {lines.map((l) => (
            <li key={l.id}>{l.text}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
