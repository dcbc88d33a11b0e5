/** One step of a tiny game's replay: the table as the chosen seat saw it, read-only. */
import { useI18n } from '../../context.js';
import type { ReplayViewProps } from '../../table/screens.js';
import { useReplayNames } from '../../table/replay-step.js';
import { SEAT_WORDS } from './text.js';
import { TinyTable } from './TinyTable.js';
import { isTinyView } from './view.js';

export function TinyReplayView({ view, seats, you }: ReplayViewProps) {
  const { lang } = useI18n();
  const names = useReplayNames(seats, you, SEAT_WORDS[lang].you, SEAT_WORDS[lang].computer);
  if (!isTinyView(view)) return null;
  return <TinyTable view={view} names={names} onPlay={null} />;
}
