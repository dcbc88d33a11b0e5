/**
 * One step of a Speedlift replay (`/wiederholung/:id`): the table as the chosen seat saw it after
 * the step, drawn by the table screen in its read-only mode. The replay page owns the keys.
 */
import type { View } from '@kartenhaus/speedlift';
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { noHint, noMove, nothing, useReplayNames } from '../../table/replay-step.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';

const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'ride' in v;

export function SpeedliftReplayView({ view, seats }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const names = useReplayNames(seats, tx.computer);
  if (!isView(view)) return null;
  return (
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
  );
}
