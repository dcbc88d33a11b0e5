/**
 * One step of a Gipfelsturm replay (`/wiederholung/:id`): the step's move in the log's words and
 * the table as the chosen seat saw it after the step, drawn by the table screen in its read-only
 * mode. The replay page owns the keys.
 */
import { useMemo } from 'react';
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { ReplayMoveLine } from '../../table/ReplayMoveLine.js';
import { nothing, useReplayNames } from '../../table/replay-step.js';
import { GipfelsturmTable, pileName } from './GipfelsturmTable.js';
import { stepEntries } from './replay-words.js';
import { isGipfelView } from './ServerTable.js';
import { TEXT } from './strings.js';

export function GipfelsturmReplayView({ view, before, seats, you, step }: ReplayViewProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  // One computer is "Partner"; two are named by their seat, as at the table.
  const several = seats.filter((s) => s === null).length > 1;
  const partner = useMemo(() => (seat: number) => tx.partner(several ? seat + 1 : null), [tx, several]);
  const names = useReplayNames(seats, you, tx.you, partner);
  if (!isGipfelView(view)) return null;
  const prev = isGipfelView(before) ? before : null;
  const lines = stepEntries(typeof step.move === 'string' ? step.move : null, step.seat, prev, view).map((e) =>
    tx.logLine(
      e,
      (s) => names[s] ?? tx.seatNo(s + 1),
      you,
      (c) => tx.cardName(c),
      (s) => pileName(tx, you, names, s),
    ),
  );
  return (
    <>
      <ReplayMoveLine lines={step.n === 0 ? [] : lines} step={step} names={names} />
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
    </>
  );
}
