/** The result of a Gipfelsturm deal (and of a Rekordjagd series): won or lost, and what next. */
import type { GipfelView } from '@kartenhaus/gipfelsturm';
import { useEffect, useRef } from 'react';
import { Link } from '../../components/Link.js';
import { teamResult } from './model.js';
import type { GipfelText } from './strings.js';

export function Result({
  view,
  tx,
  between,
  readOnly,
  onNext,
  onAgain,
  lobbyHref,
}: {
  view: GipfelView;
  tx: GipfelText;
  between: boolean;
  /** A replay step: no buttons, and the focus stays with the replay page. */
  readOnly: boolean;
  onNext?: () => void;
  onAgain?: () => void;
  lobbyHref: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const team = teamResult(view);
  useEffect(() => {
    if (!readOnly) ref.current?.focus();
  }, [readOnly]);
  const last = team.last;
  if (!last) return null;
  return (
    <section className="gs-result" aria-labelledby="gs-result-h" data-won={last.won || undefined}>
      <h2 id="gs-result-h" tabIndex={-1} ref={ref}>
        {view.config.rekordjagd ? `${tx.deal(view.finished.length)}: ` : ''}
        {tx.resultTitle(last.won)}
      </h2>
      {/* The title says won or lost; the sentence says why (it had begun "Gewonnen!" again). */}
      <p>{tx.outcomeWhy(last.won ? 'won' : last.reason, last.won ? last.score : 0)}</p>
      {view.config.rekordjagd && (
        <>
          <ol className="gs-series">
            {view.finished.map((o, i) => (
              <li key={i}>
                {tx.deal(i + 1)}: {o.won ? tx.dealWon(o.score) : tx.dealLost}
              </li>
            ))}
          </ol>
          <p>
            <strong>{tx.series(team.won, view.config.games, team.score)}</strong>
          </p>
        </>
      )}
      {!readOnly && (
        <p className="actions">
          {between && onNext && (
            <button type="button" className="button primary" onClick={onNext}>
              {tx.nextDeal}
            </button>
          )}
          {!between && onAgain && (
            <button type="button" className="button primary" onClick={onAgain}>
              {tx.again}
            </button>
          )}
          {!between && (
            <Link className="button" href={lobbyHref}>
              {tx.toLobby}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
