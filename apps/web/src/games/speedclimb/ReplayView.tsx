/**
 * One step of a Speedclimb replay (`/wiederholung/:id`): the table as the chosen seat saw it after
 * the step, drawn by the table screen in its read-only mode. The replay page owns the keys.
 */
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { noHint, noMove, nothing, useReplayNames } from '../../table/replay-step.js';
import { isView } from './ServerTable.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';

export function SpeedclimbReplayView({ view, seats }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const names = useReplayNames(seats, tx.computer);
  if (!isView(view)) return null;
  return (
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
  );
}
