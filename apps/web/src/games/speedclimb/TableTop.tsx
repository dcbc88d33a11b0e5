/**
 * The Speedclimb table's head (round, whose turn, Bilanz and Rat) and, after the game, its end
 * block (the standings, the last round's Bilanz, "Nochmal" and the way back to the lobby).
 */
import type { View } from '@kartenhaus/speedclimb';
import { useEffect, useRef } from 'react';
import { Link } from '../../components/Link.js';
import { useSaidAtOpening } from '../../table/said-at-opening.js';
import type { Intent } from './model.js';
import { Standings, SummaryTable } from './panels.js';
import type { SpeedclimbText } from './strings.js';

export function TopBar({
  view,
  tx,
  title,
  badge,
  turnText,
  active,
  readOnly,
  hintAllowed,
  act,
}: {
  view: View;
  tx: SpeedclimbText;
  title: string;
  badge: string | null;
  turnText: string;
  active: boolean;
  readOnly: boolean;
  hintAllowed: boolean;
  act: (i: Intent) => void;
}) {
  const laid = view.seat !== null && view.campLaid[view.seat] === true;
  const step = active ? (view.phase === 'draw' ? tx.stepDraw : laid ? tx.stepPlayLaid : tx.stepPlay) : '';
  useSaidAtOpening(active && !readOnly ? `${turnText} ${step}` : null);
  return (
    <div className="sc-top">
      {title && <h1 tabIndex={-1}>{title}</h1>}
      {badge && <p className="sc-badge">{badge}</p>}
      <p className="sc-round">{tx.roundOf(view.round, tx.routes[view.route])}</p>
      <p className="sc-turn" aria-live="polite">
        {turnText} {step}
      </p>
      <div className="sc-tools">
        <button type="button" className="button" onClick={() => act({ type: 'bilanz' })}>
          {tx.bilanz} {!readOnly && <kbd>B</kbd>}
        </button>
        {hintAllowed && !readOnly && view.phase !== 'over' && (
          <button
            type="button"
            className="button"
            disabled={!active}
            aria-keyshortcuts="R"
            onClick={() => act({ type: 'hint' })}
          >
            {tx.hint} <kbd>R</kbd>
          </button>
        )}
      </div>
    </div>
  );
}

/** After the game: the standings; `focus` brings the keyboard to their heading when they appear. */
export function EndBlock({
  view,
  names,
  tx,
  lobbyHref,
  onAgain,
  focus,
  scrolls,
}: {
  view: View;
  names: readonly string[];
  tx: SpeedclimbText;
  lobbyHref: string;
  onAgain?: () => void;
  focus: boolean;
  /**
   * The one-screen table: the standings and the Bilanz scroll inside their boxes where they do not
   * fit (six places), so each box takes the keyboard focus — axe "scrollable-region-focusable".
   */
  scrolls: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);
  return (
    <div ref={ref} className="sc-end">
      <Standings view={view} names={names} tx={tx} scrolls={scrolls} />
      {view.history.length > 0 && (
        <section className="sc-last-round" aria-labelledby="sc-last-round-h" tabIndex={scrolls ? 0 : undefined}>
          <h3 id="sc-last-round-h">{tx.summaryTitle(view.history[view.history.length - 1]?.round ?? 0)}</h3>
          <SummaryTable view={view} index={view.history.length - 1} names={names} tx={tx} />
        </section>
      )}
      <p className="actions">
        {onAgain && (
          <button type="button" className="button primary" onClick={onAgain}>
            {tx.again}
          </button>
        )}
        <Link className="button" href={lobbyHref}>
          {tx.toLobby}
        </Link>
      </p>
    </div>
  );
}
