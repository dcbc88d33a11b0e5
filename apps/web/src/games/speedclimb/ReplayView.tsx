/** One step of a Speedclimb replay: the shared replay view (`table/ReplayStep.tsx`) with the game's words and table. */
import type { View } from '@kartenhaus/speedclimb';
import { replayView } from '../../table/ReplayStep.js';
import { noHint, noMove, nothing } from '../../table/replay-step.js';
import { isView } from './ServerTable.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';
import { eventText, stepEvents } from './words.js';

export const SpeedclimbReplayView = replayView<View>({
  isView,
  seatWords: (lang) => TEXT[lang],
  lines: ({ move, seat }, prev, view, { names, lang }) =>
    move === null || seat === null
      ? []
      : stepEvents(move, seat, prev, view).map((e) => eventText(e, prev ?? view, names, lang, TEXT[lang])),
  Table: ({ view, names }) => (
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
  ),
});
