/**
 * A table's log (Speedlift, Speedclimb): its heading for a screen reader, and the lines as a polite
 * live log, focusable since it scrolls (keyboard users read back; at one screen, and after a reload
 * at once). In a replay (`live` false) it is a plain list of the steps up to the one shown: the
 * step's words stand above the table (`ReplayMoveLine`, the one live region), and a live log there
 * had been read at every step (keyboard QA, 5 Dec 2026).
 */
import { useRef } from 'react';
import type { ShownLine } from './log-lines.js';
import { useShown } from './shown.js';

export function TableLog({
  game,
  title,
  lines,
  boxClass,
  live = true,
}: {
  /** The game's class prefix: the section is `<game>-log`, its heading `<game>-log-h`. */
  game: 'sl' | 'sc';
  title: string;
  /** The lines said in the current language (`sayLines`): a language switch changes their texts in place, same keys. */
  lines: readonly ShownLine[];
  boxClass?: string;
  /** A live table's log (a polite live region); false: a replay's. */
  live?: boolean;
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
        role={live ? 'log' : undefined}
        aria-live={live ? 'polite' : undefined}
        aria-labelledby={live ? heading : undefined}
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
