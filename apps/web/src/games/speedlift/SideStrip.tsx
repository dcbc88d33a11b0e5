/**
 * Beside the Speedlift table when wide (the card under the mouse, counting help, log, keys); on a
 * phone the detail lies over the ride and the log is a strip under the hand.
 */
import type { Card, View } from '@kartenhaus/speedlift';
import { CardDetail, Counting, MarkerLegend } from './panels.js';
import type { SpeedliftText } from './strings.js';
import type { ShownLine } from '../../table/log-lines.js';
import { TableLog } from '../../table/TableLog.js';

export function SideStrip(props: {
  view: View;
  tx: SpeedliftText;
  screen: boolean;
  detailCard: Card | null;
  /** Why the detail's card was just refused (it then says so instead of "passt gerade nicht"). */
  detailRefusal?: string | null;
  /** The Zahnrad's "Karten zählen helfen" is on (and the table has a seat to help). */
  counting: boolean;
  countingSheet: boolean;
  /** The table's log; null: none. */
  log: readonly ShownLine[] | null;
  /** The log is a live table's (a polite live region), not a replay's. */
  logLive: boolean;
  readOnly: boolean;
  hintAllowed: boolean;
}) {
  const { view, tx, screen, detailCard, detailRefusal, counting, countingSheet, log, logLive, readOnly, hintAllowed } =
    props;
  return (
    <div className="sl-side">
      {screen && <MarkerLegend view={view} tx={tx} />}
      {detailCard && (
        <aside className="sl-detail-wrap" aria-label={tx.detail}>
          <CardDetail view={view} card={detailCard} tx={tx} refusal={detailRefusal} />
        </aside>
      )}
      {counting && !countingSheet && <Counting view={view} tx={tx} />}
      {log !== null && <TableLog game="sl" title={tx.log} lines={log} live={logLive} />}
      {/* The keys of a turn; after the game there is none (the end block's buttons take Enter and Tab). */}
      {!readOnly && !view.over && <p className="sl-keys muted">{tx.keysLine(hintAllowed)}</p>}
    </div>
  );
}
