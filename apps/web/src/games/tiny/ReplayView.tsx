/** One step of a tiny game's replay: the table as the chosen seat saw it, read-only (no move line). */
import { replayView } from '../../table/ReplayStep.js';
import { SEAT_WORDS } from './text.js';
import { TinyTable } from './TinyTable.js';
import { isTinyView, type TinyView } from './view.js';

export const TinyReplayView = replayView<TinyView>({
  isView: isTinyView,
  seatWords: (lang) => SEAT_WORDS[lang],
  Table: ({ view, names }) => <TinyTable view={view} names={names} onPlay={null} />,
});
