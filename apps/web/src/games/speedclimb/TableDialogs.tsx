/**
 * The dialogs of the Speedclimb table: the round's Bilanz with its one "Weiter" (and the Nordwand
 * carry-over choice), the Bilanz of all rounds (B) and the Rat (R).
 */
import type { Card, Decision, View } from '@kartenhaus/speedclimb';
import { Dialog } from '../../components/Dialog.js';
import { keepLimit, type Overlay } from './model.js';
import { Bilanz, KeepChoice, SummaryTable } from './panels.js';
import type { SpeedclimbText } from './strings.js';
import { moveText, whyText } from './words.js';

/**
 * The round's Bilanz opens with the focus on "Weiter"; a screen reader reads the dialog's title and
 * that button, and with this description also who finished (or why nobody did).
 */
const SUMMARY_SENTENCE = 'sc-summary-sentence';

/** The Nordwand carry-over choice in the round's Bilanz. */
export interface KeepState {
  readonly hand: readonly Card[];
  readonly chosen: readonly number[];
  /** The choice may be sent ("Weiter" is on). */
  readonly ok: boolean;
  readonly onToggle: (pos: number) => void;
}

export function TableDialogs({
  view,
  names,
  lang,
  tx,
  summary,
  overlay,
  onClose,
  onConfirm,
  hint,
  keep,
}: {
  view: View;
  names: readonly string[];
  lang: 'de' | 'en';
  tx: SpeedclimbText;
  /** A finished round whose Bilanz waits for "Weiter" (0-based), or null. */
  summary: number | null;
  overlay: Overlay;
  onClose: () => void;
  onConfirm: () => void;
  hint: Decision | null | 'thinking';
  keep: KeepState | null;
}) {
  const summaryOpen = summary !== null;
  return (
    <>
      <Dialog
        open={summaryOpen}
        onClose={onConfirm}
        title={tx.summaryTitle(view.history[summary ?? 0]?.round ?? (summary ?? 0) + 1)}
        className="sc-dialog"
        describedBy={SUMMARY_SENTENCE}
      >
        {summary !== null && (
          <SummaryTable view={view} index={summary} names={names} tx={tx} sentenceId={SUMMARY_SENTENCE} />
        )}
        {keep && (
          <KeepChoice
            hand={keep.hand}
            chosen={keep.chosen}
            limit={keepLimit(view)}
            lang={lang}
            tx={tx}
            onToggle={keep.onToggle}
          />
        )}
        <p className="actions">
          <button
            type="button"
            className="button primary"
            data-autofocus
            disabled={keep !== null && !keep.ok}
            onClick={onConfirm}
          >
            {tx.confirm}
          </button>
        </p>
      </Dialog>
      <Dialog open={!summaryOpen && overlay === 'bilanz'} onClose={onClose} title={tx.bilanz} className="sc-dialog">
        <Bilanz view={view} names={names} tx={tx} />
      </Dialog>
      <Dialog open={!summaryOpen && overlay === 'hint'} onClose={onClose} title={tx.hintTitle} className="sc-dialog">
        {hint === 'thinking' ? (
          <p role="status">{tx.hintThinking}</p>
        ) : hint ? (
          <div className="sc-hint">
            <p>
              <strong>{moveText(hint.move, view, names, lang, tx)}</strong>
            </p>
            <p>{whyText(hint.why, names, lang, tx)}</p>
          </div>
        ) : (
          <p>–</p>
        )}
      </Dialog>
    </>
  );
}
