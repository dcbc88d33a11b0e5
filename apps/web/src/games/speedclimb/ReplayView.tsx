/**
 * One step of a Speedclimb replay (`/wiederholung/:id`): the step's move in the log's words and
 * the table as the chosen seat saw it after the step, drawn by the table screen in its read-only
 * mode. The replay page owns the keys.
 */
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { ReplayMoveLine } from '../../table/ReplayMoveLine.js';
import { noHint, noMove, nothing, useReplayNames } from '../../table/replay-step.js';
import { isView } from './ServerTable.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';
import { eventText, stepEvents } from './words.js';

export function SpeedclimbReplayView({ view, before, seats, you, step }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const names = useReplayNames(seats, you, tx.you, tx.computer);
  if (!isView(view)) return null;
  const prev = isView(before) ? before : null;
  const lines =
    typeof step.move === 'string' && step.seat !== null
      ? stepEvents(step.move, step.seat, prev, view)
          .map((e) => eventText(e, prev ?? view, names, lang, tx))
          .filter((t): t is string => t !== null && t !== '')
      : [];
  return (
    <>
      <ReplayMoveLine lines={lines} step={step} names={names} />
      <SpeedclimbTable
        view={view}
        step={0}
        events={[]}
        thinking={null}
        summary={null}
        names={names}
        hintAllowed={false}
        badge={null}
        title=""
        onMove={noMove}
        onConfirm={nothing}
        onHint={noHint}
        lobbyHref="/spiel/speedclimb"
        readOnly
      />
    </>
  );
}
