/** One step of a Speedclimb replay: the shared replay view (`table/ReplayStep.tsx`) with the game's words and table. */
import type { Event, View } from '@kartenhaus/speedclimb';
import { replayView } from '../../table/ReplayStep.js';
import { READ_ONLY_TABLE } from '../../table/replay-step.js';
import { isView } from './ServerTable.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';
import { eventText, stepEvents } from './words.js';

export const SpeedclimbReplayView = replayView<View>({
  isView,
  seatWords: (lang) => TEXT[lang],
  // Another seat's move while the game runs comes as the events the table said (a card drawn from
  // the stock unnamed, as at the table).
  lines: ({ move, seat, events }, prev, view, { names, lang }) =>
    seat === null
      ? []
      : (move === null ? ((events ?? []) as readonly Event[]) : stepEvents(move, seat, prev, view)).map((e, i, all) =>
          eventText(e, prev ?? view, names, lang, TEXT[lang], names, all[i + 1]),
        ),
  Table: ({ view, names, screen, log }) => (
    <SpeedclimbTable
      {...READ_ONLY_TABLE}
      view={view}
      names={names}
      screen={screen}
      replayLog={log}
      summary={null}
      lobbyHref="/spiel/speedclimb"
    />
  ),
});
