/** The side of the Gipfelsturm table: the log (the last six lines) and the keys. */
import type { ShownLine } from '../../table/log-lines.js';
import type { GipfelText } from './strings.js';

export function SideStrip({
  tx,
  log,
  quiet,
  readOnly,
  keys,
}: {
  tx: GipfelText;
  /** The live log; in a replay (`readOnly`) the lines of the steps up to the one shown; null: none. */
  log: readonly ShownLine[] | null;
  /** "Stiller Gipfel": no call keys. */
  quiet: boolean;
  /**
   * A replay step: its log, if any, is a plain list (the step's words above the table are the one
   * live region), and no keys.
   */
  readOnly: boolean;
  /** The key list: not for a replay or a watcher, whose keys do nothing. */
  keys: boolean;
}) {
  return (
    <div className="gs-side">
      {log !== null && (
        <section className="gs-log-wrap" aria-labelledby="gs-log-h">
          <h2 id="gs-log-h">{tx.log}</h2>
          <div role={readOnly ? undefined : 'log'}>
            <ol className="gs-log">
              {log.map((l) => (
                <li key={l.id}>{l.text}</li>
              ))}
            </ol>
          </div>
        </section>
      )}

      {keys && (
        <details className="gs-keys">
          <summary>{tx.keysTitle}</summary>
          <dl>
            {(quiet ? tx.keys : [...tx.keys, ...tx.callKeys]).map(([k, what]) => (
              <div key={k}>
                <dt>
                  <kbd>{k}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
