/** The Speedlift table's top bar: title, badge, round, and the Bilanz, Rat and counting-help buttons. */
import type { View } from '@kartenhaus/speedlift';
import type { Intent } from './model.js';
import type { SpeedliftText } from './strings.js';

export function TableTop(props: {
  view: View;
  tx: SpeedliftText;
  title: string;
  badge: string | null;
  readOnly: boolean;
  hintAllowed: boolean;
  mine: boolean;
  countingSheet: boolean;
  act: (intent: Intent) => void;
  onCounting: () => void;
}) {
  const { view, tx, title, badge, readOnly, hintAllowed, mine, countingSheet, act } = props;
  return (
    <div className="sl-top">
      {title && <h1 tabIndex={-1}>{title}</h1>}
      {badge && <p className="sl-badge">{badge}</p>}
      <p className="sl-round">{tx.roundOf(view.round + 1, view.rounds)}</p>
      <div className="sl-tools">
        <button
          type="button"
          className="button"
          onClick={() => act({ type: 'bilanz' })}
          aria-keyshortcuts={readOnly ? undefined : 'B'}
        >
          {tx.bilanz} {!readOnly && <kbd>B</kbd>}
        </button>
        {hintAllowed && (
          <button
            type="button"
            className="button"
            onClick={() => act({ type: 'hint' })}
            disabled={!mine}
            aria-keyshortcuts="R"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2z" fill="#f2c94c" stroke="#5a3d12" />
              <path d="M9 20h6M10 22h4" stroke="#5a3d12" strokeWidth="1.5" />
            </svg>{' '}
            {tx.hint} <kbd>R</kbd>
          </button>
        )}
        {countingSheet && (
          <button type="button" className="button" onClick={props.onCounting}>
            {tx.countingTitle}
          </button>
        )}
      </div>
    </div>
  );
}
