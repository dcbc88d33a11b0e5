/** The side of the Gipfelsturm table: the log (the last six lines) and the keys. */
import type { GipfelText } from './strings.js';

export function SideStrip({
  tx,
  log,
  quiet,
  readOnly,
  keys,
}: {
  tx: GipfelText;
  log: readonly { readonly id: number; readonly text: string }[];
  /** "Stiller Gipfel": no call keys. */
  quiet: boolean;
  /** A replay step: no log (the replay page has its own) and no keys. */
  readOnly: boolean;
  /** The key list: not for a replay or a watcher, whose keys do nothing. */
  keys: boolean;
}) {
  return (
    <div className="gs-side">
      {!readOnly && (
        <section className="gs-log-wrap" aria-labelledby="gs-log-h">
          <h2 id="gs-log-h">{tx.log}</h2>
          <div role="log">
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
