/** The line of a replay step that says its move in the game's words (the log's sentences). */
import { createContext, useContext } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../context.js';

/**
 * Where the replay page wants the move line: its place in the step controls' bar, which stays at
 * the top of the window while the table scrolls (null: the bar is not drawn yet, the line waits
 * for it). Without a page around it (undefined) the line stands over the table.
 */
export const ReplayMoveSlot = createContext<HTMLElement | null | undefined>(undefined);

/**
 * The step's move in the players' words (the log's sentences), in the step controls' bar. A move
 * the replay does not show (another seat's while the game runs) is said from the events its seat
 * saw at the table; where those say nothing (an older answer, a move the seat saw nothing of) it is
 * named by its mover only. The deal says nothing here (the page says "Die Austeilung").
 */
export function ReplayMoveLine({
  lines,
  step,
  names,
}: {
  readonly lines: readonly string[];
  readonly step: { readonly n: number; readonly seat: number | null; readonly move: unknown };
  readonly names: readonly string[];
}) {
  const { t } = useI18n();
  const slot = useContext(ReplayMoveSlot);
  const unseen = lines.length === 0 && step.n > 0 && step.seat !== null && step.move === null;
  const text = unseen ? t('replayMoveUnseen', { who: names[step.seat ?? 0] ?? '' }) : lines.join(' ');
  // One polite live region, in one place: drawn only once its place is known.
  const line = (
    <p className="replay-move" aria-live="polite">
      {text}
    </p>
  );
  if (slot === undefined) return line;
  return slot === null ? null : createPortal(line, slot);
}
