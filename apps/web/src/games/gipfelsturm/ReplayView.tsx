/**
 * One step of a Gipfelsturm replay (`/wiederholung/:id`): the table as the chosen seat saw it after
 * the step, drawn by the table screen in its read-only mode. The replay page owns the keys.
 */
import { useMemo } from 'react';
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { nothing, useReplayNames } from '../../table/replay-step.js';
import { GipfelsturmTable } from './GipfelsturmTable.js';
import { isGipfelView } from './ServerTable.js';
import { TEXT } from './strings.js';

export function GipfelsturmReplayView({ view, seats }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  // One computer is "Partner"; two are named by their seat, as at the table.
  const several = seats.filter((s) => s === null).length > 1;
  const partner = useMemo(() => (seat: number) => tx.partner(several ? seat + 1 : null), [tx, several]);
  const names = useReplayNames(seats, partner);
  if (!isGipfelView(view)) return null;
  return (
    <GipfelsturmTable
      view={view}
      names={names}
      events={[]}
      step={0}
      countdownEnd={null}
      refused={null}
      onMove={nothing}
      badge={null}
      title=""
      lobbyHref="/spiel/gipfelsturm"
      readOnly
    />
  );
}
