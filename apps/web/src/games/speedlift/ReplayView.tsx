/**
 * One step of a Speedlift replay (`/wiederholung/:id`): the step's move in the log's words and
 * the table as the chosen seat saw it after the step, drawn by the table screen in its read-only
 * mode. The replay page owns the keys.
 */
import type { View } from '@kartenhaus/speedlift';
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { ReplayMoveLine } from '../../table/ReplayMoveLine.js';
import { noHint, noMove, nothing, useReplayNames } from '../../table/replay-step.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';
import { eventText, stepEvents } from './words.js';

const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'ride' in v;

export function SpeedliftReplayView({ view, before, seats, you, step }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const names = useReplayNames(seats, you, tx.you, tx.computer);
  if (!isView(view)) return null;
  const prev = isView(before) ? before : null;
  const lines =
    typeof step.move === 'string' && step.seat !== null
      ? stepEvents(step.move, step.seat, prev, view)
          .map((e) => eventText(tx, e, names, prev))
          .filter((t): t is string => t !== null)
      : [];
  return (
    <>
      <ReplayMoveLine lines={lines} step={step} names={names} />
      <SpeedliftTable
        view={view}
        step={0}
        events={[]}
        thinking={null}
        abrechnung={null}
        names={names}
        hintAllowed={false}
        badge={null}
        title=""
        onMove={noMove}
        onConfirm={nothing}
        onHint={noHint}
        lobbyHref="/spiel/speedlift"
        readOnly
      />
    </>
  );
}
