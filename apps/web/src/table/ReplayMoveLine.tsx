/** The line of a replay step that says its move in the game's words (the log's sentences). */
import { useI18n } from '../context.js';

/**
 * The step's move in the players' words (the log's sentences), under the step controls. A move
 * the replay does not show (another seat's while the game runs) is named by its mover only; the
 * deal says nothing here (the page says "Die Austeilung").
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
  const unseen = lines.length === 0 && step.n > 0 && step.seat !== null && step.move === null;
  const text = unseen ? t('replayMoveUnseen', { who: names[step.seat ?? 0] ?? '' }) : lines.join(' ');
  return (
    <p className="replay-move" aria-live="polite">
      {text}
    </p>
  );
}
