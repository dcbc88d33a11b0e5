/**
 * A table's log (Speedlift, Speedclimb): its heading for a screen reader, and the lines as a polite
 * live log, focusable since it scrolls (keyboard users read back; at one screen, and after a reload
 * at once). A replay shows none: its step's words stand above the table (`ReplayMoveLine`), and the
 * log had been an empty list read at every step (keyboard QA, 5 Dec 2026).
 */
import { useRef } from 'react';
import type { ShownLine } from './log-lines.js';
import { useShown } from './shown.js';

export function TableLog({
  game,
  title,
  lines,
  boxClass,
}: {
  /** The game's class prefix: the section is `<game>-log`, its heading `<game>-log-h`. */
  game: 'sl' | 'sc';
  title: string;
  /** The lines said in the current language (`sayLines`): a language switch changes their texts in place, same keys. */
  lines: readonly ShownLine[];
  boxClass?: string;
}) {
  const heading = `${game}-log-h`;
  const box = useRef<HTMLDivElement>(null);
  const shown = useShown(box);
  return (
    <section className={`${game}-log`} aria-labelledby={heading}>
      <h2 id={heading} className="visually-hidden">
        {title}
      </h2>
      <div
        ref={box}
        role="log"
        aria-live="polite"
        aria-labelledby={heading}
        className={boxClass}
        // Focusable since it scrolls; not where the screen clips it to a pixel (`useShown`).
        tabIndex={shown ? 0 : -1}
      >
        <ol>
          {lines.map((l) => (
            <li key={l.id}>{l.text}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
