/** The Speedlift table's end block (standings, "Nochmal", the lobby) and its dialogs: Abrechnung, Bilanz, Rat, counting help. */
import { cardName, sameMove, type Hint, type HintReason, type View } from '@kartenhaus/speedlift';
import type { RefObject } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { Link } from '../../components/Link.js';
import type { Intent, Overlay } from './model.js';
import { AbrechnungTable, Bilanz, Counting, Standings } from './panels.js';
import { ratText } from './rat.js';
import type { SpeedliftText } from './strings.js';

export function EndBlock(props: {
  view: View;
  names: readonly string[];
  tx: SpeedliftText;
  standingsRef: RefObject<HTMLDivElement | null>;
  endNote?: string | null | undefined;
  onAgain?: (() => void) | undefined;
  lobbyHref: string;
}) {
  const { view, names, tx, standingsRef } = props;
  return (
    <div ref={standingsRef} className="sl-end">
      <Standings view={view} names={names} tx={tx} />
      {props.endNote && <p className="sl-daily-note">{props.endNote}</p>}
      <p className="actions">
        {props.onAgain && (
          <button type="button" className="button primary" onClick={props.onAgain}>
            {tx.again}
          </button>
        )}
        <Link className="button" href={props.lobbyHref}>
          {tx.toLobby}
        </Link>
      </p>
    </div>
  );
}

export function TableDialogs(props: {
  view: View;
  names: readonly string[];
  tx: SpeedliftText;
  abrechnung: number | null;
  overlay: Overlay;
  setOverlay: (overlay: Overlay) => void;
  hint: Hint | null | 'thinking';
  act: (intent: Intent) => void;
  countingSheet: boolean;
  countingOpen: boolean;
  setCountingOpen: (open: boolean) => void;
}) {
  const { view, names, tx, overlay, setOverlay, hint, act, countingSheet, countingOpen, setCountingOpen } = props;
  const abrechnungOpen = props.abrechnung !== null;
  return (
    <>
      <Dialog
        open={abrechnungOpen}
        onClose={() => act({ type: 'confirm' })}
        title={tx.abrechnung((props.abrechnung ?? 0) + 1)}
        className="sl-dialog"
      >
        {props.abrechnung !== null && <AbrechnungTable view={view} round={props.abrechnung} names={names} tx={tx} />}
        <p className="actions">
          <button type="button" className="button primary" data-autofocus onClick={() => act({ type: 'confirm' })}>
            {tx.confirm} <kbd>Enter</kbd>
          </button>
        </p>
      </Dialog>
      <Dialog
        open={!abrechnungOpen && overlay === 'bilanz'}
        onClose={() => setOverlay('none')}
        title={tx.bilanz}
        className="sl-dialog"
      >
        <Bilanz view={view} names={names} tx={tx} />
      </Dialog>
      <Dialog
        open={!abrechnungOpen && overlay === 'hint'}
        onClose={() => setOverlay('none')}
        title={tx.hintTitle}
        className="sl-dialog"
      >
        {hint === 'thinking' ? (
          <p role="status">{tx.hintThinking}</p>
        ) : hint ? (
          <div className="sl-hint">
            <p>
              <strong>{tx.hintChoice}:</strong> {hint.choice.type === 'exit' ? tx.exit : cardName(hint.choice.card)}
            </p>
            {hint.reasons
              .filter((r) => sameMove(r.move, hint.choice))
              .map((r, i) => (
                <p key={i}>{ratText(r, names, tx)}</p>
              ))}
            <RatReasons reasons={hint.reasons} choice={hint.choice} names={names} tx={tx} />
          </div>
        ) : (
          <p>–</p>
        )}
      </Dialog>
      <Dialog open={countingSheet && countingOpen} onClose={() => setCountingOpen(false)} title={tx.countingTitle}>
        <Counting view={view} tx={tx} titled={false} />
      </Dialog>
    </>
  );
}

/**
 * The other moves the Rat weighed, one sentence each; the sentence begins with the move's name.
 * The chosen move's sentence stands above the list, so the list leaves it out — with one legal
 * move the dialog had said the same sentence twice (QA) — and there is no list when nothing is left.
 */
export function RatReasons({
  reasons,
  choice,
  names,
  tx,
}: {
  readonly reasons: readonly HintReason[];
  readonly choice: Hint['choice'];
  readonly names: readonly string[];
  readonly tx: SpeedliftText;
}) {
  const others = reasons.filter((r) => !sameMove(r.move, choice));
  if (others.length === 0) return null;
  return (
    <>
      <p>{tx.hintOthers}:</p>
      <ul>
        {others.map((r, i) => (
          <li key={i}>{ratText(r, names, tx)}</li>
        ))}
      </ul>
    </>
  );
}
